/** Kosten na beurs: what a year costs an international student after the aid estimate, against the budget. */

import { COST_PARTS, type CostPart } from '@talentbrug/domain/costs';
import { formatDecimal, formatEuro, formatUsd, formatUsdRange } from '@talentbrug/domain/format';
import type { Institution } from '@talentbrug/domain/institutions';
import { SCORE_PART_LABELS } from '@talentbrug/domain/matches';
import { sportById, type Team } from '@talentbrug/domain/sports';
import { type AidResult, aidRangeText, attendanceCost } from '../aid.ts';
import type { AidBase } from '../aid-share.ts';
import { eurRangeApprox, RATE_NOTE, usdToEur } from '../exchange-rate.ts';
import type { PreparedAthlete } from '../filters.ts';
import type { Squad } from '../reference.ts';
import { clampScore, NEUTRAL, type ScorePartDef } from './part.ts';

/**
 * Where the year after aid stands against the budget: 'fits' only when even the lowest aid estimate
 * keeps it within the budget; 'shortfall-possible' when it fits only with aid at the high end of the
 * estimate; 'over' when even the highest estimate leaves more than the budget. The cost part's score,
 * its sentence, the rationale and 'wat ontbreekt' all read this one verdict, so they never disagree.
 */
export type CostVerdict = 'fits' | 'shortfall-possible' | 'over';

export interface CostStanding {
  readonly verdict: CostVerdict;
  readonly budgetUsd: number;
  /** The year after the highest aid estimate (the full price when no aid is estimated). */
  readonly lowUsd: number;
  /** The year after the lowest aid estimate: what the family must be ready to pay. */
  readonly highUsd: number;
  /** Whether an aid amount is estimated (else the full price counts). */
  readonly withAid: boolean;
}

/** Null without a budget or a known cost; with aid possible but its amount unknown, the full price counts. */
export function costStanding(prepared: PreparedAthlete, institution: Institution, aid: AidResult): CostStanding | null {
  const cost = attendanceCost(institution);
  const { budgetUsd } = prepared;
  if (cost === null || budgetUsd === null) return null;
  const net = aid.netCost ?? { min_usd: cost, max_usd: cost };
  const verdict: CostVerdict =
    net.max_usd <= budgetUsd ? 'fits' : net.min_usd <= budgetUsd ? 'shortfall-possible' : 'over';
  return {
    verdict,
    budgetUsd,
    lowUsd: net.min_usd,
    highUsd: net.max_usd,
    // An estimate with a known cost always has a net cost: the estimate is what the range comes from.
    withAid: aid.basis === 'estimated',
  };
}

/**
 * The dearest year in the dataset for an international student is $87.738 (Northwestern, 2022-23);
 * a budget above this covers every school (a dataset test keeps it true). The share left over is
 * measured against at most this, so a very large budget still tells a $20.000 year from a $60.000 one.
 */
export const DEAREST_YEAR_USD = 90_000;

/** The lowest score of a year that fits the budget: above every 'shortfall possible' (50-80). */
export const FITS_FLOOR = 81;

/**
 * 'fits': 81-100 by the share of the budget (at most DEAREST_YEAR_USD) left over, so two affordable
 * schools still differ; 'shortfall-possible': 50-80, by how much of the estimate's range the budget
 * covers; 'over': below 50, in proportion to the budget's share of the lowest cost (linear, so a
 * small budget still tells a $20.000 year from a $40.000 one).
 */
export function costScoreFor(budgetUsd: number, lowUsd: number, highUsd: number): number {
  if (highUsd <= budgetUsd) {
    const reach = Math.min(budgetUsd, DEAREST_YEAR_USD);
    const margin = reach > 0 ? Math.max(0, reach - highUsd) / reach : 0;
    return clampScore(FITS_FLOOR + (100 - FITS_FLOOR) * margin);
  }
  if (lowUsd <= budgetUsd) return clampScore(Math.min(80, 50 + (30 * (budgetUsd - lowUsd)) / (highUsd - lowUsd)));
  return clampScore(Math.min(49, 49 * (budgetUsd / lowUsd)));
}

/** The cost after the aid estimate against the budget; neutral without a budget or a known cost. */
export function costScore(prepared: PreparedAthlete, institution: Institution, aid: AidResult): number {
  const standing = costStanding(prepared, institution, aid);
  if (standing) return costScoreFor(standing.budgetUsd, standing.lowUsd, standing.highUsd);
  return coversAnyYear(prepared) ? FITS_FLOOR : NEUTRAL;
}

/** A budget above the dearest year in the data: whatever an unknown cost is, it fits. */
export function coversAnyYear(prepared: PreparedAthlete): boolean {
  return prepared.budgetUsd !== null && prepared.budgetUsd >= DEAREST_YEAR_USD;
}

/** The shortfall in euros, rounded to hundreds and at least €100. */
export function gapText(costUsd: number, budgetUsd: number): string {
  return formatEuro(Math.max(100, Math.round(usdToEur(costUsd - budgetUsd) / 100) * 100));
}

