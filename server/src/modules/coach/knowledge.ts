/**
 * The coach's vetted facts: one Markdown file per topic in `knowledge/`, with front-matter (title,
 * source, checked, keywords), each `## ` section one passage. Passages are found per question with
 * MiniSearch over the same light Dutch terms (dutch-text.ts), so a new entry is found by its words,
 * not by a keyword list in code. Read and checked once at start: a broken entry stops the server.
 *
 * A section the code quotes carries a stable id after its heading, `## Stappen {#stappen}` (the
 * heading attribute of Pandoc, kramdown and markdown-it-attrs): the code names it
 * 'f1-visum#stappen', so the heading's words can change without touching code. The id is never
 * part of the heading that is indexed, quoted or put in the model's prompt.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatMonthYear } from '@talentbrug/domain/format';
import MiniSearch from 'minisearch';
import { z } from 'zod';
import { compoundSplitter, terms, words } from './dutch-text.ts';

export const KNOWLEDGE_DIR = fileURLToPath(new URL('./knowledge/', import.meta.url));

const frontMatterSchema = z.object({
  title: z.string().min(1),
  source: z.string().min(1),
  checked: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'checked must be YYYY-MM'),
  keywords: z
    .string()
    .min(1)
    .transform((value) =>
      value
        .split(',')
        .map((keyword) => keyword.trim())
        .filter(Boolean),
    ),
});

export interface KnowledgeEntry {
  /** The file name without .md, e.g. 'f1-visum'. */
  readonly id: string;
  readonly title: string;
  readonly source: string;
  /** 'YYYY-MM' */
  readonly checked: string;
  readonly keywords: readonly string[];
  readonly passages: readonly Passage[];
}

export interface Passage {
  /** The entry and the section's own id, or its heading's words without one: 'f1-visum#stappen', 'f1-visum#meenemen-naar-het-gesprek'. */
  readonly id: string;
  readonly entryId: string;
  /** The heading as the reader sees it, without the `{#id}`: 'Stappen'. */
  readonly heading: string;
  /** The stable id written after the heading (`{#stappen}` -> 'stappen'), null without one. */
  readonly sectionId: string | null;
  /** The section's Markdown, as written (lists kept). */
  readonly text: string;
}

export interface Found {
  readonly passage: Passage;
  readonly entry: KnowledgeEntry;
  readonly score: number;
  /** The share of the question's terms this passage matched, 0-1. */
  readonly coverage: number;
}

/** '2026-11' -> 'november 2026' */
export function checkedLabel(checked: string): string {
  const [year, month] = checked.split('-').map(Number);
  return year ? formatMonthYear(year, month) : checked;
}

export const slug = (text: string) => words(text).join('-');

