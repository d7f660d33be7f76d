CREATE TABLE "dataset_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text,
	"level" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"institution_id" text NOT NULL,
	"rank" integer NOT NULL,
	"score" integer NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sat_score" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "act_score" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "english_test" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "english_score" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "budget_eur_min" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "preferred_states" text[];--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "preferred_school_size" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "study_interest" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "graduation_year" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "target_start_year" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "target_start_month" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "scholarship_type" text;--> statement-breakpoint
CREATE INDEX "institutions_level_idx" ON "institutions" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_user_institution_key" ON "matches" USING btree ("user_id","institution_id");--> statement-breakpoint
CREATE INDEX "matches_user_rank_idx" ON "matches" USING btree ("user_id","rank");