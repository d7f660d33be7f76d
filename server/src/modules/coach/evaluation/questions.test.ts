/**
 * The evaluation set itself, before any router is measured with it: big and varied enough for the
 * issue's targets to mean something, every label known, every id and text once, a split that
 * keeps the test half unseen yet covers every topic, and the questions the issue quotes present
 * with the topic they are about. The README's counts are checked against the data.
 */
import { readFileSync } from 'node:fs';
import { CHAT_MESSAGE_MAX, POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import { COLLEGE_LEVELS } from '@talentbrug/domain/sports';
import { describe, expect, it } from 'vitest';
import { type EvalQuestion, halfOf, QUESTIONS, type Tag, TEST, TRAIN } from './questions.ts';
import { isLabel, LABELS, type Label, OUT_OF_SCOPE, PERSONAL_DATA, TOPIC_IDS } from './topics.ts';

/** Every question issue 34 quotes, with the topic a fitting answer is about. */
const ISSUE_EXAMPLES: [string, Label][] = [
  ['Hoe werkt het F-1 visum precies…?', 'visa'],
  ['Welk visum heb ik nodig…?', 'visa'],
  ['Hoe werkt het visumproces?', 'visa'],
  ['Wat moet er in mijn highlightvideo?', 'highlight-video'],
  ['Wat dekt een sportbeurs in hockey? Volledig?', 'scholarship-coverage'],
  ['Hoe maak ik een account bij het NCAA Eligibility Center?', 'eligibility-registration'],
  ['Wanneer contact met coaches?', 'coach-contact'],
  ['ik ben zenuwachtig', 'feelings'],
  ['Waarom alleen junior colleges?', 'my-divisions'],
  ['Welke matches kan ik betalen met €8.000?', 'affordability'],
];
/** The follow-ups the issue quotes: they must come with the turn they lean on. */
const ISSUE_FOLLOW_UPS = ['En bij NAIA?', 'en voor mij?', 'en voor D2?'];
/** The chips' topics, in POPULAR_QUESTIONS' order. */
const CHIP_LABELS: readonly Label[] = ['matches', 'profile-score', 'sat-act', 'scholarship', 'visa', 'divisions'];

const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const tagged = (tag: Tag) => QUESTIONS.filter((question) => question.tags?.includes(tag));
const followUps = QUESTIONS.filter((question) => question.previous !== undefined);
const byText = new Map(QUESTIONS.map((question) => [question.text, question]));

describe('the size of the set', () => {
  it('holds at least 300 questions, 40 to decline, 30 follow-up pairs and 30 with typos', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(300);
    expect(QUESTIONS.filter((question) => question.label === OUT_OF_SCOPE).length).toBeGreaterThanOrEqual(40);
    expect(followUps.length).toBeGreaterThanOrEqual(30);
    expect(tagged('typo').length).toBeGreaterThanOrEqual(30);
  });

  it('asks about every in-scope topic at least 8 times', () => {
    const thin = TOPIC_IDS.filter((topic) => QUESTIONS.filter((question) => question.label === topic).length < 8);
    expect(thin).toEqual([]);
  });

  it('is written by parents as well as athletes, and includes long and very short questions', () => {
    expect(tagged('parent').length).toBeGreaterThanOrEqual(30);
    expect(QUESTIONS.some((question) => question.text.length > 200)).toBe(true);
    expect(QUESTIONS.filter((question) => question.text.split(/\s+/).length <= 2).length).toBeGreaterThanOrEqual(10);
    expect(QUESTIONS.filter((question) => /\p{Extended_Pictographic}/u.test(question.text)).length).toBeGreaterThan(10);
  });
});

describe('labels, ids and texts', () => {
  it('labels every question, and every previous turn, with a known topic or out-of-scope', () => {
    const unknown = QUESTIONS.flatMap((question) => [question.label, question.previous?.label ?? OUT_OF_SCOPE]).filter(
      (label) => !isLabel(label),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every question its own id, of its group and a number', () => {
    const ids = QUESTIONS.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*-\d{2}$/);
  });

  it('never asks the same text twice, ignoring case and spacing', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const question of QUESTIONS) {
      const key = normalised(question.text);
      const first = seen.get(key);
      if (first) twice.push(`${first} = ${question.id}`);
      else seen.set(key, question.id);
    }
    expect(twice).toEqual([]);
  });

  it('holds texts the chat accepts: trimmed, not empty, at most the longest question', () => {
    for (const question of QUESTIONS) {
      expect(question.text).toBe(question.text.trim());
      expect(question.text.length).toBeGreaterThan(0);
      expect(question.text.length).toBeLessThanOrEqual(CHAT_MESSAGE_MAX);
    }
  });
});

