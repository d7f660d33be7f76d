/**
 * What a family tour found (issue 34, after the router was measured): five answers that did not
 * fit, each written down here as the answer a family should get, for two different athletes, before
 * the answers were mended. Thijs is a goalkeeper in the derde divisie (HAVO 5, €12.000) whose matches
 * hold no Division I school; Sem and Lotte swim.
 */
import { CONTACT_EMAIL } from '@talentbrug/domain/constants';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { formatEuro, formatUsdRange } from '@talentbrug/domain/format';
import { profile } from '@talentbrug/domain/testing/athletes';
import { describe, expect, it } from 'vitest';
import { eurToUsd } from '../../../matches/index.ts';
import type { CoachContext } from '../../coach-context.ts';
import { loadKnowledge } from '../../knowledge.ts';
import { contextFor, converse as conversation, DAAN, FLEUR } from '../../testing/athletes.ts';
import { createBuiltInCoach } from './built-in-coach.ts';

const knowledge = loadKnowledge();
const coach = createBuiltInCoach(knowledge);
const NOW = new Date('2026-12-04T10:00:00Z');
const ask = (question: string, context: CoachContext) => coach.write({ question, context, now: NOW });
const DECLINED = 'geen betrouwbare informatie';

/** The goalkeeper of the tour: a level at which Division I is a reach, and no D1 school among his matches. */
const THIJS = profile({
  first_name: 'Thijs',
  sport: 'Voetbal',
  team: 'heren',
  position: 'Keeper',
  competition_level: 'derde-divisie',
  academic_gpa: 2.8,
  education_level: 'HAVO 5',
  budget_eur_min: 12_000,
});

/** Two swimmers: Sem with the NK qualifying time (one D1 match), Lotte an NK finalist (mostly D1). */
const SEM = profile({
  first_name: 'Sem',
  sport: 'Zwemmen',
  team: 'heren',
  competition_level: 'tweede-divisie',
  academic_gpa: 3.0,
  education_level: 'VWO 6',
  budget_eur_min: 15_000,
});
const LOTTE = profile({
  first_name: 'Lotte',
  sport: 'Zwemmen',
  team: 'dames',
  competition_level: 'eredivisie',
  academic_gpa: 3.3,
  education_level: 'HAVO 5',
  budget_eur_min: 8000,
});

const converse = (athlete: Profile, questions: readonly string[]) => conversation(ask, athlete, questions);

describe.each([
  ['Thijs', THIJS, 'Derde divisie', 'uitdagend'],
  ['Daan', DAAN, 'Eerste klasse', 'niet realistisch'],
] as const)("'is dat budget genoeg voor d1?' from %s, who has no D1 match", (name, athlete, level, fit) => {
  const context = contextFor(athlete);
  const answer = ask('is dat budget genoeg voor d1?', context);

  it('says plainly that none of the matches is Division I, and why: the level, as the matches read it', () => {
    expect(context.ranking.some((match) => match.institution.level === 'ncaa-d1')).toBe(false);
    expect(answer).toMatch(new RegExp(`^${name}, geen van je \\d+ matches is een Division I-school`));
    expect(answer.toLowerCase()).toContain(level.toLowerCase());
    expect(answer).toContain(`Division I is in voetbal voor jouw niveau ${fit}`);
    expect(answer).not.toContain('Je beste matches en wat hun plek bepaalt');
  });

  it('then what the budget buys at the divisions the matches do hold, each by name with its cost after aid', () => {
    const budget = athlete.budget_eur_min ?? 0;
    expect(answer).toContain(`Wat je budget van ${formatEuro(budget)} per jaar je wel oplevert`);
    for (const division of new Set(context.ranking.map((match) => match.division)))
      expect(answer).toContain(`**${division}**`);
    const within = context.ranking.find((match) => match.net_cost && match.net_cost.max_usd <= eurToUsd(budget));
    if (within?.net_cost)
      expect(answer).toContain(
        `${within.school_name} (nr. ${within.rank}, ${formatUsdRange(within.net_cost.min_usd, within.net_cost.max_usd)})`,
      );
    // Never as if Division I fitted the budget.
    expect(answer).not.toMatch(/\*\*NCAA Division I\*\*/);
  });
});

