/**
 * The sport step's answers read through the sport catalogue (../sports.ts) and the per-sport level
 * ladders (../sport-levels.ts): what the sport field suggests, which levels the level field offers,
 * and what the wizard says under those fields.
 *
 * The draft keeps plain text for the sport (the catalogue's Dutch name, or whatever an athlete typed
 * under 'Andere sport'), exactly as before the catalogue existed, so stored drafts, submissions and
 * the server's `findSport` mapping keep working without a migration.
 */
import {
  type LevelStep,
  levelSteps,
  levelTable,
  resolveLevel,
  SPORT_LEVEL_TABLES,
  WIZARD_LEVEL_CODES,
} from '../sport-levels.ts';
import {
  findSport,
  noProgrammeText,
  normalizeSportText,
  type Sport,
  searchSports,
  TEAMS,
  type Team,
} from '../sports.ts';
import type { OnboardingData } from './data.ts';
import { COMPETITION_LEVELS } from './options.ts';
import type { FieldOption, FieldSuggestion } from './steps.ts';

// The old codes' labels live with the other option lists (options.ts); existing imports find them here.
export { COMPETITION_LEVELS };

/** Every level code a submission may carry: the old wizard codes and every ladder's own steps. */
export const LEVEL_CODES: readonly string[] = [
  ...new Set([
    ...WIZARD_LEVEL_CODES,
    ...SPORT_LEVEL_TABLES.flatMap((table) => [...table.heren.steps, ...table.dames.steps].map((step) => step.code)),
  ]),
];

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

/** The catalogue sport the athlete named, also in text typed before the catalogue ('Hockey dames MO18'). */
export function sportOf(data: OnboardingData): Sport | null {
  return findSport(data.sport.primarySport);
}

export function teamOf(data: OnboardingData): Team | null {
  const team = data.sport.team;
  return (TEAMS as readonly string[]).includes(team) ? (team as Team) : null;
}

const asOptions = (steps: readonly LevelStep[]): FieldOption[] =>
  steps.map((step) => ({ value: step.code, label: step.label }));

/** The ladder by national standing: sports outside the catalogue, and any sport before the team is known. */
export const GENERIC_LEVEL_OPTIONS: readonly FieldOption[] = asOptions(levelSteps(null, 'dames'));

/**
 * The sport's own ladder once sport and team are known, or as soon as the sport is known when both
 * teams share one (hockey's hoofdklasse is the top for dames and heren alike); else the generic one
 * (national standing), which is also the ladder of every sport outside the catalogue and the same
 * for both teams.
 */
export function levelOptions(data: OnboardingData): readonly FieldOption[] {
  const sport = sportOf(data);
  if (!sport) return GENERIC_LEVEL_OPTIONS;
  const team = teamOf(data);
  if (team) return asOptions(levelSteps(sport.id, team));
  const table = levelTable(sport.id);
  return table.heren === table.dames ? asOptions(table.heren.steps) : GENERIC_LEVEL_OPTIONS;
}

/** The level as the athlete picked it: the ladder's label, or an old code's own label. */
export function levelLabel(data: OnboardingData): string {
  const code = data.sport.level;
  return (
    levelOptions(data).find((option) => option.value === code)?.label ??
    COMPETITION_LEVELS.find((option) => option.value === code)?.label ??
    code
  );
}

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

/**
 * Whether a level code means the same level after the sport or team changed: the same tier of the
 * national scale. Hockey's 'hoofdklasse' is the top league (tier 2), football's is the old name of
 * the vierde divisie (tier 4); a national selection is one in every sport.
 */
export function sameLevel(code: string, before: OnboardingData, after: OnboardingData): boolean {
  const tier = (data: OnboardingData) => {
    const sport = sportOf(data);
    const team = teamOf(data);
    // Without a team the sport's shared ladder (or the generic one) applies, the same for both teams.
    return resolveLevel(
      sport && (team || levelOptions(data) !== GENERIC_LEVEL_OPTIONS) ? sport.id : null,
      team ?? 'dames',
      code,
    )?.tier;
  };
  return tier(before) === tier(after);
}

/** Said under the level field when a new sport or team emptied it. */
export function levelClearedNote(before: OnboardingData): string {
  return SPORT_TEXTS.levelCleared(levelLabel(before));
}
