/**
 * What families really ask (issue 34): every example of the issue answered for two athletes (Fleur,
 * women's field hockey, VWO 5, starting August 2028; Daan, men's football, HAVO 5, a modest GPA,
 * €10.000), by the built-in coach on their real matches, through the topic router. A fitting answer
 * is about what was asked, uses the athlete's own data, and never declines a topic the knowledge
 * holds; what is truly outside it is declined with where to ask instead.
 */
import { CONTACT_EMAIL } from '@talentbrug/domain/constants';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { describe, expect, it } from 'vitest';
import type { CoachContext, CoachOutreachSchool } from '../../coach-context.ts';
import { loadKnowledge } from '../../knowledge.ts';
import { contextFor, DAAN, FLEUR } from '../../testing/athletes.ts';
import { budgetIn } from './answers.ts';
import { createBuiltInCoach } from './built-in-coach.ts';

const coach = createBuiltInCoach(loadKnowledge());
/** The day the issue was tried: Fleur starts in 20 months, a VWO 6 pupil starting next August in 8. */
const NOW = new Date('2026-12-04T10:00:00Z');
const ask = (question: string, context: CoachContext) => coach.write({ question, context, now: NOW });
const DECLINED = 'geen betrouwbare informatie';

const athletes: [string, Profile][] = [
  ['Fleur', FLEUR],
  ['Daan', DAAN],
];

describe.each(athletes)('%s asks in her or his own words', (_name, athlete) => {
  const context = contextFor(athlete);

  it.each([
    'Hoe werkt het F-1 visum precies? Wat moet ik allemaal regelen?',
    'Welk visum heb ik nodig om in Amerika te studeren?',
  ])('%s: the visa steps, not a refusal', (question) => {
    const answer = ask(question, context);
    expect(answer).not.toContain(DECLINED);
    expect(answer).toContain('I-20');
    expect(answer).toContain('DS-160');
  });

  it('what belongs in a highlight video: length, best action first, an info card, not the profile score', () => {
    const answer = ask('Wat moet er in mijn highlightvideo?', context);
    expect(answer).toMatch(/minuten/);
    expect(answer).not.toMatch(/profielscore is \d+/);
    expect(answer).toContain('highlightvideo');
  });

  it('how to register at the NCAA Eligibility Center, not what it does', () => {
    const answer = ask('Hoe maak ik een account bij het NCAA Eligibility Center?', context);
    expect(answer).toContain('eligibilitycenter.org');
    expect(answer).toMatch(/Certification Account|Profile Page/);
  });

  it('what a scholarship covers, full and partial, and what that means in the athlete’s own sport', () => {
    const answer = ask('Wat dekt een sportbeurs in hockey? Volledig?', context);
    expect(answer).toContain('collegegeld');
    expect(answer).toContain('room and board');
    expect(answer).toMatch(/Voor (hockey|voetbal) bij de (dames|heren):/);
    expect(answer).toMatch(/Division II: [\d,]+ volledige beurzen per team/);
  });

  it('nerves get a warm word and a next step, not a refusal', () => {
    const answer = ask('ik ben zenuwachtig', context);
    expect(answer).not.toContain(DECLINED);
    expect(answer).toMatch(/normaal|spannend/);
    expect(answer).toContain('Een kleine stap helpt');
  });

  it('declines what is truly outside the knowledge, saying where to ask', () => {
    for (const question of ['Wat is het telefoonnummer van de coach van Duke?', 'Wat wordt het weer morgen?']) {
      const answer = ask(question, context);
      expect(answer, question).toContain(DECLINED);
      expect(answer, question).toContain(CONTACT_EMAIL);
    }
  });
});

describe('contact with coaches, on the athlete’s own timeline', () => {
  it('a VWO 6 pupil who starts next August hears to act now', () => {
    const pupil = { ...FLEUR, education_level: 'VWO 6', target_start_year: 2027, target_start_month: 8 };
    const answer = ask('Wanneer contact met coaches?', contextFor(pupil));
    expect(answer).toContain('Je wilt in augustus 2027 beginnen en je zit nu in VWO 6, dus over acht maanden');
    expect(answer).toContain('mail de coaches van je beste matches nu');
    expect(answer).toContain('15 juni');
  });

  it('Fleur, starting in August 2028, has time, and the dates are there', () => {
    const answer = ask('Wanneer contact met coaches?', contextFor(FLEUR));
    expect(answer).toContain('Je wilt in augustus 2028 beginnen en je zit nu in VWO 5, dus over anderhalf jaar');
  });
});

