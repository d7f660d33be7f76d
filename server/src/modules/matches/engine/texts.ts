/**
 * The Dutch texts of a match: the scholarship line, the rationale ('waarom dit past'), what is
 * missing ('wat ontbreekt') and the highlights. Built from the computed facts only; a fact the data
 * does not have is left out or called unknown, never filled in.
 */
import { type Institution, sportListing } from '@talentbrug/domain/institutions';
import { SCHOOL_SIZE_BANDS } from '@talentbrug/domain/profile';
import type { AidResult } from './aid.ts';
import { ACADEMIC_MINIMUMS, type Eligible, levelLabel, type PreparedAthlete, SERVICE_ACADEMY_IDS } from './filters.ts';
import { eur, eurApprox, gpa, percent, usd, usdRange, usdToEur, wholeNumber } from './format.ts';
import { eurRange, gpaScore, gpaVerdict, selectivity, sizeLabel, usualGpa } from './parts.ts';
import type { Squad } from './reference.ts';

export const D3_SCHOLARSHIP_TEXT = 'Geen sportbeurs (D3), wel kans op merit aid';
/** The scholarship line of a school a hard filter rules out: nothing is estimated for it. */
export const RULED_OUT_SCHOLARSHIP_TEXT = 'Geen schatting: deze school is geen match';

export function scholarshipText(institution: Institution, aid: AidResult): string {
  switch (aid.basis) {
    case 'no-athletic-aid-level':
      return institution.level === 'ncaa-d3' ? D3_SCHOLARSHIP_TEXT : 'Geen sportbeurs (NJCAA Division III)';
    case 'none-reported':
      return 'Geen sportbeurzen gemeld (EADA 2023-24)';
    case 'unknown':
      return 'Sportbeurs mogelijk, bedrag onbekend';
    case 'estimated': {
      const estimate = aid.estimate;
      if (!estimate || estimate.max_usd === 0) return 'Geschat: weinig tot geen sportbeurs';
      return `Geschat: ${usdRange(estimate.min_usd, estimate.max_usd)} per jaar`;
    }
  }
}

export function tuitionText(institution: Institution): string | null {
  const cost = institution.cost_of_attendance_usd;
  if (cost === null) return null;
  // The Scorecard's figure is the in-state price: an international pays the out-of-state rate.
  return institution.control === 'public'
    ? `${usd(cost)} per jaar (totale kosten, tarief voor inwoners; internationale studenten betalen meer)`
    : `${usd(cost)} per jaar (totale kosten)`;
}

export function locationText(institution: Institution): string {
  const parts = [institution.city, institution.state].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : 'Locatie onbekend';
}

export interface TextInput {
  readonly prepared: PreparedAthlete;
  readonly institution: Institution;
  readonly eligible: Eligible;
  readonly aid: AidResult;
  readonly squad: Squad | null;
  readonly divisionLabel: string;
  readonly academicScore: number;
  readonly rosterScore: number;
  readonly inPreferredStates: boolean | null;
  readonly englishMissing: string | null;
}

const sporters = (prepared: PreparedAthlete) => (prepared.athlete.team === 'dames' ? 'sportsters' : 'sporters');

