-- What a generation of matches was computed from (issue 33, item 5): a hash of the athlete's
-- matching facts and the institution dataset's version, so GET /api/matches can say the list is
-- old. Nullable: rows generated before this migration have neither, and the service says what it
-- can of them from the profile's and the dataset's times (matches-service.ts, matchesAreStale).
ALTER TABLE "matches" ADD COLUMN "facts_fingerprint" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "dataset_version" text;
