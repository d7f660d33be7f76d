import { type DraftKind, MAILTO_MAX } from '@talentbrug/domain/outreach';
import { type SportWords, sportWords } from './sport-words.ts';

/**
 * What a draft is written from: each fact as the data has it, null when it does not. A missing
 * fact is left out of the e-mail, never guessed.
 */
export interface DraftFacts {
  name: string | null;
  graduationYear: number | null;
  /** The college team's name ('Women's Field Hockey'), else the sport's English name. */
  sport: string | null;
  /** The sport's id in the catalogue, for the words of its kind ('rower', 'row for'); null: not known or not shown. */
  sportId: string | null;
  /** The English position from the dossier, else the profile's. */
  position: string | null;
  /** The Dutch level in a coach's words ('Hoofdklasse: the top Dutch senior league ...'). */
  level: string | null;
  /** The US levels where a player of this level is a typical recruit (Talentbrug's estimate). */
  typicalAt: string[];
  club: string | null;
  /** 5'8" (172 cm). */
  height: string | null;
  /** '3.4 (NCAA core GPA estimate from my Dutch grades)'. */
  gpa: string | null;
  /** 'TOEFL iBT 104'. */
  english: string | null;
  /** 'SAT 1310', 'ACT 28'. */
  tests: string[];
  school: string;
  /** One true fact about the school's programme from the data, as a clause: 'is a member of the Big East Conference (NCAA Division I)'. */
  programmeFact: string | null;
  dossierUrl: string | null;
  /** The day the athlete recorded their first e-mail to this school, for a follow-up ('November 3'). */
  firstSentOn: string | null;
  /**
   * The key stats as the dossier shows them: the athlete's own English ('2k ergo: 7:18.4'), null when
   * it shows none (switched off or empty). Never the profile's Dutch.
   */
  keyStats: string | null;
}

export interface ComposedDraft {
  subject: string;
  body: string;
  mailto: string;
  gmail_url: string;
  outlook_url: string;
}

/** A line of the body; the higher its `drop`, the earlier it goes when the mailto: link is too long. */
interface Line {
  text: string;
  /** 0: never dropped. */
  drop: number;
}

/**
 * The order in which the mailto: body sheds lines, first to last: the US-terms line, the club, the
 * level, the test scores (and the follow-up's programme fact), the closing question, the key stats.
 */
const DROP = { usTerms: 6, club: 5, level: 4, tests: 3, question: 2, keyStats: 1 } as const;
const FIRST_DROP = Math.max(...Object.values(DROP));

/** The key stats in an e-mail: at most this many of the athlete's lines... */
export const KEY_STATS_LINES = 3;
/** ...each at most this many characters and words (a longer one is cut at a word's end, with '…'). */
export const KEY_STATS_LINE_MAX = 80;
export const KEY_STATS_LINE_WORDS = 12;
/** After the lines, when the e-mail leaves some of them out and has the dossier's link to point to. */
export const KEY_STATS_MORE = 'The full list is in my profile, linked below.';

