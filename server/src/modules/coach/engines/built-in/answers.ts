/**
 * The built-in coach's answers, one function per topic. Every figure in them comes from the
 * athlete's own data (profile, matches, profile score) or is quoted from a knowledge entry, whose
 * date is named; the code itself holds no facts. What the data does not know is said, not guessed.
 */
import { CONTACT_EMAIL, PRODUCT_NAME } from '@talentbrug/domain/constants';
import { type Match, proofOfFundsUsd } from '@talentbrug/domain/matches';
import { PROFILE_SCORE_MAX, profileScore, type ScoredProfile } from '@talentbrug/domain/onboarding/profile-score';
import { ENGLISH_SCALES, type Profile } from '@talentbrug/domain/profile';
import {
  COLLEGE_LEVEL_LABELS,
  COLLEGE_LEVELS,
  type CollegeLevel,
  findSport,
  noProgrammeText,
  type Sport,
  TEAMS,
  type Team,
  teamProgramme,
} from '@talentbrug/domain/sports';
import { athleteFactsOf } from '../../../matches/athlete-facts.ts';
import { bestSatEquivalent } from '../../../matches/engine/athlete.ts';
import { ACADEMIC_MINIMUMS } from '../../../matches/engine/filters.ts';
import { decimal, eur, gpa, usd, usdRange, wholeNumber } from '../../../matches/engine/format.ts';
import { type KnowledgeBase, type KnowledgeEntry, monthName, type Passage } from '../../knowledge.ts';
import type { CoachInput } from '../engine.ts';
import type { Detected, Intent } from './intents.ts';
import { and, bare, bullets, count, listItems, lowerFirst, pick, prose, sentences, sourceLine } from './writing.ts';

/** The button on the matches page that computes matches. */
const GENERATE_BUTTON = 'Genereer AI Matches';
/** The button of the matches page's notice that matches are from before a profile change. */
export const REGENERATE_BUTTON = 'Genereer opnieuw';

/**
 * Said before anything quoted from matches that are older than the profile. What such matches say
 * about the athlete (a missing English score, the budget or GPA they were held against) is left
 * out of every answer; what they say about the schools stays, under this line.
 */
export const STALE_MATCHES_NOTE = `Let op: je matches zijn berekend vóór je laatste profielwijziging. Wat ze over jou zeiden, laat ik daarom weg, en wat ik over de scholen noem, kan na een nieuwe berekening anders uitvallen. Klik op de matchespagina op '${REGENERATE_BUTTON}', dan rekenen je matches met je nieuwste gegevens.`;

/** What one answer is written from. */
interface Writing {
  readonly question: string;
  readonly profile: Profile | null;
  readonly matches: readonly Match[];
  /** The matches are from before a change of a fact they read (CoachContext.matchesStale). */
  readonly stale: boolean;
  readonly name: string | null;
  readonly kb: KnowledgeBase;
  /** The entries quoted so far, for the source line. */
  readonly quoted: KnowledgeEntry[];
}

/** A passage of the knowledge, remembered for the source line. */
function quote(writing: Writing, entryId: string, heading: string): Passage {
  const { passage, entry } = writing.kb.section(entryId, heading);
  writing.quoted.push(entry);
  return passage;
}

function paragraphs(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join('\n\n');
}

function withSources(writing: Writing, ...parts: (string | null | undefined | false)[]): string {
  return paragraphs(...parts, sourceLine(writing.quoted));
}

// ---- the athlete's data, in words -------------------------------------------------------------

/** The note that the matches about to be quoted are old, or nothing when they are current. */
function staleNote(writing: Writing): string | null {
  return writing.stale && writing.matches.length > 0 ? STALE_MATCHES_NOTE : null;
}

const levelOf = (match: Match): CollegeLevel => match.institution.level;
/** A score part's label inside a sentence: 'sportief niveau', but 'Engels'. */
const inSentence = (label: string) => (label === 'Engels' ? label : lowerFirst(label));
const levelLabel = (level: CollegeLevel) => COLLEGE_LEVEL_LABELS[level];

function sportOf(profile: Profile | null): Sport | null {
  return profile?.sport ? findSport(profile.sport) : null;
}

function teamOf(profile: Profile | null): Team | null {
  return TEAMS.find((team) => team === profile?.team) ?? null;
}

/** The levels the athlete's matches are at, in the catalogue's order. */
function levelsOf(matches: readonly Match[]): CollegeLevel[] {
  const present = new Set(matches.map(levelOf));
  return COLLEGE_LEVELS.filter((level) => present.has(level));
}

