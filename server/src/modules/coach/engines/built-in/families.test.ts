/**
 * What families really ask (issue 34): every example of the issue answered for two athletes (Fleur,
 * women's field hockey, VWO 5, starting August 2028; Daan, men's football, HAVO 5, a modest GPA,
 * €10.000), by the built-in coach on their real matches, through the topic router. A fitting answer
 * is about what was asked, uses the athlete's own data, and never declines a topic the knowledge
 * holds; what is truly outside it is declined with where to ask instead.
 */
import { CONTACT_EMAIL } from '@talentbrug/domain/constants';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { formatUsd } from '@talentbrug/domain/format';
import { proofOfFundsUsd } from '@talentbrug/domain/matches';
import { describe, expect, it } from 'vitest';
import { committedInstitutionSet, eurToUsd } from '../../../matches/index.ts';
import type { CoachContext, CoachOutreachSchool } from '../../coach-context.ts';
import { fold } from '../../dutch-text.ts';
import { loadKnowledge } from '../../knowledge.ts';
import { stateIn } from '../../names.ts';
import { createSchoolLookup } from '../../school-lookup.ts';
import { contextFor, DAAN, FLEUR } from '../../testing/athletes.ts';
import { asksAcademicStanding, budgetIn, feelingOf, parentSpeaks, rankedPartIn } from './answers.ts';
import { createBuiltInCoach } from './built-in-coach.ts';
import { gradeAsked } from './intents.ts';
import { lowerFirst } from './writing.ts';

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

  it("'en bij NAIA?' after registering with the NCAA: the NAIA's own registration, not the NCAA's again", () => {
    const first = 'Hoe maak ik een account bij het NCAA Eligibility Center?';
    const before = ask(first, context);
    const recent = [
      { type: 'user' as const, content: first },
      { type: 'ai' as const, content: before },
    ];
    const answer = ask('en bij NAIA?', contextFor(athlete, recent));
    expect(answer).toContain('PlayNAIA');
    expect(answer).toContain('InCred');
    expect(answer).not.toBe(before);
  });

  const after = (first: string) => {
    const before = ask(first, context);
    return contextFor(athlete, [
      { type: 'user', content: first },
      { type: 'ai', content: before },
    ]);
  };

  it("'en voor D2?' after the contact rules answers for D2 alone", () => {
    const answer = ask('en voor D2?', after('Wanneer mag een coach mij mailen?'));
    expect(answer).toMatch(/^In Division II mogen coaches/);
    expect(answer).not.toContain('Coaches in NCAA Division I mogen je bellen');
  });

  it('a level the knowledge says nothing apart about is said so, with where to ask, before the rules it has', () => {
    const answer = ask('en bij de NAIA?', after('Hoe werkt de amateurstatus?'));
    expect(answer).toMatch(/^Of dit voor de NAIA anders is, staat niet in wat ik weet/);
    expect(answer).toContain(CONTACT_EMAIL);
    expect(answer).toContain('amateur');
  });

  it('money asked about the visa: the proof of funds of the best match, or the fees, not the steps again', () => {
    const proof = context.matches.map(proofOfFundsUsd).find((usd) => usd !== null);
    if (proof == null) throw new Error('the athlete needs a match with a known cost');
    const shown = ask('hoeveel geld moeten we laten zien voor dat visum?', context);
    expect(shown).toMatch(/^Voor het I-20-formulier van de school laat je zien/);
    expect(shown).toContain(formatUsd(proof));
    expect(shown).not.toContain('DS-160');
    const fees = ask('wat kost een studentenvisum allemaal bij elkaar?', context);
    expect(fees).toMatch(/^De SEVIS I-901-fee is circa \$350/);
    expect(fees).toContain(formatUsd(proof));
  });

  it('two of the athlete’s own matches named: side by side, part by part, with what sets each apart', () => {
    const [, second, third] = context.matches;
    if (!second || !third) throw new Error('the athlete needs three matches');
    const answer = ask(`Vergelijk ${second.school_name} en ${third.school_name}`, context);
    expect(answer).toContain('naast elkaar');
    expect(answer).toContain(
      `Match: ${second.match_score}% (#${second.rank}) tegen ${third.match_score}% (#${third.rank})`,
    );
    for (const part of second.score_parts) expect(answer).toContain(`${part.label}: ${part.score} tegen`);
    expect(answer).toContain('Het grootste verschil tussen');
    // Asking whether to write both is the contact rules, not a comparison.
    expect(ask(`Mag ik ${second.school_name} en ${third.school_name} tegelijk mailen?`, context)).not.toContain(
      'naast elkaar',
    );
  });

  it.each([
    ['wat is het verschil tussen mijn nummer 1 en nummer 2?', [1, 2]],
    ['vergelijk nr 1 en 3 eens', [1, 3]],
    ['is mijn eerste of mijn tweede match beter?', [1, 2]],
  ])('%s: the matches at those places side by side, not the divisions', (question, ranks) => {
    const [a, b] = ranks.map((rank) => context.ranking.find((match) => match.rank === rank));
    if (!a || !b) throw new Error('the athlete needs three matches');
    const answer = ask(question, context);
    expect(answer).toContain(`Match: ${a.match_score}% (#${a.rank}) tegen ${b.match_score}% (#${b.rank})`);
    expect(answer).not.toContain('Universiteitsteams in de VS komen uit in verschillende bonden');
  });

  it('a school further down the list, by name or by its number: about that school, not the best five', () => {
    const far = context.ranking[11];
    if (!far) throw new Error('the athlete needs twelve matches');
    const byName = ask(`Vertel eens over ${far.school_name}`, context);
    expect(byName).toContain(`staat op nummer ${far.rank} van je matches`);
    expect(ask('en nummer 12 dan?', context)).toContain(`${far.school_name}, ${far.division}`);
    const [first] = context.matches;
    if (!first) throw new Error('the athlete needs matches');
    const compared = ask(`Vergelijk ${first.school_name} en ${far.school_name}`, context);
    expect(compared).toContain(`(#${first.rank}) tegen ${far.match_score}% (#${far.rank})`);
  });

  it('why a named match stands where it does, whatever else the question says: that school and what holds it', () => {
    const low = context.matches.at(-1);
    const [first] = context.matches;
    if (!low || !first || low === first) throw new Error('the athlete needs matches');
    const sport = (athlete.sport ?? 'hockey').toLowerCase();
    for (const [question, school] of [
      [`waarom staat ${low.school_name} zo laag terwijl dat een topschool in ${sport} is?`, low],
      [`hoe komt het dat ${first.school_name} bovenaan staat? ik had een beurs verwacht bij een grotere school`, first],
      [`waarom staat ${low.school_name} niet hoger? daar wil ik eigenlijk heen`, low],
    ] as const) {
      const answer = ask(question, context);
      expect(answer, question).toContain(`${school.school_name}, ${school.division} in ${school.school_location}`);
      expect(answer, question).toContain(`staat op nummer ${school.rank} van je matches, met ${school.match_score}%`);
      expect(answer, question).toContain('Zo is die score opgebouwd');
    }
  });

  it("'waarom staan deze scholen bovenaan?' after what they cost: how the ranking comes about, not the costs again", () => {
    const [first] = context.matches;
    if (!first) throw new Error('the athlete needs matches');
    const costs = after('Welke van mijn matches kan ik betalen?');
    const answer = ask('waarom staan deze scholen bovenaan?', costs);
    expect(answer).toContain(`${first.match_score}% is de matchscore van ${first.school_name}`);
    expect(answer).toContain('De score telt zes delen bij elkaar op');
    expect(answer).not.toBe(ask('Welke van mijn matches kan ik betalen?', context));
  });

  it.each(['wat als ik geblesseerd raak in amerika?', 'Raak ik mijn beurs kwijt als ik een blessure krijg?'])(
    '%s: keeping the scholarship, what a D1 or D2 school may not do, and the other levels honestly open',
    (question) => {
      const answer = ask(question, context);
      expect(answer).not.toContain(DECLINED);
      expect(answer).toContain('mag een Division I-school je beurs niet verlagen of stoppen om sportieve redenen');
      expect(answer).toContain('Ook in Division II mag een school je sportbeurs tijdens de looptijd niet verlagen');
      expect(answer).not.toContain('Wat de data voor je beste matches schat');
      // The knowledge says it for D1 and D2 (blessure.md); for the NAIA and the junior colleges it does not.
      const open = new Set(
        context.ranking
          .map((match) => match.institution.level)
          .filter((level) => level === 'naia' || level === 'njcaa'),
      );
      if (open.size > 0)
        expect(answer).toContain('staat niet in wat ik weet. Vraag het bij een aanbod na bij de coach');
      else expect(answer).not.toContain('staat niet in wat ik weet');
    },
  );

  it('a Dutch average typed with little else is about grades, not declined', () => {
    const answer = ask('met een 6,4 op mijn rapport?', context);
    expect(answer).not.toContain(DECLINED);
    expect(answer).toContain('Met een 6,4 gemiddeld kom je volgens de omrekentabel op een GPA van ongeveer 2,3');
  });

  it('one school named with the money question: that school alone, not the rest of the list', () => {
    const [, second] = context.matches;
    if (!second) throw new Error('the athlete needs two matches');
    const answer = ask(`Kunnen we ${second.school_name} betalen?`, context);
    expect(answer).toContain(`**${second.school_name}**`);
    expect(answer).not.toContain('Verderop in je lijst');
    for (const other of context.matches.filter((match) => match !== second))
      expect(answer).not.toContain(`**${other.school_name}**`);
  });

  it("what a match score means ('wat betekent 72%?'): the school's six parts with their weights, not the profile score", () => {
    const far = context.ranking[6];
    if (!far) throw new Error('the athlete needs seven matches');
    const answer = ask(`Ik snap die scores niet, wat betekent ${far.match_score}%?`, context);
    expect(answer).toMatch(new RegExp(`^${far.match_score}% is de matchscore van `));
    const first = context.ranking.find((match) => match.match_score === far.match_score);
    if (!first) throw new Error('unreachable');
    for (const part of first.score_parts)
      expect(answer).toContain(`${part.label}: ${part.score} van 100, weegt ${Math.round(part.weight * 100)}% mee`);
    expect(answer).toContain('Je profielscore (');
    // A percentage asked as a fact about something else is not the score's meaning.
    expect(ask(`Wordt er echt ${far.match_score}% van de aanmelders toegelaten?`, context)).not.toContain(
      'is de matchscore van',
    );
    // Asked without a number: the best match's score explained.
    const [top] = context.matches;
    expect(ask('hoe wordt mijn matchscore berekend?', context)).toContain(
      `de matchscore van ${top?.school_name} (nr. 1)`,
    );
  });

  it('the most aid: the whole list by the estimate’s low end, each with its place', () => {
    const answer = ask('welke matches hebben de meeste beurzen?', context);
    expect(answer).toMatch(/^De hoogste geschatte sportbeurs/);
    const lows = [...answer.matchAll(/sportbeurs geschat \$([\d.]+)/g)].map((found) =>
      Number(found[1]?.replaceAll('.', '')),
    );
    expect(lows.length).toBeGreaterThan(0);
    expect(lows).toEqual([...lows].sort((a, b) => b - a));
    const best = Math.max(...context.ranking.map((match) => match.aid_estimate?.min_usd ?? 0));
    expect(lows[0]).toBe(best);
  });

  it('a scholarship’s cover names the athlete’s matches whose estimate may reach the full cost', () => {
    const answer = ask('Welke scholen geven een volledige beurs?', context);
    const full = context.ranking.filter((match) => match.net_cost?.min_usd === 0);
    if (full.length > 0) {
      expect(answer).toContain('kan de geschatte sportbeurs volgens de data tot de volledige kosten gaan');
      for (const match of full.slice(0, 5)) expect(answer).toContain(`**${match.school_name}** (nr. ${match.rank})`);
    } else expect(answer).toContain('reikt de geschatte sportbeurs tot de volledige kosten');
  });

  it('a sentence two knowledge entries share is said once', () => {
    const answer = ask('Hoe schrijf ik een mail naar een coach in het engels?', context);
    const opening = 'Een college-coach beslist in 10 tot 20 seconden of hij een bericht verder leest';
    expect(answer.split(opening)).toHaveLength(2);
  });

  it.each(['hoeveel uur per week train je daar?', 'wat is een transfer portal', 'wat is een redshirt jaar?'])(
    '%s: college life the knowledge does not hold is declined with where to ask, not the divisions',
    (question) => {
      const answer = ask(question, context);
      expect(answer).toContain(DECLINED);
      expect(answer).toContain(CONTACT_EMAIL);
      expect(answer).not.toContain('Division I telt circa 350 scholen');
    },
  );

  it("what Talentbrug itself costs: the free start and the terms' prices, not the Eligibility Center's fee", () => {
    for (const question of ['is talentbrug gratis?', 'Wat kost een abonnement bij Talentbrug?']) {
      const answer = ask(question, context);
      expect(answer).toMatch(/^Je begint gratis bij Talentbrug, \w+, zonder creditcard\./);
      expect(answer).toContain('](/terms#prijzen)');
      expect(answer).not.toContain('Certification Account');
    }
    expect(ask('wat kost de registratie bij het eligibility center?', context)).toContain('circa $160');
  });

  it('when to start, not when to act: January, a gap year, a missed diploma, each with the start on the profile', () => {
    const january = ask('kan ik ook in januari beginnen?', context);
    expect(january).toContain('voorjaarssemester');
    expect(january).toContain('vanaf 1 oktober');
    expect(january).not.toContain('15 juni');
    const start = athlete.target_start_year
      ? `Op je profiel staat nu augustus ${athlete.target_start_year} als start`
      : null;
    expect(january).toContain(start ?? 'Vul op je profiel je startmaand en startjaar in');
    const gap = ask('is een gap year slecht voor mijn eligibility?', context);
    expect(gap).toContain('speeljaren in Amerika verliezen');
    expect(gap).not.toContain('16 kernvakken');
    expect(ask('kan ik een tussenjaar nemen en dan pas gaan?', context)).toContain('Een tussenjaar (gap year) kan');
    // A worry, routed to feelings: the rule and what to do, not a warm word and a school to look at.
    const diploma = ask('wat als ik mijn diploma niet haal?', context);
    expect(diploma).toMatch(
      /^Goed dat je daar nu al aan denkt, \w+\. Zonder diploma word je als eerstejaars niet toegelaten/,
    );
    expect(diploma).toContain('vertel het dan meteen aan de coaches');
    expect(diploma).not.toContain('Een kleine stap helpt');
    // Failing the exam asked as a follow-up of the contact rules, by a parent: still the missed diploma.
    const failed = ask(
      'en wat als hij zakt voor zn examen?',
      after('vanaf wanneer mogen coaches hem benaderen? hij zit nu in havo 5'),
    );
    expect(failed).toContain('Zonder diploma word je als eerstejaars niet toegelaten');
    expect(failed).not.toContain('15 juni');
    // 'Welk diploma heb ik nodig?' is still the eligibility rule, and the calendar stays the calendar.
    expect(ask('welk diploma heb ik nodig voor d1?', context)).not.toContain('Zonder diploma word je');
    expect(ask('wanneer mogen coaches mij bellen?', context)).toContain('15 juni');
  });

  it('a doubt between two levels is a choice: what fits the athlete at each, not only a warm word', () => {
    const answer = ask('ik twijfel tussen d1 en d3', context);
    // Her matches at the two levels, and a level none of them is at said so.
    expect(answer).toMatch(
      /Je matches in NCAA Division I en NCAA Division III en wat hun plek bepaalt:|Bij je matches staat geen school in NCAA Division I/,
    );
    expect(answer).toMatch(/Division I/);
    expect(answer).toMatch(/Division III/);
    expect(answer).not.toContain('Een kleine stap helpt');
  });

  it('a school outside the list, named: where it stands for the athlete, or why it never will be on it', async () => {
    const lookup = createSchoolLookup(committedInstitutionSet);
    const question = 'Waarom staat Stanford niet in mijn lijst?';
    const stanford = await lookup.find(question, context.ranking, athlete.first_name);
    if (!stanford) throw new Error('Stanford is not among the athlete’s matches');
    const absent = await lookup.place(athlete, stanford);
    const answer = ask(question, { ...context, absent });
    expect(answer).toMatch(/^Stanford University \(NCAA Division I in Stanford, CA\) staat niet bij je /);
    // Without matches yet: where it would come, and how to get the list.
    const before = ask(question, { ...contextFor(athlete, [], false), absent });
    expect(before).not.toContain('staat niet bij je nul matches');
    if (!absent.place?.match.ruled_out) expect(before).toContain(`zou voor jou op nummer ${absent.place?.rank} komen`);
    if (absent.place?.match.ruled_out) expect(answer).toContain(lowerFirst(absent.place.match.ruled_out));
    else {
      expect(answer).toContain(`voor jou komt die school op nummer ${absent.place?.rank}`);
      expect(answer).toContain('Het zwakst scoort ze voor jou op');
    }
  });

  it("a city after 'in' is a place, not a school: the weather in Boston is declined, not Boston College placed", async () => {
    const lookup = createSchoolLookup(committedInstitutionSet);
    const question = 'hoe koud wordt het in boston in de winter?';
    expect(await lookup.find(question, context.ranking, athlete.first_name)).toBeNull();
    expect(ask(question, context)).toContain(DECLINED);
    // Named as a school it is one: 'waarom staat Boston College er niet bij?'.
    expect((await lookup.find('waarom staat Boston College er niet bij?', context.ranking, null))?.name).toBe(
      'Boston College',
    );
  });

  it('a budget in the question is held against the whole list, the best of each group named and the rest counted', () => {
    const answer = ask('Welke matches kan ik betalen met €30.000?', context);
    const budget = eurToUsd(30_000);
    const fitting = context.ranking.filter((match) => match.net_cost && match.net_cost.max_usd <= budget);
    for (const match of fitting.slice(0, 5)) expect(answer).toContain(`**${match.school_name}** (nr. ${match.rank}`);
    if (fitting.length > 5)
      expect(answer).toContain(`en nog ${fitting.length - 5 <= 10 ? '' : fitting.length - 5}`.trim());
    expect(answer).toContain('bij al je matches');
  });

  it('what the athlete pays at each match: the figures and the verdict in one sentence', () => {
    const answer = ask('Welke van mijn matches kan ik betalen?', context);
    expect(answer).toContain('Dit betaal je als internationale student bij je beste matches:');
    expect(answer).toMatch(/; dat past/);
    expect(answer).not.toMatch(/; [A-Z]/);
  });

  it('what a scholarship covers, full and partial, and what that means in the athlete’s own sport', () => {
    const answer = ask('Wat dekt een sportbeurs in hockey? Volledig?', context);
    expect(answer).toContain('collegegeld');
    expect(answer).toContain('room and board');
    expect(answer).toMatch(/Voor (hockey|voetbal) bij de (dames|heren):/);
    expect(answer).toMatch(/Division II: [\d,]+ volledige beurzen per team/);
  });

  it('a parent who introduces themselves is answered as the parent, about the athlete', () => {
    const answer = ask(
      `Goedemiddag, ik ben de vader van ${athlete.first_name}. Kan ik hier ook vragen stellen namens hem?`,
      context,
    );
    expect(answer).toMatch(new RegExp(`^Natuurlijk, stel gerust je vragen over ${athlete.first_name}\\.`));
    expect(answer).not.toContain(`de AI-coach van Talentbrug, ${athlete.first_name}.`);
  });

  it('nerves get a warm word and a next step, not a refusal', () => {
    const answer = ask('ik ben zenuwachtig', context);
    expect(answer).not.toContain(DECLINED);
    expect(answer).toMatch(/normaal|spannend/);
    expect(answer).toContain('Een kleine stap helpt');
  });

  it('what goes in the first mail: the subject, what a coach reads for, and the athlete’s own subject line', () => {
    const answer = ask('wat zet hij in die eerste mail', context);
    expect(answer).toContain('Zet in de onderwerpregel je naam, examenjaar en positie');
    expect(answer).toContain('Zet je belangrijkste gegevens erin: je club en niveau, je positie');
    expect(answer).toContain('recruiting coordinator');
    if (athlete.first_name && athlete.last_name && athlete.graduation_year)
      expect(answer).toContain(
        `Jouw onderwerpregel: '${athlete.first_name} ${athlete.last_name} - ${athlete.graduation_year}`,
      );
    // A keeper's subject says it in a coach's English.
    const keeper = { ...athlete, first_name: 'Thijs', last_name: 'Bakker', graduation_year: 2027, position: 'Keeper' };
    expect(ask('wat zet ik in de eerste mail', contextFor(keeper))).toContain(
      "Jouw onderwerpregel: 'Thijs Bakker - 2027 - Goalkeeper'",
    );
  });

  it.each([
    ['wat schrijf ik in mijn eerste mail aan een coach?', 'onderwerpregel'],
    ['wat zet ik in de eerste mail', 'onderwerpregel'],
    ['hoeveel scholen moet ik mailen?', '10 tot 30 scholen'],
  ])('%s: the section its words name, not the one sharing most words with it', (question, said) => {
    expect(ask(question, context)).toContain(said);
  });

  it.each([
    'hoe deel ik mijn profiel met een coach?',
    'wat ziet een coach als ik mijn dossier stuur?',
    'kan een coach mijn profiel bekijken?',
  ])('%s: the dossier, its links per school and what a coach sees', (question) => {
    const answer = ask(question, context);
    expect(answer).toContain('[dossier](/dossier)');
    expect(answer).toContain('Maak per school of per persoon een eigen link');
    expect(answer).toContain('Je telefoonnummer, je geboortedatum en je adres staan er nooit op');
    expect(answer).not.toContain(DECLINED);
  });

  it.each([
    ['hoe verhoog ik mijn profielscore?', 'profielscore staat op'],
    ['wat willen coaches zien in een highlightvideo?', 'Beste actie eerst'],
  ])('%s: not the dossier', (question, said) => {
    const answer = ask(question, context);
    expect(answer).toContain(said);
    expect(answer).not.toContain('/dossier');
  });

  it('declines what is truly outside the knowledge, saying where to ask', () => {
    for (const question of ['Wat is het telefoonnummer van de coach van Duke?', 'Wat wordt het weer morgen?']) {
      const answer = ask(question, context);
      expect(answer, question).toContain(DECLINED);
      expect(answer, question).toContain(CONTACT_EMAIL);
    }
  });
});

