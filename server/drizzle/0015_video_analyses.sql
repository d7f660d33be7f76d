-- Video analysis (issue 36): the durable job per uploaded video, and the files the server makes
-- from an upload (poster, thumbnails, rendition), which count towards the quota. Both refuse rows
-- of a deleted athlete, like every table that names one (0012).
CREATE TABLE "upload_derivatives" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"upload_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_analyses" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim_id" uuid,
	"claimed_by" text,
	"lease_until" timestamp with time zone,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"facts" jsonb,
	"analysed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_derivatives" ADD CONSTRAINT "upload_derivatives_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_analyses" ADD CONSTRAINT "video_analyses_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_derivatives_upload_idx" ON "upload_derivatives" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "upload_derivatives_user_idx" ON "upload_derivatives" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "video_analyses_user_idx" ON "video_analyses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "video_analyses_status_idx" ON "video_analyses" USING btree ("status");--> statement-breakpoint
CREATE TRIGGER "video_analyses_refuse_deleted" BEFORE INSERT ON "video_analyses" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
--> statement-breakpoint
CREATE TRIGGER "upload_derivatives_refuse_deleted" BEFORE INSERT ON "upload_derivatives" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();
