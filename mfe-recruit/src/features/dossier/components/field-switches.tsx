import { useUpdateDossier } from '@talentbrug/api-client/dossier';
import {
  DOSSIER_FIELD_DEFAULTS,
  DOSSIER_FIELD_LABELS,
  DOSSIER_FIELDS,
  type Dossier,
  type DossierField,
} from '@talentbrug/domain/dossier';
import { Card } from '@talentbrug/ui/card';
import { useId, useState } from 'react';
import editor from '../../../components/editor.module.css';
import { errorMessage } from '../utils/errors.ts';
import { DOSSIER_TEXTS } from '../utils/texts.ts';
import styles from './dossier.module.css';

const texts = DOSSIER_TEXTS.fields;

/**
 * 'Wat ziet een coach?': one checkbox per part of the dossier, each saved the moment it changes
 * and sent alone (the server merges switch by switch), so two quick changes never overwrite each
 * other. A refused switch flips back and says why under the group; the outcome is announced.
 */
export function FieldSwitches({ dossier }: { dossier: Dossier }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const update = useUpdateDossier();
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A switch shows its new state at once, until its save settles: the cache's optimistic patch comes
  // after an await (the mutation cancels the dossier's fetch first), and until then a controlled
  // checkbox sprang back (a flicker; on a loaded machine a test read it unticked after its click).
  const [ticked, setTicked] = useState<Partial<Record<DossierField, boolean>>>({});

  const change = (field: DossierField, on: boolean) => {
    setError(null);
    setAnnouncement(texts.saving);
    setTicked((current) => ({ ...current, [field]: on }));
    const label = DOSSIER_FIELD_LABELS[field];
    update.mutate(
      { public_fields: { [field]: on } },
      {
        onSettled: () =>
          setTicked(({ [field]: shown, ...rest }) => (shown === on ? rest : { ...rest, [field]: shown })),
        onSuccess: () => setAnnouncement(on ? texts.savedOn(label) : texts.savedOff(label)),
        onError: (failure) => {
          setAnnouncement('');
          setError(`‘${label}’: ${errorMessage(failure, DOSSIER_TEXTS.saveFailed)}`);
        },
      },
    );
  };

  return (
    <Card as="div" className={editor.card}>
      <fieldset
        className={styles.fieldset}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={error ? true : undefined}
      >
        <legend className={styles.legend}>{texts.legend}</legend>
        <p id={hintId} className={editor.lead}>
          {texts.hint}
        </p>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <ul className={styles.switches}>
          {DOSSIER_FIELDS.map((field) => (
            <li key={field}>
              <label className={styles.switch}>
                <input
                  type="checkbox"
                  name={field}
                  checked={ticked[field] ?? dossier.public_fields[field] ?? DOSSIER_FIELD_DEFAULTS[field]}
                  onChange={(event) => change(field, event.currentTarget.checked)}
                />
                <span>{DOSSIER_FIELD_LABELS[field]}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className={styles.saved} role="status">
        {announcement}
      </p>
    </Card>
  );
}
