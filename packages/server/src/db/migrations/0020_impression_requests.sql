CREATE TABLE "impression_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"ears" jsonb NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"replaces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previous_status" text NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"replaced_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "impression_requests_state_check" CHECK ("impression_requests"."state" in ('open', 'answered', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "order_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notifications_kind_check" CHECK ("order_notifications"."kind" in ('impression_requested'))
);
--> statement-breakpoint
ALTER TABLE "email_opt_outs" DROP CONSTRAINT "email_opt_outs_kind_check";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "impression_requests" ADD CONSTRAINT "impression_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impression_requests" ADD CONSTRAINT "impression_requests_requested_by_profiles_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impression_requests" ADD CONSTRAINT "impression_requests_closed_by_profiles_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notifications" ADD CONSTRAINT "order_notifications_recipient_id_profiles_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notifications" ADD CONSTRAINT "order_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "impression_requests_open_key" ON "impression_requests" USING btree ("order_id") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "impression_requests_order_id_idx" ON "impression_requests" USING btree ("order_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_notifications_recipient_order_kind_key" ON "order_notifications" USING btree ("recipient_id","order_id","kind");--> statement-breakpoint
CREATE INDEX "order_notifications_recipient_created_at_idx" ON "order_notifications" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "order_notifications_order_id_idx" ON "order_notifications" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_kind_check" CHECK (kind in ('order_validated', 'order_shipped', 'order_ready_pickup', 'order_comment', 'impression_requested'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('created', 'validated', 'status_changed', 'shipping_method_changed', 'stl_file_added', 'stl_file_removed', 'content_changed', 'invoiced', 'credited', 'remake_requested', 'impression_requested', 'impression_sent', 'impression_request_withdrawn'));
--> statement-breakpoint
-- The function of migration 0018, which stays the one place that says what a change
-- announces, with three additions: a history event of a new impression's step names its kind (`x`,
-- the screens tell the other side), the clinic's uploads to an open request announce their order, and
-- a person's own notification rings that person's bell only (`u`, the recipient: never a name).
CREATE OR REPLACE FUNCTION "notify_live_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload json;
  target record;
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    IF TG_OP = 'DELETE' THEN
      payload := json_build_object('k', 'order', 'id', OLD.id, 'e', OLD.establishment_id, 'u', OLD.created_by, 's', NULL, 'f', OLD.status);
    ELSIF TG_OP = 'INSERT' THEN
      payload := json_build_object('k', 'order', 'id', NEW.id, 'e', NEW.establishment_id, 'u', NEW.created_by, 's', NEW.status, 'f', NULL);
    ELSE
      payload := json_build_object('k', 'order', 'id', NEW.id, 'e', NEW.establishment_id, 'u', NEW.created_by, 's', NEW.status, 'f', OLD.status);
    END IF;
  ELSIF TG_TABLE_NAME = 'order_comments' OR TG_TABLE_NAME = 'order_events' OR TG_TABLE_NAME = 'impression_requests' THEN
    IF TG_OP = 'DELETE' THEN target := OLD; ELSE target := NEW; END IF;
    SELECT json_build_object('k', 'order', 'id', o.id, 'e', o.establishment_id, 'u', o.created_by, 's', o.status, 'f', o.status)
      INTO payload FROM orders o WHERE o.id = target.order_id;
    -- The order itself deleted in the same statement (a cascade): its own notice says it.
    IF payload IS NULL THEN RETURN NULL; END IF;
    -- Nested, not ANDed: only order_events rows have a kind.
    IF TG_TABLE_NAME = 'order_events' THEN
      IF NEW.kind IN ('impression_requested', 'impression_sent') THEN
        payload := (payload::jsonb || jsonb_build_object('x', NEW.kind))::json;
      END IF;
    END IF;
  ELSIF TG_TABLE_NAME = 'comment_notifications' THEN
    payload := json_build_object('k', 'bell');
  ELSIF TG_TABLE_NAME = 'order_notifications' THEN
    IF TG_OP = 'DELETE' THEN target := OLD; ELSE target := NEW; END IF;
    payload := json_build_object('k', 'bell', 'u', target.recipient_id);
  ELSIF TG_TABLE_NAME = 'invoices' OR TG_TABLE_NAME = 'credit_notes' THEN
    IF TG_OP = 'DELETE' THEN target := OLD; ELSE target := NEW; END IF;
    payload := json_build_object('k', CASE TG_TABLE_NAME WHEN 'invoices' THEN 'invoice' ELSE 'credit_note' END, 'id', target.id, 'e', target.establishment_id);
  ELSIF TG_TABLE_NAME = 'profiles' THEN
    IF TG_OP = 'DELETE' THEN target := OLD; ELSE target := NEW; END IF;
    payload := json_build_object('k', 'user', 'id', target.id, 'e', target.establishment_id);
    -- A person moved to another establishment leaves the old one's team too.
    IF TG_OP = 'UPDATE' AND OLD.establishment_id IS DISTINCT FROM NEW.establishment_id THEN
      PERFORM pg_notify('conque_events', json_build_object('k', 'user', 'id', OLD.id, 'e', OLD.establishment_id)::text);
    END IF;
  ELSIF TG_TABLE_NAME = 'collaborator_invitations' THEN
    IF TG_OP = 'DELETE' THEN target := OLD; ELSE target := NEW; END IF;
    payload := json_build_object('k', 'invitation', 'e', target.establishment_id);
  END IF;
  PERFORM pg_notify('conque_events', payload::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "impression_requests_live_event" AFTER INSERT OR UPDATE OR DELETE ON "impression_requests"
  FOR EACH ROW EXECUTE FUNCTION "notify_live_event"();
--> statement-breakpoint
CREATE TRIGGER "order_notifications_live_event" AFTER INSERT OR DELETE ON "order_notifications"
  FOR EACH ROW EXECUTE FUNCTION "notify_live_event"();
