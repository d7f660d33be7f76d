CREATE TABLE "tb_auth"."link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code_hash" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "tb_auth"."users_confirmation_token_idx";--> statement-breakpoint
DROP INDEX "tb_auth"."users_recovery_token_idx";--> statement-breakpoint
DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "tb_auth"."mfa_factors" ADD COLUMN "verify_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tb_auth"."mfa_factors" ADD COLUMN "verify_window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tb_auth"."users" ADD COLUMN "otp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tb_auth"."users" ADD COLUMN "otp_day_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tb_auth"."users" ADD COLUMN "otp_day_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'webhook' NOT NULL;--> statement-breakpoint
ALTER TABLE "tb_auth"."link_tokens" ADD CONSTRAINT "link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "tb_auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_tokens_user_idx" ON "tb_auth"."link_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("channel","next_attempt_at") WHERE "outbox"."delivered_at" is null;--> statement-breakpoint
ALTER TABLE "tb_auth"."users" DROP COLUMN "confirmation_token_hash";--> statement-breakpoint
ALTER TABLE "tb_auth"."users" DROP COLUMN "recovery_token_hash";