ALTER TABLE "profiles" ADD COLUMN "academic_grade" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "video_link" text;--> statement-breakpoint
-- The link the athlete gave stays beside an upload from now on. Until now it lived only in highlight_video_url,
-- which an uploaded highlight overwrote: take it from there, else from the newest onboarding submission.
UPDATE "profiles" SET "video_link" = "highlight_video_url"
  WHERE "highlight_video_url" IS NOT NULL AND "highlight_video_url" NOT LIKE '%/api/upload/file/%';--> statement-breakpoint
UPDATE "profiles" AS p SET "video_link" = s.link
  FROM (
    SELECT DISTINCT ON ("user_id") "user_id", "body"->'media'->>'highlight_video_url' AS link
    FROM "onboarding_submissions" ORDER BY "user_id", "created_at" DESC
  ) AS s
  WHERE p."user_id" = s."user_id" AND p."video_link" IS NULL AND s.link ~ '^https?://';
