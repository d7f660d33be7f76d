/**
 * University matches on the wire: what the matching engine computes for one athlete and one school,
 * and the API's shapes (GET /api/matches, POST /api/matches/generate, PATCH /api/matches/{id}, POST and
 * DELETE /api/matches/{id}/share). Every figure comes from the institution dataset or the athlete's
 * profile; what the data does not know is null, and the texts say so.
 */
import { z } from 'zod/mini';
import { costPartsSchema, internationalCostSchema } from '../costs.ts';
import { MATCH_STATUSES, SCORE_PART_KEYS } from '../matches.ts';
import { COLLEGE_LEVELS } from '../sports.ts';

// The match's rules (statuses and their labels, the score's parts, its texts, the proof of funds)
// are the domain's, in ../matches.ts; re-exported here for the pages that load this contract anyway
// (a second shared subpath would be one more chunk on every athlete page, ADR 0021).
export {
  BEST_MATCHES,
  COST_PART_LABELS,
  isRealMatch,
  MATCH_NOT_FOUND,
  MATCH_STATUS_LABELS,
  MATCH_STATUSES,
  type MatchStatus,
  MISSING_LABEL,
  proofOfFundsUsd,
  SCORE_PART_KEYS,
  SCORE_PART_LABELS,
  type ScorePartKey,
} from '../matches.ts';

export const scorePartSchema = z.object({
  key: z.enum(SCORE_PART_KEYS),
  /** Dutch, e.g. 'Sportief niveau'. */
  label: z.string(),
  /** Share of the total, 0-1; the weights of one match add up to 1. */
  weight: z.number().check(z.gte(0), z.lte(1)),
  /** This part's own score, 0-100. */
  score: z.number().check(z.int(), z.gte(0), z.lte(100)),
  /** The facts behind it, in Dutch ('Jouw GPA 3,4; gemiddelde SAT hier 1180'). */
  facts: z.array(z.string()),
});
export type ScorePart = z.infer<typeof scorePartSchema>;

const usdRange = z.object({
  min_usd: z.number().check(z.int(), z.nonnegative()),
  max_usd: z.number().check(z.int(), z.nonnegative()),
});

/** The institution's own facts as the match shows them; null is unknown. */
export const matchInstitutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
  level: z.enum(COLLEGE_LEVELS),
  conference: z.nullable(z.string()),
  control: z.nullable(z.enum(['public', 'private', 'for-profit'])),
  size_band: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(5))),
  admission_rate: z.nullable(z.number()),
  sat_avg: z.nullable(z.number().check(z.int())),
  cost_of_attendance_usd: z.nullable(z.number().check(z.int())),
  /** Absent in matches generated before the international cost existed. */
  costs: z.optional(z.nullable(costPartsSchema)),
  international_cost: z.optional(z.nullable(internationalCostSchema)),
  website: z.nullable(z.string()),
  athletics_url: z.nullable(z.string()),
});
export type MatchInstitution = z.infer<typeof matchInstitutionSchema>;

/** What the engine computes for one school; deterministic for the same profile and dataset. */
export const computedMatchSchema = z.object({
  institution_id: z.string(),
  match_score: z.number().check(z.int(), z.gte(0), z.lte(100)),
  score_parts: z.array(scorePartSchema),
  /** 'Geschatte sportbeurs: $8.000-$20.000 per jaar', or 'Geen sportbeurs (D3), wel kans op merit aid'. */
  scholarship: z.string(),
  /** The estimated athletic aid per year; null when none is possible (D3) or nothing is known. */
  aid_estimate: z.nullable(usdRange),
  /** Whether athletic aid exists at this level at all (false at D3). */
  athletic_aid_possible: z.boolean(),
  /** The cost of attendance in words ('$52.000 per jaar (totale kosten)'), or null when unknown. */
  tuition: z.nullable(z.string()),
  /** Cost of attendance minus the aid range, per year; null when the cost is unknown. */
  net_cost: z.nullable(usdRange),
  /** 2-4 Dutch sentences: why this school fits, from the computed facts only. */
  rationale: z.string(),
  /** 'Wat ontbreekt': concrete gaps ('TOEFL 79 nodig, jij hebt 72'). */
  missing: z.array(z.string()),
  /** 3-5 short facts. */
  highlights: z.array(z.string()),
  /** False when the school's sport list is unknown: the match is 'niet bevestigd'. */
  sport_confirmed: z.boolean(),
  /** Caps that lowered the score, in Dutch ('Buiten je voorkeursstaten: de score telt voor 60% (hoogstens 60)'). */
  caps: z.array(z.string()),
  /** Team facts from the data, only where known. */
  teamStats: z.object({
    squad_size: z.nullable(z.number().check(z.int())),
    /** The source year of squad_size, e.g. '2020-21'. */
    squad_year: z.nullable(z.string()),
    conference: z.nullable(z.string()),
  }),
  /** The Dutch sport name the match is for. */
  sport: z.string(),
  /** 'NCAA Division I', 'NAIA', ... */
  division: z.string(),
  school_name: z.string(),
  /** 'Palo Alto, CA' */
  school_location: z.string(),
  institution: matchInstitutionSchema,
  /**
   * The athlete's own choice (the university of interest from the onboarding): always in the list,
   * also outside the best matches, marked 'Jouw keuze'. Absent on every other match.
   */
  chosen: z.optional(z.literal(true)),
  /**
   * Why a hard filter rules out a school the athlete holds on to (their choice, one they shared
   * their profile with, a favourite, one with a status, one on the outreach board), in Dutch; its
   * score is then 0. Absent on a real match.
   */
  ruled_out: z.optional(z.string()),
});
export type ComputedMatch = z.infer<typeof computedMatchSchema>;

