/**
 * What the wizard says around the sport and level fields: the sport field's suggestions and its
 * 'Andere sport' choice, and the notes under both fields. The ladders themselves (which levels a
 * sport and team offer, which codes a submission may carry, whether a code keeps its meaning) are
 * the domain's (`@talentbrug/domain/onboarding/sport-choice`).
 */

import type { OnboardingData } from '@talentbrug/domain/onboarding/data';
import { levelLabel, levelOptions, sportOf, teamOf } from '@talentbrug/domain/onboarding/sport-choice';
import { COMPETITION_LEVELS, type FieldOption } from '@talentbrug/domain/profile/options';
import { resolveLevel } from '@talentbrug/domain/sport-levels';
import { noProgrammeText, normalizeSportText, type Sport, searchSports } from '@talentbrug/domain/sports';

/** One suggestion of a combobox: `value` is what picking it stores. */
export interface FieldSuggestion extends FieldOption {
  /** Stable and safe inside a DOM id (a catalogue id). */
  key: string;
  /** A quieter second text, such as the alias that matched what was typed. */
  detail?: string;
}

/**
 * The sport combobox's options for what is typed, best first: the Dutch name, with the alias or
 * English name that matched when it is not the name itself ('Hockey', 'veldhockey'). Picking one
 * stores the Dutch name.
 */
export function suggestSports(query: string): FieldSuggestion[] {
  return searchSports(query).map(({ sport, matched }) => {
    const suggestion: FieldSuggestion = { key: sport.id, value: sport.name, label: sport.name };
    if (normalizeSportText(matched) !== normalizeSportText(sport.name)) suggestion.detail = matched;
    return suggestion;
  });
}

export const SPORT_TEXTS = {
  otherLabel: 'Andere sport',
  otherDetail: (typed: string) => (typed.trim() ? `Zelf invullen: ‘${typed.trim()}’` : 'Typ je sport zelf in het veld'),
  results: (count: number) =>
    count === 0
      ? 'Geen sport gevonden. Kies ‘Andere sport’ om je sport zelf in te vullen.'
      : count === 1
        ? '1 sport gevonden.'
        : `${count} sporten gevonden.`,
  goOn: 'Je kunt je profiel gewoon afmaken.',
  readAs: (typed: string, sport: Sport) =>
    `We lezen ‘${typed}’ als ${sport.name} uit onze lijst. Klopt dat niet? Kies dan je sport uit de lijst.`,
  unknown: (typed: string) =>
    `‘${typed}’ staat niet in onze lijst met universiteitssporten. Staat je sport er toch in, kies hem dan uit de lijst: alleen dan kunnen we automatisch universiteiten voor je zoeken. Je kunt ook gewoon verder.`,
  levelCleared: (label: string) =>
    `Je hebt een andere sport of een ander team gekozen. Daarom is je niveau (‘${label}’) leeggemaakt: kies het opnieuw uit de nieuwe lijst.`,
  levelEarlier: (earlier: string, readAs: string) =>
    `Je koos eerder ‘${earlier}’. Voor jouw sport lezen we dat als ‘${readAs}’. Past een ander niveau uit de lijst beter? Kies dat dan.`,
} as const;

/**
 * Under the sport field: that the chosen sport has no college programme for the chosen team and
 * what exists instead (never blocking: the athlete may go on); how typed text is read; or that a
 * sport outside the catalogue cannot be matched automatically.
 */
export function sportNotice(data: OnboardingData): string | null {
  const typed = data.sport.primarySport.trim();
  if (!typed) return null;
  const sport = sportOf(data);
  if (!sport) return SPORT_TEXTS.unknown(typed);
  const team = teamOf(data);
  const none = team ? noProgrammeText(sport, team) : null;
  if (none) return `${none} ${SPORT_TEXTS.goOn}`;
  if (normalizeSportText(typed) !== normalizeSportText(sport.name)) return SPORT_TEXTS.readAs(typed, sport);
  return null;
}

/**
 * Under the level field: how an old code reads on today's ladder, or the caveat of the chosen step
 * (a professional contract can cost NCAA eligibility).
 */
export function levelNotice(data: OnboardingData): string | null {
  const code = data.sport.level;
  if (!code) return null;
  const sport = sportOf(data);
  const team = teamOf(data);
  const options = levelOptions(data);
  if (!options.some((option) => option.value === code)) {
    const earlier = COMPETITION_LEVELS.find((option) => option.value === code);
    // Without a team the generic ladder applies, which is the same for both teams.
    const step = resolveLevel(sport && team ? sport.id : null, team ?? 'dames', code);
    return earlier && step ? SPORT_TEXTS.levelEarlier(earlier.label, step.label) : null;
  }
  if (!sport || !team) return null;
  return resolveLevel(sport.id, team, code)?.note ?? null;
}

/** Said under the level field when a new sport or team emptied it. */
export function levelClearedNote(before: OnboardingData): string {
  return SPORT_TEXTS.levelCleared(levelLabel(before));
}
