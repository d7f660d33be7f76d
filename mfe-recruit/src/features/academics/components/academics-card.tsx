import { useSaveTranscript, useTranscript } from '@talentbrug/api-client/academics';
import { ApiError } from '@talentbrug/api-client/api';
import {
  PROFILE_LABELS,
  PROFILES,
  SUBJECT_INFO,
  SUBJECTS,
  type Subject,
  TRACK_INFO,
  TRACKS,
  type TranscriptResponse,
} from '@talentbrug/domain/academics';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { Field } from '@talentbrug/ui/field';
import { Spinner } from '@talentbrug/ui/spinner';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { type FormEvent, useEffect, useId, useState } from 'react';
import editor from '../../../components/editor.module.css';
import { ACADEMICS_TEXTS, yearLabel } from '../utils/texts.ts';
import {
  cellKey,
  type DraftErrors,
  draftOf,
  type ErrorKey,
  errorsFromFields,
  isProfile,
  isSubject,
  isTrack,
  missingCoreSubjects,
  newRowKey,
  profileSubjects,
  type SubjectRow,
  subjectKey,
  type TranscriptDraft,
  toTranscript,
  yearsShown,
} from '../utils/transcript-draft.ts';
import styles from './academics.module.css';
import { EligibilityReading } from './eligibility-reading.tsx';

const texts = ACADEMICS_TEXTS;

/**
 * 'Je cijfers voor de NCAA' (issue 37, item 5): the athlete's diploma track, profile and per subject
 * a grade per school year, saved whole with one button, and below it the server's reading of what
 * was saved. Downloaded when its place nears the screen (the editor's size budget).
 */