describe("'is dat budget genoeg voor d1?' from Fleur, whose matches are mostly D1", () => {
  it('holds her budget against her own Division I matches, by name', () => {
    const context = contextFor(FLEUR);
    const answer = ask('is dat budget genoeg voor d1?', context);
    const d1 = context.ranking.filter((match) => match.institution.level === 'ncaa-d1');
    expect(answer).toContain(
      `Zo verhoudt je budget van ${formatEuro(15_000)} per jaar zich tot je matches in NCAA Division I`,
    );
    expect(answer).toContain('**NCAA Division I**');
    expect(answer).toContain(d1[0]?.school_name ?? 'a D1 match');
    expect(answer).not.toContain('geen van je');
  });
});

describe.each([
  ['Fleur', FLEUR],
  ['Thijs', THIJS],
])("%s: 'welke papieren moeten we opsturen?' after registering", (_name, athlete) => {
  it('gets the documents a Dutch pupil sends, the whole section, not the first section again', () => {
    const [first, documents] = converse(athlete, [
      'Hoe registreer ik me bij het NCAA Eligibility Center?',
      'welke papieren moeten we opsturen?',
    ]);
    const section = knowledge.section('eligibility-registratie#documenten').passage.text;
    expect(first).toContain('eligibilitycenter.org');
    expect(documents).toMatch(/^Het Eligibility Center wil je cijferlijsten van elk schooljaar/);
    expect(documents).toContain(section);
    expect(documents).toContain('Je school stuurt de documenten zelf naar het Eligibility Center');
    expect(documents).not.toContain('Je registreert je op eligibilitycenter.org');
  });
});

describe.each([
  ['Fleur', FLEUR],
  ['Daan', DAAN],
])('%s: the own calendar once in a conversation', (_name, athlete) => {
  const questions = [
    'Wanneer mogen coaches contact met mij opnemen?',
    'Wat zet ik in mijn eerste mail?',
    'Hoeveel scholen moet ik mailen?',
    'Wat als een coach niet reageert?',
    'Wat moet ik dit jaar allemaal doen?',
    'Mag ik een coach bellen?',
    'en voor D2?',
  ];
  const answers = converse(athlete, questions);
  /** The paragraphs of the athlete's own timeline: where the start, the class or the diploma year is said. */
  const timeline = (answer: string) =>
    answer
      .split('\n\n')
      .filter((paragraph) => /^(Je wilt in|Je zit nu in|Je doet in|Vul op je profiel)/.test(paragraph));

  it('closes the first answer, and is not repeated at the end of the later ones', () => {
    expect(timeline(answers[0] ?? '')).not.toEqual([]);
    const said = answers.flatMap(timeline);
    expect(said).toEqual([...new Set(said)]);
    for (const answer of answers.slice(1)) expect(answer).not.toContain(DECLINED);
  });

  it('the registration, a new date, gets its own line once; asked for again, the own timeline comes back', () => {
    const more = converse(athlete, [
      ...questions.slice(0, 2),
      'Hoe registreer ik me bij het NCAA Eligibility Center?',
      'Wanneer moet ik me registreren bij het Eligibility Center?',
      'wat betekent dat voor mij?',
    ]);
    expect(more[2]).toContain('Registre');
    expect(timeline(more[2] ?? '').join(' ')).toMatch(/4e klas/);
    expect(timeline(more[3] ?? '')).toEqual([]);
    expect(timeline(more[4] ?? '')).not.toEqual([]);
  });
});