function englishText(profile: Profile): string | null {
  if (!profile.english_test || profile.english_score === null) return null;
  const scale = ENGLISH_SCALES[profile.english_test];
  const score = scale.step < 1 ? decimal(profile.english_score, 1) : wholeNumber(profile.english_score);
  return `${scale.label} ${score}`;
}

function testText(profile: Profile): string | null {
  const parts = [
    profile.sat_score !== null ? `SAT ${wholeNumber(profile.sat_score)}` : null,
    profile.act_score !== null ? `ACT ${profile.act_score}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? and(parts) : null;
}

/** What a match's scholarship line says, inside a sentence. */
function scholarshipPhrase(match: Match): string {
  return lowerFirst(match.scholarship.replace(/^Geschat: /, 'sportbeurs geschat '));
}

function startText(profile: Profile | null): string | null {
  if (!profile?.target_start_year) return null;
  const month = profile.target_start_month ? monthName(profile.target_start_month) : null;
  return month ? `${month} ${profile.target_start_year}` : `${profile.target_start_year}`;
}

/** The five facts the profile score counts, with what to fill in for each. */
const SCORED: readonly [keyof ScoredProfile, string][] = [
  ['first_name', 'je voornaam'],
  ['sport', 'je sport'],
  ['education_level', 'je opleiding (bijvoorbeeld HAVO of VWO)'],
  ['highlight_video_url', 'een link naar je highlightvideo'],
  ['academic_gpa', 'je gemiddelde cijfer (GPA)'],
];

export function scoreGaps(profile: Profile | null): { score: number; missing: string[] } {
  const scored: ScoredProfile = profile ?? {};
  const missing = SCORED.filter(([field]) => profileScore({ [field]: scored[field] }) === 0).map(([, label]) => label);
  return { score: profileScore(scored), missing };
}

/** What matching still needs, in the matches service's own words. */
function matchingGaps(profile: Profile | null): { missing: string[]; unknownSport: string | null } {
  if (!profile)
    return {
      missing: ['je sport', 'je team (heren of dames)', 'je huidige niveau', 'je gemiddelde cijfer (GPA)'],
      unknownSport: null,
    };
  const read = athleteFactsOf(profile);
  return 'missing' in read ? read : { missing: [], unknownSport: null };
}

// ---- no matches yet ----------------------------------------------------------------------------

/** Without matches, what the athlete does first; used by every answer that needs them. */
function noMatchesYet(writing: Writing): string {
  const { profile } = writing;
  const gaps = matchingGaps(profile);
  const sport = sportOf(profile);
  const team = teamOf(profile);
  const none = sport && team ? noProgrammeText(sport, team) : null;
  if (none) return none;
  const parts: string[] = [];
  if (gaps.missing.length > 0) {
    parts.push(
      `Je hebt nog geen matches. Om ze te berekenen heb ik nog nodig: ${and(gaps.missing)}. Vul dat aan op je profiel (of loop de onboarding door) en klik daarna op de matchespagina op '${GENERATE_BUTTON}'.`,
    );
  }
  if (gaps.unknownSport) {
    parts.push(`'${gaps.unknownSport}' ken ik niet als universiteitssport: kies je sport uit de lijst op je profiel.`);
  }
  if (parts.length === 0) {
    parts.push(
      `Je profiel is klaar om te matchen, maar je hebt nog geen matches. Ga naar Matches en klik op '${GENERATE_BUTTON}'; daarna kan ik je precies vertellen welke scholen het best passen en waarom.`,
    );
  }
  return parts.join(' ');
}

// ---- the six popular questions ------------------------------------------------------------------

function bestMatches(writing: Writing): string {
  const { matches, name, question } = writing;
  const [top, ...rest] = matches;
  if (!top) return paragraphs(noMatchesYet(writing));
  const opener = pick(question, [
    `${name ? `${name}, op` : 'Op'} dit moment past ${top.school_name} het best bij je`,
    `Je sterkste match is nu ${top.school_name}`,
  ]);
  // Old matches' rationale holds the athlete's old facts ('binnen je budget van ...'): left out.
  const head = `${opener}: ${top.match_score}%, ${top.division} in ${top.school_location}.${writing.stale ? '' : ` ${top.rationale}`}`;
  const parts = [...top.score_parts].sort((a, b) => b.score - a.score);
  const strong = parts[0];
  const weak = parts[parts.length - 1];
  const balance =
    strong && weak && strong.key !== weak.key
      ? `Het sterkst scoor je daar op ${inSentence(strong.label)} (${strong.score}), het zwakst op ${inSentence(weak.label)} (${weak.score}).`
      : null;
  const missing =
    top.missing.length > 0 && !writing.stale ? `Wat je daar nog mist:\n${bullets(top.missing.slice(0, 3))}` : null;
  const others =
    rest.length > 0
      ? `Daarna volgen:\n${bullets(rest.map((match) => `${match.school_name} (${match.division}): ${match.match_score}%, ${scholarshipPhrase(match)}`))}`
      : null;
  const unconfirmed = matches.filter((match) => !match.sport_confirmed).map((match) => match.school_name);
  const confirm =
    unconfirmed.length > 0
      ? `Bij ${and(unconfirmed)} staat je team niet bevestigd in de data: kijk even op de athletics-site van de school.`
      : null;
  return paragraphs(
    staleNote(writing),
    head,
    balance,
    missing,
    others,
    confirm,
    'De beursbedragen zijn schattingen, geen toezeggingen. Wil je meer weten over een van deze scholen? Noem de naam, dan zoom ik in.',
  );
}

function schoolDetail(match: Match, stale: boolean): string {
  const head = `${match.school_name}, ${match.division} in ${match.school_location}, staat op nummer ${match.rank} van je matches, met ${match.match_score}%.${stale ? '' : ` ${match.rationale}`}`;
  const parts = `Zo is die score opgebouwd:\n${bullets(match.score_parts.map((part) => `${part.label}: ${part.score}`))}`;
  const money = [
    `Beurs: ${/^Geschat: /.test(match.scholarship) ? `${match.scholarship.replace(/^Geschat: /, '')} (geschat)` : lowerFirst(match.scholarship)}.`,
    match.tuition ? `Kosten: ${match.tuition}.` : 'De kosten van deze school staan niet in de data.',
  ].join(' ');
  // What the match says the athlete lacks, and the caps of their wishes, were of the old profile.
  const missing = stale
    ? null
    : match.missing.length > 0
      ? `Wat je hier nog mist:\n${bullets(match.missing)}`
      : 'Volgens de data mis je hier niets: een goed moment om de coach een persoonlijk bericht te sturen.';
  const caps =
    match.caps.length > 0 && !stale
      ? `Wat de score begrenst: ${and(match.caps.map((cap) => lowerFirst(bare(cap))))}.`
      : null;
  const confirm = match.sport_confirmed
    ? null
    : 'Of de school je team heeft, is niet bevestigd in de data: controleer de athletics-site.';
  const site = match.institution.athletics_url ?? match.institution.website;
  return paragraphs(
    stale ? STALE_MATCHES_NOTE : null,
    head,
    parts,
    money,
    missing,
    caps,
    confirm,
    site ? `Meer over het team: ${site}` : null,
  );
}

function profileAnswer(writing: Writing): string {
  const { profile, matches, name } = writing;
  const { score, missing } = scoreGaps(profile);
  const head =
    missing.length > 0
      ? `${name ? `${name}, je` : 'Je'} profielscore staat op ${score}%. Om hoger te komen, vul je dit nog in op je profielpagina:\n${bullets(missing)}`
      : `${name ? `Mooi, ${name}: je` : 'Mooi: je'} profielscore staat op ${PROFILE_SCORE_MAX}%. Alles wat de score meet, heb je ingevuld.`;
  const extras: string[] = [];
  const gaps = matchingGaps(profile);
  for (const gap of gaps.missing) {
    if (!missing.some((item) => item.includes(gap.replace(/^je /, '')))) extras.push(`${gap}: nodig voor je matches`);
  }
  if (profile && profile.sat_score === null && profile.act_score === null) {
    extras.push('een SAT- of ACT-score: niet verplicht voor de NCAA, wel nuttig voor de toelating van de school');
  }
  if (profile && !englishText(profile)) extras.push('een Engelse taaltoets (TOEFL, IELTS of Duolingo) met je score');
  if (profile && profile.budget_eur_min === null)
    extras.push('je budget per jaar, zodat ik de kosten na de beurs kan vergelijken');
  if (profile && !profile.achievements) extras.push('je prestaties: titels, selecties en persoonlijke records');
  if (profile && !profile.current_team) extras.push('je huidige club of team');
  const more = extras.length > 0 ? `Wat coaches en je matches verder helpen:\n${bullets(extras)}` : null;

  // What the matches themselves most often list as missing, in their own words.
  const counts = new Map<string, number>();
  for (const match of matches) for (const line of match.missing) counts.set(line, (counts.get(line) ?? 0) + 1);
  const common = [...counts]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2);
  const fromMatches = writing.stale
    ? staleNote(writing)
    : common.length > 0
      ? `Bij je matches komt dit het vaakst terug als ontbrekend:\n${bullets(common.map(([line, n]) => `bij ${count(n)} scholen: ${lowerFirst(line)}`))}`
      : null;
  const video = !profile?.highlight_video_url
    ? `Begin met de video. ${prose(quote(writing, 'recruiting-kalender', 'Zelf coaches benaderen'))}`
    : null;
  const next =
    matches.length > 0
      ? null
      : gaps.missing.length > 0 || gaps.unknownSport
        ? `Met die gegevens kun je daarna op de matchespagina op '${GENERATE_BUTTON}' klikken.`
        : noMatchesYet(writing);
  return withSources(writing, head, video, more, fromMatches, next);
}

/** How the athlete's test compares with a school's average SAT, in words only. */
function satVerdict(own: number, average: number): string {
  if (own >= average + 50) return 'jij zit erboven';
  if (own >= average - 50) return 'jij zit er rond';
  if (own >= average - 100) return 'jij zit er iets onder';
  return 'jij zit er ruim onder';
}

function satAnswer(writing: Writing): string {
  const { profile, matches } = writing;
  const ncaa = quote(writing, 'sat-act', 'De NCAA vraagt geen SAT of ACT meer').text;
  const tests = profile ? testText(profile) : null;
  const own = profile ? bestSatEquivalent({ sat: profile.sat_score, act: profile.act_score }) : null;
  const ownLine = tests ? `Op je profiel staat ${tests}.` : 'Je hebt nog geen SAT- of ACT-score op je profiel.';
  const withAverage = matches.filter((match) => match.institution.sat_avg !== null);
  let schools: string | null;
  if (matches.length === 0) {
    schools = `${noMatchesYet(writing)} Daarna zet ik de gemiddelde SAT van elke school naast ${tests ? 'jouw score' : 'wat je nodig hebt'}.`;
  } else if (withAverage.length === 0) {
    schools =
      'Van je beste matches staat bij geen enkele school een gemiddelde SAT in de data; kijk daarvoor op de site van de school.';
  } else {
    schools = `De gemiddelde SAT bij je matches:\n${bullets(
      withAverage.map((match) => {
        const average = match.institution.sat_avg as number;
        return `${match.school_name}: ${wholeNumber(average)}${own !== null ? `, ${satVerdict(own, average)}` : ''}`;
      }),
    )}`;
  }
  const first = withAverage[0];
  const aim = first
    ? `Welke score je nodig hebt? Voor de NCAA geen. Voor de toelating is het gemiddelde van de school een goed richtpunt: bij ${first.school_name} is dat ${wholeNumber(first.institution.sat_avg as number)}.`
    : null;
  const naiaMatch = matches.some((match) => levelOf(match) === 'naia');
  const lowGpa = profile?.academic_gpa != null && profile.academic_gpa < ACADEMIC_MINIMUMS.naia;
  const twoOfThree =
    lowGpa && profile?.academic_gpa != null && profile.academic_gpa >= ACADEMIC_MINIMUMS.naiaTwoOfThreeGpa
      ? ` Jouw geschatte GPA van ${gpa(profile.academic_gpa)} telt als een van die twee; een SAT- of ACT-score op dat niveau kan de tweede zijn.`
      : '';
  const naia = naiaMatch || lowGpa ? `${prose(quote(writing, 'sat-act', 'De NAIA'))}${twoOfThree}` : null;
  return withSources(
    writing,
    `${pick(writing.question, ['Eerst het goede nieuws:', 'Om te beginnen:'])} ${lowerFirst(ncaa)}`,
    ownLine,
    schools,
    aim,
    naia,
  );
}

/**
 * What a per-sport list in a passage ('- Voetbal: 9,9 (heren), 14 (dames), equivalency') says for
 * this athlete's sport and team: the figure ('9,9') and any note beside it ('equivalency'), or null
 * when the list names neither.
 */
export function sportLine(
  passage: Passage,
  sport: Sport | null,
  team: Team | null,
): { value: string; note: string | null } | null {
  if (!sport) return null;
  const item = listItems(passage).find((line) => line.startsWith(`${sport.name}:`));
  if (!item) return null;
  const parts = item
    .slice(sport.name.length + 1)
    .trim()
    .split(/,\s+/)
    .map((part) => part.replace(/\s+per team$/, ''));
  const teamed = parts.filter((part) => /\((heren|dames)\)/.test(part));
  const notes = parts.filter((part) => !teamed.includes(part) && !/\d/.test(part));
  const values = parts.filter((part) => !notes.includes(part));
  const own =
    teamed.length === 0 || !team
      ? values
      : values.filter((part) => part.includes(`(${team})`)).map((part) => part.replace(/\s*\((heren|dames)\)/, ''));
  if (own.length === 0) return null;
  return { value: own.join(', '), note: notes.length > 0 ? notes.join(', ') : null };
}

function scholarshipAnswer(writing: Writing, asked: readonly CollegeLevel[]): string {
  const { profile, matches, name } = writing;
  const sport = sportOf(profile);
  const team = teamOf(profile);
  const levels =
    asked.length > 0
      ? asked
      : matches.length > 0
        ? levelsOf(matches)
        : (['ncaa-d1', 'ncaa-d2', 'ncaa-d3', 'naia'] as const);
  const greeting = pick(writing.question, [
    name ? `Goed dat je hier vroeg mee bezig bent, ${name}.` : 'Goed dat je hier vroeg mee bezig bent.',
    name ? `Helder, ${name}.` : 'Helder.',
  ]);
  const head =
    matches.length > 0 && asked.length === 0
      ? `${greeting} Eerst wat je matches laten zien, dan hoe het per divisie werkt.`
      : asked.length > 0
        ? `${greeting} Zo werken sportbeurzen in ${and(asked.map(levelLabel))}.`
        : `${greeting} Zo werken sportbeurzen per divisie, en dit kun je nu al doen.`;
  const estimates =
    matches.length > 0 && asked.length === 0
      ? paragraphs(
          staleNote(writing),
          `Wat de data voor je beste matches schat:\n${bullets(matches.map((match) => `${match.school_name}: ${scholarshipPhrase(match)}`))}`,
        )
      : matches.length === 0
        ? noMatchesYet(writing)
        : null;
  const forSport = sport ? `Voor ${lowerFirst(sport.name)}${team ? ` bij de ${team}` : ''}` : '';
  const rulesOf = (level: CollegeLevel): string => {
    switch (level) {
      case 'ncaa-d1': {
        const rules = quote(writing, 'beurzen', 'Division I').text;
        const roster = sportLine(
          quote(writing, 'beurzen', 'Rosterlimieten Division I (House-schikking, 2025-26)'),
          sport,
          team,
        );
        const old = sportLine(quote(writing, 'beurzen', 'Oude beurslimieten Division I'), sport, team);
        const specifics = [
          roster ? `een selectie van maximaal ${roster.value} bij House-scholen` : null,
          old ? `een oude beurslimiet van ${old.value} volledige beurzen${old.note ? ` (${old.note})` : ''}` : null,
        ].filter((item): item is string => item !== null);
        return `${rules}${specifics.length > 0 ? ` ${forSport}: ${and(specifics)}.` : ''}`;
      }
      case 'ncaa-d2': {
        const passage = quote(writing, 'beurzen', 'Division II');
        const line = sportLine(passage, sport, team);
        return `${sentences(prose(passage), 1)}${line ? ` ${forSport}: ${line.value} volledige beurzen per team.` : ''}`;
      }
      case 'ncaa-d3':
        return quote(writing, 'beurzen', 'Division III').text;
      case 'naia':
        return quote(writing, 'beurzen', 'NAIA').text;
      case 'njcaa':
        return quote(writing, 'beurzen', 'NJCAA').text;
    }
  };
  const perLevel = levels.map(rulesOf);
  const wish = profile?.scholarship_type ?? '';
  const type = /full/i.test(wish)
    ? 'Je zoekt een volledige beurs: die is het meest haalbaar in headcount-sporten, waar elke sporter met beurs een volledige beurs krijgt. In equivalency-sporten wordt een aantal volledige beurzen over meer sporters verdeeld.'
    : /academic/i.test(wish)
      ? 'Je zoekt een beurs op basis van je cijfers: merit aid bestaat ook in Division III, waar sportbeurzen ontbreken.'
      : null;
  const how = quote(writing, 'beurzen', 'Hoe een sportbeurs werkt').text;
  const approach = prose(quote(writing, 'beurzen', 'Coaches benaderen'));
  const video = profile?.highlight_video_url
    ? 'Zet de link naar je highlightvideo bovenaan elk bericht aan een coach.'
    : 'Je hebt nog geen highlightvideo op je profiel: die is het eerste wat een coach wil zien.';
  const budget =
    profile?.budget_eur_min != null
      ? `Je budget is ${eur(profile.budget_eur_min)} per jaar; bij elke match zie je of de kosten na de geschatte beurs daarbinnen vallen.`
      : 'Vul je budget per jaar in op je profiel, dan zet ik de kosten na de beurs ertegenover.';
  return withSources(
    writing,
    head,
    estimates,
    perLevel.length === 1 ? perLevel[0] : `Per divisie:\n${bullets(perLevel)}`,
    type,
    `Tips voor je aanvraag:\n${bullets([how, `${approach} ${video}`, budget])}`,
  );
}

function visaAnswer(writing: Writing, followUp: boolean): string {
  const { profile, matches, question } = writing;
  // A narrow question ('wat neem ik mee?') gets its part; the general one the route and the fees.
  const found = writing.kb.search(question, 3).filter((hit) => hit.entry.id === 'f1-visum' && hit.coverage >= 0.5);
  const narrow =
    found[0] && !/visumproces|hoe werkt/i.test(question) && (followUp || found[0].passage.heading !== 'Stappen');
  if (narrow && found[0]) {
    const passage = quote(writing, 'f1-visum', found[0].passage.heading);
    return withSources(writing, passage.text);
  }
  const steps = quote(writing, 'f1-visum', 'Stappen');
  const fees = quote(writing, 'f1-visum', 'Kosten (controleer voor je betaalt)');
  const early = quote(writing, 'f1-visum', 'Op tijd beginnen');
  const start = startText(profile);
  const nationality =
    profile?.nationality && !/^(nederlands|nederlandse|dutch|nl)$/i.test(profile.nationality.trim())
      ? `Let op: je nationaliteit is ${profile.nationality}. Deze stappen gaan uit van een aanvraag in Nederland; vraag een talentmanager wat voor jou anders is.`
      : null;
  const top = matches.find((match) => proofOfFundsUsd(match) !== null);
  const proof = top ? proofOfFundsUsd(top) : null;
  // One figure, the one the school asks to see: the first year's cost minus the aid estimate's low end.
  const funds =
    top && proof !== null
      ? paragraphs(
          staleNote(writing),
          `Voor het I-20-formulier van de school laat je zien dat je het eerste jaar kunt betalen: de kosten van dat jaar min de onderkant van je geschatte beurs. Bij ${top.school_name} is het bedrag dat je moet laten zien volgens je match ${usd(proof)}.`,
        )
      : null;
  return withSources(
    writing,
    `Het F-1-studentenvisum regel je nadat een school je heeft toegelaten. Zo gaat het:\n${steps.text}`,
    `Wat het kost: ${lowerFirst(fees.text)}`,
    funds,
    `${early.text}${start ? ` Je wilt in ${start} beginnen: reken daar vanaf terug.` : ''}`,
    nationality,
    'Wil je weten wat je mee moet nemen naar het gesprek? Vraag het gerust.',
  );
}

function divisionsAnswer(writing: Writing, asked: readonly CollegeLevel[]): string {
  const { profile, matches } = writing;
  const overview = quote(writing, 'ncaa-divisies', 'Overzicht').text;
  const headings: Record<CollegeLevel, string> = {
    'ncaa-d1': 'NCAA Division I',
    'ncaa-d2': 'NCAA Division II',
    'ncaa-d3': 'NCAA Division III',
    naia: 'NAIA',
    njcaa: 'NJCAA (junior college)',
  };
  const levels = asked.length > 0 ? asked : COLLEGE_LEVELS;
  const lines = levels.map((level) => {
    const text = quote(writing, 'ncaa-divisies', headings[level]).text;
    return asked.length > 0 ? text : sentences(text, 2);
  });
  const sport = sportOf(profile);
  const team = teamOf(profile);
  const programme = sport && team ? teamProgramme(sport, team) : null;
  const yours = programme
    ? programme.offered
      ? `Voor ${lowerFirst(sport?.name ?? '')} (${team}) zijn er universiteitsteams in ${and(programme.levels.map(levelLabel))}.`
      : programme.instead
    : null;
  const spread = levelsOf(matches).map((level) => {
    const n = matches.filter((match) => levelOf(match) === level).length;
    return `${count(n)} in ${levelLabel(level)}`;
  });
  const only = levelsOf(matches).length === 1 ? levelsOf(matches)[0] : undefined;
  const mine =
    matches.length === 0
      ? null
      : only
        ? `Al je ${count(matches.length)} beste matches zitten in ${levelLabel(only)}.`
        : `Van je beste matches zitten er ${and(spread)}.`;
  const note = mine ? staleNote(writing) : null;
  const value = profile?.academic_gpa;
  let gate: string | null = null;
  if (value != null) {
    const d1 = value >= ACADEMIC_MINIMUMS['ncaa-d1'];
    const d2 = value >= ACADEMIC_MINIMUMS['ncaa-d2'];
    gate = d1
      ? `Met je geschatte GPA van ${gpa(value)} haal je de academische eis van Division I (${gpa(ACADEMIC_MINIMUMS['ncaa-d1'])}) en Division II (${gpa(ACADEMIC_MINIMUMS['ncaa-d2'])}).`
      : d2
        ? `Met je geschatte GPA van ${gpa(value)} haal je de eis van Division II (${gpa(ACADEMIC_MINIMUMS['ncaa-d2'])}), maar nog niet die van Division I (${gpa(ACADEMIC_MINIMUMS['ncaa-d1'])}).`
        : `Met je geschatte GPA van ${gpa(value)} haal je de NCAA-eisen van Division I (${gpa(ACADEMIC_MINIMUMS['ncaa-d1'])}) en II (${gpa(ACADEMIC_MINIMUMS['ncaa-d2'])}) nog niet; in Division III en het junior college beslist de school zelf.`;
  }
  return withSources(
    writing,
    overview,
    bullets(lines),
    paragraphs([yours, mine].filter(Boolean).join(' '), note, gate),
  );
}

// ---- the other topics of the knowledge ----------------------------------------------------------

const TOPIC_ENTRY: Partial<Record<Intent, string>> = {
  eligibility: 'eligibility',
  naia: 'naia-incred',
  grades: 'cijfers-gpa',
  english: 'engelse-toetsen',
  costs: 'kosten-verzekering',
  amateurism: 'amateurisme',
  calendar: 'recruiting-kalender',
};

/** The entry's passages that fit the question, at most two, else its first. */
function passagesFor(writing: Writing, entryId: string): Passage[] {
  const hits = writing.kb
    .search(writing.question, 8)
    .filter((hit) => hit.entry.id === entryId)
    .slice(0, 2)
    .map((hit) => hit.passage);
  const passages = hits.length > 0 ? hits : writing.kb.entry(entryId).passages.slice(0, 2);
  return passages.map((passage) => quote(writing, entryId, passage.heading));
}

function personalLine(writing: Writing, intent: Intent): string | null {
  const { profile, matches } = writing;
  if (!profile) return null;
  switch (intent) {
    case 'grades':
    case 'eligibility':
      return profile.academic_gpa != null
        ? `Op je profiel staat een GPA van ${gpa(profile.academic_gpa)}; dat is een schatting.${profile.education_level ? ` Je opleiding: ${profile.education_level}.` : ''}`
        : 'Je hebt nog geen gemiddeld cijfer (GPA) op je profiel; vul het in, dan reken ik met je eigen cijfer.';
    case 'naia': {
      const value = profile.academic_gpa;
      if (value == null) return 'Vul je GPA in op je profiel, dan zie je meteen welke NAIA-route voor jou geldt.';
      return value >= ACADEMIC_MINIMUMS.naia
        ? `Met je geschatte GPA van ${gpa(value)} haal je de eerste route al.`
        : `Je geschatte GPA is ${gpa(value)}: dan heb je twee van de drie andere voorwaarden nodig.`;
    }
    case 'english': {
      const own = englishText(profile);
      // The profile says what the athlete has now; old matches' lines said what they had then.
      if (writing.stale) {
        return paragraphs(
          own ? `Op je profiel staat ${own}.` : 'Je hebt nog geen Engelse taaltoets op je profiel.',
          staleNote(writing),
        );
      }
      const lines = matches.flatMap((match) =>
        match.missing
          .filter((line) => /TOEFL|IELTS|Duolingo|Engels/i.test(line))
          .map((line) => `${match.school_name}: ${line}`),
      );
      return paragraphs(
        own ? `Op je profiel staat ${own}.` : 'Je hebt nog geen Engelse taaltoets op je profiel.',
        lines.length > 0
          ? `Bij je matches:\n${bullets(lines.slice(0, 3))}`
          : matches.length > 0
            ? 'Bij je beste matches haal je de gebruikelijke eis al.'
            : null,
      );
    }
    case 'costs': {
      const budget = profile.budget_eur_min != null ? `Je budget is ${eur(profile.budget_eur_min)} per jaar.` : null;
      const lines = matches
        .filter((match) => match.tuition !== null)
        .slice(0, 3)
        .map(
          (match) =>
            `${match.school_name}: ${match.tuition}${match.net_cost ? `; na de geschatte beurs ${usdRange(match.net_cost.min_usd, match.net_cost.max_usd)}` : ''}`,
        );
      return paragraphs(
        budget,
        lines.length > 0 ? staleNote(writing) : null,
        lines.length > 0 ? `Bij je matches:\n${bullets(lines)}` : null,
      );
    }
    case 'calendar': {
      const start = startText(profile);
      return start ? `Je wilt in ${start} beginnen; leg de data hierboven naast je eigen schooljaren.` : null;
    }
    case 'amateurism':
      return profile.current_team
        ? `Speel je bij ${profile.current_team} met een contract of een vergoeding? Laat een talentmanager dat bekijken voordat je je aanmeldt.`
        : null;
    default:
      return null;
  }
}

function topicAnswer(writing: Writing, intent: Intent): string {
  const entryId = TOPIC_ENTRY[intent];
  if (!entryId) return unknownAnswer(writing);
  const passages = passagesFor(writing, entryId);
  const first = passages[0]?.text ?? '';
  const opener = pick(writing.question, [first, `Goede vraag. ${first}`, `Zo zit het: ${lowerFirst(first)}`]);
  return withSources(
    writing,
    opener,
    ...passages.slice(1).map((passage) => passage.text),
    personalLine(writing, intent),
  );
}

/** A question that fits no intent but the knowledge covers well: the best passages, as they are. */
function knowledgeAnswer(writing: Writing): string | null {
  const hits = writing.kb.search(writing.question, 2).filter((hit) => hit.coverage >= 0.5);
  if (hits.length === 0) return null;
  const passages = hits.map((hit) => quote(writing, hit.entry.id, hit.passage.heading));
  return withSources(writing, ...passages.map((passage) => passage.text));
}

function unknownAnswer(writing: Writing): string {
  const { name } = writing;
  return paragraphs(
    `${name ? `${name}, daar` : 'Daar'} heb ik geen betrouwbare informatie over, en ik ga er niet naar gissen.`,
    `Een talentmanager van ${PRODUCT_NAME} kan dit voor je uitzoeken: mail je vraag naar ${CONTACT_EMAIL}, met je sport, je niveau en de scholen waar het om gaat.`,
    'Waar ik je wel direct mee help: welke matches het best passen, je profielscore, SAT en ACT, sportbeurzen, het visum, de verschillen tussen de divisies, je cijfers en GPA, Engelse toetsen, de kosten en de recruiting-kalender.',
  );
}

// ---- entry -------------------------------------------------------------------------------------

export function composeAnswer(detected: Detected, input: CoachInput, kb: KnowledgeBase): string {
  const profile = input.context.profile;
  const writing: Writing = {
    question: input.question,
    profile,
    matches: input.context.matches,
    stale: input.context.matchesStale,
    name: profile?.first_name?.trim() || null,
    kb,
    quoted: [],
  };
  switch (detected.kind) {
    case 'greeting':
      return `Hoi${writing.name ? ` ${writing.name}` : ''}! Waar kan ik je mee helpen? Vraag me bijvoorbeeld welke matches het best bij je passen, hoe je je profielscore verhoogt of hoe het visum werkt.`;
    case 'thanks':
      return pick(input.question, [
        'Graag gedaan! Vraag gerust verder als je nog iets wilt weten.',
        'Fijn dat het helpt. Succes, en je weet me te vinden!',
      ]);
    case 'school':
      return schoolDetail(detected.focus, writing.stale);
    case 'unknown':
      return knowledgeAnswer(writing) ?? unknownAnswer(writing);
    case 'intent':
      break;
  }
  const { intent, focus, levels, followUp } = detected;
  switch (intent) {
    case 'matches':
      return focus ? schoolDetail(focus, writing.stale) : bestMatches(writing);
    case 'profile':
      return profileAnswer(writing);
    case 'sat':
      return satAnswer(focus ? { ...writing, matches: [focus] } : writing);
    case 'scholarship':
      return scholarshipAnswer(focus ? { ...writing, matches: [focus] } : writing, levels);
    case 'visa':
      return visaAnswer(writing, followUp);
    case 'divisions':
      return divisionsAnswer(writing, levels);
    case 'costs':
      return topicAnswer(focus ? { ...writing, matches: [focus] } : writing, intent);
    default:
      return topicAnswer(writing, intent);
  }
}
