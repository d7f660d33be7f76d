/**
 * The NCAA reading of a Dutch transcript (issue 37): which of the 16 core-course places its units
 * fill for Division I and II, the core GPA estimate by each grade table, and what is missing.
 *
 * The counting, as the evaluation set (evaluation.ts) was worked out by hand:
 * - a unit is one counted school year (TRACK_INFO.countedYears) of a subject with a core area;
 * - each division has places per area: Division I English 4, maths 3, science 2, one more of
 *   English/maths/science, social 2, additional 4; Division II English 3, maths 2, science 2,
 *   three more of English/maths/science, social 2, additional 4. An area's own places are filled
 *   first, then the English/maths/science places from what is left of those three, then the
 *   additional places from every core unit left. Each place takes the best grade that may fill
 *   it: the NCAA uses the best grades that meet the distribution, and filling the narrow places
 *   first is the best choice because the wider places accept everything the narrow ones do;
 * - the core GPA is the mean grade points of the filled places, cut to two decimals;
 * - Division I's 10/7 rule: of the units from before the last counted year (the senior year), the
 *   places they fill must be 10, and 7 of those units English, maths or science.
 */
import {
  AREA_LABELS,
  AREAS,
  type Area,
  finalYear,
  type Profile,
  RULES,
  type RuleKey,
  SUBJECT_INFO,
  TRACK_INFO,
} from './catalogue.ts';
import { type ConversionTable, DEFAULT_TABLE, gradePoints, TABLE_IDS, TABLES } from './conversion.ts';
import type { EligibilityResponse, MissingCode, MissingItem, TranscriptInput } from './schemas.ts';
import { SOURCES } from './sources.ts';

export type Division = 'd1' | 'd2';

interface Requirement {
  readonly english: number;
  readonly math: number;
  readonly science: number;
  /** More English, maths or science. */
  readonly extra: number;
  readonly social: number;
  readonly additional: number;
  readonly total: number;
  readonly gpa: number;
}

export const REQUIREMENTS: Readonly<Record<Division, Requirement>> = {
  d1: { english: 4, math: 3, science: 2, extra: 1, social: 2, additional: 4, total: 16, gpa: 2.3 },
  d2: { english: 3, math: 2, science: 2, extra: 3, social: 2, additional: 4, total: 16, gpa: 2.2 },
};
/** Division I: places filled before the senior year, and how many of those in English, maths, science. */
export const BEFORE_SENIOR_YEAR = { units: 10, ems: 7 } as const;

export const ESTIMATE_NOTE =
  'Dit is een schatting. Het NCAA Eligibility Center beoordeelt je officiële cijferlijsten en berekent de echte ' +
  'core GPA; regels met "controleren" zijn onze lezing van de NCAA-gids voor internationale leerlingen.';

/** One counted unit: a year of a subject with a core area. */
export interface Unit {
  readonly subject: string;
  readonly area: Area;
  readonly year: number;
  readonly grade: number;
}

const EMS: ReadonlySet<Area> = new Set(['english', 'math', 'science']);

/** Every counted unit of the transcript, and per subject the years that were entered but do not count. */
export function unitsOf(transcript: TranscriptInput): Unit[] {
  const counted = new Set(TRACK_INFO[transcript.track].countedYears);
  const units: Unit[] = [];
  for (const entry of transcript.subjects) {
    const area = SUBJECT_INFO[entry.subject].area;
    if (!area) continue;
    for (const { year, grade } of entry.grades)
      if (counted.has(year)) units.push({ subject: entry.subject, area, year, grade });
  }
  return units;
}

interface Fill {
  /** Filled places per kind, and the grade points of the units in them. */
  readonly filled: Readonly<Record<Area | 'extra', number>>;
  readonly points: number[];
  /** The units that filled places. */
  readonly chosen: Unit[];
}