describe.each([
  ['Fleur', FLEUR],
  ['Daan', DAAN],
])('%s: the contact rules once in a conversation about contacting coaches', (_name, athlete) => {
  /** The rules' section ('Wanneer coaches contact mogen opnemen'), as any opener leaves it. */
  const RULES = 'in NCAA Division I mogen je bellen en berichten sturen vanaf 15 juni na je sophomore year';
  const REFERRED = /De contactregels\b[^.]* staan hierboven\./;
  const answers = converse(athlete, [
    'Wanneer mogen coaches contact met mij opnemen?',
    'Wat als een coach niet reageert?',
    'Mag ik een coach bellen?',
  ]);

  it('quotes the rules under the first answer only; later answers refer back to them in a line', () => {
    expect(answers[0]).toContain(RULES);
    expect(answers[0]).not.toMatch(REFERRED);
    for (const answer of answers.slice(1)) {
      expect(answer).not.toContain(RULES);
      expect(answer).toMatch(REFERRED);
      expect(answer).not.toContain(DECLINED);
    }
  });

  it('still says what is new in a later answer: how to follow up', () => {
    // As the section says it, its first letter lower case after an opener ('Zo zit het: reageert ...').
    expect(answers[1]).toMatch(
      /reageert een coach niet meteen of mailt hij niet terug, geef hem dan minstens een week/i,
    );
  });

  it("answers 'en als ze niet terugmailen?' with how to follow up (it was declined: 'terug' pulled it to money paid back)", () => {
    const followed = converse(athlete, ['Wanneer mag ik coaches mailen?', 'en als ze niet terugmailen?']);
    expect(followed[1]).not.toContain(DECLINED);
    expect(followed[1]).toMatch(/minstens een week/);
    expect(followed[1]).toContain('één korte, vriendelijke herinnering');
  });

  it('says the rules again when the family asks for them again', () => {
    const again = converse(athlete, [
      'Wanneer mogen coaches contact met mij opnemen?',
      'kun je de contactregels nog een keer uitleggen?',
    ]);
    expect(again[1]).toContain(RULES);
    expect(again[1]).not.toMatch(REFERRED);
  });
});

describe.each([
  // Sem (tweede divisie, €15.000) has no D1 school among his matches since aid is shared by sport.
  ['Sem', SEM, false],
  ['Lotte', LOTTE, true],
] as const)("%s: '100 vrij in 56,8, is dat genoeg voor D1?'", (_name, athlete, hasD1) => {
  const context = contextFor(athlete);
  const answer = ask('Ik zwem de 100 vrij in 56,8, is dat genoeg voor D1?', context);

  it('says honestly that Sanne has no time standards, and invents none', () => {
    expect(answer).toMatch(/^Welke tijden je voor Division I nodig hebt, staat niet in mijn bronnen/);
    expect(answer).not.toContain('56,8');
    expect(answer).not.toContain('Je beste matches en wat hun plek bepaalt');
  });

  it('says where to look: the team’s roster and results, its recruiting standards, its coach; her own D1 matches’ sites', () => {
    expect(answer).toContain('roster');
    expect(answer).toContain('uitslagen');
    expect(answer).toContain('recruiting standards');
    expect(answer).toContain('coach');
    expect(answer).toContain(knowledge.section('highlightvideo#zwemmen').passage.text.split('. ')[0] ?? '-');
    const d1 = context.ranking.find(
      (match) => match.institution.level === 'ncaa-d1' && match.institution.athletics_url,
    );
    expect(Boolean(d1)).toBe(hasD1);
    // Her D1 matches are named with their sites; none is said.
    if (d1?.institution.athletics_url) expect(answer).toContain(`${d1.school_name}: ${d1.institution.athletics_url}`);
    else
      expect(answer).toContain(
        `Geen van je ${context.ranking.length} matches is een Division I-school, dus de site van zo'n team kan ik je niet uit je eigen matches geven.`,
      );
  });
});

