import { DOSSIER_TEXT_MAX, type Dossier } from '@talentbrug/domain/dossier';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { Field, TextField } from '@talentbrug/ui/field';
import { type FormEvent, useId, useState } from 'react';
import editor from '../../../components/editor.module.css';
import { useDossierForm } from '../hooks/use-dossier-form.ts';
import { countText, DOSSIER_TEXTS } from '../utils/texts.ts';
import styles from './dossier.module.css';

const texts = DOSSIER_TEXTS.english;

const KEYS = [
  'position_en',
  'key_stats_en',
  'about_en',
  'achievements_en',
  'ncaa_id',
  'athlete_email',
  'parent_email',
] as const;
type Key = (typeof KEYS)[number];
type Values = Record<Key, string>;

const valuesOf = (dossier: Dossier): Values =>
  Object.fromEntries(KEYS.map((key) => [key, dossier[key] ?? ''])) as Values;

const TEXTAREAS = [
  { key: 'key_stats_en', label: texts.keyStats, hint: texts.keyStatsHint, max: DOSSIER_TEXT_MAX.key_stats },
  { key: 'about_en', label: texts.about, hint: texts.aboutHint, max: DOSSIER_TEXT_MAX.about },
  {
    key: 'achievements_en',
    label: texts.achievements,
    hint: texts.achievementsHint,
    max: DOSSIER_TEXT_MAX.achievements,
  },
] as const;

/**
 * The English texts and the contact details, saved together with one button. What the athlete
 * typed stays in the form whatever the answer: a refusal puts each message under its field and
 * focuses the first, and the next save sends only what differs from what the server holds.
 */
export function EnglishTextsForm({ dossier }: { dossier: Dossier }) {
  const titleId = useId();
  const contactId = useId();
  const formId = useId();
  const referenceId = `${formId}-key-stats-nl`;
  const [values, setValues] = useState<Values>(() => valuesOf(dossier));
  const [announcement, setAnnouncement] = useState('');
  const idOf = (key: Key) => `${formId}-${key}`;
  const { errors, formError, setFormError, alertRef, clearError, save, saving } = useDossierForm<Key>({
    keys: KEYS,
    fieldOf: (path) => path.split('.')[0] ?? path,
    idOf,
  });

  const set = (key: Key, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setAnnouncement('');
    const saved = valuesOf(dossier);
    const body: Record<string, string | null> = {};
    for (const key of KEYS) {
      const value = values[key].trim();
      if (value !== saved[key].trim()) body[key] = value === '' ? null : value;
    }
    if (Object.keys(body).length === 0) {
      setAnnouncement(texts.unchanged);
      return;
    }
    save(body, () => setAnnouncement(DOSSIER_TEXTS.saved));
  };

  const textField = (
    key: 'position_en' | 'ncaa_id' | 'athlete_email' | 'parent_email',
    label: string,
    hint?: string,
  ) => (
    <TextField
      id={idOf(key)}
      label={label}
      hint={
        key === 'position_en'
          ? `${hint ?? ''} ${countText(values[key].length, DOSSIER_TEXT_MAX.position)}`.trim()
          : hint
      }
      hintTone={key === 'position_en' && values[key].length > DOSSIER_TEXT_MAX.position ? 'warning' : 'muted'}
      error={errors[key]}
      type={key.endsWith('email') ? 'email' : 'text'}
      value={values[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
      {...(key === 'position_en' ? { lang: 'en' } : {})}
      {...(key === 'ncaa_id' ? { inputMode: 'numeric' as const, autoComplete: 'off' } : {})}
      {...(key.endsWith('email') ? { autoComplete: key === 'athlete_email' ? 'email' : 'off' } : {})}
    />
  );

  return (
    <Card title={texts.title} titleId={titleId} className={editor.card}>
      <p className={editor.lead}>{texts.lead}</p>
      <form className={editor.form} onSubmit={submit} noValidate>
        {formError ? <Alert tone="error" title={formError} ref={alertRef} className={styles.banner} /> : null}
        {textField('position_en', texts.position, texts.positionHint)}
        {TEXTAREAS.map(({ key, label, hint, max }) => {
          // The key stats are written from the profile's Dutch ones (the wizard's), shown beside the field.
          const dutch = key === 'key_stats_en' ? dossier.profile_key_stats?.trim() : null;
          return (
            <Field
              key={key}
              id={idOf(key)}
              label={label}
              hint={`${hint} ${countText(values[key].length, max)}`}
              hintTone={values[key].length > max ? 'warning' : 'muted'}
              error={errors[key]}
              {...(dutch ? { describedBy: referenceId } : {})}
            >
              {(control) => {
                const textarea = (
                  <textarea
                    {...control}
                    className={[control.className, styles.textarea].filter(Boolean).join(' ')}
                    lang="en"
                    rows={5}
                    value={values[key]}
                    onChange={(event) => set(key, event.currentTarget.value)}
                  />
                );
                return dutch ? (
                  <div className={styles.translate}>
                    <div id={referenceId} className={styles.reference}>
                      <p className={styles.referenceTitle}>{texts.keyStatsReference}</p>
                      <p lang="nl" className={styles.referenceText}>
                        {dutch}
                      </p>
                    </div>
                    {textarea}
                  </div>
                ) : (
                  textarea
                );
              }}
            </Field>
          );
        })}
        <fieldset className={styles.fieldset} aria-describedby={contactId}>
          <legend className={styles.subLegend}>{texts.contactTitle}</legend>
          <p id={contactId} className={editor.muted}>
            {texts.contactHint}
          </p>
          <div className={editor.form}>
            {textField('ncaa_id', texts.ncaaId, texts.ncaaIdHint)}
            {textField('athlete_email', texts.athleteEmail)}
            {textField('parent_email', texts.parentEmail)}
          </div>
        </fieldset>
        <div className={editor.actions}>
          <Button type="submit" loading={saving} loadingLabel={texts.saving}>
            {texts.save}
          </Button>
        </div>
        <p className={styles.saved} role="status">
          {announcement}
        </p>
      </form>
    </Card>
  );
}