describe('the dossier and the consent age', () => {
  const birthday = (years: number) => `${2026 - years}-06-01`;
  it('under 16 a parent’s consent comes first; at 17 nothing is said of it; without a date of birth, both', () => {
    const question = 'hoe deel ik mijn profiel met een coach?';
    expect(ask(question, contextFor({ ...FLEUR, date_of_birth: birthday(15) }))).toContain(
      'Omdat je jonger bent dan 16, geeft eerst een ouder of voogd toestemming voordat je dossier openbaar wordt.',
    );
    expect(ask(question, contextFor({ ...FLEUR, date_of_birth: birthday(17) }))).not.toContain('voogd');
    expect(ask(question, contextFor({ ...FLEUR, date_of_birth: null }))).toContain(
      'vul daarvoor ook je geboortedatum in op je profiel',
    );
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

  it('Fleur, in VWO 5 and starting in August 2028, hears that coaches may answer her since June 2026', () => {
    const answer = ask('Wanneer contact met coaches?', contextFor(FLEUR));
    expect(answer).toContain('Je wilt in augustus 2028 beginnen en je zit nu in VWO 5, dus over anderhalf jaar');
    expect(answer).toContain(
      'Coaches in D1 hockey mogen je vanaf 15 juni na je 4e klas antwoorden: dat was in juni 2026, je kunt nu schrijven.',
    );
    expect(answer).toContain('Wacht dus niet: mail de coaches van je beste matches nu');
    expect(answer).not.toContain('naast je eigen schooljaren');
  });

  it('Daan, with no start on his profile, gets the dates of his class (HAVO 5: the diploma in 2027)', () => {
    for (const question of ['wat moet ik deze maand doen?', 'wanneer mogen coaches mij mailen?']) {
      const answer = ask(question, contextFor(DAAN));
      expect(answer, question).toContain('Je zit nu in HAVO 5, dus je doet in 2027 eindexamen.');
      expect(answer, question).toContain(
        'Coaches in D1 voetbal mogen je vanaf 15 juni na je 4e klas antwoorden: dat was in juni 2026',
      );
      expect(answer, question).toContain('Vul op je profiel ook in wanneer je wilt beginnen');
    }
  });

  it('a VWO 3 pupil hears when the day comes, and that mailing first may start now', () => {
    const pupil = { ...FLEUR, education_level: 'VWO 3', target_start_year: 2030, target_start_month: 8 };
    const answer = ask('Wanneer contact met coaches?', contextFor(pupil));
    expect(answer).toContain('dat is over 18 maanden, in juni 2028.');
    expect(answer).toContain('Tot die dag maak je je profiel en video klaar; zelf als eerste mailen mag nu al.');
    const registration = ask('Wanneer moet ik me registreren bij het Eligibility Center?', contextFor(pupil));
    expect(registration).toContain('Registreer je rond het begin van je 4e klas, in september 2027');
  });

  it('a women’s basketball player in VWO 4 gets her first day (Division II’s; Division I’s is later), a pupil past it the registration now', () => {
    const player = { ...DAAN, sport: 'Basketbal', team: 'dames', education_level: 'VWO 4' };
    const answer = ask('Wanneer contact met coaches?', contextFor(player));
    expect(answer).toContain('Je zit nu in VWO 4, dus je doet in 2029 eindexamen.');
    expect(answer).toContain(
      'Coaches in D2 basketbal mogen je vanaf 15 juni na je 4e klas antwoorden: dat is over 6 maanden, in juni 2027.',
    );
    expect(answer).toContain('Bij honkbal, basketbal (dames), lacrosse en softbal mag dat pas vanaf 1 september');
    const registration = ask('Wanneer moet ik me registreren bij het Eligibility Center?', contextFor(DAAN));
    expect(registration).toContain('Registreren doe je rond het begin van je 4e klas, en die begon in september 2025');
    expect(registration).toContain('registreer je nu bij het Eligibility Center');
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
    // Each school's reason a whole sentence: never cut at the thousands point of an amount ('$15.624').
    expect(answer).not.toMatch(/%\): \d/);
    // What sets each school apart, not the limit all five share: that is said once, under the list.
    const cap = daan.matches[0]?.caps[0] ?? '';
    expect(cap).toMatch(/^Junior college/);
    expect(answer.split(cap.slice(1)).length - 1).toBe(1);
    expect(answer).toContain('Voor alle vijf geldt: junior college');
    // Why these divisions: his level on the sport's ladder, then his grades.
    expect(answer).toContain('Wat je niveau, eerste klasse');
    expect(answer).toContain('Niet realistisch: NCAA Division I en NCAA Division II');
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

describe('a feeling gets a word and a step of its own (issue 34, item 2)', () => {
  // Written before the word lists: what each feeling is about, as families put it.
  it.each([
    ['ik ben zenuwachtig', 'nerves'],
    ['Ik twijfel of ik wel echt wil gaan', 'doubt'],
    ['ik ben bang dat ik het niveau daar niet aankan', 'nerves'],
    ['stress stress stress', 'nerves'],
    ['ik ben bang dat ik heimwee krijg', 'homesick'],
    ['ik mis mn vriendin nu al als ik eraan denk', 'homesick'],
    ['ik ga mijn familie zo missen', 'homesick'],
    ['ik heb nog niks gehoord van coaches en voel me echt waardeloos', 'rejection'],
    ['een coach zei nee, balen 😞', 'rejection'],
    ['ik ben afgewezen door mijn favoriete school', 'rejection'],
    ['mijn ouders vinden het te duur', 'money'],
    ['ik lig wakker van het geld', 'money'],
    ['mijn vrouw vindt het doodeng dat hij straks zo ver weg zit', 'homesick'],
    ['soms twijfel ik of ik niet gewoon in nederland moet gaan studeren en zwemmen', 'doubt'],
    ['ik weet niet of ik het wel wil eigenlijk', 'doubt'],
  ])('%s: %s', (question, feeling) => {
    expect(feelingOf(question)).toBe(feeling);
  });

  it.each(athletes)(
    '%s: a worry about money names the matches within the budget, never a refusal',
    (_name, athlete) => {
      const context = contextFor(athlete);
      const answer = ask('mijn ouders vinden het te duur', context);
      expect(answer).not.toContain(DECLINED);
      expect(answer).toMatch(/geld zwaar weegt/);
      const budgetUsd = eurToUsd(athlete.budget_eur_min ?? 0);
      const fitting = context.matches.filter((match) => match.net_cost && match.net_cost.max_usd <= budgetUsd);
      if (fitting[0]) expect(answer).toContain(fitting[0].school_name);
      expect(answer).toContain('Welke matches kan ik betalen?');
    },
  );

  it.each([
    ['mijn vrouw vindt het doodeng dat hij straks zo ver weg zit', true],
    ['onze dochter twijfelt of ze wel wil', true],
    // The athlete speaking of a coach as 'hij' is still the athlete.
    ['een coach zei nee en hij reageert niet meer', false],
    ['mijn ouders vinden het te duur', false],
  ])('%s: a parent speaking: %s', (question, parent) => {
    expect(parentSpeaks(question)).toBe(parent);
  });

  it.each(athletes)(
    '%s: a parent’s worry is answered to the parent, a doubt about going with a step that weighs it',
    (_name, athlete) => {
      const context = contextFor(athlete);
      const parent = ask('mijn vrouw vindt het doodeng dat hij straks zo ver weg zit', context);
      expect(parent).toContain(`${athlete.first_name} zo ver weg zien gaan is voor ouders`);
      expect(parent).not.toContain(`, ${athlete.first_name}.`);
      expect(parent).not.toContain('highlightvideo');
      const doubt = ask('soms twijfel ik of ik niet gewoon in nederland moet gaan studeren', context);
      expect(doubt).toMatch(new RegExp(`^${athlete.first_name}, twijfel hoort bij`));
      expect(doubt).toContain(`vraag een coach van ${context.matches[0]?.school_name}`);
      expect(doubt).not.toContain(DECLINED);
    },
  );

  it.each(athletes)('%s: homesickness and a coach’s no each get their own step', (_name, athlete) => {
    const context = contextFor(athlete);
    expect(ask('ik ben bang dat ik heimwee krijg', context)).toMatch(/heimwee, of bang zijn ervoor, hoort erbij/i);
    const no = ask('ik heb nog niks gehoord van coaches en voel me echt waardeloos', context);
    expect(no).toContain('voelt rot');
    expect(no).toMatch(/mail de volgende school van je lijst, en volg na \d+ dagen op/);
  });
});

describe('the best of the matches at one thing', () => {
  it.each([
    ['welke van mijn matches is academisch het sterkst? ik wil biologie doen', true],
    ['welke school heeft de beste naam', true],
    ['wat is de beste school voor mij academisch?', false],
    ['waar krijg ik de meeste speeltijd?', false],
  ])('%s: academic standing asked: %s', (question, asked) => {
    expect(asksAcademicStanding(question)).toBe(asked);
  });

  it.each(athletes)(
    "%s: 'academisch het sterkst' ranks by how selective the schools admit, not by how easily she gets in",
    (_name, athlete) => {
      const context = contextFor(athlete);
      const answer = ask('welke van mijn matches is academisch het sterkst? ik wil biologie doen', context);
      if (context.ranking.every((match) => match.institution.admission_rate === null)) {
        // Daan's junior colleges admit everyone with a diploma: no standing to rank by, so the academic part.
        expect(answer).toMatch(/^Op studie en toelating scoren/);
        return;
      }
      expect(answer).toMatch(/^Academisch het sterkst/);
      const rates = [...answer.matchAll(/: (\d+)% van de aanmelders toegelaten/g)].map((found) => Number(found[1]));
      expect(rates.length).toBeGreaterThan(0);
      expect(rates).toEqual([...rates].sort((a, b) => a - b));
      const lowest = Math.min(
        ...context.ranking.flatMap((match) =>
          match.institution.admission_rate === null ? [] : [Math.round(match.institution.admission_rate * 100)],
        ),
      );
      expect(rates[0]).toBe(lowest);
      expect(answer).toContain('Welke studies een school aanbiedt, staat niet in onze data');
    },
  );

  it.each(athletes)(
    '%s: the cheapest, among schools the cost part scores alike, is the lower year after aid',
    (_name, athlete) => {
      const context = contextFor(athlete);
      const answer = ask('welke van mijn matches is het goedkoopst?', context);
      const listed = [...answer.matchAll(/\*\*(.+?)\*\* \(nr\. \d+, .*?, \d+%\): (\d+)/g)].map((found) => ({
        match: context.ranking.find((match) => match.school_name === found[1]),
        score: Number(found[2]),
      }));
      expect(listed.length).toBeGreaterThan(1);
      for (const [at, row] of listed.entries()) {
        const next = listed[at + 1];
        if (!next || next.score !== row.score) continue;
        expect(row.match?.net_cost?.max_usd ?? 0, row.match?.school_name).toBeLessThanOrEqual(
          next.match?.net_cost?.max_usd ?? 0,
        );
      }
    },
  );

  it.each([
    ['wat is de beste school voor mij academisch?', 'academic'],
    ['waar krijg ik de meeste speeltijd?', 'roster'],
    ['welke is het goedkoopst?', 'cost'],
    ['wat is de goedkoopste optie', 'cost'],
    ['welke school heeft de grootste selectie', 'roster'],
    ['welke van mijn matches is academisch het sterkst? ik wil biologie doen', 'academic'],
    ['waar is de selectie het grootst', 'roster'],
    ['wat is mijn beste match?', null],
    ['welke studie past bij mij?', null],
  ])('%s -> %s', (question, part) => {
    expect(rankedPartIn(question)).toBe(part);
  });

  it.each(athletes)(
    '%s: the matches ranked by the part asked, with the fact that tells them apart',
    (_name, athlete) => {
      const context = contextFor(athlete);
      const answer = ask('Waar krijg ik de meeste speeltijd?', context);
      // The whole list is searched, not only the first five: the five best at this part, each with its place.
      expect(answer).toMatch(/^Op plek in het team scoren deze scholen van al je matches het hoogst:/);
      const listed = [...answer.matchAll(/\(nr\. (\d+), .*?, \d+%\): (\d+)/g)];
      const scores = listed.map((found) => Number(found[2]));
      expect(scores).toHaveLength(5);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const best = Math.max(
        ...context.ranking.map((match) => match.score_parts.find((part) => part.key === 'roster')?.score ?? 0),
      );
      expect(scores[0]).toBe(best);
      expect(listed.some((found) => Number(found[1]) > context.matches.length)).toBe(true);
      expect(answer).toMatch(/Over alles past|ook over alles je sterkste match/);
    },
  );
});

describe('a school called by its short name', () => {
  it("Fleur's 'penn state' is her own match Pennsylvania State University: about that school", () => {
    const context = contextFor(FLEUR);
    const penn = context.ranking.find((match) => match.school_name === 'Pennsylvania State University');
    if (!penn) throw new Error('Penn State is among Fleur’s matches');
    expect(ask('wat vind je van penn state?', context)).toContain(
      `Pennsylvania State University, ${penn.division} in ${penn.school_location}, staat op nummer ${penn.rank}`,
    );
  });
});

describe('a wish to study in a state', () => {
  it('reads the state in Dutch or English, and not a state inside another name', () => {
    expect(stateIn(fold('ik wil liever in Californië studeren'))).toBe('CA');
    expect(stateIn(fold('scholen in california?'))).toBe('CA');
    expect(stateIn(fold('iets in West Virginia'))).toBe('WV');
    expect(stateIn(fold('of toch Arkansas'))).toBe('AR');
    expect(stateIn(fold('ik wil naar een goede school'))).toBeNull();
  });

  it.each(athletes)(
    '%s: the matches there, and how the profile tells the matching; the weather stays declined',
    (_name, athlete) => {
      const context = contextFor(athlete);
      const answer = ask('ik wil liever in californie studeren', context);
      expect(answer).not.toContain(DECLINED);
      expect(answer).toMatch(/Van al je matches (ligt|liggen) .* in Californië\./);
      expect(answer).toContain("Zet Californië bij 'Voorkeursstaten' op je profiel");
      // The whole list, not only the first five: a school far down in Ohio is named too.
      const ohio = context.ranking.filter((match) => match.institution.state === 'OH').slice(0, 5);
      const there = ask('zijn er scholen in Ohio?', context);
      for (const match of ohio) expect(there).toContain(match.school_name);
      expect(ask('hoe is het weer in Florida?', context)).toContain(DECLINED);
    },
  );
});

describe('a Dutch average in the question', () => {
  it.each([
    ['kan ik met een 6 gemiddeld naar amerika?', 6],
    ['ik sta een 6,8 gemiddeld, is dat genoeg?', 6.8],
    ['mijn cijfers zijn gemiddeld een 7.5', 7.5],
    ['wat betekent 10 van de 16 voor het zevende semester', null],
    ['heb ik een GPA van 3,0 nodig?', null],
  ])('%s -> %s', (question, grade) => {
    expect(gradeAsked(question)).toBe(grade);
  });

  it.each(athletes)(
    '%s: the average asked about, not the profile’s, turned into a GPA and the gates it clears',
    (_name, athlete) => {
      const answer = ask('kan ik met een 6 gemiddeld naar amerika?', contextFor(athlete));
      expect(answer).toContain('Met een 6,0 gemiddeld kom je volgens de omrekentabel op een GPA van ongeveer 2,0');
      expect(answer).toContain('De NCAA-eis van Division I (2,3) en Division II (2,2) haal je daarmee nog niet.');
      expect(answer).toContain(
        'Bij de NAIA kom je binnen als je daarnaast nog een van de twee andere voorwaarden haalt',
      );
      expect(answer).not.toContain('Je GPA is geschat op');
    },
  );
});