describe.each([
  ['Sem', SEM],
  ['Lotte', LOTTE],
] as const)("%s: 'wat is een goede tijd op de 100 vrij voor D2?'", (_name, athlete) => {
  // The router declined it (no time named, no 'welke tijd'); a family asks it so.
  const answer = ask('wat is een goede tijd op de 100 vrij voor D2?', contextFor(athlete));

  it('says honestly that Sanne has no time standards for D2, and where to look', () => {
    expect(answer).toMatch(/^Welke tijden je voor Division II nodig hebt, staat niet in mijn bronnen/);
    expect(answer).not.toContain(DECLINED);
    expect(answer).toContain('recruiting standards');
    expect(answer).toContain('roster');
  });
});

describe.each([
  ['Sem', SEM],
  ['Lotte', LOTTE],
] as const)("%s: 'en voor D2?' after '100 vrij in 56,8, is dat genoeg voor D1?'", (_name, athlete) => {
  const [, d2, naia] = converse(athlete, [
    'Ik zwem de 100 vrij in 56,8, is dat genoeg voor D1?',
    'en voor D2?',
    'en bij de NAIA dan?',
  ]);

  it('asks the same for D2, then the NAIA: no standards invented, where to look (it got the matches list)', () => {
    expect(d2).toMatch(/^Welke tijden je voor Division II nodig hebt, staat niet in mijn bronnen/);
    expect(d2).not.toContain('56,8');
    expect(d2).not.toContain('Je beste matches en wat hun plek bepaalt');
    expect(naia).toMatch(/^Welke tijden je voor de NAIA nodig hebt, staat niet in mijn bronnen/);
  });
});

describe.each([
  ['Lotte', LOTTE, 'de moeder', 'Ze is', 'haar'],
  ['Sem', SEM, 'de vader', 'Hij is', 'zijn'],
] as const)("a parent of %s: '... is heel zenuwachtig over Amerika'", (name, athlete, parent, is, own) => {
  const answer = ask(`Ik ben ${parent} van ${name}. ${is} heel zenuwachtig over Amerika.`, contextFor(athlete));

  it("answers the parent warmly, and the next step is one to take together with the athlete (it was told to the parent as theirs: 'vul ... in op je profiel')", () => {
    expect(answer).not.toContain(DECLINED);
    expect(answer).not.toMatch(/\bje (profiel|highlightvideo)\b/);
    expect(answer).toContain(`samen met ${name}`);
    expect(answer).toContain(`${own} profiel`);
  });
});

describe.each([
  ['Lotte', LOTTE, 'de moeder', 'haar'],
  ['Sem', SEM, 'de vader', 'hem'],
] as const)("a parent of %s: 'kunnen wij daar op bezoek komen en wat kost dat?'", (name, athlete, parent, object) => {
  const answer = ask(
    `Ik ben ${parent} van ${name}. Kunnen wij ${object} daar bezoeken en wat kost dat?`,
    contextFor(athlete),
  );

  it("answers the family's visit, not who pays an official visit (it got that answer), and invents no cost", () => {
    expect(answer).not.toMatch(/official visit/i);
    expect(answer).toContain(`Jullie kunnen ${object} daar natuurlijk opzoeken.`);
    expect(answer).toContain("wat zo'n reis kost, staat niet in mijn bronnen");
  });
});

describe.each([
  ['Lotte', LOTTE],
  ['Thijs', THIJS],
] as const)("%s: 'wat kost D2?'", (_name, athlete) => {
  const context = contextFor(athlete);
  const answer = ask('wat kost D2?', context);

  it('answers for Division II: its matches there first, or that none is (it listed the matches of every level)', () => {
    expect(answer).toMatch(/^Zo zit het met Division II/);
    const [d2Part] = answer.split('Ter vergelijking');
    const d2 = context.ranking.filter((match) => match.institution.level === 'ncaa-d2');
    const others = context.ranking.filter((match) => match.institution.level !== 'ncaa-d2');
    for (const other of others) expect(d2Part).not.toContain(other.school_name);
    // Lotte has D2 matches, named; Thijs none, which is said plainly.
    if (d2[0]) expect(d2Part).toContain(d2[0].school_name);
    else expect(answer).toMatch(/een van je \d+ matches is een Division II-school/);
  });
});