/** A ladder label inside a sentence: 'Eerste klasse' -> 'eerste klasse'; names and acronyms stay. */
export function inSentence(label: string): string {
  const first = label.split(' ')[0] ?? '';
  if (!/^[A-Z][a-z]+$/.test(first) || PROPER_NOUNS.has(first)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}
const PROPER_NOUNS: ReadonlySet<string> = new Set(['Oranje', 'Eredivisie']);

function athleticSentence(input: TextInput): string {
  const { prepared, eligible, divisionLabel } = input;
  const level = `Met jouw niveau, ${inSentence(prepared.step.label)},`;
  switch (eligible.fit) {
    case 'fit':
      return `${level} is ${divisionLabel} haalbaar: de typische ${prepared.athlete.team === 'dames' ? 'sportster' : 'sporter'} in dit team speelt op dat niveau.`;
    case 'safe':
      return `${level} is ${divisionLabel} ruim haalbaar, met kans op veel speeltijd.`;
    case 'reach':
      return `${level} is ${divisionLabel} uitdagend: haalbaar als je met video en resultaten opvalt.`;
  }
}

function academicSentence(input: TextInput): string {
  const { prepared, institution } = input;
  const own = `Je geschatte GPA van ${gpa(prepared.athlete.gpa)}`;
  const level = institution.level;
  const minimum = level === 'ncaa-d1' || level === 'ncaa-d2' ? gpa(ACADEMIC_MINIMUMS[level]) : null;
  const gate = minimum !== null ? ` haalt de NCAA-eis van ${minimum}` : level === 'naia' ? ' haalt de NAIA-eis' : '';
  const rate = institution.admission_rate;
  const verdict = gpaVerdict(prepared.athlete.gpa, institution);
  if (rate === null || verdict === null) {
    return gate
      ? `${own}${gate}; hoe selectief deze school is, staat niet in de data.`
      : `Hoe selectief deze school is, staat niet in de data; je geschatte GPA is ${gpa(prepared.athlete.gpa)}.`;
  }
  return `${own}${gate}${gate ? ' en' : ''} is ${verdict} voor een school die ${percent(rate)} van de aanmelders toelaat.`;
}

function costSentence(input: TextInput): string {
  const { prepared, institution, aid } = input;
  const { budgetUsd } = prepared;
  const cost = institution.cost_of_attendance_usd;
  const budget = prepared.athlete.budgetEurMin;
  if (cost === null) {
    return aid.basis === 'estimated' && aid.estimate
      ? `De geschatte sportbeurs is ${usdRange(aid.estimate.min_usd, aid.estimate.max_usd)} per jaar, maar de kosten van deze school staan niet in de data.`
      : 'De kosten van deze school staan niet in de data.';
  }
  const full = `${usd(cost)} (circa ${eurApprox(cost)})`;
  // The Scorecard's cost is the in-state price; at a public university an international pays more.
  const publicNote =
    institution.control === 'public'
      ? '; let op: als internationale student betaal je hier het hogere out-of-state tarief'
      : '';
  const versus = (netMin: number, netMax: number) => {
    if (budget === null || budgetUsd === null) return '';
    const verdict = netMax <= budgetUsd ? 'binnen' : netMin <= budgetUsd ? 'deels binnen' : 'boven';
    return `, ${verdict} je budget van ${eur(budget)}`;
  };
  switch (aid.basis) {
    case 'no-athletic-aid-level':
      return institution.level === 'ncaa-d3'
        ? `Sportbeurzen bestaan in Division III niet: een jaar kost hier ${full} vóór eventuele merit aid${versus(cost, cost)}${publicNote}.`
        : `Sportbeurzen bestaan in NJCAA Division III niet: een jaar kost hier ${full}${versus(cost, cost)}${publicNote}.`;
    case 'none-reported':
      return `Deze school gaf in 2023-24 geen sportbeurzen aan ${prepared.athlete.team}: een jaar kost hier ${full}${versus(cost, cost)}${publicNote}.`;
    case 'unknown':
      return `Sportbeurzen bestaan op dit niveau, maar het bedrag van deze school is onbekend; zonder beurs kost een jaar hier ${full}${versus(cost, cost)}${publicNote}.`;
    case 'estimated':
      break;
  }
  const net = aid.netCost;
  const estimate = aid.estimate;
  if (!net || !estimate) return `Een jaar kost hier ${full}${publicNote}.`;
  const netText = `${usdRange(net.min_usd, net.max_usd)} (circa ${eurRange(net.min_usd, net.max_usd)})`;
  const head = `Na een geschatte sportbeurs van ${usdRange(estimate.min_usd, estimate.max_usd)} kost een jaar hier ${netText}`;
  if (budget === null || budgetUsd === null) return `${head}${publicNote}; vul je budget in om te vergelijken.`;
  return `${head}${versus(net.min_usd, net.max_usd)}${publicNote}.`;
}

function extraSentence(input: TextInput): string | null {
  const { prepared, institution, squad } = input;
  if (input.eligible.listing === 'unknown') {
    return `Of deze school een team ${prepared.programme.collegeName} heeft, is niet bevestigd: controleer de athletics-site.`;
  }
  if (input.inPreferredStates) return `De school ligt in ${institution.state}, een van je voorkeursstaten.`;
  if (squad && input.rosterScore >= 70) {
    return `Het team telde ${squad.size} ${sporters(prepared)} in ${squad.year}, meer dan de meeste teams op dit niveau.`;
  }
  const wanted = prepared.athlete.preferredSchoolSize;
  const band = institution.size_band;
  if (wanted && band !== null) {
    const fits = SCHOOL_SIZE_BANDS[wanted].includes(band);
    if (fits) return `Met ${sizeLabel(band)} heeft de school de grootte die je zoekt.`;
  }
  return null;
}

/** 2-4 sentences: level, academics, cost, and one fact that sets the school apart when there is one. */
export function rationale(input: TextInput): string {
  const sentences = [athleticSentence(input), academicSentence(input), costSentence(input)];
  const extra = extraSentence(input);
  if (extra) sentences.push(extra);
  return sentences.join(' ');
}

export function missingLines(input: TextInput): string[] {
  const { prepared, institution, aid, eligible } = input;
  const { budgetUsd } = prepared;
  const lines: string[] = [];
  if (eligible.listing === 'unknown') {
    lines.push(`Bevestiging dat er een team ${prepared.programme.collegeName} is: dat staat niet in de data`);
  }
  if (eligible.fit === 'reach') lines.push('Sportief uitdagend: een opvallende video en sterke resultaten zijn nodig');
  const rate = institution.admission_rate;
  const usual = usualGpa(institution);
  if (rate !== null && usual !== null && gpaScore(prepared.athlete.gpa, usual) < 50) {
    lines.push(
      `Cijfers: jouw GPA ${gpa(prepared.athlete.gpa)} (geschat) is ${gpaVerdict(prepared.athlete.gpa, institution)} voor een school die ${percent(rate)} toelaat`,
    );
  }
  const average = institution.sat_avg;
  if (prepared.satEquivalent !== null && average !== null && prepared.satEquivalent < average - 100) {
    lines.push(`Test: jouw ${testLabel(prepared)} ligt ruim onder de gemiddelde SAT hier (${wholeNumber(average)})`);
  }
  if (prepared.satEquivalent === null && institution.sat_avg !== null && selectivity(institution) === 'selectief') {
    lines.push(
      `SAT of ACT: nog geen score (gemiddelde SAT hier ${wholeNumber(institution.sat_avg)}; voor de NCAA niet verplicht)`,
    );
  }
  if (input.englishMissing) lines.push(input.englishMissing);
  const budget = prepared.athlete.budgetEurMin;
  if (budget === null || budgetUsd === null) {
    lines.push('Budget: vul in wat je per jaar kunt betalen, dan vergelijken we de kosten');
  } else if (aid.netCost) {
    const withAid = aid.basis === 'estimated';
    if (aid.netCost.min_usd > budgetUsd) {
      lines.push(
        withAid
          ? `Budget: ook met de hoogste geschatte beurs circa ${gapText(aid.netCost.min_usd, budgetUsd)} per jaar tekort`
          : `Budget: circa ${gapText(aid.netCost.min_usd, budgetUsd)} per jaar tekort${aid.basis === 'no-athletic-aid-level' && institution.level === 'ncaa-d3' ? ', tenzij je merit aid krijgt' : ''}`,
      );
    } else if (aid.netCost.max_usd > budgetUsd) {
      lines.push(
        `Budget: tot circa ${gapText(aid.netCost.max_usd, budgetUsd)} per jaar tekort als de beurs lager uitvalt`,
      );
    }
  } else if (institution.cost_of_attendance_usd !== null && institution.cost_of_attendance_usd > budgetUsd) {
    lines.push(
      `Budget: de volle prijs is circa ${gapText(institution.cost_of_attendance_usd, budgetUsd)} per jaar meer dan je budget; het beursbedrag is onbekend`,
    );
  }
  return lines;
}

function testLabel(prepared: PreparedAthlete): string {
  const { sat, act } = prepared.athlete;
  return sat !== null && prepared.satEquivalent === sat ? `SAT ${wholeNumber(sat)}` : `ACT ${act}`;
}

function gapText(costUsd: number, budgetUsd: number): string {
  return eur(Math.max(100, Math.round(usdToEur(costUsd - budgetUsd) / 100) * 100));
}

export function highlights(input: TextInput, scholarship: string): string[] {
  const { institution, squad, divisionLabel } = input;
  const candidates: string[] = [];
  candidates.push(institution.conference ? `${divisionLabel} · ${institution.conference}` : divisionLabel);
  candidates.push(scholarship.replace(/^Geschat: /, 'Sportbeurs geschat '));
  if (squad) candidates.push(`Selectie van ${squad.size} (${squad.year})`);
  if (input.inPreferredStates) candidates.push(`In je voorkeursstaat ${institution.state}`);
  if (institution.admission_rate !== null) candidates.push(`Toelating ${percent(institution.admission_rate)}`);
  if (institution.sat_avg !== null) candidates.push(`Gemiddelde SAT ${wholeNumber(institution.sat_avg)}`);
  if (institution.cost_of_attendance_usd !== null)
    candidates.push(`Kosten ${usd(institution.cost_of_attendance_usd)} per jaar`);
  if (institution.size_band !== null) candidates.push(`${capitalize(sizeLabel(institution.size_band))}`);
  candidates.push(`Ligt in ${locationText(institution)}`);
  return candidates.slice(0, 5);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Why the hard filters (filters.ts, `eligibility`) rule a school out for this athlete, in Dutch, the
 * most basic reason first: no team at all before a level that does not fit, before the academic gate.
 */
export function ruledOutReason(prepared: PreparedAthlete, institution: Institution): string {
  const { name, level } = institution;
  const division = levelLabel(level);
  const sport = `${prepared.sport.name.toLowerCase()} (${prepared.athlete.team})`;
  if (SERVICE_ACADEMY_IDS.has(institution.id)) {
    return `${name} is een militaire academie: toelating vraagt een nominatie (voor een buitenlander door de eigen regering) en daarna volgt een dienstplicht. Dat is geen route naar een sportbeurs.`;
  }
  const listing = sportListing(institution, prepared.sport.id, prepared.athlete.team);
  if (listing === 'not-listed') return `${name} heeft volgens de sportgegevens geen team voor ${sport}.`;
  if (listing === 'unknown' && !prepared.programme.levels.includes(level)) {
    return `In ${division} bestaan geen universiteitsteams voor ${sport}, dus ook niet op ${name}.`;
  }
  if (!prepared.step.fits[level]) {
    return `Met jouw huidige niveau, ${inSentence(prepared.step.label)}, is ${division} niet realistisch.`;
  }
  const gate = prepared.gates[level];
  if (!gate.passed) return `${gate.fact}. Daarmee mag je (nog) niet in ${division} uitkomen.`;
  return `${name} valt buiten je matches.`;
}
