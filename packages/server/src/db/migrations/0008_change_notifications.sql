-- Decision 57 (db/read-cache.ts): the rows each server process caches (a session and its user's
-- profile, the profile's establishment) announce their changes on the channel conque_changes (db/change-feed.ts),
-- delivered at commit to every listening connection, this process's and the others'. A session is
-- never updated in a way that matters (refreshes only move updated_at): only its deletion is told.
CREATE FUNCTION "notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('conque_changes', '*');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('conque_changes', TG_ARGV[0] || ':' || NEW.id);
  ELSE
    PERFORM pg_notify('conque_changes', TG_ARGV[0] || ':' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('session');
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "profiles_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('user');
--> statement-breakpoint
CREATE TRIGGER "profiles_notify_truncate" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "establishments_notify_change" AFTER UPDATE OR DELETE ON "establishments"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('establishment');
--> statement-breakpoint
CREATE TRIGGER "establishments_notify_truncate" AFTER TRUNCATE ON "establishments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
