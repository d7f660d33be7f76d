CREATE TABLE "university_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"institution_id" text NOT NULL,
	"terms_version" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consent_ip" text NOT NULL,
	"include_documents" boolean DEFAULT false NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "university_of_interest" text;--> statement-breakpoint
CREATE UNIQUE INDEX "university_shares_active_key" ON "university_shares" USING btree ("user_id","institution_id") WHERE "university_shares"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "university_shares_user_idx" ON "university_shares" USING btree ("user_id");