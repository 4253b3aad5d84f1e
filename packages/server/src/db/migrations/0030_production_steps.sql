CREATE TABLE "production_requests" (
	"key" uuid PRIMARY KEY NOT NULL,
	"actor_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"settings" jsonb NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_control_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"failed_items" jsonb NOT NULL,
	"return_to_step" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "production_step" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "production_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "production_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "production_requests" ADD CONSTRAINT "production_requests_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_requests" ADD CONSTRAINT "production_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_versions" ADD CONSTRAINT "production_versions_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_failures" ADD CONSTRAINT "quality_control_failures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_failures" ADD CONSTRAINT "quality_control_failures_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_failures" ADD CONSTRAINT "quality_control_failures_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_requests_created_at_idx" ON "production_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "production_versions_effective_idx" ON "production_versions" USING btree ("effective_from" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quality_control_failures_created_at_idx" ON "quality_control_failures" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('created', 'validated', 'status_changed', 'shipping_method_changed', 'stl_file_added', 'stl_file_removed', 'content_changed', 'invoiced', 'credited', 'remake_requested', 'impression_requested', 'impression_sent', 'impression_request_withdrawn', 'promised_date_changed', 'production_step_reached', 'quality_control_passed', 'quality_control_failed'));
--> statement-breakpoint
-- Decision 141: each step reached (and the quality control passed, which ends production) is the
-- webhook event order.production_step_reached, written by the same trigger as the others (decision
-- 113), with the step's key, whether production is done and the revision: ids only, as ever.
CREATE OR REPLACE FUNCTION "webhook_event_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  establishment uuid;
BEGIN
  IF TG_TABLE_NAME = 'order_events' THEN
    IF NEW.kind NOT IN ('validated', 'status_changed', 'production_step_reached', 'quality_control_passed') THEN
      RETURN NULL;
    END IF;
    SELECT o.establishment_id INTO establishment FROM orders o WHERE o.id = NEW.order_id;
    IF NEW.kind IN ('production_step_reached', 'quality_control_passed') THEN
      -- The step as the orders row holds it once the change is written (null: production done).
      PERFORM enqueue_webhook_event('order.production_step_reached', establishment, (
        SELECT jsonb_build_object('orderId', o.id, 'establishmentId', o.establishment_id,
          'step', o.production_step, 'done', o.production_done, 'revision', o.production_revision)
        FROM orders o WHERE o.id = NEW.order_id));
    ELSIF NEW.kind = 'validated' THEN
      PERFORM enqueue_webhook_event('order.validated', establishment, jsonb_build_object(
        'orderId', NEW.order_id, 'establishmentId', establishment, 'status', NEW.to_value));
    ELSE
      PERFORM enqueue_webhook_event('order.status_changed', establishment, jsonb_build_object(
        'orderId', NEW.order_id, 'establishmentId', establishment, 'status', NEW.to_value,
        'previousStatus', NEW.from_value));
    END IF;
  ELSIF TG_TABLE_NAME = 'order_comments' THEN
    SELECT o.establishment_id INTO establishment FROM orders o WHERE o.id = NEW.order_id;
    PERFORM enqueue_webhook_event('order.comment_added', establishment, jsonb_build_object(
      'orderId', NEW.order_id, 'establishmentId', establishment, 'commentId', NEW.id));
  ELSIF TG_TABLE_NAME = 'impression_requests' THEN
    SELECT o.establishment_id INTO establishment FROM orders o WHERE o.id = NEW.order_id;
    IF TG_OP = 'INSERT' THEN
      PERFORM enqueue_webhook_event('order.impression_requested', establishment, jsonb_build_object(
        'orderId', NEW.order_id, 'establishmentId', establishment, 'impressionRequestId', NEW.id));
    ELSIF OLD.state = 'open' AND NEW.state = 'answered' THEN
      PERFORM enqueue_webhook_event('order.impression_received', establishment, jsonb_build_object(
        'orderId', NEW.order_id, 'establishmentId', establishment, 'impressionRequestId', NEW.id));
    END IF;
  ELSIF TG_TABLE_NAME = 'invoices' THEN
    PERFORM enqueue_webhook_event('invoice.issued', NEW.establishment_id, jsonb_build_object(
      'invoiceId', NEW.id, 'establishmentId', NEW.establishment_id));
  ELSIF TG_TABLE_NAME = 'credit_notes' THEN
    PERFORM enqueue_webhook_event('credit_note.issued', NEW.establishment_id, jsonb_build_object(
      'creditNoteId', NEW.id, 'invoiceId', NEW.invoice_id, 'establishmentId', NEW.establishment_id));
  END IF;
  RETURN NULL;
END $$;
