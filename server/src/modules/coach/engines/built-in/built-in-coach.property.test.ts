/**
 * The built-in coach never invents a number: over generated athletes (every sport and level of
 * the evaluation set, with any grades, tests, English, budget and start), their real matches, and
 * questions from the chips, the examples, follow-ups and random text, every number in the answer
 * is one the athlete's data holds (profile, matches, profile score) or a knowledge entry states.
 * Counts are written out in words, so they are no figures.
 */
import { POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import { ENGLISH_SCALES, ENGLISH_TESTS, type Profile } from '@talentbrug/domain/contracts/profile';
import { PROFILE_SCORE_MAX, profileScore } from '@talentbrug/domain/onboarding/profile-score';
import { sportById } from '@talentbrug/domain/sports';
import { profile } from '@talentbrug/domain/testing/athletes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVALUATION_ATHLETES } from '../../../matches/index.ts';
import { ownContactDay } from '../../coach-context.ts';
import { loadKnowledge } from '../../knowledge.ts';
import { contextFor } from '../../testing/athletes.ts';
import { numbersIn, numbersOf } from '../../testing/numbers.ts';
import { createBuiltInCoach } from './built-in-coach.ts';

const knowledge = loadKnowledge();
const coach = createBuiltInCoach(knowledge);
const KNOWN = numbersOf(knowledge.entries);

const QUESTIONS = [
  ...POPULAR_QUESTIONS,
  'Waarom?',
  'En voor D2?',
  'En de tweede?',
  'En wat kost dat?',
  'Wat moet ik meenemen naar het gesprek?',
  'Hoe reken ik mijn cijfers om?',
  'Is mijn Engels goed genoeg?',
  'Wat kost studeren in Amerika?',
  'Wanneer mogen coaches bellen?',
  'Mag ik prijzengeld houden?',
  'Wat is InCred?',
  'Ben ik speelgerechtigd?',
  'Hoeveel beurzen heeft een team in D1?',
  'Wat is het weer in Texas?',
  'Hoi',
  // the family tour: a budget against a level, documents, race times, who pays a visit
  'is dat budget genoeg voor d1?',
  'welke papieren moeten we opsturen?',
  'Ik zwem de 100 vrij in 56,8, is dat genoeg voor D1?',
  'Mag ik op een official visit? Wie betaalt dat?',
  // a rower's family tour: an injury after nerves, rowing itself, a 2k time, two levels against the cost, a call
  'Wat als ze geblesseerd raakt, verliest ze dan haar beurs?',
  'Is roeien in Amerika anders dan hier? Zij roeit vooral in de 4x',
  '2k 7:18, goed genoeg voor D1?',
  'Kan ze naar D2 of III als dat goedkoper is?',
  'Mag ik een coach bellen?',
  // a swimmer's family tour: a parent's worry and visits, race nerves, what a scholarship pays, two tests, mailing first
  'Als moeder maak ik me zorgen, wie let daar op haar? Kunnen we haar bezoeken?',
  'Ik word altijd heel zenuwachtig voor wedstrijden, zien coaches dat?',
  'Wat betaalt een beurs precies? Ook eten en woonruimte en boeken?',
  'moet ik de SAT doen en wanneer moet ik de toefl doen',
  'mag ik zelf al een mail sturen naar een coach?',
];

const athletes = fc
  .record({
    base: fc.constantFrom(...EVALUATION_ATHLETES),
    first_name: fc.option(fc.constantFrom('Fleur', 'Daan', 'Zoë', 'Jan-Willem')),
    gpaHundredths: fc.integer({ min: 0, max: 400 }),
    sat: fc.option(fc.integer({ min: 400, max: 1600 })),
    act: fc.option(fc.integer({ min: 1, max: 36 })),
    english: fc.option(fc.tuple(fc.constantFrom(...ENGLISH_TESTS), fc.double({ min: 0, max: 1, noNaN: true }))),
    budget: fc.option(fc.integer({ min: 0, max: 200_000 })),
    video: fc.boolean(),
    current_team: fc.option(fc.constantFrom('HC Bloemendaal', 'Jong Oranje O18', 'VV Katwijk 2')),
    start: fc.option(fc.tuple(fc.integer({ min: 2024, max: 2040 }), fc.option(fc.integer({ min: 1, max: 12 })))),
    scholarship_type: fc.option(fc.constantFrom('Full-ride', 'Partial', 'Academic', 'Weet ik nog niet')),
    nationality: fc.option(fc.constantFrom('Nederlandse', 'Belgische', 'Duitse')),
  })
  .map((drawn): Profile => {
    const facts = drawn.base.facts;
    const englishScore = (() => {
      if (!drawn.english) return null;
      const [test, share] = drawn.english;
      const { min, max, step } = ENGLISH_SCALES[test];
      return Math.round((min + share * (max - min)) / step) * step;
    })();
    return profile({
      first_name: drawn.first_name,
      sport: sportById(facts.sport)?.name ?? facts.sport,
      team: facts.team,
      competition_level: facts.levelCode,
      academic_gpa: drawn.gpaHundredths / 100,
      sat_score: drawn.sat,
      act_score: drawn.act,
      english_test: drawn.english?.[0] ?? null,
      english_score: englishScore,
      budget_eur_min: drawn.budget,
      highlight_video_url: drawn.video ? 'https://www.youtube.com/watch?v=abc' : null,
      current_team: drawn.current_team,
      target_start_year: drawn.start?.[0] ?? null,
      target_start_month: drawn.start?.[1] ?? null,
      scholarship_type: drawn.scholarship_type,
      nationality: drawn.nationality,
      education_level: 'VWO 6',
    });
  });

describe('the built-in coach’s numbers', () => {
  it('come from the athlete’s data or the knowledge, never from nowhere', () => {
    fc.assert(
      fc.property(
        athletes,
        fc.oneof(fc.constantFrom(...QUESTIONS), fc.string({ maxLength: 80 })),
        fc.option(fc.constantFrom(...POPULAR_QUESTIONS, 'ik ben zenuwachtig')),
        fc.boolean(),
        (athlete, question, previous, withMatches) => {
          const recent = previous
            ? [
                { type: 'user' as const, content: previous },
                { type: 'ai' as const, content: '…' },
              ]
            : [];
          const context = contextFor(athlete, recent, withMatches);
          const answer = coach.write({ question, context });
          expect(answer.trim()).not.toBe('');
          const { user_id: _id, created_at: _created, updated_at: _updated, ...own } = athlete;
          // The athlete's own calendar, which the profile's class or start gives (ownContactDay): the
          // diploma year, the summer the 4th class ends and the September it began, the first contact day.
          const calendar = ownContactDay(context, new Date());
          const dates = calendar
            ? [calendar.diploma.year, calendar.fourthClassEnds, calendar.fourthClassEnds - 1, calendar.first?.sentence]
            : [];
          const allowed = numbersOf(
            [own, context.ranking, profileScore(athlete), PROFILE_SCORE_MAX, dates],
            new Set(KNOWN),
          );
          const invented = numbersIn(answer).filter((number) => !allowed.has(number));
          expect(invented, `in: ${answer}`).toEqual([]);
        },
      ),
      { numRuns: 150, seed: 20_261_113 },
    );
  });

  it('are read the Dutch way', () => {
    expect(numbersIn('SAT 1.250, GPA 3,5 in 2025-26 en $8.000-$19.500; I-901')).toEqual([
      1250, 3.5, 2025, 26, 8000, 19500, 901,
    ]);
  });
});
