/**
 * What the router learns from: the topic descriptions, the knowledge's own sentences, the
 * hand-written phrasings beside this file and the evaluation set's training half (a follow-up's own text leans on its previous turn, so
 * only that previous turn, a whole question, is learnt). Never the test half: `eval:coach` and the
 * router's test check that no phrasing repeats one of its texts.
 */
import { fold } from '../dutch-text.ts';
import { TEST, TRAIN } from '../evaluation/questions.ts';
import { TOPIC_KNOWLEDGE, type TopicId } from '../evaluation/topics.ts';
import { type KnowledgeEntry, readEntries } from '../knowledge.ts';
import { PHRASINGS } from './phrasings.ts';
import { MIXED_PHRASINGS } from './phrasings-mixed.ts';
import { PAIR_PHRASINGS } from './phrasings-pairs.ts';
import { PARENT_PHRASINGS } from './phrasings-parents.ts';
import { PUPIL_PHRASINGS } from './phrasings-pupils.ts';
import { type Phrasing, topicPhrasings } from './router.ts';

/**
 * A follow-up's previous turn may also be a text of the test half (a chip, or the turn before one
 * of its follow-ups): then it is not learnt.
 */
const testTexts = new Set(TEST.flatMap((question) => [question.text, question.previous?.text ?? '']).map(fold));

/** The training half as phrasings, leaving out the question whose id `leaveOut` names (cross-validation). */
function trainingHalf(leaveOut?: string): Phrasing[] {
  return TRAIN.filter((question) => question.id !== leaveOut)
    .map((question) => question.previous ?? { text: question.text, label: question.label })
    .filter((phrasing) => !testTexts.has(fold(phrasing.text)));
}

/**
 * Every sentence and list item of the knowledge as a phrasing of the topic that reads its entry
 * (TOPIC_KNOWLEDGE; an entry two topics read goes to the one listed first: `ncaa-divisies` to
 * divisions, `kosten-verzekering` to costs, `recruiting-kalender` to coach contact). Statements,
 * not questions, but in the words the answers use: 'blessure', 'zorgverzekering', 'PlayNAIA'.
 */
export function knowledgePhrasings(entries: readonly KnowledgeEntry[] = readEntries()): Phrasing[] {
  const reader = new Map<string, TopicId>();
  for (const [topic, ids] of Object.entries(TOPIC_KNOWLEDGE) as [TopicId, readonly string[]][])
    for (const id of ids) if (!reader.has(id)) reader.set(id, topic);
  return entries.flatMap((entry) => {
    const label = reader.get(entry.id);
    if (!label) return [];
    return entry.passages.flatMap((passage) =>
      passage.text
        .split(/(?<=[.!?])\s+|\n+/)
        .map((unit) =>
          unit
            .replace(/^\s*(?:[-*]|\d+\.)\s+/, '')
            .replace(/\*\*/g, '')
            .trim(),
        )
        .filter((unit) => unit.length >= MIN_SENTENCE)
        .map((text) => ({ text, label })),
    );
  });
}

/** Shorter pieces ('Kort:') say nothing about a topic. */
const MIN_SENTENCE = 9;

export function trainingPhrasings(leaveOut?: string): Phrasing[] {
  return [
    ...topicPhrasings(),
    ...knowledgePhrasings(),
    ...PHRASINGS,
    ...PUPIL_PHRASINGS,
    ...PARENT_PHRASINGS,
    ...MIXED_PHRASINGS,
    ...PAIR_PHRASINGS,
    ...trainingHalf(leaveOut),
  ];
}