describe('the split', () => {
  it('puts every question in exactly one half', () => {
    const train = new Set(TRAIN.map((question) => question.id));
    const test = new Set(TEST.map((question) => question.id));
    expect([...train].filter((id) => test.has(id))).toEqual([]);
    expect(train.size + test.size).toBe(QUESTIONS.length);
  });

  it('gives each half between 40 and 60 % of the questions and every label', () => {
    for (const half of [TRAIN, TEST]) {
      expect(half.length / QUESTIONS.length).toBeGreaterThanOrEqual(0.4);
      expect(half.length / QUESTIONS.length).toBeLessThanOrEqual(0.6);
      const present = new Set(half.map((question) => question.label));
      expect(LABELS.filter((label) => !present.has(label))).toEqual([]);
    }
  });

  it('gives each half follow-ups and typos', () => {
    for (const half of [TRAIN, TEST]) {
      expect(half.filter((question) => question.previous).length).toBeGreaterThanOrEqual(10);
      expect(half.filter((question) => question.tags?.includes('typo')).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('depends on the id alone, by the first byte of its SHA-256', () => {
    // Pinned, as `printf %s visa-01 | sha256sum` gives them: a change to the split function would
    // move questions into the test half that a router has already learned from.
    expect(halfOf('visa-01')).toBe('train');
    expect(halfOf('visa-02')).toBe('train');
    expect(halfOf('feelings-01')).toBe('train');
    expect(halfOf('matches-01')).toBe('test');
    expect(halfOf('follow-up-01')).toBe('test');
    expect(halfOf('out-of-scope-01')).toBe('test');
  });
});

describe('follow-ups', () => {
  it('each come with the previous user turn, which is a different question', () => {
    for (const question of followUps) {
      expect(question.previous?.text.trim().length).toBeGreaterThan(0);
      expect(normalised(question.previous?.text ?? '')).not.toBe(normalised(question.text));
    }
  });

  it('shift to a division, a sport or a match only as a follow-up, and name a real division', () => {
    for (const question of QUESTIONS.filter((candidate) => candidate.shift)) {
      expect(question.previous).toBeDefined();
      if (question.shift?.level) expect(COLLEGE_LEVELS).toContain(question.shift.level);
    }
  });

  it('keep the topic as well as change it', () => {
    const kept = followUps.filter((question) => question.previous?.label === question.label);
    const changed = followUps.filter((question) => question.previous?.label !== question.label);
    expect(kept.length).toBeGreaterThanOrEqual(15);
    expect(changed.length).toBeGreaterThanOrEqual(8);
  });
});

describe('in scope and out of scope', () => {
  it('says for every question to decline where to ask instead, and asks nothing of the athlete’s data', () => {
    for (const question of QUESTIONS.filter((candidate) => candidate.label === OUT_OF_SCOPE)) {
      expect(question.askInstead?.trim().length, question.id).toBeGreaterThan(0);
      expect(question.personal, question.id).toBeUndefined();
    }
  });

  it('never tells an in-scope question to ask elsewhere', () => {
    const sent = QUESTIONS.filter((question) => question.label !== OUT_OF_SCOPE && question.askInstead);
    expect(sent.map((question) => question.id)).toEqual([]);
  });

  it('marks only known parts of the athlete’s data, each once', () => {
    for (const question of QUESTIONS) {
      const parts = question.personal ?? [];
      expect(new Set(parts).size).toBe(parts.length);
      for (const part of parts) expect(Object.keys(PERSONAL_DATA)).toContain(part);
    }
  });

  it('asks for the athlete’s own matches by name wherever the topic is their matches', () => {
    const own = (question: EvalQuestion) => question.personal?.includes('matches-by-name') === true;
    const missing = QUESTIONS.filter(
      (question) => ['matches', 'affordability', 'my-divisions'].includes(question.label) && !own(question),
    );
    expect(missing.map((question) => question.id)).toEqual([]);
  });

  it('marks personal questions in most topics, so the use of own data can be measured per topic', () => {
    const withPersonal = new Set(QUESTIONS.filter((question) => question.personal?.length).map((q) => q.label));
    expect(withPersonal.size).toBeGreaterThanOrEqual(15);
  });
});

describe('what the issue and the chat quote', () => {
  it.each(ISSUE_EXAMPLES)('holds %j as %s', (text, label) => {
    expect(byText.get(text)?.label).toBe(label);
    expect(byText.get(text)?.tags).toContain('issue');
  });

  it.each(ISSUE_FOLLOW_UPS)('holds the follow-up %j with its previous turn', (text) => {
    expect(byText.get(text)?.previous).toBeDefined();
    expect(byText.get(text)?.tags).toContain('issue');
  });

  it('holds the six popular-question chips with their topics', () => {
    expect(POPULAR_QUESTIONS.map((text) => byText.get(text)?.label)).toEqual(CHIP_LABELS);
    expect(tagged('chip').map((question) => question.text)).toEqual([...POPULAR_QUESTIONS].sort(byTextOrder));
  });
});

describe('the README', () => {
  it('states the counts the data holds', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const stated = new Map(
      [...readme.matchAll(/^\| `([a-z-]+)` +\| +(\d+) +\| +(\d+) +\| +(\d+) +\|$/gm)].map((row) => [
        row[1] ?? '',
        [Number(row[2]), Number(row[3]), Number(row[4])],
      ]),
    );
    expect(Object.fromEntries(stated)).toEqual(countRows());
  });
});

/** The chips in the order the set holds them. */
function byTextOrder(a: string, b: string): number {
  const at = (text: string) => QUESTIONS.findIndex((question) => question.text === text);
  return at(a) - at(b);
}

/** Per label, then per kind: total, in the training half, in the test half. */
function countRows(): Record<string, [number, number, number]> {
  const row = (select: (question: EvalQuestion) => boolean): [number, number, number] => [
    QUESTIONS.filter(select).length,
    TRAIN.filter(select).length,
    TEST.filter(select).length,
  ];
  const rows: Record<string, [number, number, number]> = {};
  for (const label of LABELS) rows[label] = row((question) => question.label === label);
  rows.all = row(() => true);
  rows['follow-up'] = row((question) => question.previous !== undefined);
  for (const tag of ['typo', 'parent', 'near-topic'] as const)
    rows[tag] = row((question) => question.tags?.includes(tag) === true);
  rows.personal = row((question) => (question.personal?.length ?? 0) > 0);
  return rows;
}
