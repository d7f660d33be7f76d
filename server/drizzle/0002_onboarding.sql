CREATE TABLE "onboarding_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text,
	"body" jsonb NOT NULL,
	"consent_accepted" boolean NOT NULL,
	"consent_ip" text NOT NULL,
	"consent_terms_version" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "team" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "competition_level" text;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_submissions_idempotency_idx" ON "onboarding_submissions" USING btree ("user_id","idempotency_key");