/** Line breaks as the editor may store them: a word processor pastes a vertical tab or U+2028 for one. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u2028\u2029]/;

/** The start of a line up to the last word's end that fits, with '…'; null when not even one word fits. */
function cut(line: string): string | null {
  const words = line.split(' ');
  if (line.length <= KEY_STATS_LINE_MAX && words.length <= KEY_STATS_LINE_WORDS) return line;
  let kept = '';
  for (const word of words.slice(0, KEY_STATS_LINE_WORDS)) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > KEY_STATS_LINE_MAX - 1) break;
    kept = next;
  }
  // A cut after a comma, a full stop or an opening parenthesis: the mark goes, the '…' says the rest is cut.
  kept = kept.replace(/[\s,.;:([/&–—-]+$/u, '');
  return kept ? `${kept}…` : null;
}

/**
 * The key stats in an e-mail's short form: the athlete's lines as the dossier page lists them (a
 * list's own bullet off, blank lines skipped, white space as one space), the first
 * KEY_STATS_LINES of them, each cut at a word's end when long; `more` when anything was left out.
 * Never a word that is not the athlete's: a line is never rewritten, only cut.
 */
export function keyStatsInShort(text: string | null): { lines: string[]; more: boolean } {
  const written = (text ?? '')
    .split(LINE_BREAK)
    .map((line) =>
      line
        .replace(/\p{Cc}/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[-*•]\s*/, '')
        .trim(),
    )
    .filter((line) => line !== '');
  const lines: string[] = [];
  let more = written.length > KEY_STATS_LINES;
  for (const line of written.slice(0, KEY_STATS_LINES)) {
    const short = cut(line);
    if (short !== line) more = true;
    if (short) lines.push(short);
  }
  return { lines, more };
}

/** 'Key stats:' and the lines, after a blank line when it follows the numbers; nothing when there are none. */
function keyStatsBlock(facts: DraftFacts, afterNumbers: boolean): Line[] {
  const { lines, more } = keyStatsInShort(facts.keyStats);
  if (lines.length === 0) return [];
  const line = (text: string): Line => ({ text, drop: DROP.keyStats });
  return [
    ...(afterNumbers ? [line('')] : []),
    line('Key stats:'),
    ...lines.map((stat) => line(`- ${stat}`)),
    ...(more && facts.dossierUrl ? [line(KEY_STATS_MORE)] : []),
  ];
}

const orList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

const joinParts = (parts: (string | null | undefined)[], glue: string) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(glue);

const wordsOf = (facts: Pick<DraftFacts, 'sport' | 'sportId'>): SportWords => sportWords(facts.sportId, facts.sport);

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** 'Fleur de Vries - 2027 - Defender': the subject coaches ask for; a missing part is left out. */
export function subjectOf(
  facts: Pick<DraftFacts, 'name' | 'graduationYear' | 'position' | 'sport' | 'sportId'>,
  kind: DraftKind,
): string {
  const base = joinParts(
    [facts.name, facts.graduationYear ? String(facts.graduationYear) : null, facts.position],
    ' - ',
  );
  if (kind === 'schedule') return joinParts([base, `Upcoming ${wordsOf(facts).events}`], ' - ');
  return base;
}

/**
 * The position after the athlete: 'a Field Hockey player (Defender)'; one with parentheses of its own
 * is never nested in them: after 'playing' in a sport one plays, its parentheses as a comma otherwise
 * ('a swimmer (Freestyle, sprint)').
 */
function positionText(position: string, words: SportWords): string {
  if (!position.includes('(')) return ` (${position})`;
  if (words.seen === 'play') return `, playing ${position}`;
  const flat = position.replace(/\s*\(\s*([^)]*?)\s*\)/g, ', $1').replace(/[()]/g, '');
  return ` (${flat})`;
}

function keyNumbers(facts: DraftFacts): Line[] {
  const lines: Line[] = [];
  if (facts.level) lines.push({ text: `- Level: ${facts.level}`, drop: DROP.level });
  if (facts.typicalAt.length > 0) {
    lines.push({
      text: `- In US terms (Talentbrug's estimate): the level of a typical ${orList(facts.typicalAt)} recruit`,
      drop: DROP.usTerms,
    });
  }
  if (facts.club) lines.push({ text: `- Club: ${facts.club}`, drop: DROP.club });
  if (facts.height) lines.push({ text: `- Height: ${facts.height}`, drop: 0 });
  if (facts.gpa) lines.push({ text: `- GPA: ${facts.gpa}`, drop: 0 });
  if (facts.english) lines.push({ text: `- ${facts.english}`, drop: 0 });
  for (const test of facts.tests) lines.push({ text: `- ${test}`, drop: DROP.tests });
  return lines;
}

/** The numbers, then the key stats: the facts a coach reads before the link. */
function factsOf(facts: DraftFacts, numbers: Line[]): Line[] {
  return [...numbers, ...keyStatsBlock(facts, numbers.length > 0)];
}

