/**
 * The findings against the evaluation set (evaluation.ts, written before the rules): every
 * expectation of every case must hold, and the agreement is reported. Then properties over any
 * facts: the findings never throw, name each check once, say in a fix what to change, and point
 * only at clips that exist.
 */
import { VIDEO_FINDING_SEVERITIES, videoFindingSchema } from '@talentbrug/domain/uploads';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalysisFacts } from '../facts.ts';
import { EVALUATION, facts } from './evaluation.ts';
import { FINDING_CODES, videoFindings } from './findings.ts';
import { formatClips, formatDuration, formatSpan } from './format.ts';

interface Miss {
  readonly name: string;
  readonly code: string;
  readonly why: string;
}

/** The words in the text; a sentence may start with them, so the case is not compared. */
const says = (text: string, words: string) => text.toLowerCase().includes(words.toLowerCase());

function measure() {
  const misses: Miss[] = [];
  let expectations = 0;
  let casesHeld = 0;
  for (const test of EVALUATION) {
    const findings = videoFindings(test.facts, test.sport);
    const before = misses.length;
    for (const [code, expected] of Object.entries(test.expect)) {
      expectations += 1;
      const found = findings.find((finding) => finding.code === code);
      const why = !found
        ? 'not reported'
        : found.severity !== expected.severity
          ? `${found.severity}, expected ${expected.severity}: ${found.text}`
          : expected.clips && JSON.stringify(found.clips) !== JSON.stringify(expected.clips)
            ? `clips ${JSON.stringify(found.clips)}, expected ${JSON.stringify(expected.clips)}`
            : expected.says?.find((words) => !says(found.text, words))
              ? `text lacks '${expected.says.find((words) => !says(found.text, words))}': ${found.text}`
              : null;
      if (why) misses.push({ name: test.name, code, why });
    }
    for (const code of test.absent ?? []) {
      expectations += 1;
      if (findings.some((finding) => finding.code === code))
        misses.push({ name: test.name, code, why: 'reported, expected absent' });
    }
    if (misses.length === before) casesHeld += 1;
  }
  return { misses, expectations, casesHeld };
}

