import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBJECTS, TRACK_INFO, TRACKS } from './catalogue.ts';
import { TABLE_IDS, TABLES } from './conversion.ts';
import { assessTranscript, coreGpa, unitsOf } from './eligibility.ts';
import { type TranscriptInput, transcriptInputSchema } from './schemas.ts';

const grade = fc.integer({ min: 10, max: 100 }).map((tenths) => tenths / 10);

/** A valid transcript: a track, distinct subjects, per subject distinct years of the track. */
const transcriptArb: fc.Arbitrary<TranscriptInput> = fc.constantFrom(...TRACKS).chain((track) =>
  fc
    .uniqueArray(
      fc.record({
        subject: fc.constantFrom(...SUBJECTS),
        grades: fc.uniqueArray(fc.record({ year: fc.integer({ min: 1, max: TRACK_INFO[track].years }), grade }), {
          minLength: 1,
          maxLength: TRACK_INFO[track].years,
          selector: (entry) => entry.year,
        }),
      }),
      { maxLength: 16, selector: (entry) => entry.subject },
    )
    .map((subjects) => ({ track, profile: null, subjects })),
);

const gpas = (transcript: TranscriptInput) =>
  TABLE_IDS.flatMap((id) => [
    coreGpa(unitsOf(transcript), 'd1', TABLES[id]),
    coreGpa(unitsOf(transcript), 'd2', TABLES[id]),
  ]);

describe('the NCAA reading of any transcript', () => {
  it('accepts every generated transcript (the generator stays honest)', () => {
    fc.assert(fc.property(transcriptArb, (transcript) => transcriptInputSchema.safeParse(transcript).success));
  });

  it('never counts fewer units when a grade is added', () => {
    fc.assert(
      fc.property(transcriptArb, fc.constantFrom(...SUBJECTS), fc.nat(), grade, (transcript, subject, pick, added) => {
        const years = TRACK_INFO[transcript.track].years;
        const year = (pick % years) + 1;
        const existing = transcript.subjects.find((entry) => entry.subject === subject);
        if (existing?.grades.some((entry) => entry.year === year)) return;
        const more: TranscriptInput = {
          ...transcript,
          subjects: existing
            ? transcript.subjects.map((entry) =>
                entry === existing ? { ...entry, grades: [...entry.grades, { year, grade: added }] } : entry,
              )
            : [...transcript.subjects, { subject, grades: [{ year, grade: added }] }],
        };
        const before = assessTranscript(transcript);
        const after = assessTranscript(more);
        expect(after.core_units).toBeGreaterThanOrEqual(before.core_units);
        expect(after.divisions.d2.core_units).toBeGreaterThanOrEqual(before.divisions.d2.core_units);
      }),
    );
  });

  it('keeps every GPA estimate between 0 and 4, and the default inside the range', () => {
    fc.assert(
      fc.property(transcriptArb, (transcript) => {
        for (const gpa of gpas(transcript)) if (gpa !== null) expect(gpa >= 0 && gpa <= 4).toBe(true);
        const answer = assessTranscript(transcript);
        if (answer.core_gpa !== null && answer.core_gpa_range) {
          expect(answer.core_gpa_range.low).toBeLessThanOrEqual(answer.core_gpa);
          expect(answer.core_gpa_range.high).toBeGreaterThanOrEqual(answer.core_gpa);
        }
        expect(answer.core_units).toBeLessThanOrEqual(16);
      }),
    );
  });

  it('never lowers a GPA estimate when a grade goes up', () => {
    fc.assert(
      fc.property(
        transcriptArb,
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 90 }),
        (transcript, at, inner, raise) => {
          if (transcript.subjects.length === 0) return;
          const index = at % transcript.subjects.length;
          const target = transcript.subjects[index];
          if (!target) return;
          const gradeIndex = inner % target.grades.length;
          const higher: TranscriptInput = {
            ...transcript,
            subjects: transcript.subjects.map((entry, i) =>
              i !== index
                ? entry
                : {
                    ...entry,
                    grades: entry.grades.map((g, j) =>
                      j === gradeIndex ? { ...g, grade: Math.min(100, Math.round(g.grade * 10) + raise) / 10 } : g,
                    ),
                  },
            ),
          };
          const before = gpas(transcript);
          const after = gpas(higher);
          before.forEach((gpa, i) => {
            if (gpa !== null) expect(after[i]).toBeGreaterThanOrEqual(gpa);
          });
        },
      ),
    );
  });
});