/** The verdict as a sentence against the budget ('Dat past binnen je budget ...'). */
export function standingSentence(standing: CostStanding, budgetEur: number): string {
  const budget = `je budget van ${formatEuro(budgetEur)} per jaar`;
  const { verdict, withAid, lowUsd, highUsd, budgetUsd } = standing;
  if (!withAid) {
    return verdict === 'fits'
      ? `Zonder sportbeurs past de volle prijs binnen ${budget}`
      : `Zonder sportbeurs gaat de volle prijs circa ${gapText(lowUsd, budgetUsd)} boven ${budget}`;
  }
  switch (verdict) {
    case 'fits':
      return `Dat past binnen ${budget}, ook als de beurs aan de lage kant uitvalt`;
    case 'shortfall-possible':
      // Both cases in their own clause: 'uitvalt: tot circa €13.500 per jaar tekort' read as if the
      // high aid still left that much short (a family's tour).
      return `Dat past alleen binnen ${budget} als de beurs aan de hoge kant uitvalt; valt die lager uit, dan kom je tot circa ${gapText(highUsd, budgetUsd)} per jaar tekort`;
    case 'over':
      return `Ook met de hoogste geschatte beurs circa ${gapText(lowUsd, budgetUsd)} per jaar boven ${budget}`;
  }
}

/** Each part as a word in the cost facts ('collegegeld $27.924 + ...'); the detail's row labels are COST_PART_LABELS. */
const COST_PART_WORDS: Readonly<Record<CostPart, string>> = {
  tuition_out_of_state: 'collegegeld',
  room_board: 'kost en inwoning',
  books: 'boeken',
  other: 'overige kosten',
};

/** How the international cost is built, in Dutch: the parts added up, or the fallback said as such. */
export function internationalCostFacts(institution: Institution): string[] {
  const international = institution.international_cost;
  if (!international) return [];
  const costs = institution.costs;
  const source = `College Scorecard ${international.year}`;
  const head = `Totale kosten voor een internationale student ${formatUsd(international.usd)} per jaar (${source})`;
  const facts: string[] = [];
  switch (international.basis) {
    case 'parts':
    case 'partial': {
      const known = COST_PARTS.flatMap((key) => {
        const part = costs?.[key];
        return part ? [`${COST_PART_WORDS[key]} ${formatUsd(part.usd)}`] : [];
      });
      facts.push(`${head}: ${known.join(' + ')}`);
      if (international.basis === 'partial') {
        const unknown = COST_PARTS.filter((key) => !costs?.[key]).map((key) => COST_PART_WORDS[key]);
        facts.push(`Niet in de data: ${unknown.join(', ')}; reken op meer`);
      }
      break;
    }
    case 'adjusted':
      facts.push(
        `${head}: de gemiddelde kosten van de Scorecard met het out-of-state collegegeld in plaats van het tarief voor inwoners (niet alle losse posten zijn bekend)`,
      );
      break;
    case 'in-state':
      facts.push(
        `${head}; dit is het tarief voor inwoners van de staat, het out-of-state tarief staat niet in de data: als internationale student betaal je waarschijnlijk meer`,
      );
      break;
  }
  const inState = costs?.tuition_in_state;
  const out = costs?.tuition_out_of_state;
  if (
    institution.control === 'public' &&
    inState &&
    out &&
    out.usd > inState.usd &&
    international.basis !== 'in-state'
  ) {
    facts.push(
      `Openbare universiteit: als internationale student betaal je het out-of-state collegegeld, ${formatUsd(out.usd)} in plaats van ${formatUsd(inState.usd)} voor inwoners van de staat`,
    );
  }
  return facts;
}

