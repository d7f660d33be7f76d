/**
 * The choices of a profile field and their Dutch names, which the wizard offers and the profile's
 * cards and editor show for a stored answer. A leaf: every option list of the domain imports its
 * type from here (ADR 0021).
 */

export interface FieldOption {
  value: string;
  label: string;
  /** A short explanation beside the option, where the label alone says too little (a checkbox group). */
  hint?: string;
}

/**
 * The level codes the wizard stored before the per-sport ladders, named after the football and
 * hockey pyramids. No longer offered, but a draft or profile holding one stays valid: every ladder
 * reads these codes (`resolveLevel`), and they keep the label the athlete chose them by.
 */
export const COMPETITION_LEVELS: readonly FieldOption[] = [
  { value: 'nationale-selectie', label: 'Nationale (jeugd)selectie of TeamNL' },
  { value: 'eredivisie', label: 'Eredivisie of Eerste divisie (hoogste landelijke niveau)' },
  { value: 'tweede-divisie', label: 'Tweede divisie' },
  { value: 'derde-divisie', label: 'Derde divisie' },
  { value: 'hoofdklasse', label: 'Hoofdklasse' },
  { value: 'eerste-klasse', label: 'Eerste klasse of lager' },
  { value: 'jeugdopleiding-bvo', label: 'Jeugdopleiding BVO of topsportacademie' },
  { value: 'talentteam', label: 'Talentteam of regionale selectie' },
];

export const SCHOLARSHIP_TYPES: readonly FieldOption[] = [
  { value: 'Full-ride', label: 'Full-ride (volledige beurs)' },
  { value: 'Partial', label: 'Partial (gedeeltelijke beurs)' },
  { value: 'Academic', label: 'Academic (beurs op basis van je cijfers)' },
  { value: 'Weet ik nog niet', label: 'Weet ik nog niet' },
];

export function optionLabel(options: readonly FieldOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