/** Fills the division's places, each with the best grade that may take it (by `table`). */
export function fillPlaces(units: readonly Unit[], requirement: Requirement, table: ConversionTable): Fill {
  const byBest = [...units].sort((a, b) => gradePoints(table, b.grade) - gradePoints(table, a.grade));
  const left = new Set(byBest);
  const chosen: Unit[] = [];
  const filled = { english: 0, math: 0, science: 0, social: 0, additional: 0, extra: 0 };
  const take = (kind: Area | 'extra', places: number, fits: (unit: Unit) => boolean) => {
    for (const unit of byBest) {
      if (filled[kind] >= places) return;
      if (!left.has(unit) || !fits(unit)) continue;
      left.delete(unit);
      chosen.push(unit);
      filled[kind] += 1;
    }
  };
  take('english', requirement.english, (unit) => unit.area === 'english');
  take('math', requirement.math, (unit) => unit.area === 'math');
  take('science', requirement.science, (unit) => unit.area === 'science');
  take('social', requirement.social, (unit) => unit.area === 'social');
  take('extra', requirement.extra, (unit) => EMS.has(unit.area));
  take('additional', requirement.additional, () => true);
  return { filled, points: chosen.map((unit) => gradePoints(table, unit.grade)), chosen };
}

/** The mean cut to two decimals (2.299 stays 2.29, so a figure shown never passes a bar it misses). */
export function cutGpa(points: readonly number[]): number | null {
  if (points.length === 0) return null;
  const mean = points.reduce((sum, value) => sum + value, 0) / points.length;
  return Math.floor(mean * 100 + 1e-9) / 100;
}

/** The core GPA estimate of a division by one table. */
export function coreGpa(units: readonly Unit[], division: Division, table: ConversionTable): number | null {
  return cutGpa(fillPlaces(units, REQUIREMENTS[division], table).points);
}

const gpaText = (value: number) => value.toFixed(2).replace('.', ',');

const DIVISION_NAME: Readonly<Record<Division, string>> = { d1: 'Division I', d2: 'Division II' };

