-- Outreach reminders and settings (issue 38): the athlete's opt-in to a weekly reminder by e-mail and
-- their calendar address's version (raised to revoke it), and one claimed reminder per athlete and
-- ISO week, whose primary key makes a reminder go once however many instances run the job.
-- Both refuse rows of a deleted athlete, like every table that names one (0012).
CREATE TABLE "outreach_reminders" (
	"user_id" uuid NOT NULL,
	"week" text NOT NULL,
	"schools" jsonb NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outreach_reminders_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
CREATE TABLE "outreach_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reminder_email" boolean DEFAULT false NOT NULL,
	"reminder_address" text,
	"calendar_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER "outreach_settings_refuse_deleted" BEFORE INSERT ON "outreach_settings" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
--> statement-breakpoint
CREATE TRIGGER "outreach_reminders_refuse_deleted" BEFORE INSERT ON "outreach_reminders" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
