-- The athlete's key stats in English for coaches (the dossier's 'key_stats' part), written in the /dossier
-- editor with the profile's Dutch key_stats (0021) beside it. Nothing is copied over: the page shows only
-- what the athlete wrote in English, so every dossier starts without them and shows no empty heading.
-- The table already refuses rows of a deleted athlete (0017).
ALTER TABLE "dossiers" ADD COLUMN "key_stats_en" text;
