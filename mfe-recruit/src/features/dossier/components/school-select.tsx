import { Field } from '@talentbrug/ui/field';
import { useEffect } from 'react';
import editor from '../../../components/editor.module.css';
import { type MatchSchool, useMatchSchools } from '../api/get-match-schools.ts';
import { SCHOOL_SELECT_TEXTS } from '../utils/school-texts.ts';
import { DOSSIER_TEXTS } from '../utils/texts.ts';

const texts = { ...DOSSIER_TEXTS.links, ...SCHOOL_SELECT_TEXTS };

export interface SchoolSelectProps {
  id: string;
  /** The chosen institution's id, '' for none. */
  value: string;
  error?: string | undefined;
  onChange: (school: MatchSchool | null) => void;
  /** The schools once known, so the list of links can name them. */
  onSchools: (schools: readonly MatchSchool[]) => void;
}

/**
 * 'Universiteit (optioneel)': a native select over the schools of the athlete's own matches (a
 * phone's own picker, no combobox to download). Loaded after the page (links-card.tsx), as the
 * matches' schemas are larger than the rest of the editor. Without matches, or when they cannot be
 * read, there is nothing to choose: one line says the label alone is enough.
 */
export default function SchoolSelect({ id, value, error, onChange, onSchools }: SchoolSelectProps) {
  const schools = useMatchSchools();
  const data = schools.data;
  useEffect(() => {
    if (data) onSchools(data);
  }, [data, onSchools]);

  if (schools.isPending) return null;
  if (!data || data.length === 0) return <p className={editor.muted}>{texts.noSchools}</p>;
  return (
    <Field id={id} label={texts.school} hint={texts.schoolHint} error={error}>
      {(control) => (
        <select
          {...control}
          name="institution_id"
          value={value}
          onChange={(event) => onChange(data.find((school) => school.id === event.currentTarget.value) ?? null)}
        >
          <option value="">{texts.schoolNone}</option>
          {data.map((school) => (
            <option key={school.id} value={school.id}>
              {school.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