export default function AcademicsCard() {
  const titleId = useId();
  const transcript = useTranscript();
  return (
    <Card title={texts.title} titleId={titleId} className={editor.card}>
      <p className={editor.lead}>{texts.lead}</p>
      {transcript.isPending ? <Spinner label={texts.loading} /> : null}
      {/* Part of a page that has its own banner for a failed load: said here, not as a second alert. */}
      {transcript.isError ? (
        <div className={editor.actions}>
          <p className={styles.error}>{texts.loadError}</p>
          <Button variant="secondary" loading={transcript.isFetching} onClick={() => void transcript.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : null}
      {transcript.isSuccess ? <TranscriptForm stored={transcript.data} /> : null}
      {transcript.isSuccess ? <EligibilityReading saved={transcript.data !== null} /> : null}
    </Card>
  );
}

/** A row's subject as the form's labels name it: the subject, or 'vak in rij 2' before one is chosen. */
const rowName = (row: SubjectRow | undefined, index: number): string =>
  row?.subject ? SUBJECT_INFO[row.subject].label : texts.unnamedSubject(index + 1);

/** Where a place on the form is, in words, for the list of what to check ('Cijfer Engels, 4 vwo'). */
function placeName(key: ErrorKey, draft: TranscriptDraft): string {
  const [kind, rowKey, year] = key.split(':');
  const index = draft.rows.findIndex((row) => row.key === rowKey);
  const row = draft.rows[index];
  const subject = rowName(row, index);
  if (kind === 'cell' && draft.track && year) return texts.gradeLabel(subject, yearLabel(draft.track, Number(year)));
  if (kind === 'subject') return row?.subject ? subject : texts.subjectLabel(index + 1);
  return '';
}

/**
 * The form keeps its own state, started once from the stored transcript and never reset by a
 * later answer, and keeps each grade as typed: a refusal leaves everything in place, with the
 * domain's Dutch message beside the cell or subject it is about, and focus on the first of them.
 */
function TranscriptForm({ stored }: { stored: TranscriptResponse['transcript'] }) {
  const base = useId();
  const [draft, setDraft] = useState<TranscriptDraft>(() => draftOf(stored));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const save = useSaveTranscript();

  const ids = {
    track: `${base}-track`,
    profile: `${base}-profile`,
    add: `${base}-add`,
    subject: (rowKey: string) => `${base}-${rowKey}-subject`,
    cell: (rowKey: string, year: number) => `${base}-${rowKey}-${year}`,
    error: (key: ErrorKey) => `${base}-error-${key.replaceAll(':', '-')}`,
  };

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const track = draft.track;
  const years = track ? yearsShown(track, draft.rows) : [];
  const withProfile = track ? TRACK_INFO[track].hasProfiles : false;
  const ownSubjects = profileSubjects(track, withProfile ? draft.profile : '');
  const otherSubjects = SUBJECTS.filter((subject) => !ownSubjects.includes(subject));
  const canAddProfileSubjects = track !== '' && (!withProfile || draft.profile !== '');

  const clearError = (key: ErrorKey) =>
    setErrors((current) => {
      if (!(key in current) && !current.form) return current;
      const { [key]: _gone, form: _form, ...rest } = current;
      return rest;
    });
  const updateRow = (rowKey: string, change: (row: SubjectRow) => SubjectRow) =>
    setDraft((current) => ({ ...current, rows: current.rows.map((row) => (row.key === rowKey ? change(row) : row)) }));

  const addRow = () => {
    const row: SubjectRow = { key: newRowKey(), subject: '', grades: {} };
    setDraft((current) => ({ ...current, rows: [...current.rows, row] }));
    setFocusId(ids.subject(row.key));
  };

  const addProfileSubjects = () => {
    const added = missingCoreSubjects(track, draft.profile, draft.rows).map(
      (subject): SubjectRow => ({ key: newRowKey(), subject, grades: {} }),
    );
    setDraft((current) => ({ ...current, rows: [...current.rows, ...added] }));
    setAnnouncement(texts.profileSubjectsAdded(added.length));
    const first = added[0];
    if (first && track) setFocusId(ids.cell(first.key, years[0] ?? TRACK_INFO[track].countedYears[0] ?? 1));
  };

  const removeRow = (row: SubjectRow, index: number) => {
    const name = rowName(row, index);
    const next = draft.rows[index + 1] ?? draft.rows[index - 1];
    setDraft((current) => ({ ...current, rows: current.rows.filter((item) => item.key !== row.key) }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.includes(`:${row.key}`))));
    setAnnouncement(texts.removed(name));
    setFocusId(next ? ids.subject(next.key) : ids.add);
  };

  /** The first place with an error, in the order the form shows them. */
  const firstInvalid = (found: DraftErrors): string | null => {
    if (found.track) return ids.track;
    if (found.profile) return ids.profile;
    for (const row of draft.rows) {
      if (found[subjectKey(row.key)]) return ids.subject(row.key);
      const year = [...years, ...Object.keys(row.grades).map(Number)].find((y) => found[cellKey(row.key, y)]);
      if (year !== undefined) return ids.cell(row.key, year);
    }
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAnnouncement('');
    const checked = toTranscript(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusId(firstInvalid(checked.errors));
      return;
    }
    setErrors({});
    save.mutate(checked.transcript, {
      onSuccess: () => setAnnouncement(texts.saved),
      onError: (failure) => {
        const fields =
          failure instanceof ApiError && failure.status === 400
            ? ((failure.body as { fields?: Record<string, unknown> } | null)?.fields ?? {})
            : {};
        const found = errorsFromFields(fields, checked.sent);
        if (Object.keys(found).length === 0 || found.form) {
          found.form =
            failure instanceof ApiError && failure.status >= 400 && failure.status < 500
              ? (failure.serverMessage ?? texts.saveFailed)
              : texts.saveFailed;
        }
        setErrors(found);
        setFocusId(firstInvalid(found));
      },
    });
  };

  const listed = (Object.keys(errors) as ErrorKey[]).filter(
    (key) => key.startsWith('cell:') || key.startsWith('subject:'),
  );
  const describedBy = (key: ErrorKey) => (errors[key] ? ids.error(key) : undefined);

  return (
    <form className={editor.form} onSubmit={submit} noValidate>
      <div className={styles.choices}>
        <Field id={ids.track} label={texts.track} error={errors.track}>
          {(control) => (
            <select
              {...control}
              value={draft.track}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((current) => ({ ...current, track: isTrack(value) ? value : '' }));
                clearError('track');
              }}
            >
              <option value="">{texts.trackChoose}</option>
              {TRACKS.map((option) => (
                <option key={option} value={option}>
                  {TRACK_INFO[option].label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {withProfile ? (
          <Field id={ids.profile} label={texts.profile} hint={texts.profileHint} error={errors.profile}>
            {(control) => (
              <select
                {...control}
                value={draft.profile}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((current) => ({ ...current, profile: isProfile(value) ? value : '' }));
                  clearError('profile');
                }}
              >
                <option value="">{texts.profileNone}</option>
                {PROFILES.map((option) => (
                  <option key={option} value={option}>
                    {PROFILE_LABELS[option]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </div>

      {track ? (
        <>
          <p className={styles.hint}>{texts.countedYears(track)}</p>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption className={styles.caption}>{texts.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.subjectCell}>
                    {texts.subjectColumn}
                  </th>
                  {years.map((year) => (
                    <th key={year} scope="col">
                      {yearLabel(track, year)}
                    </th>
                  ))}
                  <th scope="col">
                    <span className={hidden.visuallyHidden}>{texts.removeColumn}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {draft.rows.map((row, index) => {
                  const name = rowName(row, index);
                  const chosenElsewhere = new Set(draft.rows.filter((r) => r.key !== row.key).map((r) => r.subject));
                  const option = (subject: Subject) => (
                    <option key={subject} value={subject} disabled={chosenElsewhere.has(subject)}>
                      {SUBJECT_INFO[subject].area
                        ? SUBJECT_INFO[subject].label
                        : texts.subjectNotCore(SUBJECT_INFO[subject].label)}
                    </option>
                  );
                  return (
                    <tr key={row.key}>
                      <th scope="row" className={styles.subjectCell}>
                        <select
                          id={ids.subject(row.key)}
                          className={styles.select}
                          aria-label={texts.subjectLabel(index + 1)}
                          aria-invalid={errors[subjectKey(row.key)] ? true : undefined}
                          aria-describedby={describedBy(subjectKey(row.key))}
                          value={row.subject}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            updateRow(row.key, (current) => ({ ...current, subject: isSubject(value) ? value : '' }));
                            clearError(subjectKey(row.key));
                          }}
                        >
                          <option value="">{texts.subjectChoose}</option>
                          {ownSubjects.length > 0 ? (
                            <>
                              <optgroup label={texts.subjectGroupProfile}>{ownSubjects.map(option)}</optgroup>
                              <optgroup label={texts.subjectGroupOther}>{otherSubjects.map(option)}</optgroup>
                            </>
                          ) : (
                            SUBJECTS.map(option)
                          )}
                        </select>
                      </th>
                      {years.map((year) => {
                        const key = cellKey(row.key, year);
                        return (
                          <td key={year}>
                            <input
                              id={ids.cell(row.key, year)}
                              className={styles.grade}
                              type="text"
                              inputMode="decimal"
                              autoComplete="off"
                              maxLength={5}
                              aria-label={texts.gradeLabel(name, yearLabel(track, year))}
                              aria-invalid={errors[key] ? true : undefined}
                              aria-describedby={describedBy(key)}
                              value={row.grades[year] ?? ''}
                              onChange={(event) => {
                                const value = event.currentTarget.value;
                                updateRow(row.key, (current) => ({
                                  ...current,
                                  grades: { ...current.grades, [year]: value },
                                }));
                                clearError(key);
                              }}
                            />
                          </td>
                        );
                      })}
                      <td>
                        <button
                          type="button"
                          className={styles.remove}
                          aria-label={texts.remove(name)}
                          onClick={() => removeRow(row, index)}
                        >
                          <span aria-hidden="true">×</span>
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {draft.rows.length === 0 ? <p className={styles.muted}>{texts.noSubjects}</p> : null}
          <div className={editor.actions}>
            <Button id={ids.add} type="button" variant="secondary" onClick={addRow}>
              {texts.addSubject}
            </Button>
            {canAddProfileSubjects ? (
              <Button type="button" variant="secondary" onClick={addProfileSubjects}>
                {texts.addProfileSubjects}
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <p className={styles.muted}>{texts.chooseTrackFirst}</p>
      )}

      {listed.length > 0 ? (
        <div className={styles.errors}>
          <p>{texts.errorSummary}</p>
          <ul>
            {listed.map((key) => (
              <li key={key} id={ids.error(key)}>
                {texts.errorAt(placeName(key, draft), errors[key] ?? '')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {errors.form ? (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      ) : null}
      <p className={styles.hint}>{texts.publicHint}</p>
      <div className={editor.actions}>
        <Button type="submit" loading={save.isPending} loadingLabel={texts.saving}>
          {texts.save}
        </Button>
      </div>
      <p className={styles.saved} role="status">
        {announcement}
      </p>
    </form>
  );
}
