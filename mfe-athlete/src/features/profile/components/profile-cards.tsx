import type { Profile } from '@talentbrug/domain/contracts/profile';
import { formatStart } from '@talentbrug/domain/format';
import { Card } from '@talentbrug/ui/card';
import { type ReactNode, useId } from 'react';
import { ageFromDateOfBirth, formatAge } from '../utils/age.ts';
import {
  budgetText,
  divisionNames,
  englishText,
  fullName,
  gpaText,
  heightText,
  levelText,
  scholarshipText,
  schoolSizeText,
  scoreText,
  sportLine,
  stateNames,
  weightText,
} from '../utils/format.ts';
import { PROFILE_TEXTS } from '../utils/texts.ts';
import styles from './profile.module.css';

interface Fact {
  label: string;
  value: ReactNode | null;
  /** What an unknown value says; 'Nog invullen' unless the fact is optional. */
  empty?: string;
}

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ label, value, empty = PROFILE_TEXTS.missing }) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value ?? <span className={styles.missing}>{empty}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

function FactCard({ title, facts, className }: { title: string; facts: Fact[]; className?: string }) {
  const titleId = useId();
  return (
    <Card title={title} titleId={titleId} className={[styles.card, className].filter(Boolean).join(' ')}>
      <FactList facts={facts} />
    </Card>
  );
}

/** Name, sport and position, age, nationality, height and weight (spec), with the club, achievements and key stats. */
export function SummaryCard({ profile }: { profile: Profile }) {
  const age = ageFromDateOfBirth(profile.date_of_birth);
  return (
    <FactCard
      title="Over jou"
      facts={[
        { label: 'Naam', value: fullName(profile) },
        { label: 'Sport en positie', value: sportLine(profile) },
        { label: 'Leeftijd', value: age === null ? null : formatAge(age) },
        { label: 'Nationaliteit', value: profile.nationality?.trim() || null },
        { label: 'Lengte', value: heightText(profile.height_cm) },
        { label: 'Gewicht', value: weightText(profile.weight_kg) },
        { label: 'Club', value: profile.current_team?.trim() || null },
        { label: 'Prestaties', value: profile.achievements?.trim() || null },
        { label: PROFILE_TEXTS.keyStats, value: profile.key_stats?.trim() || null },
      ]}
    />
  );
}

/** GPA, and the SAT and ACT when known (the spec's 'always N/A' is replaced by the real scores). */
export function AcademicCard({ profile }: { profile: Profile }) {
  const optional = PROFILE_TEXTS.unknown;
  return (
    <FactCard
      title="Studie"
      facts={[
        { label: 'Opleiding', value: profile.education_level?.trim() || null },
        // A Dutch average the athlete typed is a grade, not a GPA: the estimate follows it.
        { label: profile.academic_grade == null ? 'GPA' : 'Gemiddeld cijfer', value: gpaText(profile) },
        { label: 'SAT', value: scoreText(profile.sat_score), empty: optional },
        { label: 'ACT', value: scoreText(profile.act_score), empty: optional },
        { label: 'Engelse toets', value: englishText(profile), empty: optional },
        { label: 'Eindexamenjaar', value: profile.graduation_year ? String(profile.graduation_year) : null },
        { label: 'Studierichting', value: profile.study_interest?.trim() || null },
      ]}
    />
  );
}

const chips = (names: readonly string[]) => (
  <ul className={styles.chips}>
    {names.map((name) => (
      <li key={name} className={styles.chip}>
        {name}
      </li>
    ))}
  </ul>
);

/** Where and how the athlete wants to study: the real preferred states and the level of play. */
export function PreferencesCard({ profile, className }: { profile: Profile; className?: string }) {
  const states = stateNames(profile.preferred_states);
  const divisions = divisionNames(profile.preferred_divisions);
  return (
    <FactCard
      title="Voorkeuren"
      className={className}
      facts={[
        {
          label: 'Voorkeursstaten',
          value: states.length > 0 ? chips(states) : null,
          empty: `${PROFILE_TEXTS.noPreference}: overal in de VS`,
        },
        { label: 'Huidig niveau', value: levelText(profile) },
        {
          label: 'Voorkeursniveaus',
          value: divisions.length > 0 ? chips(divisions) : null,
          empty: `${PROFILE_TEXTS.noPreference}: alle niveaus`,
        },
        {
          label: 'Grootte universiteit',
          value: schoolSizeText(profile.preferred_school_size),
          empty: PROFILE_TEXTS.noPreference,
        },
        { label: 'Eigen budget', value: budgetText(profile.budget_eur_min) },
        // Left open in the onboarding ('Nog onbekend'): no date is made up for it.
        { label: 'Gewenste start', value: formatStart(profile), empty: 'Nog onbekend' },
        { label: 'Soort beurs', value: scholarshipText(profile.scholarship_type) },
      ]}
    />
  );
}
