CREATE TABLE "onboarding_drafts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_submissions" ADD COLUMN "event_released_at" timestamp with time zone;--> statement-breakpoint
-- Every submission before this migration had its event written at once.
UPDATE "onboarding_submissions" SET "event_released_at" = "created_at";--> statement-breakpoint
CREATE INDEX "onboarding_submissions_held_idx" ON "onboarding_submissions" USING btree ("user_id") WHERE "onboarding_submissions"."event_released_at" is null;