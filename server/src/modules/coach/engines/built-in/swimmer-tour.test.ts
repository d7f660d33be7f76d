/**
 * A swimmer's family tour (issue 34): Noor, 15, women's swimming, VWO 4, €8.000; she and her mother
 * asked. Six answers did not fit; each is written down here as what a fitting answer holds, for Noor
 * and for Fleur (hockey, VWO 5), before the answers were mended. Matches are read from the context.
 */
import { CONTACT_EMAIL } from '@talentbrug/domain/constants';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { bornYearsAgo, profile } from '@talentbrug/domain/testing/athletes';
import { describe, expect, it } from 'vitest';
import type { CoachContext } from '../../coach-context.ts';
import { loadKnowledge } from '../../knowledge.ts';
import { contextFor, converse as conversation, FLEUR } from '../../testing/athletes.ts';
import { createBuiltInCoach } from './built-in-coach.ts';

const knowledge = loadKnowledge();
const coach = createBuiltInCoach(knowledge);
const NOW = new Date('2026-12-04T10:00:00Z');
const ask = (question: string, context: CoachContext) => coach.write({ question, context, now: NOW });
const DECLINED = 'geen betrouwbare informatie';

const NOOR = profile({
  first_name: 'Noor',
  date_of_birth: bornYearsAgo(15),
  sport: 'Zwemmen',
  team: 'dames',
  competition_level: 'tweede-divisie',
  academic_gpa: 3.2,
  education_level: 'VWO 4',
  budget_eur_min: 8000,
});

const converse = (athlete: Profile, questions: readonly string[]) => conversation(ask, athlete, questions);

const firstLine = (answer: string) => answer.split('\n')[0] ?? '';

describe.each([
  ['Noor', NOOR],
  ['Fleur', FLEUR],
] as const)('%s', (name, athlete) => {
  const context = contextFor(athlete);

  it.each([
    'Als moeder maak ik me zorgen, wie let daar op haar? Kunnen we haar bezoeken?',
    'Ik ben de moeder van Noor. Wie zorgt daar voor haar?',
    'Als ouders willen we weten: mogen we haar daar opzoeken?',
  ])('a parent’s worry is answered to the parent, with what to ask and whom: %s', (question) => {
    const answer = ask(question, context);
    expect(answer).not.toContain(DECLINED);
    expect(answer.startsWith(`${name},`)).toBe(false);
    expect(answer).toMatch(/je dochter|\bhaar\b/);
    expect(answer).not.toMatch(/zenuwachtig|bekijk .+ eens rustig/);
    expect(answer).toMatch(/internationale eerstejaars opvangt/);
    expect(answer).toMatch(/academisch adviseur \(academic advisor\)/);
    expect(answer).toMatch(/international student office/);
    expect(answer).toContain(CONTACT_EMAIL);
    // The knowledge holds nothing on a family's visits: said, and whom to ask; no rule or cost made up.
    if (/bezoek|opzoeken/.test(question)) {
      expect(answer).toMatch(/staat niet in mijn bronnen/);
      expect(answer).toMatch(/vraag de coach wanneer ouders/);
    }
    expect(answer).not.toMatch(/[$€]/);
  });

  it('nerves before races: normal, what coaches look at, a concrete step; no step about a school', () => {
    const answer = ask('Ik word altijd heel zenuwachtig voor wedstrijden, zien coaches dat?', context);
    expect(answer).toMatch(/zenuwen voor een wedstrijd zijn heel normaal/i);
    expect(answer).toMatch(/resultaten over een langere tijd/);
    expect(answer).toMatch(/houding/);
    expect(answer).toMatch(/vaste routine/);
    expect(answer).not.toMatch(/eens rustig|Bijna iedereen die deze stap zet/);
    for (const match of context.matches) expect(answer).not.toContain(match.school_name);
  });

  it('what a scholarship pays opens with the full and the partial scholarship, no unintroduced "die"', () => {
    const answer = ask('Wat betaalt een beurs precies? Ook eten en woonruimte en boeken?', context);
    expect(firstLine(answer)).toMatch(/^Een volledige sportbeurs .*collegegeld.*fees.*kamer en maaltijden.*boeken/);
    expect(answer.split('\n\n')[1]).toMatch(/^Een gedeeltelijke beurs/);
    expect(answer).not.toMatch(/zonder die /);
    expect(answer).toMatch(/^Bronnen?: .*gecontroleerd in/m);
  });

  it('the SAT and the TOEFL asked together: the SAT first, then which English test and when', () => {
    const answer = ask('moet ik de SAT doen en wanneer moet ik de toefl doen', context);
    const sat = answer.indexOf('SAT of ACT');
    const english = answer.indexOf('Dan de Engelse taaltoets');
    expect(sat).toBeGreaterThanOrEqual(0);
    expect(english).toBeGreaterThan(sat);
    expect(answer).toMatch(/TOEFL iBT/);
    expect(answer).toMatch(/Wanneer je hem doet/);
    expect(answer).toMatch(/Je doet in \d{4} eindexamen/);
    expect(answer).toMatch(/eisen van Amerikaanse universiteiten/);
  });

  it('"mag ik zelf al een mail sturen naar een coach?" says yes first, also after the rules were quoted', () => {
    const alone = ask('mag ik zelf al een mail sturen naar een coach?', context);
    expect(firstLine(alone)).toMatch(/^Ja, dat mag/);
    const [, after] = converse(athlete, [
      'Wanneer mogen coaches me mailen?',
      'mag ik zelf al een mail sturen naar een coach?',
    ]);
    expect(firstLine(after ?? '')).toMatch(/^Ja, dat mag/);
    // A question of when is no yes-or-no question.
    expect(ask('Wanneer mag ik een coach mailen?', context)).not.toMatch(/^Ja\b/);
  });
});

it('a parent’s race nerves are answered of her, not to her by name', () => {
  const answer = ask('ze wordt heel zenuwachtig voor races, merken coaches dat?', contextFor(NOOR));
  expect(answer.startsWith('Noor')).toBe(false);
  expect(answer).toMatch(/haar resultaten/);
});
