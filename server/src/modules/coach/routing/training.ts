/**
 * What the router learns from: the topic descriptions, the hand-written phrasings beside this file
 * and the evaluation set's training half (a follow-up's own text leans on its previous turn, so
 * only that previous turn, a whole question, is learnt). Never the test half: `eval:coach` and the
 * router's test check that no phrasing repeats one of its texts.
 */
import { fold } from '../dutch-text.ts';
import { TEST, TRAIN } from '../evaluation/questions.ts';
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

export function trainingPhrasings(leaveOut?: string): Phrasing[] {
  return [
    ...topicPhrasings(),
    ...PHRASINGS,
    ...PUPIL_PHRASINGS,
    ...PARENT_PHRASINGS,
    ...MIXED_PHRASINGS,
    ...PAIR_PHRASINGS,
    ...trainingHalf(leaveOut),
  ];
}
