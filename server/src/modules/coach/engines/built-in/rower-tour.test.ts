/**
 * A rower's family tour (issue 34): Floor, 17, women's rowing at club level, VWO 5, €12.000, starting
 * in August 2028. Five questions her family asked got an answer that did not fit; each is written
 * down here as what a fitting answer holds, with its paraphrases, before the answers were mended.
 * The questions that are not about rowing alone are asked for Fleur (hockey) and Daan (football,
 * junior colleges only) too; the rowing ones for Noor, a beginner with Division III among her matches.
 * Matches are read from the context, never named here: the matching engine may move them.
 */
import { CONTACT_EMAIL } from '@talentbrug/domain/constants';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { COLLEGE_LEVEL_LABELS, type CollegeLevel } from '@talentbrug/domain/sports';
import { bornYearsAgo, profile } from '@talentbrug/domain/testing/athletes';
import { describe, expect, it } from 'vitest';
import type { CoachContext } from '../../coach-context.ts';
import { loadKnowledge } from '../../knowledge.ts';
import { contextFor, converse as conversation, DAAN, FLEUR } from '../../testing/athletes.ts';
import { createBuiltInCoach } from './built-in-coach.ts';
import type { SectionId } from './sections.ts';

const knowledge = loadKnowledge();
const coach = createBuiltInCoach(knowledge);
const NOW = new Date('2026-12-04T10:00:00Z');
const ask = (question: string, context: CoachContext) => coach.write({ question, context, now: NOW });
const DECLINED = 'geen betrouwbare informatie';

/** The rower of the tour: club level, no GPA given by the family, so a VWO pupil's estimate. */
const FLOOR = profile({
  first_name: 'Floor',
  date_of_birth: bornYearsAgo(17),
  nationality: 'Nederlandse',
  sport: 'Roeien',
  team: 'dames',
  competition_level: 'wedstrijdroeier',
  academic_gpa: 3.3,
  education_level: 'VWO 5',
  budget_eur_min: 12_000,
  target_start_year: 2028,
  target_start_month: 8,
});

/** A second rower: just begun, a larger budget, so Division III among her matches. */
const NOOR = profile({
  first_name: 'Noor',
  sport: 'Roeien',
  team: 'dames',
  competition_level: 'beginner',
  academic_gpa: 3.0,
  education_level: 'HAVO 5',
  budget_eur_min: 40_000,
});

const converse = (athlete: Profile, questions: readonly string[]) => conversation(ask, athlete, questions);

/** A section's first sentence as the Markdown writes it: what an answer that quotes it holds. */
const opening = (id: SectionId) => knowledge.section(id).passage.text.split(/(?<=[.!?])\s+/)[0] ?? id;
const source = (entryId: string) => knowledge.entry(entryId).source;
const levelsOf = (context: CoachContext) => new Set(context.ranking.map((match) => match.institution.level));

