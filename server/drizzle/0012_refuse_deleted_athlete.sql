-- Deletion is final (issue 32): the database itself refuses a row for an athlete whose deletion
-- is committed. The repositories take the same lock first (src/db/athlete-writes.ts), which keeps
-- the lock order and turns the refusal into a 403 before anything is written; this trigger is
-- the floor under them, for a write path that forgets it. SQLSTATE TB403 maps to AccountGoneError.
CREATE OR REPLACE FUNCTION "refuse_deleted_athlete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('talentbrug.athlete'), hashtext(NEW.user_id::text));
  -- A statement of its own after the lock: it sees a deletion that committed while this waited.
  IF EXISTS (SELECT 1 FROM "audit_log" WHERE "user_id" = NEW.user_id AND "action" = 'account_deleted') THEN
    RAISE EXCEPTION 'the account % was deleted', NEW.user_id USING ERRCODE = 'TB403';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_refuse_deleted" BEFORE INSERT ON "profiles" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
--> statement-breakpoint
CREATE TRIGGER "onboarding_submissions_refuse_deleted" BEFORE INSERT ON "onboarding_submissions" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
--> statement-breakpoint
CREATE TRIGGER "onboarding_drafts_refuse_deleted" BEFORE INSERT ON "onboarding_drafts" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
--> statement-breakpoint
CREATE TRIGGER "matches_refuse_deleted" BEFORE INSERT ON "matches" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
--> statement-breakpoint
CREATE TRIGGER "university_shares_refuse_deleted" BEFORE INSERT ON "university_shares" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
--> statement-breakpoint
CREATE TRIGGER "coach_messages_refuse_deleted" BEFORE INSERT ON "coach_messages" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
--> statement-breakpoint
CREATE TRIGGER "uploads_refuse_deleted" BEFORE INSERT ON "uploads" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
--> statement-breakpoint
CREATE TRIGGER "analytics_events_refuse_deleted" BEFORE INSERT ON "analytics_events" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