/** One match as the API returns it: the computed match plus its id and the athlete's own marks. */
export const matchSchema = z.extend(computedMatchSchema, {
  id: z.uuid(),
  status: z.enum(MATCH_STATUSES),
  favourite: z.boolean(),
  /**
   * Position in the generation, 1 = best: 1 to BEST_MATCHES for the best, higher for a school kept
   * outside them (its place among all the athlete's schools).
   */
  rank: z.number().check(z.int(), z.positive()),
});
export type Match = z.infer<typeof matchSchema>;

/**
 * The athlete's consent to share their profile with one university, recorded with its time and the
 * version of the terms it was given under. Sharing again keeps this first record; withdrawing sets
 * `withdrawn_at`, and a later share is a new consent.
 */
export const universityShareSchema = z.object({
  institution_id: z.string(),
  /** TERMS_VERSION when the athlete agreed. */
  terms_version: z.string(),
  consented_at: z.string(),
  /** The athlete chose to include their transcript and motivation letter; never without asking. */
  include_documents: z.boolean(),
  withdrawn_at: z.nullable(z.string()),
});
export type UniversityShare = z.infer<typeof universityShareSchema>;

/** POST /api/matches/{id}/share: what the athlete chose to include beside the profile and video links. */
export const shareRequestSchema = z.partial(
  z.strictObject({ include_documents: z.boolean('Kies of je je cijferlijst en motivatiebrief meestuurt.') }),
);
export type ShareRequest = z.infer<typeof shareRequestSchema>;

/** POST /api/matches/{id}/share answers the share in force (201 when it is new, 200 when it already was). */
export const shareResponseSchema = z.object({ share: universityShareSchema });

/** DELETE /api/matches/{id}/share answers the withdrawn share, or null when nothing was shared. */
export const shareWithdrawnSchema = z.object({ share: z.nullable(universityShareSchema) });

/** GET /api/matches and POST /api/matches/generate. */
export const matchesResponseSchema = z.object({
  matches: z.array(matchSchema),
  generated_at: z.nullable(z.string()),
  /**
   * True when the matches are older than the athlete's profile: a fact matching reads (sport, team,
   * level, grades, tests, budget, wishes) changed after they were computed, or the university data
   * did. Regenerating makes it false; false without matches. Absent from a server of before.
   */
  stale: z._default(z.boolean(), false),
  /** Said plainly when there is nothing to match (no college programme for the sport and team). */
  notice: z.optional(z.string()),
  /** The universities the athlete shares their profile with now (withdrawn shares are left out). */
  shares: z._default(z.array(universityShareSchema), []),
});
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

/** PATCH /api/matches/{id}: the status, the favourite mark, or both. */
export const matchUpdateSchema = z
  .partial(z.strictObject({ status: z.enum(MATCH_STATUSES), favourite: z.boolean() }))
  .check(
    z.refine((body) => body.status !== undefined || body.favourite !== undefined, {
      message: 'Geef een status of favoriet mee.',
    }),
  );
export type MatchUpdate = z.infer<typeof matchUpdateSchema>;

/** PATCH /api/matches/{id} answers the updated match. */
export const matchUpdatedSchema = z.object({ match: matchSchema });