describe('the findings against the evaluation set', () => {
  it('has at least 30 cases over lengths, opening, picture, clips, stretches and sound', () => {
    expect(EVALUATION.length).toBeGreaterThanOrEqual(30);
    const covered = new Set(EVALUATION.flatMap((test) => Object.keys(test.expect)));
    for (const code of FINDING_CODES) expect(covered, code).toContain(code);
  });

  it('agrees on every expectation', () => {
    const { misses, expectations, casesHeld } = measure();
    const agreement = ((expectations - misses.length) / expectations) * 100;
    console.info(
      `video findings: ${expectations - misses.length}/${expectations} expectations (${agreement.toFixed(1)} %), ${casesHeld}/${EVALUATION.length} cases whole`,
    );
    expect(misses).toEqual([]);
  });

  it('says the issue’s sentence for a 6:40 video whose clips 14 to 22 repeat earlier ones', () => {
    const test = EVALUATION.find((one) => one.name.startsWith('the issue’s example'));
    const length = test && videoFindings(test.facts, test.sport).find((finding) => finding.code === 'length');
    expect(length?.text).toMatch(
      /^Je video duurt 6:40; coaches kijken 3 tot 5 minuten\. Laat clips 14 tot en met 22 weg, die lijken op eerdere/,
    );
  });

  it('puts fixes first, then tips, then what is good', () => {
    // VIDEO_FINDING_SEVERITIES is ok, tip, fix: the reverse of what the athlete reads first.
    const rank = (severity: (typeof VIDEO_FINDING_SEVERITIES)[number]) => -VIDEO_FINDING_SEVERITIES.indexOf(severity);
    for (const test of EVALUATION) {
      const ranks = videoFindings(test.facts, test.sport).map((finding) => rank(finding.severity));
      expect(ranks.length, test.name).toBeGreaterThan(0);
      expect(ranks, test.name).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('reads a sport by the profile’s name as by its id', () => {
    const long = facts({ duration: 330, opening: 4 });
    expect(videoFindings(long, 'Golf')).toEqual(videoFindings(long, 'golf'));
    expect(videoFindings(long, 'Golf').find((finding) => finding.code === 'length')?.severity).toBe('tip');
    expect(videoFindings(long, 'Voetbal').find((finding) => finding.code === 'length')?.severity).toBe('fix');
  });
});

describe('the findings’ Dutch', () => {
  it('writes durations and clips as a player and a strip show them', () => {
    expect([formatDuration(400), formatDuration(4), formatDuration(59.6), formatDuration(3725)]).toEqual([
      '6:40',
      '0:04',
      '1:00',
      '1:02:05',
    ]);
    expect([formatSpan(12), formatSpan(1), formatSpan(100)]).toEqual(['12 seconden', '1 seconde', '1:40']);
    expect(formatClips([3])).toBe('clip 3');
    expect(formatClips([7, 3])).toBe('clips 3 en 7');
    expect(formatClips([14, 15, 16, 17, 18, 19, 20, 21, 22])).toBe('clips 14 tot en met 22');
    expect(formatClips([2, 5, 14, 15, 16])).toBe('clips 2, 5 en 14 tot en met 16');
  });
});

// ---- properties over any facts -------------------------------------------------------------------

const seconds = fc.oneof(
  fc.double({ min: 0, max: 4000, noNaN: true }),
  fc.constantFrom(0, -1, Number.NaN, Number.POSITIVE_INFINITY),
);
const span = fc.record({ start_s: seconds, end_s: seconds });
const signature = fc.oneof(
  fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }).map((bits) => bits.toString(16).padStart(16, '0')),
  fc.constantFrom('', 'zz', '0000000000000000', 'ffffffffffffffff', '123'),
);

/** Facts as FFmpeg could measure them, and some it never should (the job stores JSON). */
const anyFacts: fc.Arbitrary<AnalysisFacts> = fc.oneof(
  fc
    .record({
      duration: fc.double({ min: 1, max: 1500, noNaN: true }),
      cuts: fc.array(fc.double({ min: 0.2, max: 90, noNaN: true }), { maxLength: 120 }),
      width: fc.integer({ min: 0, max: 4000 }),
      height: fc.integer({ min: 0, max: 4000 }),
      opening: fc.option(fc.double({ min: 0.1, max: 30, noNaN: true })),
      black: fc.array(span, { maxLength: 5 }),
      frozen: fc.array(span, { maxLength: 5 }),
      silence: fc.array(span, { maxLength: 5 }),
      volume: fc.option(fc.double({ min: -90, max: 0, noNaN: true })),
      signatures: fc.array(signature, { maxLength: 120 }),
    })
    .map((drawn) => {
      const base = facts({
        duration: drawn.duration,
        width: drawn.width,
        height: drawn.height,
        meanVolumeDb: drawn.volume,
      });
      let at = 0;
      const clips = drawn.cuts
        .map((length, index) => {
          const clip = { start_s: at, end_s: at + length, signature: drawn.signatures[index] ?? '0123456789abcdef' };
          at += length;
          return clip;
        })
        .filter((clip) => clip.start_s < drawn.duration);
      return {
        video: base.video,
        detection: {
          clips,
          black: drawn.black,
          frozen: drawn.frozen,
          silence: drawn.silence,
          staticOpening: drawn.opening ? { start_s: 0, end_s: drawn.opening } : null,
          meanVolumeDb: drawn.volume,
        },
      };
    }),
  fc.anything().map((value) => value as unknown as AnalysisFacts),
  fc.record({ video: fc.anything(), detection: fc.anything() }).map((value) => value as unknown as AnalysisFacts),
);
const anySport = fc.oneof(
  fc.constantFrom(null, 'golf', 'tennis', 'swimming', 'soccer', 'Golf', 'Veldhockey', ''),
  fc.string({ maxLength: 20 }),
);

/** What a fix asks the athlete to do: each fix text holds one of these verbs. */
const CHANGE = /\b(Laat|Haal|Knip|Film|Exporteer|Begin|Zet|Houd)\b/;

describe('the findings over any facts', () => {
  it('never throw, name each check once, say what to change in a fix, and point only at real clips', () => {
    fc.assert(
      fc.property(anyFacts, anySport, (video, sport) => {
        const findings = videoFindings(video, sport);
        const codes = findings.map((finding) => finding.code);
        expect(new Set(codes).size).toBe(codes.length);
        const clipCount = Array.isArray(video?.detection?.clips) ? video.detection.clips.length : 0;
        for (const finding of findings) {
          expect(videoFindingSchema.safeParse(finding).success, JSON.stringify(finding)).toBe(true);
          expect(FINDING_CODES as readonly string[]).toContain(finding.code);
          expect(finding.text).not.toMatch(/NaN|Infinity|undefined|null/);
          if (finding.severity === 'fix') expect(finding.text, finding.text).toMatch(CHANGE);
          for (const clip of finding.clips) {
            expect(Number.isInteger(clip)).toBe(true);
            expect(clip).toBeGreaterThanOrEqual(1);
            expect(clip).toBeLessThanOrEqual(clipCount);
          }
        }
      }),
      { numRuns: 400, seed: 20_261_204 },
    );
  });
});
