import type { PublicDossier } from '@talentbrug/domain/dossier';
import { Card } from '@talentbrug/ui/card';
import { useId } from 'react';
import editor from '../../../components/editor.module.css';
import { DOSSIER_TEXTS } from '../utils/texts.ts';
import styles from './dossier.module.css';

const texts = DOSSIER_TEXTS.preview;

/** The GPA as the public page names it: the core GPA from the grades is an estimate, with its range. */
function gpaText(academics: NonNullable<PublicDossier['academics']>): string | null {
  const { gpa, gpa_basis: basis, gpa_range: range } = academics;
  if (gpa === null) return null;
  if (basis !== 'ncaa_core_gpa_estimate') return `GPA ${gpa.toFixed(2)}`;
  const spread = range ? `, range ${range[0].toFixed(2)} to ${range[1].toFixed(2)}` : '';
  return `Core GPA ${gpa.toFixed(2)} (estimate${spread})`;
}

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
    ['Key stats', preview.key_stats ?? null],
    ['About', preview.about],
    ['Achievements', preview.achievements],
    ['Highlight video', preview.video ? 'Included' : null],
    [
      'Academics',
      preview.academics
        ? [preview.academics.school, gpaText(preview.academics)].filter(Boolean).join(' · ') || null
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
 * The trainer's approved reference as the public page writes it (render-public-dossier.ts): the
 * quote in the language it was written in, with name, role and club, and the same note under a
 * Dutch one, so the athlete reads it as the coach will before sharing a link.
 */
function ReferencePreview({ reference }: { reference: NonNullable<PublicDossier['reference']> }) {
  const titleId = useId();
  return (
    <section className={styles.previewReference} aria-labelledby={titleId} lang="en">
      <h3 id={titleId} className={styles.previewReferenceTitle}>
        Reference from the club coach
      </h3>
      <figure className={styles.quote}>
        <blockquote lang={reference.language}>{reference.text}</blockquote>
        <figcaption>
          {reference.name}, {reference.role}, <span lang="nl">{reference.club}</span>
        </figcaption>
      </figure>
      {reference.language === 'nl' ? <p className={editor.muted}>Written in Dutch by the coach.</p> : null}
    </section>
  );
}

/**
 * What a coach reads now, as the server builds it (as if published): a compact, read-only summary
 * of the public page in English, so the athlete sees the effect of every switch at once, and the
 * trainer's reference once the athlete has approved it.
 */
export function PreviewCard({ preview }: { preview: PublicDossier }) {
  const titleId = useId();
  const rows = facts(preview);
  const reference = preview.reference ?? null;
  return (
    <Card title={texts.title} titleId={titleId} className={editor.card}>
      <p className={editor.lead}>{texts.lead}</p>
      {rows.length === 0 && !reference ? (
        <p>{texts.empty}</p>
      ) : rows.length === 0 ? null : (
        <dl className={styles.facts} lang="en">
          {rows.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {reference ? <ReferencePreview reference={reference} /> : null}
    </Card>
  );
}
