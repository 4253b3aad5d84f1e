CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"response" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid,
	"created_by" uuid,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" jsonb NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_disabled_reason_check" CHECK ("webhook_endpoints"."disabled_reason" in ('manual', 'failing'))
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_endpoint_id_at_idx" ON "webhook_attempts" USING btree ("endpoint_id","at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_id_idx" ON "webhook_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_id_created_at_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_establishment_id_idx" ON "webhook_endpoints" USING btree ("establishment_id");--> statement-breakpoint
-- Decision 113 (features/webhooks/): each event writes one delivery per enabled endpoint that
-- chose it and may hear it (the lab's endpoints every establishment's, an establishment's its own),
-- with the job that carries it, in the event's own transaction: whatever code path makes the change,
-- a rolled-back change sends nothing and a committed one is never forgotten. Ids only, never
-- patient data: the receiver fetches the rest through the API.
CREATE FUNCTION "enqueue_webhook_event"(p_type text, p_establishment uuid, p_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH delivery AS (
    INSERT INTO webhook_deliveries (endpoint_id, event_type, payload)
    SELECT e.id, p_type, jsonb_build_object(
        'type', p_type,
        'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'data', p_data)
    FROM webhook_endpoints e
    WHERE e.enabled AND e.events ? p_type
      AND (e.establishment_id IS NULL OR e.establishment_id = p_establishment)
    RETURNING id
  )
  INSERT INTO jobs (kind, payload) SELECT 'deliver-webhook', jsonb_build_object('deliveryId', delivery.id) FROM delivery;
END $$;
--> statement-breakpoint
CREATE FUNCTION "webhook_event_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  establishment uuid;
BEGIN
  IF TG_TABLE_NAME = 'order_events' THEN
    IF NEW.kind NOT IN ('validated', 'status_changed') THEN RETURN NULL; END IF;
    SELECT o.establishment_id INTO establishment FROM orders o WHERE o.id = NEW.order_id;
    IF NEW.kind = 'validated' THEN
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
--> statement-breakpoint
CREATE TRIGGER "order_events_webhook" AFTER INSERT ON "order_events"
  FOR EACH ROW EXECUTE FUNCTION "webhook_event_trigger"();
--> statement-breakpoint
CREATE TRIGGER "order_comments_webhook" AFTER INSERT ON "order_comments"
  FOR EACH ROW EXECUTE FUNCTION "webhook_event_trigger"();
--> statement-breakpoint
CREATE TRIGGER "impression_requests_webhook" AFTER INSERT OR UPDATE OF "state" ON "impression_requests"
  FOR EACH ROW EXECUTE FUNCTION "webhook_event_trigger"();
--> statement-breakpoint
CREATE TRIGGER "invoices_webhook" AFTER INSERT ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "webhook_event_trigger"();
--> statement-breakpoint
CREATE TRIGGER "credit_notes_webhook" AFTER INSERT ON "credit_notes"
  FOR EACH ROW EXECUTE FUNCTION "webhook_event_trigger"();
