/**
 * The built-in coach on real data: two athletes (Fleur, women's field hockey, strong grades, SAT
 * and TOEFL; Daan, men's football, a modest GPA, no tests, no video) with the matches the engine
 * computes for them over the committed institution table. Each popular question is answered with
 * the athlete's own figures; follow-ups, an athlete without matches and a question outside what
 * the coach knows are answered helpfully; an empty reply never comes out.
 */
import { POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import { CONTACT_EMAIL } from '@talentbrug/domain/constants';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { formatEuro, formatGpa, formatUsd, formatUsdRange } from '@talentbrug/domain/format';
import { profile } from '@talentbrug/domain/testing/athletes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CoachContext, RecentMessage } from '../../coach-context.ts';
import { loadKnowledge } from '../../knowledge.ts';
import { contextFor, DAAN, FLEUR } from '../../testing/athletes.ts';
import { STALE_MATCHES_NOTE } from './answers.ts';
import { chunksOf, createBuiltInCoach } from './built-in-coach.ts';
import { INTENTS } from './intents.ts';

const coach = createBuiltInCoach(loadKnowledge());
const fleur = contextFor(FLEUR);
const daan = contextFor(DAAN);
const ask = (question: string, context: CoachContext) => coach.write({ question, context });
const after = (athlete: Profile, ...conversation: string[]): RecentMessage[] =>
  conversation.flatMap((question) => [
    { type: 'user' as const, content: question },
    { type: 'ai' as const, content: ask(question, contextFor(athlete)).slice(0, 100) },
  ]);

const [MATCHES, PROFILE, SAT, SCHOLARSHIP, VISA, DIVISIONS] = POPULAR_QUESTIONS;

function top(context: CoachContext) {
  const match = context.matches[0];
  if (!match) throw new Error('the athlete has matches');
  return match;
}

describe('the test athletes', () => {
  it('have matches of their own, at different levels', () => {
    expect(fleur.matches).toHaveLength(5);
    expect(daan.matches).toHaveLength(5);
    expect(top(fleur).institution.level).not.toBe(top(daan).institution.level);
  });
});

describe(`'${MATCHES}'`, () => {
  it.each([
    ['Fleur', fleur],
    ['Daan', daan],
  ])('names %s’s best match with its score, why it fits, what is missing and the others', (name, context) => {
    const answer = ask(MATCHES, context);
    const best = top(context);
    expect(answer).toContain(name);
    expect(answer).toContain(`${best.school_name} het best bij je: ${best.match_score}%`);
    expect(answer).toContain(best.rationale);
    for (const line of best.missing.slice(0, 3)) expect(answer).toContain(line);
    for (const other of context.matches.slice(1))
      expect(answer).toContain(`${other.school_name} (${other.division}): ${other.match_score}%`);
    expect(answer).toContain('schattingen, geen toezeggingen');
  });
});

describe(`'${PROFILE}'`, () => {
  it('tells Fleur her profile is complete and what else helps', () => {
    const answer = ask(PROFILE, fleur);
    expect(answer).toContain('Fleur: je profielscore staat op 100%');
    expect(answer).toContain('je prestaties');
    expect(answer).not.toContain('highlightvideo:');
  });

  it('tells Daan his 80% and the exact items missing: the video first, then tests and English', () => {
    const answer = ask(PROFILE, daan);
    expect(answer).toContain('Daan, je profielscore staat op 80%');
    expect(answer).toContain('- een link naar je highlightvideo');
    expect(answer).toContain('Begin met de video. Een college-coach beslist in 10 tot 20 seconden');
    expect(answer).toContain('een SAT- of ACT-score');
    expect(answer).toContain('een Engelse taaltoets');
    expect(answer).toContain('bij vijf scholen: Engelse taaltoets: nog geen score');
    expect(answer).toContain('gecontroleerd in november 2026');
  });
});

describe(`'${SAT}'`, () => {
  it('compares Fleur’s SAT with the average SAT of each of her matches', () => {
    const answer = ask(SAT, fleur);
    expect(answer).toContain('Op je profiel staat SAT 1250.');
    const known = fleur.matches.filter((match) => match.institution.sat_avg !== null);
    expect(known.length).toBeGreaterThan(0);
    for (const match of known) {
      expect(answer).toContain(`${match.school_name}: ${match.institution.sat_avg}, jij zit er`);
    }
    expect(answer).toContain('vraagt de NCAA geen SAT of ACT meer');
  });

  it('tells Daan he has no test, that his junior colleges publish none, and his NAIA route', () => {
    const answer = ask(SAT, daan);
    expect(answer).toContain('Je hebt nog geen SAT- of ACT-score op je profiel.');
    expect(answer).toContain('bij geen enkele school een gemiddelde SAT in de data');
    expect(answer).toContain(`Jouw geschatte GPA van ${formatGpa(2.1)} telt als een van die twee`);
    expect(answer).toContain('ACT 18 of SAT 970');
  });
});

describe(`'${SCHOLARSHIP}'`, () => {
  it.each([
    ['Fleur', fleur, FLEUR],
    ['Daan', daan, DAAN],
  ])(
    'gives %s the estimates of their own matches, the rules of their divisions and their budget',
    (_name, context, athlete) => {
      const answer = ask(SCHOLARSHIP, context);
      for (const match of context.matches) {
        expect(answer).toContain(
          `${match.school_name}: ${match.scholarship.replace(/^Geschatte sportbeurs: /, 'sportbeurs geschat ')}`,
        );
      }
      expect(answer).toContain(`Je budget is ${formatEuro(athlete.budget_eur_min as number)} per jaar`);
      expect(answer).toContain('elk jaar opnieuw toegekend');
    },
  );

  it('names the limits of the athlete’s own sport and team at D1', () => {
    const answer = ask('Hoeveel beurzen heeft een voetbalteam in D1?', daan);
    expect(answer).toContain(
      'Voor voetbal bij de heren: een selectie van maximaal 28 bij House-scholen en een oude beurslimiet van 9,9 volledige beurzen (equivalency).',
    );
  });

  it('names the roster limit of Fleur’s own sport at D1 and Daan’s junior-college rules and full-ride wish', () => {
    expect(ask(SCHOLARSHIP, fleur)).toContain(
      'Voor hockey bij de dames: een selectie van maximaal 27 bij House-scholen.',
    );
    const answer = ask(SCHOLARSHIP, daan);
    expect(answer).toContain('In NJCAA Division I dekt een sportbeurs collegegeld');
    expect(answer).toContain('Je zoekt een volledige beurs');
    expect(answer).toContain('Je hebt nog geen highlightvideo op je profiel');
  });
});

describe(`'${VISA}'`, () => {
  it.each([
    ['Fleur', fleur],
    ['Daan', daan],
  ])('walks %s through the F-1 steps and fees, with the proof of funds for their own best match', (_name, context) => {
    // The coach names the first match with a net cost; put first one whose aid estimate is a range
    // of two figures, so the figure named is checked against a range it must not print (for Fleur
    // the best match's estimate covers the whole year: $0, one figure, which checked nothing).
    const funded = context.matches.find(
      (match) => match.net_cost !== null && match.net_cost.min_usd !== match.net_cost.max_usd,
    );
    if (!funded?.net_cost) throw new Error('a match whose net cost is a range of two figures');
    const answer = ask(VISA, { ...context, matches: [funded, ...context.matches.filter((match) => match !== funded)] });
    expect(answer).toContain('2. De school stuurt je het I-20-formulier.');
    expect(answer).toContain('circa $350');
    expect(answer).toContain('$250');
    expect(answer).toContain('Controleer de actuele bedragen');
    // One figure, the amount to show: the first year's cost minus the aid estimate's low end, not the range.
    expect(answer).toContain(
      `Bij ${funded.school_name} is het bedrag dat je moet laten zien volgens je match ${formatUsd(funded.net_cost.max_usd)}.`,
    );
    expect(answer).not.toContain(formatUsdRange(funded.net_cost.min_usd, funded.net_cost.max_usd));
  });

  it('plans back from Fleur’s own start', () => {
    expect(ask(VISA, fleur)).toContain('Je wilt in augustus 2028 beginnen');
    expect(ask(VISA, daan)).not.toContain('Je wilt in');
  });

  it('notes a nationality other than Dutch', () => {
    const answer = ask(VISA, contextFor({ ...FLEUR, nationality: 'Belgische' }));
    expect(answer).toContain('je nationaliteit is Belgische');
  });
});

describe(`'${DIVISIONS}'`, () => {
  it('compares the divisions and puts Fleur’s GPA against the NCAA gates', () => {
    const answer = ask(DIVISIONS, fleur);
    for (const fact of [
      'circa 350 scholen',
      'circa 300 scholen',
      'circa 430 scholen',
      'circa 240 scholen',
      'circa 500 tweejarige',
    ]) {
      expect(answer).toContain(fact);
    }
    expect(answer).toContain(
      'Met je geschatte GPA van 3,5 haal je de academische eis van Division I (2,3) en Division II (2,2).',
    );
    expect(answer).toContain(
      'Voor hockey (dames) zijn er universiteitsteams in NCAA Division I, NCAA Division II en NCAA Division III.',
    );
    // Where her matches are, as the engine ranks them today.
    const d1 = fleur.matches.filter((match) => match.institution.level === 'ncaa-d1').length;
    expect(answer).toContain(
      d1 === fleur.matches.length
        ? 'Al je vijf beste matches zitten in NCAA Division I.'
        : 'Je beste matches verdelen zich zo: ',
    );
  });

  it('tells Daan his GPA misses the NCAA gates and where his matches are', () => {
    const answer = ask(DIVISIONS, daan);
    expect(answer).toContain(
      'Met je geschatte GPA van 2,1 haal je de NCAA-eisen van Division I (2,3) en II (2,2) nog niet',
    );
    expect(answer).toContain('NJCAA (junior college)');
    expect(answer).toContain('Voor voetbal (heren)');
  });
});

describe('follow-ups', () => {
  it("'En voor D2?' after the scholarship question: D2 scholarships for the athlete's sport and team", () => {
    const answer = ask('En voor D2?', contextFor(DAAN, after(DAAN, SCHOLARSHIP)));
    expect(answer).toContain('In Division II zijn sportbeurzen meestal gedeeltelijk');
    expect(answer).toContain('Voor voetbal bij de heren: 9 volledige beurzen per team.');
    expect(answer).toContain('Zo werken sportbeurzen in NCAA Division II.');
    expect(answer).not.toContain('9,9');
  });

  it("'Waarom?' after the best matches: why the top one fits, part by part", () => {
    const answer = ask('Waarom?', contextFor(FLEUR, after(FLEUR, MATCHES)));
    const best = top(fleur);
    expect(answer).toContain(`${best.school_name}, ${best.division} in ${best.school_location}, staat op nummer 1`);
    for (const part of best.score_parts) expect(answer).toContain(`${part.label}: ${part.score}`);
  });

  it('a school named from the athlete’s matches, or by its place', () => {
    const second = fleur.matches[1];
    if (!second) throw new Error('a second match');
    // A word of its name that says which school it is ('Olive', not 'University' or 'Mount').
    const others = fleur.matches.filter((match) => match !== second).map((match) => match.school_name);
    const word = second.school_name
      .split(' ')
      .find(
        (part) =>
          part.length > 3 &&
          !/^(University|College|State|Mount|Saint|North|South|East|West)$/.test(part) &&
          !others.some((name) => name.includes(part)),
      ) as string;
    expect(ask(`Vertel eens meer over ${word}`, fleur)).toContain(`${second.school_name}, ${second.division} in`);
    expect(ask('En de tweede?', contextFor(FLEUR, after(FLEUR, MATCHES)))).toContain(`staat op nummer 2`);
  });

  it("'En wat kost dat?' after the visa: the visa fees, not the cost of studying", () => {
    const answer = ask('En wat kost dat?', contextFor(FLEUR, after(FLEUR, VISA)));
    expect(answer).toContain('De SEVIS I-901-fee is circa $350');
    expect(answer).not.toContain('cost of attendance');
  });

  it('a new topic in a follow-up wins: the SAT after the visa', () => {
    const answer = ask('En hoe zit het met de SAT?', contextFor(FLEUR, after(FLEUR, VISA)));
    expect(answer).toContain('Op je profiel staat SAT 1250.');
  });

  it("'Wat moet ik meenemen naar het gesprek?' after the visa: just that part", () => {
    const answer = ask('Wat moet ik meenemen naar het gesprek?', contextFor(FLEUR, after(FLEUR, VISA)));
    expect(answer).toContain('een paspoort dat nog minstens 6 maanden geldig is');
    expect(answer).not.toContain('I-901-fee is circa');
  });
});

describe('the other topics of the knowledge', () => {
  it.each([
    ['Hoe reken ik mijn cijfers om naar een GPA?', '7,0-7,3 wordt 3,0', 'Je GPA is geschat op 3,5'],
    ['Welke TOEFL-score heb ik nodig?', 'TOEFL iBT 61-79', 'Op je profiel staat TOEFL iBT 95.'],
    ['Ik heb een contract bij mijn club, mag ik dan nog in de NCAA spelen?', 'geen profcontract', 'HC Bloemendaal'],
    ['Wanneer mogen coaches contact met mij opnemen?', '15 juni na je sophomore year', 'augustus 2028'],
    // 'Wat is het Eligibility Center?' sits between the rules and registering (issue 34's topics): one of each.
    ['Welke kernvakken heb ik nodig voor de NCAA?', '16 kernvakken', '3,5'],
    ['Wat is InCred?', 'InCred', 'haal je de eerste route al'],
    ['Welke zorgverzekering heb ik nodig?', 'circa $1.000-$3.500', 'Je budget is €15.000 per jaar.'],
  ])('%s', (question, fact, personal) => {
    const answer = ask(question, fleur);
    expect(answer).toContain(fact);
    expect(answer).toContain(personal);
    expect(answer).toMatch(/Bronn?e?n?: .+gecontroleerd in november 2026/);
  });

  it('registering at the Eligibility Center: the site, the account and the athlete’s own start', () => {
    const answer = ask('Hoe registreer ik me bij het Eligibility Center?', fleur);
    expect(answer).toContain('eligibilitycenter.org');
    expect(answer).toContain('Je wilt in augustus 2028 beginnen');
    expect(answer).toMatch(/Bron: NCAA Eligibility Center .+gecontroleerd in december 2026/);
  });
});

describe('without matches', () => {
  it('says what the profile lacks and how to generate, for each popular question that needs matches', () => {
    const context = contextFor(profile({ first_name: 'Sem', sport: 'Voetbal' }));
    for (const question of [MATCHES, SAT, SCHOLARSHIP]) {
      const answer = ask(question, context);
      expect(answer).toContain('je team (heren of dames), je huidige niveau en je gemiddelde cijfer (GPA)');
      expect(answer).toContain("'Genereer AI Matches'");
    }
  });

  it('tells a complete profile to generate its matches', () => {
    const answer = ask(MATCHES, contextFor(FLEUR, [], false));
    expect(answer).toContain(
      "Je profiel is klaar om te matchen, maar je hebt nog geen matches. Ga naar Matches en klik op 'Genereer AI Matches'",
    );
  });

  it('says plainly when the sport has no college team for the athlete', () => {
    const answer = ask(
      MATCHES,
      contextFor(
        profile({ sport: 'Hockey', team: 'heren', competition_level: 'hoofdklasse', academic_gpa: 3 }),
        [],
        false,
      ),
    );
    expect(answer).toContain('Heren-veldhockey heeft in de VS geen universiteitsteams');
  });

  it('helps an athlete without any profile', () => {
    for (const question of POPULAR_QUESTIONS) expect(ask(question, contextFor(null)).length).toBeGreaterThan(80);
    expect(ask(PROFILE, contextFor(null))).toContain('Je profielscore staat op 0%');
  });
});

describe('outside what the coach knows', () => {
  it.each(['Wat voor weer wordt het morgen in Boston?', 'Kun je mijn huiswerk Frans nakijken?', 'asdfgh qwerty'])(
    "'%s': says so plainly and names who to ask",
    (question) => {
      const answer = ask(question, fleur);
      expect(answer).toContain('Fleur, daar heb ik geen betrouwbare informatie over, en ik ga er niet naar gissen.');
      expect(answer).toContain(CONTACT_EMAIL);
      expect(answer).not.toMatch(/\d/);
    },
  );

  it('says so in a conversation too, instead of repeating the last topic', () => {
    const answer = ask('Wat wordt het weer in Boston?', contextFor(FLEUR, after(FLEUR, VISA)));
    expect(answer).toContain('daar heb ik geen betrouwbare informatie over');
  });

  it('greets and thanks briefly', () => {
    expect(ask('Hoi Sanne', fleur)).toMatch(/^Hoi Fleur! Waar kan ik je mee helpen\?/);
    expect(ask('Bedankt!', fleur)).toMatch(/^(Graag gedaan|Fijn dat het helpt)/);
  });
});

describe('every intent', () => {
  it('has an answer for each of its examples, for both athletes and without data', () => {
    // Each answer quotes knowledge sections by name: a renamed section fails here, not in production.
    for (const intent of INTENTS) expect(intent).toBeTruthy();
    for (const context of [fleur, daan, contextFor(null)]) {
      for (const question of [
        ...POPULAR_QUESTIONS,
        'Wat is Division III?',
        'Wat is een junior college?',
        'Hoe benader ik een coach?',
      ]) {
        expect(ask(question, context).trim()).not.toBe('');
      }
    }
  });
});

describe('the stream', () => {
  it('comes in chunks of a few words that join to the whole answer', async () => {
    const input = { question: SCHOLARSHIP, context: fleur };
    const chunks: string[] = [];
    for await (const chunk of coach.answer(input)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(20);
    expect(chunks.join('')).toBe(coach.write(input));
    expect(chunksOf('een twee\n\ndrie', 2)).toEqual(['een twee\n\n', 'drie']);
  });

  it('stops when the athlete leaves', async () => {
    const leave = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of coach.answer({ question: SCHOLARSHIP, context: fleur, signal: leave.signal })) {
      chunks.push(chunk);
      if (chunks.length === 3) leave.abort();
    }
    expect(chunks).toHaveLength(3);
  });

  it('never yields an empty answer, whatever is asked', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(fleur, daan, contextFor(null)),
        (question, context) => {
          expect(ask(question, context).trim().length).toBeGreaterThan(20);
        },
      ),
      { numRuns: 300, seed: 13 },
    );
  });
});

