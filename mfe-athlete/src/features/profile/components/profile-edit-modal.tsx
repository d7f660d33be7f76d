import { useUpdateProfile } from '@talentbrug/api-client/profile';
import {
  ENGLISH_SCALES,
  ENGLISH_TESTS,
  type Profile,
  SCHOOL_SIZE_LABELS,
  SCHOOL_SIZES,
} from '@talentbrug/domain/contracts/profile';
import { formatMonthName } from '@talentbrug/domain/format';
import { gradeHint } from '@talentbrug/domain/onboarding/grades';
import { parseNumber } from '@talentbrug/domain/onboarding/numbers';
import { COMPETITION_LEVELS, optionLabel, SCHOLARSHIP_TYPES } from '@talentbrug/domain/profile/options';
import { TEAM_OPTIONS } from '@talentbrug/domain/profile/teams';
import { LEVEL_CHOICE_HINT, levelSteps } from '@talentbrug/domain/sport-levels';
import { findSport, SPORTS } from '@talentbrug/domain/sports';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Modal } from '@talentbrug/ui/modal';
import { notify } from '@talentbrug/ui/toast';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { DIALOG_TEXTS } from '../utils/dialog-texts.ts';
import {
  buildProfileWrite,
  FIELD_KEYS,
  type FieldErrors,
  type FieldKey,
  type ProfileFormValues,
  serverFieldErrors,
  type TextKey,
  todayInNetherlands,
  toFormValues,
} from '../utils/profile-form.ts';
import { PROFILE_TEXTS } from '../utils/texts.ts';
import { DivisionPicker } from './division-picker.tsx';
import styles from './edit-form.module.css';
import { FormField } from './form-field.tsx';
import { StatePicker } from './state-picker.tsx';

interface Option {
  value: string;
  label: string;
}

/** A stored value the options no longer list stays selectable, so opening the form changes nothing. */
const withCurrent = (options: readonly Option[], value: string): readonly Option[] =>
  value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;

const MONTHS: readonly Option[] = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: formatMonthName(index + 1),
}));
const ENGLISH_OPTIONS: readonly Option[] = ENGLISH_TESTS.map((test) => ({
  value: test,
  label: ENGLISH_SCALES[test].label,
}));
const SIZE_OPTIONS: readonly Option[] = SCHOOL_SIZES.map((size) => ({ value: size, label: SCHOOL_SIZE_LABELS[size] }));