describe('whom to write: the athlete’s own pipeline (issue 38, item 5)', () => {
  const base = contextFor(FLEUR);
  const [first, second, third, fourth, fifth] = base.matches;
  if (!first || !second || !third || !fourth || !fifth) throw new Error('Fleur needs five matches');
  const school = (
    match: { school_name: string; rank: number },
    fields: Partial<CoachOutreachSchool> = {},
  ): CoachOutreachSchool => ({
    school_name: match.school_name,
    status: 'new',
    favourite: false,
    rank: match.rank,
    next_step: 'none',
    ...fields,
  });
  const timeline = [
    'Coaches in D1 hockey mogen je vanaf 15 juni na je 4e klas antwoorden: dat was in juni 2025, je kunt nu schrijven',
  ];
  const withPipeline = (schools: CoachOutreachSchool[]): CoachContext => ({ ...base, outreach: { schools, timeline } });

  it('names the follow-up due first, then the favourites not yet written to, never a school already written to', () => {
    const answer = ask(
      'Wie moet ik mailen?',
      withPipeline([
        school(first, { status: 'contacted', next_step: 'follow_up' }),
        school(second, { status: 'contacted', next_step: 'wait' }),
        school(third),
        school(fourth, { favourite: true }),
        school(fifth, { status: 'interested' }),
      ]),
    );
    expect(answer).not.toContain(DECLINED);
    expect(answer.indexOf(`follow-up naar ${first.school_name}`)).toBeGreaterThan(-1);
    const list = answer.slice(answer.indexOf('uit je matches'));
    expect(list.indexOf(fourth.school_name)).toBeLessThan(list.indexOf(fifth.school_name));
    expect(list.indexOf(fifth.school_name)).toBeLessThan(list.indexOf(third.school_name));
    expect(list).not.toContain(`- ${second.school_name}`);
    expect(answer).toContain(`${fourth.school_name} (favoriet)`);
    expect(answer).toContain('Je hebt nu twee scholen gemaild');
    expect(answer).toContain('je kunt nu schrijven');
  });

  it('after a second silence, an assistant; a reply is answered first; nothing more is suggested past thirty schools', () => {
    const many = Array.from({ length: 31 }, (_, index) =>
      school({ school_name: `College ${index + 1}`, rank: index + 6 }, { status: 'contacted', next_step: 'wait' }),
    );
    const answer = ask(
      'welke scholen moet ik nog mailen',
      withPipeline([
        school(first, { status: 'replied' }),
        school(second, { status: 'contacted', next_step: 'write_assistant' }),
        school(third),
        ...many,
      ]),
    );
    expect(answer).toContain(
      `Bij ${second.school_name} bleef het ook na je follow-up stil: mail nu een assistent-coach`,
    );
    expect(answer).toContain(`${first.school_name} heeft gereageerd`);
    expect(answer).toContain('Je hebt al 33 scholen gemaild. Meer dan dertig helpt zelden');
    expect(answer).not.toContain(`- ${third.school_name}`);
  });

  it('a question about the rules keeps the rules, with the athlete’s own contact day', () => {
    const answer = ask(
      'Wanneer mogen coaches mij bellen?',
      withPipeline([school(first, { status: 'contacted', next_step: 'follow_up' })]),
    );
    expect(answer).toContain('je kunt nu schrijven');
    expect(answer).toContain(`Een follow-up staat klaar voor ${first.school_name}`);
  });

  it('without a pipeline (not looked up) the answer is the general one, as before', () => {
    const answer = ask('Wie moet ik mailen?', base);
    expect(answer).not.toContain(DECLINED);
    expect(answer).not.toContain('uit je matches, je favorieten voorop');
  });
});

describe('a footballer’s own matches', () => {
  const daan = contextFor(DAAN);

  it("'Waarom alleen junior colleges?' names his matches and why they are where they are", () => {
    const answer = ask('Waarom alleen junior colleges?', daan);
    expect(answer).not.toContain(DECLINED);
    for (const match of daan.matches) expect(answer).toContain(match.school_name);
    expect(answer).toContain('GPA van 2,1');
  });

  it("'Welke matches kan ik betalen met €8.000?' sorts his matches by that amount, by name", () => {
    const answer = ask('Welke matches kan ik betalen met €8.000?', daan);
    expect(answer).toContain('Met €8.000 per jaar');
    const named = daan.matches.filter((match) => match.net_cost !== null);
    expect(named.length).toBeGreaterThan(0);
    for (const match of named) expect(answer).toContain(match.school_name);
  });
});

describe('a budget in the question', () => {
  it.each([
    ['Welke matches kan ik betalen met €8.000?', 8000],
    ['we hebben 10k per jaar', 10_000],
    ['met 12 duizend euro, welke scholen', 12_000],
    ['€ 15.000 budget', 15_000],
    ['past 3 scholen', null],
  ])('%s -> %s', (question, amount) => {
    expect(budgetIn(question)).toBe(amount);
  });
});
