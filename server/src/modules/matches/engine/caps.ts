/**
 * Caps in FieldLevel's style: a strong preference or hard fact that a school violates sets a ceiling
 * on its score, whatever its parts add up to, so a school outside the athlete's states never ranks
 * as a 90. Each applied cap is explained in Dutch; the lowest ceiling counts.
 */
import type { Institution } from '@talentbrug/domain/institutions';
import type { AidResult } from './aid.ts';
import type { Eligible, PreparedAthlete } from './filters.ts';
import { eur } from './format.ts';

export const CAPS = {
  /** The school's sport list is unknown: the match may be no match at all. */
  sportUnconfirmed: 50,
  /** The athlete named states and the school is in none of them. */
  outsidePreferredStates: 65,
  /** Even with the highest aid estimate the year costs more than the budget... */
  overBudget: 80,
  /** ...or more than twice the budget. */
  farOverBudget: 60,
  /** The athlete wants a full ride and the school gives no athletic aid (D3, or none reported). */
  fullRideWithoutAid: 60,
  /** The academic fit is far below what the school usually admits: admission is unlikely. */
  academicFarBelow: 60,
  /** The athlete gave a budget and the school's cost is unknown: nobody can say it is affordable. */
  costUnknown: 60,
  /**
   * A two-year junior college: a route to a US degree, not the degree itself (two seasons, then a
   * transfer). It stays visible, but never above a four-year school that fits as well.
   */
  juniorCollege: 85,
} as const;

/** The academic part's score below which the admission cap applies. */
export const ACADEMIC_CAP_BELOW = 30;

export interface AppliedCap {
  readonly ceiling: number;
  readonly text: string;
}

/** A cap whose text ends in the ceiling it sets, so the two never disagree. */
const cap = (ceiling: number, why: string): AppliedCap => ({ ceiling, text: `${why}: score maximaal ${ceiling}` });

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
  // Only where the cost after aid is known: an unknown aid figure caps nothing.
  if (budgetUsd !== null && aid.netCost) {
    const budget = eur(prepared.athlete.budgetEurMin ?? 0);
    const even = aid.basis === 'estimated' ? 'Ook met de hoogste geschatte beurs kost' : 'Zonder sportbeurs kost';
    if (aid.netCost.min_usd > 2 * budgetUsd) {
      caps.push(cap(CAPS.farOverBudget, `${even} een jaar hier meer dan twee keer je budget van ${budget}`));
    } else if (aid.netCost.min_usd > budgetUsd) {
      caps.push(cap(CAPS.overBudget, `${even} een jaar hier meer dan je budget van ${budget}`));
    }
  }
  if (budgetUsd !== null && institution.cost_of_attendance_usd === null) {
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
