-- The wizard's 'Belangrijkste statistieken' (sport.keyStats) on the profile. Until now it was kept only
-- in the stored submission's body: an athlete who submitted before this migration gets it from the
-- newest submission's answers, so nothing typed stays behind in the body alone.
ALTER TABLE "profiles" ADD COLUMN "key_stats" text;--> statement-breakpoint
UPDATE "profiles" AS p SET "key_stats" = s.stats
  FROM (
    SELECT DISTINCT ON ("user_id") "user_id", NULLIF(btrim("body"->'data'->'sport'->>'keyStats', E' \t\r\n'), '') AS stats
    FROM "onboarding_submissions" ORDER BY "user_id", "created_at" DESC
  ) AS s
  WHERE p."user_id" = s."user_id" AND s.stats IS NOT NULL;
