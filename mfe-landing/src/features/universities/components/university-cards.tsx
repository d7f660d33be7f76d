import { onboardingHrefFor } from '@talentbrug/domain/onboarding/university-of-interest';
import { Link } from '@talentbrug/ui/router';
import { ArrowIcon, LandingSection } from '../../../components/section-heading.tsx';
import universities from '../data/universities.json';
import styles from './university-cards.module.css';

export interface University {
  id: string;
  name: string;
  shortName: string;
  city: string;
  state: string;
  division: string;
  conference: string;
  sports: string[];
}

export const UNIVERSITIES: readonly University[] = universities;

/**
 * Real Division I schools (scripts/derive-universities.mjs); each card starts the onboarding with
 * the school carried along (/onboarding?universiteit=<institution id>), so the coach names it and
 * matching shows the chances there.
 */
export function UniversityCards() {
  return (
    <LandingSection
      headingId="universiteiten-titel"
      eyebrow="Universiteiten"
      title="Waar jouw sport op topniveau wordt gespeeld"
      lead="Een greep uit de Amerikaanse universiteiten met een Division I-programma in sporten die Nederlanders veel spelen. Kies er een en ontdek in de onboarding wat jij nodig hebt om er te komen."
    >
      <ul className={styles.grid}>
        {UNIVERSITIES.map((school) => (
          <li key={school.id} className={styles.card}>
            <div className={styles.banner} aria-hidden="true">
              <span className={styles.monogram}>{school.shortName}</span>
            </div>
            <div className={styles.body}>
              <h3 className={styles.name}>
                <Link to={onboardingHrefFor(school.id)} className={styles.link}>
                  {school.name}
                </Link>
              </h3>
              <p className={styles.place}>
                {school.city}, {school.state}
              </p>
              <p className={styles.division}>
                {school.division} · {school.conference}
              </p>
              <ul className={styles.sports} aria-label="Sporten">
                {school.sports.map((sport) => (
                  <li key={sport} className={styles.sport}>
                    {sport}
                  </li>
                ))}
              </ul>
              <span className={styles.more} aria-hidden="true">
                Check je kansen
                <ArrowIcon />
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.source}>
        Bron: NCAA-ledenlijst (2026) en NCAA-teamgegevens (studiejaar 2017-2018). Het sportaanbod van een universiteit
        kan sindsdien veranderd zijn; in je matches controleren we het actuele aanbod.
      </p>
    </LandingSection>
  );
}
