import { describe, expect, it } from 'vitest';
import { assessTranscript } from './eligibility.ts';
import { EVALUATION_CASES } from './evaluation.ts';
import { transcriptInputSchema } from './schemas.ts';

/** A transcript as typed (before the schema) of Nederlands alone, with these grades. */
const onlyNederlands = (track: string, ...grades: { year: number; grade: number }[]) => ({
  track,
  subjects: [{ subject: 'nederlands', grades }],
});

describe('the evaluation set of Dutch transcripts', () => {
  for (const evaluation of EVALUATION_CASES) {
    describe(evaluation.name, () => {
      const transcript = transcriptInputSchema.parse(evaluation.transcript);
      const answer = assessTranscript(transcript);

      it(`counts ${evaluation.coreUnits.value} core units: ${evaluation.coreUnits.why}`, () => {
        expect(answer.core_units).toBe(evaluation.coreUnits.value);
        expect(answer.core_units_required).toBe(16);
      });
      it(`estimates core GPA ${evaluation.coreGpa.value}: ${evaluation.coreGpa.why}`, () => {
        expect(answer.core_gpa).toBe(evaluation.coreGpa.value);
        expect(answer.table.id).toBe('university-college');
      });
      it(`gives the range ${evaluation.range.value.join('-')}: ${evaluation.range.why}`, () => {
        expect([answer.core_gpa_range?.low, answer.core_gpa_range?.high]).toEqual([...evaluation.range.value]);
      });
      it(`lists for Division I: ${evaluation.missingD1.why}`, () => {
        expect(answer.missing.d1.map((item) => item.code)).toEqual([...evaluation.missingD1.value]);
      });
      it(`lists for Division II: ${evaluation.missingD2.why}`, () => {
        expect(answer.missing.d2.map((item) => item.code)).toEqual([...evaluation.missingD2.value]);
      });
      if (evaluation.toComeD1) {
        const toCome = evaluation.toComeD1;
        it(`knows what the years ahead can fill: ${toCome.why}`, () => {
          const coming = answer.missing.d1.filter((item) => item.to_come).map((item) => item.code);
          expect(coming).toEqual(expect.arrayContaining([...toCome.value]));
        });
      }
    });
  }

  it('holds at least eight transcripts of every track the issue names', () => {
    expect(EVALUATION_CASES.length).toBeGreaterThanOrEqual(8);
    const tracks = new Set(EVALUATION_CASES.map((evaluation) => evaluation.transcript.track));
    expect([...tracks].sort()).toEqual(['havo', 'mavo', 'mbo', 'vwo']);
  });
});

describe('the answer around the figures', () => {
  const noah = EVALUATION_CASES.find((evaluation) => evaluation.name.startsWith('Noah'));
  it('counts Nederlands as the NCAA English area and Engels as an additional core course, each rule with its source and a verify mark', () => {
    if (!noah) throw new Error('Noah is in the evaluation set');
    const answer = assessTranscript(transcriptInputSchema.parse(noah.transcript));
    expect(answer.subjects.find((subject) => subject.subject === 'nederlands')?.area).toBe('english');
    expect(answer.subjects.find((subject) => subject.subject === 'engels')?.area).toBe('additional');
    const rule = answer.rules.find((entry) => entry.id === 'language-of-instruction');
    expect(rule?.verify).toBe(true);
    expect(rule?.source.name).toContain('International');
    for (const entry of answer.rules) expect(entry.source.checked).toMatch(/^\d{4}-\d{2}$/);
    expect(answer.table.source.checked).toBe('2026-11');
    expect(answer.tables.map((entry) => entry.table.id)).toEqual([
      'university-college',
      'whole-grade',
      'evaluator-bands',
    ]);
    expect(answer.core_gpa_range?.note).toContain('verschillend');
  });

  it('writes missing items in Dutch with the figures', () => {
    const lisa = EVALUATION_CASES.find((evaluation) => evaluation.name.startsWith('Lisa'));
    if (!lisa) throw new Error('Lisa is in the evaluation set');
    const math = assessTranscript(transcriptInputSchema.parse(lisa.transcript)).missing.d1.find(
      (item) => item.code === 'math',
    );
    expect(math).toMatchObject({ needed: 3, have: 2, to_come: false });
    expect(math?.text).toBe('Division I vraagt 3 jaren wiskunde (Algebra I-niveau of hoger); je hebt er 2.');
  });

  it('keeps years before the counted ones but does not count them', () => {
    const answer = assessTranscript(
      transcriptInputSchema.parse(onlyNederlands('vwo', { year: 1, grade: 7 }, { year: 3, grade: 7 })),
    );
    expect(answer.core_units).toBe(1);
    expect(answer.subjects[0]).toMatchObject({ units: 1, years_not_counted: [1] });
  });
});

describe('the transcript schema', () => {
  const refuse = (input: unknown) => transcriptInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);
  it('refuses what a transcript cannot hold, in Dutch', () => {
    expect(refuse({ track: 'gymnasium', subjects: [] })).toEqual(['Kies je schoolsoort: VWO, HAVO, MAVO of MBO.']);
    expect(refuse({ track: 'mbo', profile: 'nt', subjects: [] })).toEqual([
      'Een profiel hoort alleen bij havo en vwo; laat het leeg bij mavo en mbo.',
    ]);
    expect(refuse(onlyNederlands('havo', { year: 6, grade: 7 }))).toEqual([
      'Dit leerjaar bestaat niet in jouw schoolsoort.',
    ]);
    expect(refuse(onlyNederlands('vwo', { year: 4, grade: 10.5 }))?.[0]).toContain(
      'Vul een cijfer in van 1 tot en met 10',
    );
    expect(refuse(onlyNederlands('vwo', { year: 4, grade: 6.85 }))?.[0]).toContain('hooguit één decimaal');
    expect(
      refuse({
        track: 'vwo',
        subjects: [
          { subject: 'nederlands', grades: [{ year: 4, grade: 7 }] },
          { subject: 'nederlands', grades: [{ year: 5, grade: 7 }] },
        ],
      }),
    ).toEqual(['Dit vak staat er al: zet alle jaren bij één vak.']);
    expect(refuse(onlyNederlands('vwo', { year: 4, grade: 7 }, { year: 4, grade: 8 }))?.[0]).toContain(
      'Dit leerjaar staat al',
    );
    expect(refuse({ track: 'vwo', subjects: [{ subject: 'sterrenkunde', grades: [{ year: 4, grade: 7 }] }] })).toEqual([
      'Kies het vak uit de lijst.',
    ]);
  });
});