describe.each([
  ['Floor', FLOOR],
  ['Fleur', FLEUR],
  ['Daan', DAAN],
] as const)('%s: an injury asked right after nerves', (name, athlete) => {
  const nerves = ['ik ben zenuwachtig', 'ze is zenuwachtig'];
  const injuries = [
    'Wat als ze geblesseerd raakt, verliest ze dan haar beurs?',
    'en als ze geblesseerd raakt?',
    'wat als ik geblesseerd raak?',
    'Raakt ze haar beurs kwijt bij een blessure?',
    'wat gebeurt er met haar beurs als ze zich blesseert?',
  ];
  const context = contextFor(athlete);

  it.each(nerves.flatMap((before) => injuries.map((question) => [before, question] as const)))(
    "'%s', then '%s': what an injury does to a scholarship, not the feelings answer again",
    (before, question) => {
      const [, answer = ''] = converse(athlete, [before, question]);
      expect(answer).not.toContain(DECLINED);
      expect(answer).not.toContain('Een kleine stap helpt');
      expect(answer).toContain('mag een Division I-school je beurs niet verlagen of stoppen om sportieve redenen');
      expect(answer).toContain(opening('blessure#division-ii'));
      expect(answer).toContain(opening('blessure#nooit-meer-sporten'));
      expect(answer).toContain(opening('blessure#na-de-looptijd'));
      expect(answer).toContain(source('blessure'));
      expect(answer).toContain('gecontroleerd in december 2026');
    },
  );

  it('says what it means at the levels of the athlete’s own matches', () => {
    const answer = converse(athlete, ['ze is zenuwachtig', 'en als ze geblesseerd raakt?'])[1] ?? '';
    const levels = levelsOf(context);
    if (levels.has('ncaa-d1') || levels.has('ncaa-d2')) expect(answer).toContain('daar geldt dit bij elke school');
    if (levels.has('ncaa-d3')) expect(answer).toContain(opening('beurzen#d3'));
    if (levels.has('naia') || levels.has('njcaa'))
      expect(answer).toContain('staat niet in wat ik weet. Vraag het bij een aanbod na bij de coach');
  });

  it('answers a parent who speaks of her as a parent: not by the athlete’s first name', () => {
    const answer = converse(athlete, [
      'ze is zenuwachtig',
      'Wat als ze geblesseerd raakt, verliest ze dan haar beurs?',
    ])[1];
    expect(answer).not.toMatch(new RegExp(`^${name}\\b`));
    // Nor is the feeling she spoke of before it.
    expect(converse(athlete, ['ze is zenuwachtig'])[0]).not.toMatch(new RegExp(`^${name}\\b`));
    const own = converse(athlete, ['ik ben zenuwachtig', 'wat als ik geblesseerd raak?'])[1];
    expect(own).toMatch(new RegExp(`^${name}, `));
  });
});

describe.each([
  ['Floor', FLOOR],
  ['Noor', NOOR],
] as const)('%s: how rowing at a US university differs', (_name, athlete) => {
  const context = contextFor(athlete);
  const [best] = context.matches;

  it.each([
    'Is roeien in Amerika anders dan hier? Zij roeit vooral in de 4x',
    'Wat is het verschil tussen roeien in Nederland en in Amerika?',
    'roeien ze daar ook in de dubbelvier of alleen boord?',
    'bestaat lichtgewicht roeien bij de NCAA?',
    'ik skiff vooral, is dat een probleem voor een college team?',
  ])('%s: sweep and sculling, the NCAA, with its source and date; not declined, not the costs', (question) => {
    const answer = ask(question, context);
    expect(answer).not.toContain(DECLINED);
    expect(answer).not.toContain('cost of attendance');
    expect(answer).toContain(opening('roeien#boord-en-scull'));
    expect(answer).toContain(opening('roeien#ncaa'));
    expect(answer).toContain(source('roeien'));
    expect(answer).toContain('gecontroleerd in december 2026');
  });

  it('is personal: the own matches by name and their levels, the scholarships of women’s rowing', () => {
    const answer = ask('Is roeien in Amerika anders dan hier? Zij roeit vooral in de 4x', context);
    expect(answer).toContain(best?.school_name ?? 'a match');
    for (const level of levelsOf(context)) expect(answer).toContain(COLLEGE_LEVEL_LABELS[level].replace('NCAA ', ''));
    expect(answer).toContain(opening('roeien#beurzen'));
    // She said she rows mostly in the 4x: the answer takes that up.
    expect(answer).toContain('Je roeit vooral in de 4x');
  });
});

describe.each([
  ['Floor', FLOOR],
  ['Noor', NOOR],
] as const)('%s: a 2k time held against a level', (_name, athlete) => {
  const context = contextFor(athlete);

  it.each([
    '2k 7:18, goed genoeg voor D1?',
    'ze roeit 7.18 op de 2k, is dat genoeg voor Division 1?',
    'haar ergotijd is 7:18, kan ze daarmee naar D1?',
    'welke 2k-tijd heb je nodig voor D1 roeien?',
    'Wat is een goede 2k tijd voor D1?',
  ])('%s: no benchmark invented; where to find out; the own matches at that level', (question) => {
    const answer = ask(question, context);
    expect(answer).toMatch(/^Welke 2k-tijd je voor Division I nodig hebt, staat niet in mijn bronnen/);
    expect(answer).not.toContain('Je beste matches en wat hun plek bepaalt');
    expect(answer).not.toMatch(/7[:.,]18/);
    expect(answer).toContain('recruiting standards');
    expect(answer).toContain('Vraag het de coach zelf');
    expect(answer).toContain(opening('roeien#ergometer'));
    expect(answer).toContain(source('roeien'));
    const d1 = context.ranking.find(
      (match) => match.institution.level === 'ncaa-d1' && match.institution.athletics_url,
    );
    if (d1?.institution.athletics_url) expect(answer).toContain(`${d1.school_name}: ${d1.institution.athletics_url}`);
    expect(answer).toContain('Je matches rekenen niet met je tijden, maar met het niveau op je profiel');
  });
});