describe.each([
  ['Lotte', LOTTE],
  ['Sem', SEM],
] as const)("%s: 'Kunnen mijn ouders me daar bezoeken en wat kost dat?'", (_name, athlete) => {
  const answer = ask('Kunnen mijn ouders me daar bezoeken en wat kost dat?', contextFor(athlete));

  it("answers the family's visit to the athlete, not the costs of a year or who pays an official visit", () => {
    expect(answer).not.toMatch(/official visit/i);
    expect(answer).not.toContain('cost of attendance');
    expect(answer).toContain('Je familie kan je daar natuurlijk opzoeken.');
    expect(answer).toContain("wat zo'n reis kost, staat niet in mijn bronnen");
  });
});

describe.each([
  ['Fleur', FLEUR],
  ['Thijs', THIJS],
])("%s: 'Mag ik op een official visit? Wie betaalt dat?'", (_name, athlete) => {
  const answer = ask('Mag ik op een official visit? Wie betaalt dat?', contextFor(athlete));

  it('says that who pays is not in the sources, and whom to ask', () => {
    expect(answer).toMatch(/^Wie een official visit betaalt, staat niet in mijn bronnen/);
    expect(answer).toContain('Vraag het de coach die je uitnodigt');
    expect(answer).toContain(CONTACT_EMAIL);
  });

  it('then what the sources do say: from when, on invitation, with a Certification Account; and for this athlete', () => {
    expect(answer).toContain('Officiële bezoeken mogen vanaf 1 augustus vóór je junior year');
    expect(answer).toContain('Certification Account nodig voordat je op een officieel bezoek gaat');
    expect(answer).toContain('Je 4e klas is voorbij');
    expect(answer).not.toContain('NAIA-coaches mogen je op elke leeftijd benaderen');
  });
});

describe.each([
  ['Fleur', FLEUR],
  ['Daan', DAAN],
])('%s: an opener before a passage that opens with a colon', (_name, athlete) => {
  it("never reads 'Zo zit het: gebruikelijke minimumscores zijn:', two colons in one sentence (a tour found it)", () => {
    for (const question of ['welke toefl score heb ik nodig?', 'Duolingo genoeg?', 'minimumscore toefl?']) {
      const [answer = ''] = converse(athlete, [question]);
      expect(answer).toContain('inimumscores zijn: TOEFL iBT');
      expect(answer.split('\n')[0]).not.toMatch(/^[^.!?]*:[^.!?]*:/);
    }
  });
});

describe.each([
  ['Fleur', FLEUR],
  ['Daan', DAAN],
])(
  "%s: 'en voor D2?' after a question about her own matches answers for D2 (a tour got the first answer again)",
  (_name, athlete) => {
    const bolded = (answer: string) => [...answer.matchAll(/\*\*(.+?)\*\* \((NCAA Division I+|NAIA|NJCAA)[^)]*\)/g)];

    it('after the divisions: only her Division II matches, or that none is there', () => {
      const [first = '', d2 = ''] = converse(athlete, ['welke divisie past bij mij?', 'en voor D2?']);
      expect(d2).not.toBe(first);
      const listed = bolded(d2);
      if (listed.length > 0) {
        expect(d2).toContain('Je matches in NCAA Division II en wat hun plek bepaalt:');
        for (const [, , division] of listed) expect(division).toBe('NCAA Division II');
      } else expect(d2).toContain('Bij je matches staat geen school in NCAA Division II.');
    });

    it('after the SAT: the SAT of her matches at that level, or that none is there', () => {
      const [first = '', d2 = ''] = converse(athlete, ['moet ik de SAT doen?', 'en voor D2?']);
      expect(d2).not.toBe(first);
      expect(d2).toMatch(
        /De gemiddelde SAT bij je matches in NCAA Division II:|Bij je matches staat geen school in NCAA Division II\./,
      );
    });
  },
);
