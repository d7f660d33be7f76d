/**
 * 'Wat is een ...?' (issue 34, a new user's tour of 2026-12-06): a family that asks what a term
 * means gets the knowledge's sentence that says it first, not the topic's general answer with that
 * sentence somewhere in its tips; a term the knowledge does not hold is said to be unknown, with
 * where to ask, before what the coach does know. Written down before the answers were changed: the
 * term each answer must open with, for two athletes.
 */
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { describe, expect, it } from 'vitest';
import { fold } from '../../dutch-text.ts';
import { loadKnowledge } from '../../knowledge.ts';
import { contextFor, DAAN, FLEUR } from '../../testing/athletes.ts';
import { createBuiltInCoach } from './built-in-coach.ts';
import { definitionAsked } from './definitions.ts';
import { sentenceList } from './writing.ts';

const coach = createBuiltInCoach(loadKnowledge());
const NOW = new Date('2026-12-06T10:00:00Z');
const UNKNOWN = /geen betrouwbare informatie|staat niet in wat ik weet/;
const opening = (answer: string) => answer.split('\n\n')[0] ?? '';

/** A question, and what the answer's first paragraph names. */
const IN_KNOWLEDGE: [string, string][] = [
  ['wat is een national letter of intent', 'National Letter of Intent'],
  ['Wat is de House-schikking?', 'House'],
  ['wat is een athletics aid agreement', 'athletics aid agreement'],
  ['wat is merit aid', 'merit aid'],
  ['wat is een I-20?', 'I-20'],
  ['wat is de SEVIS fee', 'SEVIS'],
  ['wat is PlayNAIA', 'PlayNAIA'],
  ['wat is InCred', 'InCred'],
  ['wat betekent headcount sport', 'headcount'],
  ['wat betekent equivalency?', 'equivalency'],
  ['wat is een full ride', 'full ride'],
  ['wat zijn kernvakken', 'kernvakken'],
  ['wat is amateurcertificering', 'amateurcertificering'],
  ['wat is cost of attendance', 'cost of attendance'],
  ['wat is de NJCAA', 'NJCAA'],
  ['wat houdt de DS-160 in?', 'DS-160'],
  ['wat is een sophomore year', 'sophomore'],
  ['wat is de TOEFL precies', 'TOEFL'],
];

/** Terms of American college sport the knowledge does not hold. */
const OUTSIDE: string[] = [
  'wat is een dead period',
  'wat is een unofficial visit',
  'wat is een walk-on',
  'wat is een verbal commitment',
  'wat betekent redshirten',
];

const athletes: [string, Profile][] = [
  ['Fleur', FLEUR],
  ['Daan', DAAN],
];

describe.each(athletes)('%s asks what a term means', (_name, athlete) => {
  const context = contextFor(athlete);
  const ask = (question: string) => coach.write({ question, context, now: NOW });

  it.each(IN_KNOWLEDGE)('%s: the answer opens with it', (question, term) => {
    const answer = ask(question);
    expect(answer).not.toMatch(UNKNOWN);
    expect(fold(opening(answer))).toContain(fold(term));
    // An opening that points back ('Dit speelt vooral ...') needs what came before it.
    expect(opening(answer)).not.toMatch(/^(Dit|Dat|Die|Daarom|Daarvoor)\b/);
    // The sentence put first is not said again further on.
    const said = sentenceList(answer)
      .map((sentence) => fold(sentence).trim())
      .filter((sentence) => sentence.length >= 40);
    expect(said.length).toBe(new Set(said).size);
  });

  it.each(OUTSIDE)('%s: said to be unknown, with where to ask', (question) => {
    const answer = ask(question);
    expect(answer).toMatch(UNKNOWN);
    expect(answer).toContain('@');
  });

  it.each([
    ['wat is het verschil tussen de sat en de act', 'SAT'],
    ['wat is mijn profielscore', 'profielscore'],
    ['wat is de beste school voor mij', ''],
  ])('%s: not a term to define, answered as before', (question, named) => {
    const answer = ask(question);
    expect(answer).not.toMatch(UNKNOWN);
    expect(opening(answer)).toContain(named);
  });
});

describe('definitionAsked', () => {
  it.each([
    ['wat is een national letter of intent', 'national letter of intent'],
    ['Wat is de House-schikking?', 'House-schikking'],
    ['wat houdt de DS-160 in?', 'DS-160'],
    ['wat is de TOEFL precies', 'TOEFL'],
    ['wat zijn kernvakken', 'kernvakken'],
    ['wat betekent headcount sport', 'headcount sport'],
    ['en wat is merit aid dan?', 'merit aid'],
  ])('%s asks for %s', (question, subject) => {
    expect(definitionAsked(question)).toBe(subject);
  });

  it.each([
    'wat is het verschil tussen de sat en de act',
    'wat is mijn profielscore',
    'wat is de beste school voor mij',
    'wat is de deadline voor de registratie bij de ncaa',
    'wat is een goede sat score voor d1',
    'hoe werkt een sportbeurs',
    'wat kost een jaar',
    'wat betekent 72%?',
    'wat is 15% van 32.000?',
  ])('%s asks for no definition', (question) => {
    expect(definitionAsked(question)).toBeNull();
  });
});
