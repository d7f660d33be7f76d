-- Outreach to coaches (issue 38): one row per athlete and school with the pipeline status, its dated
-- history, the coach's address the athlete typed and the e-mails the athlete confirmed sending.
-- It refuses rows of a deleted athlete, like every table that names one (0012).
CREATE TABLE "outreach_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"institution_id" text NOT NULL,
	"status" text NOT NULL,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coach_email" text,
	"sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_entries_user_institution_key" ON "outreach_entries" USING btree ("user_id","institution_id");
--> statement-breakpoint
CREATE TRIGGER "outreach_entries_refuse_deleted" BEFORE INSERT ON "outreach_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