/** A sport's Dutch name inside a sentence: 'Roeien' -> 'roeien'; 'American football' and 'IJshockey' stay. */
function sportInSentence(id: string): string {
  const name = sportById(id)?.name ?? id;
  return /^(American|IJ)/.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

const decimal = (value: number) => formatDecimal(value, value % 1 === 0 ? 0 : 1);

/**
 * How the aid per athlete behind the estimate was told (aid-share.ts), in Dutch: the sport's part of
 * the team's aid by the scholarship limits, over the squad, or why the team's average stands.
 */
export function aidBaseFacts(
  institution: Institution,
  team: Team,
  sport: string,
  base: AidBase,
  range: string,
  divisionLabel: string,
  /** The newest credible squad, which the roster part shows: said when the share divides over another year's. */
  newestSquad: Squad | null = null,
  /** A standout's high end over the sport's scholarships (aid.ts `STANDOUT_MAX_SHARE`), said with its reason. */
  standout: AidResult['standout'] = null,
): string[] {
  const who = team === 'dames' ? 'sportster' : 'sporter';
  const scaled = `Geschatte sportbeurs ${range}: gemiddeld ${formatUsd(base.perAthleteUsd)} per ${who}`;
  if (base.kind === 'average') {
    const why =
      base.reason === 'no-limit'
        ? `de beurslimiet van ${sportInSentence(sport)} bij ${divisionLabel} staat niet in onze bronnen`
        : 'de selectie van dit team staat niet in de data';
    return [
      `${scaled} over alle ${team}teams (EADA 2023-24), naar jouw niveau geschaald; ${why}, dus dit gemiddelde is niet over de sporten verdeeld`,
    ];
  }
  const { share } = base;
  const sports = share.limit.sports.map(sportInSentence).join(' en ');
  const together = share.limit.sports.length > 1 ? ' samen' : '';
  const verify = share.limit.verify
    ? [
        `De bronnen verschillen over de beurslimiet van ${sports} bij ${divisionLabel}, hier ${decimal(share.limit.count)}: vraag de school hoeveel beurzen ze geeft`,
      ]
    : [];
  const otherYear =
    newestSquad !== null && newestSquad.year !== share.squad.year ? ', de grootste van beide jaren' : '';
  const squad =
    share.squad.year === null
      ? `de gebruikelijke selectie van ${decimal(share.squad.size)} bij ${divisionLabel} (die van deze school staat niet in de data)`
      : `een selectie van ${share.squad.size} (EADA ${share.squad.year}${otherYear})`;
  const cost = attendanceCost(institution);
  const capped =
    share.ceilingUsd !== null && cost !== null && base.perAthleteUsd >= Math.round(share.ceilingUsd)
      ? `; hoger kan het niet worden: ${decimal(share.scholarships)} volledige beurzen van ${formatUsd(cost)} gedeeld door ${decimal(share.squad.size)} ${who}s`
      : '';
  const concentrated = standout
    ? [
        `Als ${who} uit een nationale (jeugd)selectie hoor je bij de rekruten die een coach de grootste beurzen geeft, dus de hoge kant is tot twee keer wat ${sports} hier per beurs ${share.limit.sports.length > 1 ? 'betalen' : 'betaalt'} (${formatUsd(standout.perScholarshipUsd)}: het deel van ${share.limit.sports.length > 1 ? 'die sporten' : 'de sport'} over ${decimal(share.scholarships)} beurzen, niet over alle ${decimal(share.squad.size)} ${who}s), hoogstens de volledige kosten; de lage kant blijft het gemiddelde, want een aanbod is pas zeker als de coach het doet`,
      ]
    : [];
  return [
    `${scaled} in dit team, naar jouw niveau geschaald`,
    ...concentrated,
    `Zo geschat: de sportbeurzen van deze school voor ${team} (${formatUsd(Math.round(share.teamAidUsd))}, EADA 2023-24), verdeeld over de ${team}teams naar hun beurslimiet bij ${divisionLabel}: ${sports}${together} ${decimal(share.scholarships)} van de ${decimal(share.limitsTotal)} beurzen, en dat deel over ${squad}${capped}`,
    ...verify,
  ];
}

export const cost: ScorePartDef<'cost'> = {
  key: 'cost',
  label: SCORE_PART_LABELS.cost,
  // Next to the level: the cost decides whether a Dutch family can go (README, 'Why these weights').
  weight: 0.25,
  score: ({ prepared, institution, aid }) => costScore(prepared, institution, aid),
  facts({ prepared, institution, aid, squad }, { divisionLabel }) {
    const { athlete } = prepared;
    if (attendanceCost(institution) === null) {
      return [
        coversAnyYear(prepared)
          ? 'Kosten onbekend in de data, maar je budget is hoger dan het duurste studiejaar in de data'
          : 'Kosten onbekend in de data: neutraal gescoord',
      ];
    }
    const facts = internationalCostFacts(institution);
    if (aid.basis === 'estimated' && aid.estimate && aid.base) {
      facts.push(
        ...aidBaseFacts(
          institution,
          athlete.team,
          athlete.sport,
          aid.base,
          aidRangeText(institution, aid),
          divisionLabel,
          squad,
          aid.standout,
        ),
      );
    } else if (aid.basis === 'estimated' && aid.estimate && aid.perAthleteUsd !== null) {
      facts.push(
        `Geschatte sportbeurs ${aidRangeText(institution, aid)}: gemiddeld ${formatUsd(aid.perAthleteUsd)} per sporter (${athlete.team}, EADA 2023-24), naar jouw niveau geschaald`,
      );
    } else if (aid.basis === 'no-athletic-aid-level') {
      facts.push(
        'Geen sportbeurzen op dit niveau; merit aid (beurs voor studieresultaten) kan, het bedrag staat niet in de data',
      );
    } else if (aid.basis === 'none-reported') {
      facts.push(`Deze school gaf in 2023-24 geen sportbeurzen aan ${athlete.team} (EADA)`);
    } else {
      facts.push('Sportbeurs mogelijk op dit niveau, maar het bedrag van deze school is onbekend');
    }
    const net = aid.netCost;
    if (net) {
      facts.push(
        `${aid.basis === 'estimated' ? 'Na de beurs' : 'Zonder beurs'} ${formatUsdRange(net.min_usd, net.max_usd)} per jaar, circa ${eurRangeApprox(net.min_usd, net.max_usd)} (${RATE_NOTE})`,
      );
    }
    const standing = costStanding(prepared, institution, aid);
    if (!standing || athlete.budgetEurMin === null) {
      facts.push('Geen budget opgegeven: neutraal gescoord');
      return facts;
    }
    facts.push(standingSentence(standing, athlete.budgetEurMin));
    return facts;
  },
};
