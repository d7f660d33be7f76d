import type { PublicDossier } from './dossier.ts';

/**
 * The line under the athlete's name on the public dossier page and in its PDF: the sport (the
 * college team's name where the catalogue has one), the position, the class and the college start,
 * each only where the athlete shows it. English, for the coach. Its own module, so the dossier
 * editor's bundle, which loads `./dossier.ts`, does not carry it.
 */
export function dossierLead(view: PublicDossier): string[] {
  const sport = view.sport ? (view.sport.college_team ?? view.sport.name) : null;
  return [
    sport,
    view.position,
    view.graduation_year ? `Class of ${view.graduation_year}` : null,
    view.start_term ? `College start ${view.start_term}` : null,
  ].filter((part): part is string => Boolean(part));
}
