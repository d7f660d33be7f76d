-- The Dutch transcript (issue 37): one row per athlete, the subjects and grades as one document
-- from which the NCAA core courses and the core GPA estimate are read. Refuses rows of a deleted
-- athlete, like every table that names one (0012).
CREATE TABLE "academic_transcripts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"track" text NOT NULL,
	"transcript" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER "academic_transcripts_refuse_deleted" BEFORE INSERT ON "academic_transcripts" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
