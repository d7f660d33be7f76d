/**
 * The sections the built-in coach quotes by id (sections.ts) hold to the Markdown: every id names
 * a heading's `{#id}`, so deleting a quoted section (or changing its id) fails here by name, while
 * renaming a heading changes only the words the athlete reads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import { describe, expect, it } from 'vitest';
import { createKnowledgeBase, KNOWLEDGE_DIR, type KnowledgeEntry, parseEntry, readEntries } from '../../knowledge.ts';
import { createTopicRouter } from '../../routing/router.ts';
import { trainingPhrasings } from '../../routing/training.ts';
import { contextFor, FLEUR } from '../../testing/athletes.ts';
import { createBuiltInCoach } from './built-in-coach.ts';
import { QUOTED_SECTIONS } from './sections.ts';

const entries = readEntries();
const VISA = POPULAR_QUESTIONS[4] ?? '';
const VIDEO = 'Wat moet er in mijn highlightvideo?';
const fleur = contextFor(FLEUR);
const router = createTopicRouter(trainingPhrasings());

/** The ids of sections.ts that no heading of these entries carries. */
const missing = (from: readonly KnowledgeEntry[]) => {
  const present = new Set(from.flatMap((entry) => entry.passages.filter((p) => p.sectionId).map((p) => p.id)));
  return QUOTED_SECTIONS.filter((id) => !present.has(id));
};

/** The knowledge with one entry's Markdown edited as an editor would. */
function edited(entryId: string, edit: (markdown: string) => string) {
  const markdown = readFileSync(join(KNOWLEDGE_DIR, `${entryId}.md`), 'utf8');
  const changed = edit(markdown);
  expect(changed).not.toBe(markdown);
  return entries.map((entry) => (entry.id === entryId ? parseEntry(entryId, changed) : entry));
}

const coachOn = (from: readonly KnowledgeEntry[]) => createBuiltInCoach(createKnowledgeBase(from), router);
const ask = (from: readonly KnowledgeEntry[], question: string) => coachOn(from).write({ question, context: fleur });

describe('the sections the coach quotes', () => {
  it('each have their id after a heading in the knowledge', () => {
    expect(missing(entries), 'ids in sections.ts with no heading ending in {#id}').toEqual([]);
    expect(new Set(QUOTED_SECTIONS).size).toBe(QUOTED_SECTIONS.length);
  });

  it('survive a renamed heading: the answer shows the new words where it showed the old ones', () => {
    const renamed = edited('f1-visum', (markdown) =>
      markdown.replace('## Kosten (controleer voor je betaalt) {#kosten}', '## Wat het visum kost {#kosten}'),
    );
    expect(missing(renamed)).toEqual([]);
    expect(ask(renamed, VISA)).toBe(ask(entries, VISA));

    const video = edited('highlightvideo', (markdown) =>
      markdown.replace('## Lengte {#lengte}', '## Hoe lang je video mag zijn {#lengte}'),
    );
    const before = ask(entries, VIDEO);
    expect(before).toContain('**Lengte**:');
    expect(ask(video, VIDEO)).toBe(before.replace('**Lengte**:', '**Hoe lang je video mag zijn**:'));
  });

  it('name the id when a quoted section is deleted', () => {
    // The last section of the file, heading and text.
    const deleted = edited('f1-visum', (markdown) =>
      markdown.replace(/## Op tijd beginnen \{#op-tijd-beginnen\}[^#]*$/, ''),
    );
    expect(missing(deleted)).toEqual(['f1-visum#op-tijd-beginnen']);
    expect(() => ask(deleted, VISA)).toThrow(
      "no section with the id 'f1-visum#op-tijd-beginnen': no heading in knowledge/f1-visum.md ends in {#op-tijd-beginnen}",
    );
  });
});
