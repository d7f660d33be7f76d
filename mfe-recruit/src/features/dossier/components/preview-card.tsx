import type { PublicDossier } from '@talentbrug/domain/dossier';
import { Card } from '@talentbrug/ui/card';
import { useId } from 'react';
import { DOSSIER_TEXTS } from '../utils/texts.ts';
import styles from './dossier.module.css';

const texts = DOSSIER_TEXTS.preview;

/** The key facts as the public page writes them, in English and US units (null: kept back or not given). */
function facts(preview: PublicDossier): [term: string, value: string][] {
  const rows: [string, string | null][] = [
    ['Name', preview.name],
    [
      'Graduation',
      [preview.graduation_year ? `Class of ${preview.graduation_year}` : null, preview.start_term]
        .filter(Boolean)
        .join(' · ') || null,
    ],
    ['Sport', preview.sport ? (preview.sport.college_team ?? preview.sport.name) : null],
    ['Position', preview.position],
    [
      'Height and weight',
      [
        preview.height ? `${preview.height.text} (${preview.height.cm} cm)` : null,
        preview.weight ? `${preview.weight.lb} lb (${preview.weight.kg} kg)` : null,
      ]
        .filter(Boolean)
        .join(' · ') || null,
    ],
    ['Club', preview.club],
    ['Level', preview.level ? preview.level.explanation : null],
    ['About', preview.about],
    ['Achievements', preview.achievements],
    ['Highlight video', preview.video ? 'Included' : null],
    [
      'Academics',
      preview.academics
        ? [preview.academics.school, preview.academics.gpa !== null ? `GPA ${preview.academics.gpa.toFixed(2)}` : null]
            .filter(Boolean)
            .join(' · ') || null
        : null,
    ],
    ['English test', preview.english_test ? `${preview.english_test.test}: ${preview.english_test.score}` : null],
    [
      'SAT / ACT',
      preview.test_scores
        ? [
            preview.test_scores.sat !== null ? `SAT ${preview.test_scores.sat}` : null,
            preview.test_scores.act !== null ? `ACT ${preview.test_scores.act}` : null,
          ]
            .filter(Boolean)
            .join(' · ') || null
        : null,
    ],
    ['NCAA ID', preview.ncaa_id],
    [
      'Contact',
      preview.contact
        ? [preview.contact.athlete_email, preview.contact.parent_email].filter(Boolean).join(' · ') || null
        : null,
    ],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
}

/**
 * What a coach reads now, as the server builds it (as if published): a compact, read-only summary
 * of the public page in English, so the athlete sees the effect of every switch at once.
 */
export function PreviewCard({ preview }: { preview: PublicDossier }) {
  const titleId = useId();
  const rows = facts(preview);
  return (
    <Card title={texts.title} titleId={titleId} className={styles.card}>
      <p className={styles.lead}>{texts.lead}</p>
      {rows.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <dl className={styles.facts} lang="en">
          {rows.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
