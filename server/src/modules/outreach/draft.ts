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
}

export interface ComposedDraft {
  subject: string;
  body: string;
  mailto: string;
  gmail_url: string;
  outlook_url: string;
}

/** A line of the body; the lower its priority, the earlier it goes when the mailto: link is too long. */
interface Line {
  text: string;
  /** 0: never dropped. */
  drop: number;
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
  if (facts.level) lines.push({ text: `- Level: ${facts.level}`, drop: 3 });
  if (facts.typicalAt.length > 0) {
    lines.push({
      text: `- In US terms (Talentbrug's estimate): the level of a typical ${orList(facts.typicalAt)} recruit`,
      drop: 5,
    });
  }
  if (facts.club) lines.push({ text: `- Club: ${facts.club}`, drop: 4 });
  if (facts.height) lines.push({ text: `- Height: ${facts.height}`, drop: 0 });
  if (facts.gpa) lines.push({ text: `- GPA: ${facts.gpa}`, drop: 0 });
  if (facts.english) lines.push({ text: `- ${facts.english}`, drop: 0 });
  for (const test of facts.tests) lines.push({ text: `- ${test}`, drop: 2 });
  return lines;
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
      ...keyNumbers(facts),
      { text: '', drop: 0 },
      ...link,
      {
        text: `I would be glad to hear whether I could ${words.fit}, and what your next steps for recruits are.`,
        drop: 1,
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
      ...(programme ? [{ text: `I know ${programme}.`, drop: 2 }] : []),
      { text: '', drop: 0 },
      ...keyNumbers(facts).filter((line) => line.drop === 0),
      { text: '', drop: 0 },
      ...link,
      { text: 'Could you let me know whether I am on your list, or what you would like to see from me?', drop: 1 },
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
 * the closing question) until the mailto: link fits MAILTO_MAX; the web compose links carry the
 * whole body, since the webmail's own limits are far higher.
 */
function fittingMailto(to: string | null, subject: string, lines: Line[]): string {
  let kept = lines;
  let link = mailtoOf(to, subject, text(kept));
  for (let drop = 5; link.length > MAILTO_MAX && drop >= 1; drop--) {
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