/** A section's id: lower case letters, digits and single hyphens ('kosten', 'rosterlimieten-d1'). */
const SECTION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** '## Stappen {#stappen}' (the line after '## ') -> the heading and its id; throws on a malformed id. */
function headingLine(entryId: string, line: string): { heading: string; sectionId: string | null } {
  const attribute = /^(.*?)\s*\{#([^}]*)\}\s*$/.exec(line);
  if (!attribute) {
    if (line.includes('{#'))
      throw new Error(`knowledge/${entryId}.md: '## ${line}': write the id as {#een-id} at the end`);
    return { heading: line.trim(), sectionId: null };
  }
  const sectionId = attribute[2] ?? '';
  if (!SECTION_ID.test(sectionId)) {
    throw new Error(
      `knowledge/${entryId}.md: '## ${line}': the id '${sectionId}' may hold only lower case letters, digits and hyphens`,
    );
  }
  return { heading: (attribute[1] ?? '').trim(), sectionId };
}

/** One entry from its Markdown; throws naming the file and what is wrong. */
export function parseEntry(id: string, markdown: string): KnowledgeEntry {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(markdown);
  if (!match) throw new Error(`knowledge/${id}.md: no front-matter between --- lines`);
  const fields = Object.fromEntries(
    (match[1] ?? '')
      .split(/\r?\n/)
      .map((line) => /^([a-z]+):\s*(.*)$/.exec(line))
      .filter((field): field is RegExpExecArray => field !== null)
      .map((field) => [field[1], field[2]?.trim()]),
  );
  const front = frontMatterSchema.safeParse(fields);
  if (!front.success) {
    throw new Error(`knowledge/${id}.md: ${front.error.issues.map((issue) => `${issue.path}: ${issue.message}`)}`);
  }
  const passages: Passage[] = [];
  for (const section of (match[2] ?? '').split(/^## /m).slice(1)) {
    const [line = '', ...lines] = section.split(/\r?\n/);
    const { heading, sectionId } = headingLine(id, line);
    const text = lines.join('\n').trim();
    if (!heading || !text) throw new Error(`knowledge/${id}.md: an empty section '${line}'`);
    const passageId = `${id}#${sectionId ?? slug(heading)}`;
    if (passages.some((passage) => passage.id === passageId)) {
      throw new Error(`knowledge/${id}.md: two sections with the id '${passageId}'`);
    }
    passages.push({ id: passageId, entryId: id, heading, sectionId, text });
  }
  if (passages.length === 0) throw new Error(`knowledge/${id}.md: no '## ' sections`);
  return { id, ...front.data, passages };
}

export function readEntries(dir = KNOWLEDGE_DIR): KnowledgeEntry[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseEntry(basename(name, '.md'), readFileSync(join(dir, name), 'utf8')));
}

interface IndexedPassage {
  id: string;
  title: string;
  heading: string;
  text: string;
  keywords: string;
}

export function createKnowledgeBase(entries: readonly KnowledgeEntry[]) {
  const byEntry = new Map(entries.map((entry) => [entry.id, entry]));
  const byPassage = new Map(entries.flatMap((entry) => entry.passages.map((passage) => [passage.id, passage])));
  const compounds = compoundSplitter(
    entries.flatMap((entry) => [entry.title, entry.keywords.join(', '), ...entry.passages.map((p) => p.text)]),
  );
  const index = new MiniSearch<IndexedPassage>({
    fields: ['title', 'heading', 'text', 'keywords'],
    tokenize: (text) => [text],
    processTerm: (text) => terms(text).flatMap(compounds.expand),
    searchOptions: {
      boost: { keywords: 2, heading: 1.5, title: 1.2 },
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      prefix: (term) => term.length > 3,
    },
  });
  index.addAll(
    entries.flatMap((entry) =>
      entry.passages.map((passage) => ({
        id: passage.id,
        title: entry.title,
        heading: passage.heading,
        text: passage.text,
        keywords: entry.keywords.join(', '),
      })),
    ),
  );

  function entry(id: string): KnowledgeEntry {
    const found = byEntry.get(id);
    if (!found) throw new Error(`no knowledge entry '${id}'`);
    return found;
  }

  return {
    entries,
    entry,

    /**
     * A section the code quotes, by its stable id ('f1-visum#stappen': `{#stappen}` after a heading
     * in knowledge/f1-visum.md); throws naming the id when no heading carries it.
     */
    section(id: string): { passage: Passage; entry: KnowledgeEntry } {
      const passage = byPassage.get(id);
      if (!passage?.sectionId) {
        const [entryId = '', sectionId = ''] = id.split('#');
        throw new Error(
          `no section with the id '${id}': no heading in knowledge/${entryId}.md ends in {#${sectionId}}`,
        );
      }
      return { passage, entry: entry(passage.entryId) };
    },

    /** The passages that fit a question best, best first; with `entryId`, only that entry's. */
    search(question: string, limit = 4, entryId?: string): Found[] {
      const asked = new Set(terms(question).flatMap(compounds.expand));
      if (asked.size === 0) return [];
      const within = entryId === undefined ? undefined : `${entryId}#`;
      return index
        .search(question, {
          combineWith: 'OR',
          ...(within ? { filter: (result: { id: unknown }) => String(result.id).startsWith(within) } : {}),
        })
        .slice(0, limit)
        .map((result) => {
          const passage = byPassage.get(String(result.id)) as Passage;
          return {
            passage,
            entry: entry(passage.entryId),
            score: result.score,
            coverage: Math.min(1, new Set(result.queryTerms).size / asked.size),
          };
        });
    },
  };
}

export type KnowledgeBase = ReturnType<typeof createKnowledgeBase>;

export function loadKnowledge(dir = KNOWLEDGE_DIR): KnowledgeBase {
  return createKnowledgeBase(readEntries(dir));
}

/**
 * The knowledge base read and indexed on its first use, not at start: a restart after a crash
 * answers /health without it (50-120 ms of parsing and indexing on 2 cores, issue 15), and the
 * first coach question pays it once.
 */
export function lazyKnowledge(load: () => KnowledgeBase = loadKnowledge): KnowledgeBase {
  let base: KnowledgeBase | undefined;
  const loaded = () => {
    base ??= load();
    return base;
  };
  return {
    get entries() {
      return loaded().entries;
    },
    entry: (id) => loaded().entry(id),
    section: (id) => loaded().section(id),
    search: (question, limit, entryId) => loaded().search(question, limit, entryId),
  };
}
