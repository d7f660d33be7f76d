import { LandingSection } from '../../../components/section-heading.tsx';
import styles from './success-stories.module.css';

export const STORIES_NOTICE = 'Illustratief voorbeeld: geen echte sporter';

/** Invented, typical journeys: they show the route, they are not testimonials. */
export const STORIES = [
  {
    name: 'Lotte',
    detail: '18 jaar · hockey · vwo',
    quote:
      'Ik wist niet dat coaches al na mijn vierde jaar mochten mailen. Met mijn video en een lijst van twaalf scholen had ik binnen een maand drie gesprekken.',
    outcome: 'Division I, oostkust · gedeeltelijke sportbeurs',
  },
  {
    name: 'Daan',
    detail: '17 jaar · tennis · havo',
    quote:
      'Mijn ouders twijfelden over de kosten. We zagen per school wat er na de beurs overbleef, en dat maakte de keuze ineens makkelijk.',
    outcome: 'Division II, Florida · beurs voor ruim de helft van de kosten',
  },
  {
    name: 'Noor',
    detail: '18 jaar · roeien · vwo',
    quote:
      'Division III geeft geen sportbeurzen, dat wist ik eerst niet. Mijn cijfers leverden wel een academische beurs op, en ik roei gewoon op hoog niveau.',
    outcome: 'Division III, New England · academische beurs',
  },
] as const;

export function SuccessStories() {
  return (
    <LandingSection
      headingId="verhalen-titel"
      eyebrow="Voorbeeldtrajecten"
      title="Zo kan jouw weg naar Amerika eruitzien"
      lead="Deze drie verhalen zijn verzonnen voorbeelden, geen echte sporters. Ze laten zien hoe een traject vaak verloopt."
    >
      <ul className={styles.grid}>
        {STORIES.map((story) => (
          <li key={story.name} className={styles.card}>
            <p className={styles.badge}>{STORIES_NOTICE}</p>
            <blockquote className={styles.quote}>
              <p>{story.quote}</p>
            </blockquote>
            <div className={styles.person}>
              <span className={styles.avatar} aria-hidden="true">
                {story.name.slice(0, 1)}
              </span>
              <p className={styles.who}>
                <strong>{story.name}</strong> <span className={styles.detail}>{story.detail}</span>
              </p>
            </div>
            <p className={styles.outcome}>{story.outcome}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
