-- Every change to what the member lookup reads (a session, its member, their subscription) is
-- announced on the channel telve_member_changed with the member's id, '*' when a table is
-- truncated, so a process that remembers recent members forgets them at once (db/member-cache.ts).
CREATE FUNCTION "telve_member_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('telve_member_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('telve_member_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('telve_member_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_member_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "telve_member_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "sessions_member_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "telve_member_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "subscriptions_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "telve_member_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "telve_member_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "telve_member_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "subscriptions_truncated" AFTER TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "telve_member_changed"('user_id');