function missingFor(
  transcript: TranscriptInput,
  units: readonly Unit[],
  division: Division,
  gpa: { value: number | null; low: number | null; lowTable: string | null },
): MissingItem[] {
  const requirement = REQUIREMENTS[division];
  const track = transcript.track;
  const counted = TRACK_INFO[track].countedYears;
  const latest = Math.max(0, ...units.map((unit) => unit.year));
  const yearsAhead = counted.filter((year) => year > latest);
  const latestAreas = units.filter((unit) => unit.year === latest).map((unit) => unit.area);
  /** Whether the years still ahead, with the subjects of the latest year, can give `short` more units. */
  const canCome = (short: number, fits: (area: Area) => boolean, years = yearsAhead.length) =>
    short <= years * latestAreas.filter(fits).length;

  const fill = fillPlaces(units, requirement, TABLES[DEFAULT_TABLE]);
  const items: MissingItem[] = [];
  const add = (code: MissingCode, needed: number, have: number, toCome: boolean, text: string) =>
    items.push({ code, needed, have, to_come: toCome, text });
  const name = DIVISION_NAME[division];

  // The places in the NCAA's order: the fixed English, maths and science counts, the extra ones of
  // those three, social science, the additional core courses. Each says what fills it.
  const places: ReadonlyArray<{
    code: MissingCode;
    have: number;
    needed: number;
    fits: (area: Area) => boolean;
    text: string;
  }> = [
    {
      code: 'english',
      have: fill.filled.english,
      needed: requirement.english,
      fits: (a) => a === 'english',
      text: 'jaren Nederlands (voor de NCAA je "English": de taal waarin je les krijgt)',
    },
    {
      code: 'math',
      have: fill.filled.math,
      needed: requirement.math,
      fits: (a) => a === 'math',
      text: 'jaren wiskunde (Algebra I-niveau of hoger)',
    },
    {
      code: 'science',
      have: fill.filled.science,
      needed: requirement.science,
      fits: (a) => a === 'science',
      text: 'jaren natuurkunde, scheikunde of biologie',
    },
    { code: 'extra', have: fill.filled.extra, needed: requirement.extra, fits: (a) => EMS.has(a), text: '' },
    {
      code: 'social',
      have: fill.filled.social,
      needed: requirement.social,
      fits: (a) => a === 'social',
      text: 'jaren geschiedenis, aardrijkskunde, economie of maatschappijleer',
    },
    { code: 'additional', have: fill.filled.additional, needed: requirement.additional, fits: () => true, text: '' },
  ];
  for (const { code, have, needed, fits, text } of places) {
    if (have >= needed) continue;
    const sentence =
      code === 'extra'
        ? `${name} vraagt nog ${needed} extra ${needed === 1 ? 'jaar' : 'jaren'} Nederlands, wiskunde of natuurwetenschap bovenop de vaste aantallen; je hebt er ${have}.`
        : code === 'additional'
          ? `${name} vraagt ${needed} overige kernvakken (zoals Engels, Duits, Frans of een extra maatschappijvak); je hebt er ${have}.`
          : `${name} vraagt ${needed} ${text}; je hebt er ${have}.`;
    add(code, needed, have, canCome(needed - have, fits), sentence);
  }
  const total = fill.chosen.length;
  if (total < requirement.total) {
    add(
      'total',
      requirement.total,
      total,
      canCome(requirement.total - total, () => true),
      `Je hebt ${total} van de ${requirement.total} kernvakken die ${name} vraagt.`,
    );
  }
  if (gpa.value === null || gpa.value < requirement.gpa) {
    add(
      'gpa',
      requirement.gpa,
      gpa.value ?? 0,
      false,
      gpa.value === null
        ? `Er is nog geen cijfer dat meetelt voor je core GPA; ${name} vraagt minstens ${gpaText(requirement.gpa)}.`
        : `Je geschatte core GPA is ${gpaText(gpa.value)}; ${name} vraagt minstens ${gpaText(requirement.gpa)}.`,
    );
  } else if (gpa.low !== null && gpa.low < requirement.gpa) {
    add(
      'gpa_uncertain',
      requirement.gpa,
      gpa.low,
      false,
      `Met onze tabel haal je de ${gpaText(requirement.gpa)} van ${name} (${gpaText(gpa.value)}), maar een strengere omrekening (${gpa.lowTable}) geeft ${gpaText(gpa.low)}. Hogere cijfers geven je zekerheid.`,
    );
  }
  if (division === 'd1') {
    const last = finalYear(track);
    const before = units.filter((unit) => unit.year < last);
    const lockedIn = fillPlaces(before, requirement, TABLES[DEFAULT_TABLE]).chosen.length;
    const emsBefore = before.filter((unit) => EMS.has(unit.area)).length;
    const yearsBefore = yearsAhead.filter((year) => year < last).length;
    if (lockedIn < BEFORE_SENIOR_YEAR.units) {
      add(
        'before_senior_year',
        BEFORE_SENIOR_YEAR.units,
        lockedIn,
        canCome(BEFORE_SENIOR_YEAR.units - lockedIn, () => true, yearsBefore),
        `Division I vraagt ${BEFORE_SENIOR_YEAR.units} kernvakken vóór je laatste schooljaar; je hebt er ${lockedIn}.`,
      );
    }
    if (emsBefore < BEFORE_SENIOR_YEAR.ems) {
      add(
        'ems_before_senior_year',
        BEFORE_SENIOR_YEAR.ems,
        emsBefore,
        canCome(BEFORE_SENIOR_YEAR.ems - emsBefore, (a) => EMS.has(a), yearsBefore),
        `Van die kernvakken vóór je laatste schooljaar moeten er ${BEFORE_SENIOR_YEAR.ems} Nederlands, wiskunde of natuurwetenschap zijn; je hebt er ${emsBefore}.`,
      );
    }
  }
  if (track === 'mbo' || track === 'mavo') {
    add('track_review', 0, 0, false, RULES[track].text);
  }
  return items;
}

const sourceOf = (key: keyof typeof SOURCES) => ({ ...SOURCES[key] });
const tableOut = (table: ConversionTable) => ({
  id: table.id,
  name: table.name,
  source: sourceOf(table.source),
  bands: table.bands.map((band) => ({ ...band })),
  note: table.note,
  verify: table.verify,
});

