-- The recruiting dossier (issue 37): the athlete's choices for the public page, the links per
-- school (only a SHA-256 of each token is stored) and the counted views. All three refuse rows of
-- a deleted athlete, like every table that names one (0012).
CREATE TABLE "dossier_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"institution_id" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossier_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"visit_hash" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dossiers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"public_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position_en" text,
	"about_en" text,
	"achievements_en" text,
	"ncaa_id" text,
	"photo_upload_id" uuid,
	"athlete_email" text,
	"parent_email" text,
	"parent_consent_email" text,
	"parent_consent_on" date,
	"parent_consent_recorded_at" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dossier_views" ADD CONSTRAINT "dossier_views_link_id_dossier_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."dossier_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_photo_upload_id_uploads_id_fk" FOREIGN KEY ("photo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dossier_links_token_hash_idx" ON "dossier_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "dossier_links_user_idx" ON "dossier_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dossier_views_visit_idx" ON "dossier_views" USING btree ("link_id","visit_hash") WHERE "dossier_views"."visit_hash" is not null;--> statement-breakpoint
CREATE INDEX "dossier_views_link_idx" ON "dossier_views" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "dossier_views_user_idx" ON "dossier_views" USING btree ("user_id");
--> statement-breakpoint
CREATE TRIGGER "dossiers_refuse_deleted" BEFORE INSERT ON "dossiers" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
--> statement-breakpoint
CREATE TRIGGER "dossier_links_refuse_deleted" BEFORE INSERT ON "dossier_links" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
--> statement-breakpoint
CREATE TRIGGER "dossier_views_refuse_deleted" BEFORE INSERT ON "dossier_views" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