function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const id = useId();
  // The form's starting point, kept while it is open: only what the athlete changes is sent,
  // even if the profile is read again meanwhile (an upload sets the highlight link).
  const [initial] = useState(() => toFormValues(profile));
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<{ title: string; text?: string } | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const update = useUpdateProfile();
  const fieldId = (key: FieldKey) => `${id}-${key}`;

  const set = (key: TextKey) => (event: { target: { value: string } }) => {
    const next = event.target.value;
    setValues((current) => ({ ...current, [key]: next }));
    setErrors((current) => (key in current ? { ...current, [key]: undefined } : current));
  };

  const showErrors = (found: FieldErrors, title: string) => {
    setErrors(found);
    const count = Object.keys(found).length;
    setBanner({
      title,
      text:
        count > 0
          ? `Controleer ${count === 1 ? 'het gemarkeerde veld' : `de ${count} gemarkeerde velden`}.`
          : undefined,
    });
    const first = FIELD_KEYS.find((key) => key in found);
    // Wait for the messages to render, so the field is read with its error.
    requestAnimationFrame(() => {
      const target =
        first === 'preferred_states' || first === 'preferred_divisions'
          ? document.querySelector<HTMLElement>(`[data-field="${first}"] input`)
          : first
            ? document.getElementById(fieldId(first))
            : bannerRef.current;
      target?.focus();
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const { body, errors: found } = buildProfileWrite(values, initial);
    if (Object.keys(found).length > 0) {
      showErrors(found, 'Nog niet alles klopt');
      return;
    }
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    setBanner(null);
    setErrors({});
    update.mutate(body, {
      onSuccess: () => {
        notify.success(DIALOG_TEXTS.saved);
        onDone();
      },
      onError: (error) => {
        notify.error(DIALOG_TEXTS.saveError);
        showErrors(serverFieldErrors(error), DIALOG_TEXTS.saveError);
      },
    });
  };

  const sportId = findSport(values.sport)?.id ?? null;
  const levelOptions = withCurrent(
    levelSteps(sportId, values.team === 'dames' ? 'dames' : 'heren').map((step) => ({
      value: step.code,
      label: step.label,
    })),
    values.competition_level,
  ).map((option) =>
    option.label === option.value ? { ...option, label: optionLabel(COMPETITION_LEVELS, option.value) } : option,
  );
  const englishScale = (ENGLISH_TESTS as readonly string[]).includes(values.english_test)
    ? ENGLISH_SCALES[values.english_test as keyof typeof ENGLISH_SCALES]
    : null;
  const gpaNote = gradeHint(parseNumber(values.academic_gpa));

  const text = (
    key: TextKey,
    label: string,
    extra: {
      hint?: ReactNode;
      autoComplete?: string;
      placeholder?: string;
      inputMode?: 'numeric' | 'decimal' | 'url';
      type?: 'text' | 'url' | 'date';
      max?: string;
    } = {},
  ) => (
    <FormField id={fieldId(key)} label={label} hint={extra.hint} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          type={extra.type ?? 'text'}
          name={key}
          value={values[key]}
          onChange={set(key)}
          autoComplete={extra.autoComplete ?? 'off'}
          placeholder={extra.placeholder}
          inputMode={extra.inputMode}
          max={extra.max}
        />
      )}
    </FormField>
  );

  const select = (key: TextKey, label: string, options: readonly Option[], empty: string, hint?: ReactNode) => (
    <FormField id={fieldId(key)} label={label} hint={hint} error={errors[key]}>
      {(control) => (
        <select {...control} name={key} value={values[key]} onChange={set(key)}>
          <option value="">{empty}</option>
          {withCurrent(options, values[key]).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={banner ? `${id}-banner` : undefined}>
      {banner ? (
        <Alert tone="error" title={banner.title} id={`${id}-banner`} ref={bannerRef}>
          {banner.text ? <p>{banner.text}</p> : null}
        </Alert>
      ) : null}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Persoonlijk</legend>
        <div className={styles.row}>
          {text('first_name', 'Voornaam', { autoComplete: 'given-name' })}
          {text('last_name', 'Achternaam', { autoComplete: 'family-name' })}
          {text('date_of_birth', 'Geboortedatum', { type: 'date', autoComplete: 'bday', max: todayInNetherlands() })}
          {text('nationality', 'Nationaliteit', { placeholder: 'Nederlandse' })}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Sport</legend>
        <div className={styles.row}>
          <FormField id={fieldId('sport')} label="Sport" error={errors.sport}>
            {(control) => (
              <>
                <input
                  {...control}
                  type="text"
                  name="sport"
                  list={`${id}-sports`}
                  autoComplete="off"
                  value={values.sport}
                  onChange={set('sport')}
                />
                <datalist id={`${id}-sports`}>
                  {SPORTS.map((sport) => (
                    <option key={sport.id} value={sport.name} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
          {select('team', 'Team', TEAM_OPTIONS, 'Kies heren of dames')}
          {text('position', 'Positie of discipline', { placeholder: 'Middenvelder, keeper, 400 m horden...' })}
          {select('competition_level', 'Huidig niveau', levelOptions, 'Kies je niveau', LEVEL_CHOICE_HINT)}
          {text('current_team', 'Club', { placeholder: 'Bijv. HC Bloemendaal MO18-1' })}
          {text('height_cm', 'Lengte (cm)', { inputMode: 'numeric', placeholder: '178', hint: 'In hele centimeters.' })}
          {text('weight_kg', 'Gewicht (kg)', { inputMode: 'numeric', placeholder: '70', hint: "In hele kilo's." })}
        </div>
        <FormField
          id={fieldId('achievements')}
          label="Prestaties"
          hint="Titels, selecties en prijzen; de belangrijkste eerst."
          error={errors.achievements}
        >
          {(control) => (
            <textarea
              {...control}
              name="achievements"
              rows={3}
              value={values.achievements}
              onChange={set('achievements')}
            />
          )}
        </FormField>
        <FormField
          id={fieldId('key_stats')}
          label={PROFILE_TEXTS.keyStats}
          hint="Cijfers die een coach snel kan vergelijken: goals en assists, je beste tijden, je 2k-ergotijd."
          error={errors.key_stats}
        >
          {(control) => (
            <textarea {...control} name="key_stats" rows={3} value={values.key_stats} onChange={set('key_stats')} />
          )}
        </FormField>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Studie</legend>
        <div className={styles.row}>
          {text('education_level', 'Opleiding', { placeholder: 'VWO, HAVO, MBO...' })}
          {text('academic_gpa', 'GPA', {
            inputMode: 'decimal',
            placeholder: '3,4',
            hint: gpaNote ?? 'Van 0 tot 4 met één decimaal, of je gemiddelde eindcijfer (een 7,4 is ongeveer 3,3).',
          })}
          {text('graduation_year', 'Eindexamenjaar', { inputMode: 'numeric', placeholder: '2026' })}
          {text('study_interest', 'Studierichting', { placeholder: 'Business, bewegingswetenschappen...' })}
          {text('sat_score', 'SAT-score', {
            inputMode: 'numeric',
            hint: '400 tot 1600. Leeg laten als je de SAT nog niet hebt gedaan.',
          })}
          {text('act_score', 'ACT-score', {
            inputMode: 'numeric',
            hint: '1 tot 36. Leeg laten als je de ACT niet doet.',
          })}
          {select('english_test', 'Engelse toets', ENGLISH_OPTIONS, 'Nog geen toets gedaan')}
          {text('english_score', 'Score Engelse toets', {
            inputMode: 'decimal',
            hint: englishScale
              ? `${englishScale.label}: ${englishScale.min} tot ${englishScale.max}${englishScale.step < 1 ? ', in halve punten' : ''}.`
              : 'Kies eerst de toets.',
          })}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Voorkeuren</legend>
        <div data-field="preferred_states">
          <StatePicker
            value={values.preferred_states}
            error={errors.preferred_states}
            onChange={(states) => {
              setValues((current) => ({ ...current, preferred_states: states }));
              setErrors((current) => ({ ...current, preferred_states: undefined }));
            }}
          />
        </div>
        <div data-field="preferred_divisions">
          <DivisionPicker
            value={values.preferred_divisions}
            error={errors.preferred_divisions}
            onChange={(divisions) => {
              setValues((current) => ({ ...current, preferred_divisions: divisions }));
              setErrors((current) => ({ ...current, preferred_divisions: undefined }));
            }}
          />
        </div>
        <div className={styles.row}>
          {select('preferred_school_size', 'Grootte van de universiteit', SIZE_OPTIONS, 'Geen voorkeur')}
          {text('budget_eur_min', 'Eigen budget per jaar (euro)', {
            inputMode: 'numeric',
            placeholder: '10.000',
            hint: 'Wat jij en je ouders per jaar zelf kunnen betalen, naast een eventuele beurs.',
          })}
          {select(
            'target_start_month',
            'Startmaand',
            MONTHS,
            'Kies een maand',
            'De meeste teams beginnen in augustus.',
          )}
          {text('target_start_year', 'Startjaar', {
            inputMode: 'numeric',
            placeholder: '2029',
            hint: 'Meestal het jaar van je eindexamen. Weet je het nog niet? Laat maand en jaar leeg.',
          })}
          {select('scholarship_type', 'Soort beurs', SCHOLARSHIP_TYPES, 'Kies een soort beurs')}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Video</legend>
        {text('video_link', 'Link naar je highlightvideo', {
          type: 'url',
          inputMode: 'url',
          placeholder: 'youtube.com/watch?v=...',
          hint: "Staat je video op YouTube of Vimeo? Zet de link hier. Bij Mijn Video's kies je welke video op je profiel staat: deze link of een video die je uploadt.",
        })}
      </fieldset>

      <div className={styles.footer}>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Annuleren
        </Button>
        <Button type="submit" loading={update.isPending} loadingLabel="Opslaan...">
          Opslaan
        </Button>
      </div>
    </form>
  );
}

/** The edit modal for every profile field (spec: open, save and cancel). */
export function ProfileEditModal({ open, onClose, profile }: { open: boolean; onClose: () => void; profile: Profile }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={PROFILE_TEXTS.edit}
      description="Wat je hier aanpast, telt meteen mee voor je profielscore en je matches."
      size="lg"
    >
      {/* Mounted per opening, so the form starts from the stored profile every time. */}
      <ProfileEditForm profile={profile} onDone={onClose} />
    </Modal>
  );
}
