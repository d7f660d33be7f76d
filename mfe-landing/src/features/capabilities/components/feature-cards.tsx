import { COACH_PERSONA } from '@talentbrug/domain/constants';
import { featureLink } from '@talentbrug/domain/feature-link';
import { Link } from '@talentbrug/ui/router';
import type { ReactNode } from 'react';
import { ArrowIcon, LandingSection } from '../../../components/section-heading.tsx';
import styles from './feature-cards.module.css';

export interface FeatureCard {
  title: string;
  text: string;
  feature: string;
  cta: string;
  icon: ReactNode;
}

export const FEATURES: readonly FeatureCard[] = [
  {
    title: 'AI-Coach Begeleiding',
    text: `Coach ${COACH_PERSONA} denkt dag en nacht met je mee: welke stap je nu zet, wat je een coach mailt en hoe je aan de NCAA-eisen voldoet. Zij kent jouw profiel, dus je krijgt geen standaardantwoorden.`,
    feature: 'aicoach',
    cta: 'Chat met je AI-coach',
    icon: <path d="M4 5h16v10H9l-5 4zM8 9h8M8 12h5" />,
  },
  {
    title: 'Smart Matching',
    text: 'Eerst wat moet kloppen: jouw sport, een haalbaar niveau en de academische eisen. Daarna wegen we sport, studie, kosten en je voorkeuren, en je ziet per universiteit waarom die past en wat nog ontbreekt.',
    feature: 'matches',
    cta: 'Bekijk je matches',
    icon: <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8-4.3-4.1 5.9-.9z" />,
  },
  {
    title: 'Video Analyse',
    text: 'Een universiteitscoach bekijkt je bericht in tien tot twintig seconden: je videolink en je belangrijkste cijfers beslissen. Zet je highlightvideo in je profiel en laat je coach meekijken naar wat in de eerste seconden moet zitten.',
    feature: 'profile',
    cta: 'Upload je video',
    icon: <path d="M3 6h12v12H3zM15 10l6-3v10l-6-3z" />,
  },
  {
    title: 'Visa Begeleiding',
    text: 'F-1-visumondersteuning van begin tot eind: je I-20 van de universiteit, de SEVIS-fee, het DS-160-formulier en je gesprek op het Amerikaanse consulaat in Amsterdam. We zeggen ook wanneer je moet plannen.',
    feature: 'onboarding',
    cta: 'Start je traject',
    icon: <path d="M5 3h11l3 3v15H5zM9 8h6M9 12h6M9 16h3" />,
  },
];

export function FeatureCards({ id, headingId }: { id: string; headingId: string }) {
  return (
    <LandingSection
      id={id}
      headingId={headingId}
      alt
      focusable
      eyebrow="Zo werkt het"
      title="Alles voor je sportbeurs op één plek"
      lead="Van je eerste profiel tot je vlucht naar Amerika: vier onderdelen die samen je kansen vergroten."
    >
      <ul className={styles.grid}>
        {FEATURES.map((card) => (
          <li key={card.title} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {card.icon}
              </svg>
            </span>
            <h3 className={styles.title}>{card.title}</h3>
            <p className={styles.text}>{card.text}</p>
            <Link to={featureLink(card.feature)} className={styles.link}>
              {card.cta}
              <ArrowIcon />
            </Link>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