function linesOf(facts: DraftFacts, kind: DraftKind): Line[] {
  const words = wordsOf(facts);
  const about = [
    facts.name ? `My name is ${facts.name}` : 'I am a student-athlete',
    words.athlete ? `, ${withArticle(words.athlete)}` : '',
    facts.position ? positionText(facts.position, words) : '',
    facts.graduationYear ? `, graduating in ${facts.graduationYear}` : '',
    '.',
  ].join('');
  const link: Line[] = facts.dossierUrl
    ? [{ text: `My profile with video and grades: ${facts.dossierUrl}`, drop: 0 }]
    : [];
  const signature: Line[] = [
    { text: '', drop: 0 },
    { text: 'Kind regards,', drop: 0 },
    ...(facts.name ? [{ text: facts.name, drop: 0 }] : []),
  ];
  const programme = facts.programmeFact ? `${facts.school} ${facts.programmeFact}` : null;

  if (kind === 'first') {
    return [
      { text: 'Dear Coach,', drop: 0 },
      { text: '', drop: 0 },
      {
        text: programme
          ? `${about} I am writing to you because ${programme}, and I would like to ${words.joinVerb} your program.`
          : `${about} I am writing to you because I would like to ${words.joinVerb} ${facts.school}.`,
        drop: 0,
      },
      { text: '', drop: 0 },
      ...factsOf(facts, keyNumbers(facts)),
      { text: '', drop: 0 },
      ...link,
      {
        text: `I would be glad to hear whether I could ${words.fit}, and what your next steps for recruits are.`,
        drop: DROP.question,
      },
      ...signature,
    ];
  }
  if (kind === 'follow_up') {
    return [
      { text: 'Dear Coach,', drop: 0 },
      { text: '', drop: 0 },
      {
        text: `${about} I wrote to you${facts.firstSentOn ? ` on ${facts.firstSentOn}` : ''} about ${facts.school}, and I am still very interested in your program.`,
        drop: 0,
      },
      ...(programme ? [{ text: `I know ${programme}.`, drop: DROP.tests }] : []),
      { text: '', drop: 0 },
      // The three core numbers and the key stats: what the coach asks for first, again at hand.
      ...factsOf(
        facts,
        keyNumbers(facts).filter((line) => line.drop === 0),
      ),
      { text: '', drop: 0 },
      ...link,
      {
        text: 'Could you let me know whether I am on your list, or what you would like to see from me?',
        drop: DROP.question,
      },
      ...signature,
    ];
  }
  return [
    { text: 'Dear Coach,', drop: 0 },
    { text: '', drop: 0 },
    {
      text: `${about} I am interested in ${facts.school}, and these are my next ${words.events}, in case you or your staff would like to see me ${words.seen} (live or on video):`,
      drop: 0,
    },
    { text: '', drop: 0 },
    { text: `- [date] - [${words.versus}] - [place, time]`, drop: 0 },
    { text: `- [date] - [${words.versus}] - [place, time]`, drop: 0 },
    { text: '', drop: 0 },
    ...keyNumbers(facts).filter((line) => line.drop === 0),
    { text: '', drop: 0 },
    ...link,
    ...signature,
  ];
}

const text = (lines: Line[]) => lines.map((line) => line.text).join('\n');

/** RFC 6068: line breaks as CRLF, every reserved character percent-encoded. */
const mailtoOf = (to: string | null, subject: string, body: string) =>
  `mailto:${to ? encodeURIComponent(to) : ''}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\n/g, '\r\n'))}`;

/**
 * The body drops its least needed lines (the US-terms line, the club, the level, the test scores,
 * the closing question, the key stats: DROP) until the mailto: link fits MAILTO_MAX; the web
 * compose links carry the whole body, since the webmail's own limits are far higher.
 */
function fittingMailto(to: string | null, subject: string, lines: Line[]): string {
  let kept = lines;
  let link = mailtoOf(to, subject, text(kept));
  for (let drop = FIRST_DROP; link.length > MAILTO_MAX && drop >= 1; drop--) {
    kept = kept.filter((line) => line.drop !== drop);
    link = mailtoOf(to, subject, text(kept));
  }
  // Still too long (very long names or texts): the body up to where it fits, at a line's end.
  while (link.length > MAILTO_MAX && kept.length > 1) {
    kept = kept.slice(0, -1);
    link = mailtoOf(to, subject, text(kept));
  }
  return link;
}

/** A draft of the given kind from facts only, with its mailto: and webmail compose links. */
export function composeDraft(facts: DraftFacts, kind: DraftKind, to: string | null): ComposedDraft {
  const subject = subjectOf(facts, kind);
  const lines = linesOf(facts, kind);
  const body = text(lines);
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString().replace(/\+/g, '%20');
  return {
    subject,
    body,
    mailto: fittingMailto(to, subject, lines),
    gmail_url: `https://mail.google.com/mail/?${q({ view: 'cm', fs: '1', to: to ?? '', su: subject, body })}`,
    outlook_url: `https://outlook.office.com/mail/deeplink/compose?${q({ to: to ?? '', subject, body })}`,
  };
}
