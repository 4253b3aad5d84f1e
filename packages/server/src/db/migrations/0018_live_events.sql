-- Decision 88 (features/live-events/): the rows the screens show announce their changes on the
-- channel conque_events, delivered at commit only (a rolled-back change announces nothing) to every
-- listening process. The payload names the kind and ids, and what the server needs to choose who
-- may hear it (the establishment, an order's creator and statuses): never patient data.
CREATE FUNCTION "notify_live_event"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSIF TG_TABLE_NAME = 'order_comments' OR TG_TABLE_NAME = 'order_events' THEN
    IF TG_OP = 'DELETE' THEN target := OLD; ELSE target := NEW; END IF;
    SELECT json_build_object('k', 'order', 'id', o.id, 'e', o.establishment_id, 'u', o.created_by, 's', o.status, 'f', o.status)
      INTO payload FROM orders o WHERE o.id = target.order_id;
    -- The order itself deleted in the same statement (a cascade): its own notice says it.
    IF payload IS NULL THEN RETURN NULL; END IF;
  ELSIF TG_TABLE_NAME = 'comment_notifications' THEN
    payload := json_build_object('k', 'bell');
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
CREATE TRIGGER "orders_live_event" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "notify_live_event"();
--> statement-breakpoint
CREATE TRIGGER "order_comments_live_event" AFTER INSERT OR UPDATE OR DELETE ON "order_comments"
  FOR EACH ROW EXECUTE FUNCTION "notify_live_event"();
--> statement-breakpoint
CREATE TRIGGER "order_events_live_event" AFTER INSERT ON "order_events"
  FOR EACH ROW EXECUTE FUNCTION "notify_live_event"();
--> statement-breakpoint
CREATE TRIGGER "comment_notifications_live_event" AFTER INSERT OR UPDATE OR DELETE ON "comment_notifications"
  FOR EACH ROW EXECUTE FUNCTION "notify_live_event"();
--> statement-breakpoint
CREATE TRIGGER "invoices_live_event" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "notify_live_event"();
--> statement-breakpoint
CREATE TRIGGER "credit_notes_live_event" AFTER INSERT OR UPDATE OR DELETE ON "credit_notes"
  FOR EACH ROW EXECUTE FUNCTION "notify_live_event"();
--> statement-breakpoint
CREATE TRIGGER "profiles_live_event" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "notify_live_event"();
--> statement-breakpoint
CREATE TRIGGER "collaborator_invitations_live_event" AFTER INSERT OR UPDATE OR DELETE ON "collaborator_invitations"
  FOR EACH ROW EXECUTE FUNCTION "notify_live_event"();
