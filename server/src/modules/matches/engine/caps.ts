/**
 * Caps in FieldLevel's style: a strong preference or hard fact that a school violates scales its
 * score down by a ceiling (`underCeilings`), so a school outside the athlete's states never ranks as
 * a 90. Each applied cap is explained in Dutch, saying the scaling so a family can follow the sum.
 */

import { formatEuro } from '@talentbrug/domain/format';
import type { Institution } from '@talentbrug/domain/institutions';
import { type AidResult, attendanceCost } from './aid.ts';
import { type Eligible, inPreferredDivisions, type PreparedAthlete, preferredDivisionsText } from './filters.ts';
import { coversAnyYear } from './parts/cost.ts';

export const CAPS = {
  /**
   * The school's sport list is unknown: the match may be no match at all, so it follows a confirmed
   * programme that is far over budget.
   */
  sportUnconfirmed: 40,
  /** The athlete named states and the school is in none of them. */
  outsidePreferredStates: 55,
  /** The athlete named the levels they wish for and the school's is not one of them. */
  outsidePreferredDivisions: 55,
  /** Even with the highest aid estimate the year costs more than the budget... */
  overBudget: 80,
  /** ...or more than twice the budget: 60 at twice, sliding down with the gap (see FAR_OVER_BUDGET_FLOOR). */
  farOverBudget: 60,
  /** The athlete wants a full ride and the school gives no athletic aid (D3, or none reported). */
  fullRideWithoutAid: 60,
  /** The academic fit is far below what the school usually admits: admission is unlikely. */
  academicFarBelow: 60,
  /**
   * The athlete gave a budget and the school's cost is unknown: nobody can say it is affordable, so it
   * stays below a school known to cost twice the budget.
   */
  costUnknown: 45,
  /**
   * A two-year junior college: a route to a US degree, not the degree itself (two seasons, then a
   * transfer). It stays visible, but never above a four-year school that fits as well.
   */
  juniorCollege: 85,
} as const;

/** The lowest ceiling of a school far over budget, however far. */
export const FAR_OVER_BUDGET_FLOOR = 25;

/** The academic part's score below which the admission cap applies. */
export const ACADEMIC_CAP_BELOW = 30;

export interface AppliedCap {
  readonly ceiling: number;
  readonly text: string;
}

/**
 * A cap scales rather than cuts: a capped school's weighted sum is scaled by its ceiling (a school
 * whose parts add up to 100 gets the ceiling, one whose parts add up to 80 gets 80 % of it), and each
 * cap that applies scales again. So a school never passes any of its ceilings, two capped schools
 * that differ keep different scores in the same order (thirty junior colleges no longer all read
 * 85), and a second strike still counts: a school outside the wished divisions stays below a wished
 * one when both are far over budget.
 */
export function underCeilings(raw: number, caps: readonly { readonly ceiling: number }[]): number {
  let score = Math.max(0, Math.min(100, raw));
  for (const cap of caps) score = (score * Math.min(100, cap.ceiling)) / 100;
  return score;
}

/**
 * A cap whose text ends in what it does to the score, from the same number, so the two never
 * disagree: 'de score telt voor 80% (hoogstens 80)'. 'Score maximaal 80' alone read as a ceiling,
 * and a family that added up the parts (59) could not see how the list came to 47 (59 × 0,8).
 */
const cap = (ceiling: number, why: string): AppliedCap => ({
  ceiling,
  text: `${why}: de score telt voor ${ceiling}% (hoogstens ${ceiling})`,
});

export function wantsFullRide(scholarshipType: string | null): boolean {
  if (!scholarshipType) return false;
  const text = scholarshipType.toLowerCase();
  return text === 'full-ride' || text.includes('full') || text.includes('volledig') || text.includes('volle');
}

export interface CapInput {
  readonly prepared: PreparedAthlete;
  readonly institution: Institution;
  readonly eligible: Eligible;
  readonly aid: AidResult;
  readonly inPreferredStates: boolean | null;
  readonly academicScore: number;
}

export function applicableCaps(input: CapInput): AppliedCap[] {
  const { prepared, institution, eligible, aid } = input;
  const { budgetUsd } = prepared;
  const caps: AppliedCap[] = [];
  if (eligible.listing === 'unknown') {
    caps.push(cap(CAPS.sportUnconfirmed, `Niet bevestigd dat deze school ${prepared.programme.collegeName} heeft`));
  }
  if (input.inPreferredStates === false) {
    caps.push(
      cap(
        CAPS.outsidePreferredStates,
        `Buiten je voorkeursstaten (${[...prepared.preferredStates].sort().join(', ')})`,
      ),
    );
  }
  if (inPreferredDivisions(prepared, institution) === false) {
    caps.push(
      cap(CAPS.outsidePreferredDivisions, `Niet een van je voorkeursniveaus (${preferredDivisionsText(prepared)})`),
    );
  }
  // Only where the cost after aid is known: an unknown aid figure caps nothing.
  if (budgetUsd !== null && aid.netCost) {
    const budget = formatEuro(prepared.athlete.budgetEurMin ?? 0);
    const even = aid.basis === 'estimated' ? 'Ook met de hoogste geschatte beurs kost' : 'Zonder sportbeurs kost';
    if (aid.netCost.min_usd > 2 * budgetUsd) {
      // The ceiling slides with the gap (60 at twice the budget, 49 at three times, 42 at four): a
      // year at three times the budget is a longer shot than one at twice, and a list of schools that
      // are all far over budget still reads cheapest first.
      const ceiling = Math.max(
        FAR_OVER_BUDGET_FLOOR,
        Math.round(CAPS.farOverBudget * Math.sqrt((2 * budgetUsd) / aid.netCost.min_usd)),
      );
      caps.push(cap(ceiling, `${even} een jaar hier meer dan twee keer je budget van ${budget}`));
    } else if (aid.netCost.min_usd > budgetUsd) {
      caps.push(cap(CAPS.overBudget, `${even} een jaar hier meer dan je budget van ${budget}`));
    }
  }
  if (budgetUsd !== null && attendanceCost(institution) === null && !coversAnyYear(prepared)) {
    caps.push(
      cap(
        CAPS.costUnknown,
        'De kosten van deze school staan niet in de data, dus of het binnen je budget past is onbekend',
      ),
    );
  }
  if (institution.level === 'njcaa') {
    caps.push(
      cap(
        CAPS.juniorCollege,
        'Junior college (twee jaar, daarna overstappen naar een vierjarige universiteit voor je bachelor)',
      ),
    );
  }
  if (wantsFullRide(prepared.athlete.scholarshipType) && !aid.possible) {
    const why =
      aid.basis === 'none-reported' ? 'deze school geeft geen sportbeurzen' : 'op dit niveau bestaan geen sportbeurzen';
    caps.push(cap(CAPS.fullRideWithoutAid, `Je zoekt een volledige sportbeurs en ${why}`));
  }
  if (input.academicScore < ACADEMIC_CAP_BELOW) {
    caps.push(cap(CAPS.academicFarBelow, 'Je cijfers liggen ver onder wat deze school gewoonlijk toelaat'));
  }
  return caps;
}