describe.each([
  ['Floor', FLOOR],
  ['Fleur', FLEUR],
  ['Daan', DAAN],
] as const)("%s: 'Kan ze naar D2 of III als dat goedkoper is?'", (_name, athlete) => {
  const context = contextFor(athlete);
  const asked: CollegeLevel[] = ['ncaa-d2', 'ncaa-d3'];

  it.each([
    'Kan ze naar D2 of III als dat goedkoper is?',
    'Is D2 of D3 goedkoper voor ons?',
    'zou division 2 of 3 goedkoper zijn?',
  ])('%s: both levels, each with its scholarships and the own matches there', (question) => {
    const answer = ask(question, context);
    expect(answer).not.toContain(DECLINED);
    for (const level of asked) expect(answer).toContain(`**${COLLEGE_LEVEL_LABELS[level]}**`);
    expect(answer).toContain(opening('beurzen#d2'));
    expect(answer).toContain(opening('beurzen#d3'));
    // Cheaper in Division III only if the school is: no athletic scholarship comes off there.
    expect(answer).toContain('In Division III komt er geen sportbeurs vanaf');
    expect(answer).toContain(opening('kosten-verzekering#wat-een-jaar-kost'));
    for (const level of asked) {
      const there = context.ranking.filter((match) => match.institution.level === level);
      if (there[0]) expect(answer).toContain(there[0].school_name);
    }
    const missing = asked.filter((level) => !levelsOf(context).has(level));
    if (missing.length > 0) expect(answer).toMatch(/[Gg]een van je \d+ matches is een Division II/);
  });

  it('as a follow-up in the conversation too, after her 2k time', () => {
    const [, answer = ''] = converse(athlete, [
      '2k 7:18, goed genoeg voor D1?',
      'Kan ze naar D2 of III als dat goedkoper is?',
    ]);
    for (const level of asked) expect(answer).toContain(`**${COLLEGE_LEVEL_LABELS[level]}**`);
    expect(answer).toContain(opening('beurzen#d3'));
  });
});

describe('Floor: D2 and D3 are where none of her matches are', () => {
  it('says how to see those schools beside her matches, with what they cost after aid', () => {
    const context = contextFor(FLOOR);
    const answer = ask('Kan ze naar D2 of III als dat goedkoper is?', context);
    if (!levelsOf(context).has('ncaa-d3')) {
      expect(answer).toContain("'Voorkeursniveaus'");
      expect(answer).toContain("'Genereer opnieuw'");
    }
    // Her level on the rowing ladder: both are within reach.
    expect(answer).toContain('haalbaar voor je niveau');
  });
});

describe.each([
  ['Floor', FLOOR],
  ['Fleur', FLEUR],
  ['Daan', DAAN],
] as const)("%s: 'Mag ik een coach bellen?'", (_name, athlete) => {
  const context = contextFor(athlete);

  it.each([
    'Mag ik een coach bellen?',
    'mogen wij als ouders de coach bellen?',
    'kan ik een coach gewoon opbellen?',
    'mag een coach mij bellen?',
  ])('%s: who may call whom and from when, for this athlete, not a decline', (question) => {
    const answer = ask(question, context);
    expect(answer).not.toContain(DECLINED);
    expect(answer).toContain(opening('coaches-benaderen#bellen'));
    expect(answer).toContain('in NCAA Division I mogen je bellen en berichten sturen vanaf 15 juni');
    expect(answer).toContain('een coach mag je eerder mailen en bellen');
    // Her own day has come (VWO 5 and HAVO 5 in December 2026): calling goes both ways now.
    expect(answer).toContain('mag een coach je nu bellen');
    expect(answer).not.toContain(CONTACT_EMAIL);
  });
});