/** The whole answer of `GET /api/academics/eligibility`. */
export function assessTranscript(transcript: TranscriptInput): EligibilityResponse {
  const units = unitsOf(transcript);
  const estimates = TABLE_IDS.map((id) => ({
    table: TABLES[id],
    d1: coreGpa(units, 'd1', TABLES[id]),
    d2: coreGpa(units, 'd2', TABLES[id]),
  }));
  const byDefault = estimates.find((estimate) => estimate.table.id === DEFAULT_TABLE);
  const known = (division: Division) =>
    estimates.flatMap((estimate) =>
      estimate[division] === null ? [] : [{ id: estimate.table, gpa: estimate[division] as number }],
    );
  const lowest = (division: Division) =>
    known(division).reduce<{ id: ConversionTable; gpa: number } | null>(
      (low, e) => (low === null || e.gpa < low.gpa ? e : low),
      null,
    );
  const highest = (division: Division) =>
    known(division).reduce<{ id: ConversionTable; gpa: number } | null>(
      (high, e) => (high === null || e.gpa > high.gpa ? e : high),
      null,
    );

  const gpaFacts = (division: Division) => {
    const low = lowest(division);
    return { value: byDefault?.[division] ?? null, low: low?.gpa ?? null, lowTable: low?.id.name ?? null };
  };
  const low = lowest('d1');
  const high = highest('d1');
  const d1Fill = fillPlaces(units, REQUIREMENTS.d1, TABLES[DEFAULT_TABLE]);
  const fills = { d1: d1Fill, d2: fillPlaces(units, REQUIREMENTS.d2, TABLES[DEFAULT_TABLE]) };
  const missing = {
    d1: missingFor(transcript, units, 'd1', gpaFacts('d1')),
    d2: missingFor(transcript, units, 'd2', gpaFacts('d2')),
  };
  /** Where the transcript stands against one division's minimum. */
  const standing = (division: Division) => ({
    core_units: fills[division].chosen.length,
    core_units_required: REQUIREMENTS[division].total,
    core_gpa: byDefault?.[division] ?? null,
    core_gpa_required: REQUIREMENTS[division].gpa,
    meets_minimum: missing[division].every((item) => item.code === 'gpa_uncertain'),
  });
  const counted = new Set(TRACK_INFO[transcript.track].countedYears);

  const usedRules = new Set<RuleKey>(['unitPerYear', 'countedYears', 'languageOfInstruction']);
  for (const entry of transcript.subjects) usedRules.add(SUBJECT_INFO[entry.subject].rule);
  if (transcript.track === 'mbo' || transcript.track === 'mavo') usedRules.add(transcript.track);

  return {
    track: transcript.track,
    profile: transcript.profile as Profile | null,
    core_units: d1Fill.chosen.length,
    core_units_required: REQUIREMENTS.d1.total,
    core_gpa: byDefault?.d1 ?? null,
    core_gpa_range:
      low && high
        ? {
            low: low.gpa,
            high: high.gpa,
            low_table: low.id.id,
            high_table: high.id.id,
            note:
              low.gpa === high.gpa
                ? 'De drie omrekentabellen geven hier hetzelfde.'
                : `De bronnen rekenen Nederlandse cijfers verschillend om: van ${gpaText(low.gpa)} (${low.id.name}) tot ${gpaText(high.gpa)} (${high.id.name}).`,
          }
        : null,
    table: tableOut(TABLES[DEFAULT_TABLE]),
    tables: estimates.map((estimate) => ({ table: tableOut(estimate.table), core_gpa: estimate.d1 })),
    areas: AREAS.map((area) => ({
      area,
      label: AREA_LABELS[area],
      units: units.filter((unit) => unit.area === area).length,
      d1_required: REQUIREMENTS.d1[area],
      d2_required: REQUIREMENTS.d2[area],
    })),
    divisions: { d1: standing('d1'), d2: standing('d2') },
    missing,
    subjects: transcript.subjects.map((entry) => {
      const info = SUBJECT_INFO[entry.subject];
      return {
        subject: entry.subject,
        label: info.label,
        area: info.area,
        units: info.area ? entry.grades.filter((grade) => counted.has(grade.year)).length : 0,
        years_not_counted: entry.grades.filter((grade) => !counted.has(grade.year)).map((grade) => grade.year),
        rule: RULES[info.rule].id,
      };
    }),
    rules: [...usedRules].map((key) => ({
      id: RULES[key].id,
      text: RULES[key].text,
      source: sourceOf(RULES[key].source),
      verify: RULES[key].verify,
    })),
    note: ESTIMATE_NOTE,
  };
}

/** The GPA other modules use (matching, the coach, the dossier): Division I's core GPA estimate by the default table. */
export function coreGpaEstimate(transcript: TranscriptInput): number | null {
  return coreGpa(unitsOf(transcript), 'd1', TABLES[DEFAULT_TABLE]);
}
