/**
 * A school the question names that is not among the athlete's matches ('waarom staat Stanford er
 * niet bij?'): found by name in the loaded institution dataset, the rows the matches are made from,
 * and placed for this athlete by the matching engine: its rank past the shown list, or why a hard
 * filter rules it out. The name index is built on the first question, again when the dataset's
 * version changes.
 */
import type { Match } from '@talentbrug/domain/contracts/matches';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import type { Institution } from '@talentbrug/domain/institutions';
import {
  athleteFactsOf,
  type InstitutionSet,
  type InstitutionsSource,
  placeOfSchool,
  type RankedMatch,
} from '../matches/index.ts';
import { words } from './dutch-text.ts';
import { aliasIn, nameWordsOf, questionOf } from './names.ts';

/** A school of the dataset the question names, outside the athlete's matches. */
export interface AbsentSchool {
  readonly name: string;
  /** Its place among all the athlete's schools; null when the profile cannot be matched yet. */
  readonly place: RankedMatch | null;
}

/** A telling word shorter than this names no school on its own ('Ole', 'Art'). */
const WORD_MIN = 4;

/** The schools holding each telling word of their name. */
function nameIndex(rows: readonly Institution[]): Map<string, Institution[]> {
  const byWord = new Map<string, Institution[]>();
  for (const institution of rows)
    for (const word of new Set(nameWordsOf(institution.name)))
      if (word.length >= WORD_MIN) {
        const holders = byWord.get(word);
        if (holders) holders.push(institution);
        else byWord.set(word, [institution]);
      }
  return byWord;
}

export function createSchoolLookup(institutions: InstitutionsSource) {
  let indexed: { set: InstitutionSet; byWord: Map<string, Institution[]> } | null = null;
  const loaded = async (version?: string | null) => {
    const set = await institutions(version);
    if (indexed?.set !== set) indexed = { set, byWord: nameIndex(set.rows) };
    return indexed;
  };

  return {
    /**
     * The school a question calls by a short name ('UCLA', names.ts' SCHOOL_ALIASES), or else names
     * by every telling word of its name (of at least WORD_MIN letters),
     * the one it says most of on a tie (each word once), one of `matches` and then the shorter name
     * after that; null when it names none, or one of `matches`. The athlete's own first name is never a school's ('Marian', 'Grace').
     * `datasetVersion`: the loaded version as the matches list read it, so no query asks it again.
     */
    async find(
      question: string,
      matches: readonly Match[],
      firstName: string | null,
      datasetVersion?: string | null,
    ): Promise<Institution | null> {
      const asked = questionOf(words(question));
      const { set, byWord } = await loaded(datasetVersion);
      const alias = aliasIn(asked);
      if (alias) {
        const named = set.rows.find((institution) => institution.name === alias) ?? null;
        return named && !matches.some((match) => match.institution_id === named.id) ? named : null;
      }
      const own = new Set(words(firstName ?? ''));
      const usable = (word: string) =>
        asked.asked.has(word) && !asked.places.has(word) && !asked.afterIn.has(word) && !own.has(word);
      const candidates = new Set<Institution>();
      for (const word of asked.asked)
        if (usable(word)) for (const found of byWord.get(word) ?? []) candidates.add(found);
      const isMatch = (institution: Institution) => matches.some((match) => match.institution_id === institution.id);
      let best: { institution: Institution; said: number; mine: boolean; length: number } | null = null;
      for (const institution of candidates) {
        const telling = nameWordsOf(institution.name);
        if (telling.length === 0 || !telling.every(usable)) continue;
        // Each word once: 'Kansas City Kansas Community College' does not say 'Kansas' twice as much
        // as 'University of Kansas' when the question says it once.
        const all = new Set(words(institution.name));
        const said = [...all].filter((word) => asked.asked.has(word)).length;
        const mine = isMatch(institution);
        // On a tie, the athlete's own match is the school meant ('Kansas' with the University of Kansas
        // among her matches), then the shorter name.
        const better =
          !best || said > best.said || (said === best.said && (mine !== best.mine ? mine : all.size < best.length));
        if (better) best = { institution, said, mine, length: all.size };
      }
      if (!best || best.mine) return null;
      return best.institution;
    },

    /** Where the school `find` named stands for this athlete: the engine's place for it among all their schools. */
    async place(profile: Profile | null, institution: Institution): Promise<AbsentSchool> {
      const read = profile ? athleteFactsOf(profile) : null;
      if (!read || 'missing' in read) return { name: institution.name, place: null };
      const { rows, reference } = (indexed ?? (await loaded())).set;
      return { name: institution.name, place: placeOfSchool(read.facts, rows, institution.id, { reference }) };
    },
  };
}

export type SchoolLookup = ReturnType<typeof createSchoolLookup>;