describe('matches from before a profile change', () => {
  // Fleur's matches were computed before she added her TOEFL and raised her budget.
  const BEFORE = { ...FLEUR, english_test: null, english_score: null, budget_eur_min: 15000 };
  const NOW = { ...FLEUR, english_test: 'toefl' as const, english_score: 98, budget_eur_min: 40000 };
  const stale = contextFor(NOW, [], true, BEFORE);
  const school = stale.matches[0]?.school_name ?? '';
  const QUESTIONS = [
    ...POPULAR_QUESTIONS,
    'Welke Engelse toets moet ik doen?',
    'Wat kost studeren in Amerika?',
    `Vertel eens meer over ${school.split(' ').find((word) => !/^(University|College|of)$/.test(word))}`,
  ];

  it('are what the test says: they lack the English score the profile now has', () => {
    expect(stale.matchesStale).toBe(true);
    expect(stale.matches.some((match) => match.missing.some((line) => line.includes('nog geen score')))).toBe(true);
    expect(fleur.matchesStale).toBe(false);
  });

  it('are never quoted for a fact the profile has since changed', () => {
    for (const question of QUESTIONS) {
      const answer = ask(question, stale);
      expect(answer, question).not.toContain('nog geen score');
      expect(answer, question).not.toContain(formatEuro(15000));
    }
  });

  it('are said to be from before the change, with the button that regenerates them', () => {
    for (const question of [MATCHES, SCHOLARSHIP, VISA, 'Welke Engelse toets moet ik doen?']) {
      expect(ask(question, stale), question).toContain(STALE_MATCHES_NOTE);
    }
    expect(STALE_MATCHES_NOTE).toContain("op 'Genereer opnieuw'");
    // Current matches get no such line.
    for (const question of POPULAR_QUESTIONS) expect(ask(question, fleur)).not.toContain(STALE_MATCHES_NOTE);
  });

  it('leave the athlete’s own facts to the profile', () => {
    expect(ask('Welke Engelse toets moet ik doen?', stale)).toContain('Op je profiel staat TOEFL iBT 98.');
    expect(ask('Wat kost studeren in Amerika?', stale)).toContain(`Je budget is ${formatEuro(40000)} per jaar.`);
  });
});
