CREATE TABLE "dossier_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text,
	"trainer_email" text NOT NULL,
	"invited_name" text,
	"invited_message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"author_name" text,
	"club" text,
	"role" text,
	"language" text,
	"body" text,
	"written_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dossier_references_token_hash_idx" ON "dossier_references" USING btree ("token_hash") WHERE "dossier_references"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "dossier_references_user_idx" ON "dossier_references" USING btree ("user_id");
--> statement-breakpoint
CREATE TRIGGER "dossier_references_refuse_deleted" BEFORE INSERT ON "dossier_references" FOR EACH ROW EXECUTE FUNCTION "refuse_deleted_athlete"();