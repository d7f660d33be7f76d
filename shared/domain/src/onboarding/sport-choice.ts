/**
 * The sport step's answers read through the sport catalogue (../sports.ts) and the per-sport level
 * ladders (../sport-levels.ts): which levels the level field offers and which codes a submission
 * may carry. What the wizard suggests and says around these fields is its own
 * (mfe-onboarding `features/onboarding/copy/sport-notes.ts`).
 *
 * The draft keeps plain text for the sport (the catalogue's Dutch name, or whatever an athlete typed
 * under 'Andere sport'), exactly as before the catalogue existed, so stored drafts, submissions and
 * the server's `findSport` mapping keep working without a migration.
 */

import { COMPETITION_LEVELS, type FieldOption } from '../profile/options.ts';
import {
  type LevelStep,
  levelSteps,
  levelTable,
  resolveLevel,
  SPORT_LEVEL_TABLES,
  WIZARD_LEVEL_CODES,
} from '../sport-levels.ts';
import { findSport, type Sport, TEAMS, type Team } from '../sports.ts';
import type { OnboardingData } from './data.ts';

/** Every level code a submission may carry: the old wizard codes and every ladder's own steps. */
export const LEVEL_CODES: readonly string[] = [
  ...new Set([
    ...WIZARD_LEVEL_CODES,
    ...SPORT_LEVEL_TABLES.flatMap((table) => [...table.heren.steps, ...table.dames.steps].map((step) => step.code)),
  ]),
];

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
