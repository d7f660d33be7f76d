import { ApiError } from '@talentbrug/api-client/api';
import { useInviteTrainer, useReferences, useSetReferenceShown } from '@talentbrug/api-client/dossier-references';
import { createReferenceInviteSchema, type DossierReference } from '@talentbrug/domain/dossier';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { Field, TextField } from '@talentbrug/ui/field';
import { Spinner } from '@talentbrug/ui/spinner';
import { type FormEvent, useId, useState } from 'react';
import editor from '../../../components/editor.module.css';
import { REFERENCE_TEXTS, STATUS_TEXTS } from '../utils/texts.ts';
import styles from './reference.module.css';

const texts = REFERENCE_TEXTS;

type FormField = 'trainer_email' | 'trainer_name' | 'message';

/** The server's own Dutch explanation of a refusal (4xx), or the general one. */
function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return error.serverMessage ?? texts.saveFailed;
  return texts.saveFailed;
}

/** The server's 400 names each invalid field. */
function fieldErrors(error: unknown): Partial<Record<FormField, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const fields = (error.body as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  const found: Partial<Record<FormField, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    if (typeof message === 'string' && ['trainer_email', 'trainer_name', 'message'].includes(path))
      found[path as FormField] ??= message;
  }
  return found;
}

/**
 * 'Referentie van je trainer' (issue 37, item 6): the invitation to the club trainer, and the list
 * of invitations with their state, the text once written, and 'Goedkeuren' / 'Verbergen'. A
 * refused invitation keeps what was typed, with the message under its field.
 */
export default function ReferenceCard() {
  const titleId = useId();
  const listTitleId = useId();
  const emailId = useId();
  const references = useReferences();
  const invite = useInviteTrainer();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      trainer_email: email,
      ...(name.trim() ? { trainer_name: name } : {}),
      ...(message.trim() ? { message } : {}),
    };
    const checked = createReferenceInviteSchema.safeParse(request);
    setFormError(null);
    if (!checked.success) {
      const found: Partial<Record<FormField, string>> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0]) as FormField] ??= issue.message;
      setErrors(found);
      if (found.trainer_email) document.getElementById(emailId)?.focus();
      return;
    }
    setErrors({});
    invite.mutate(checked.data, {
      onSuccess: (reference) => {
        setEmail('');
        setName('');
        setMessage('');
        setAnnouncement(texts.invited(reference.trainer_email));
      },
      onError: (failure) => {
        const found = fieldErrors(failure);
        setErrors(found);
        if (Object.keys(found).length === 0) setFormError(errorMessage(failure));
        document.getElementById(emailId)?.focus();
      },
    });
  };

  return (
    <Card title={texts.title} titleId={titleId} className={editor.card}>
      <p className={editor.lead}>{texts.lead}</p>
      <form className={editor.form} onSubmit={submit} noValidate>
        <TextField
          id={emailId}
          type="email"
          label={texts.email}
          error={errors.trainer_email}
          value={email}
          maxLength={254}
          autoComplete="off"
          inputMode="email"
          required
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setErrors((current) => ({ ...current, trainer_email: undefined }));
          }}
        />
        <TextField
          label={texts.name}
          error={errors.trainer_name}
          value={name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Field label={texts.message} hint={texts.messageHint} error={errors.message}>
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} ${styles.textarea}`}
              value={message}
              maxLength={500}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
          )}
        </Field>
        {formError ? (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={editor.actions}>
          <Button type="submit" loading={invite.isPending} loadingLabel={texts.inviting}>
            {texts.invite}
          </Button>
        </div>
      </form>

      <h3 id={listTitleId} className={styles.listTitle}>
        {texts.listTitle}
      </h3>
      {references.isPending ? <Spinner label={texts.loading} /> : null}
      {/* Part of a page that has its own banner for a failed load: said here, not as a second alert. */}
      {references.isError ? (
        <div className={editor.actions}>
          <p className={styles.error}>{texts.loadError}</p>
          <Button variant="secondary" loading={references.isFetching} onClick={() => void references.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : null}
      {references.data && references.data.length === 0 ? <p className={editor.muted}>{texts.empty}</p> : null}
      {references.data && references.data.length > 0 ? (
        <ReferenceList references={references.data} labelledBy={listTitleId} onDone={setAnnouncement} />
      ) : null}
      <p className={styles.saved} role="status">
        {announcement}
      </p>
    </Card>
  );
}

function ReferenceList({
  references,
  labelledBy,
  onDone,
}: {
  references: DossierReference[];
  labelledBy: string;
  onDone: (announcement: string) => void;
}) {
  const shown = useSetReferenceShown();
  const [error, setError] = useState<{ id: string; message: string } | null>(null);
  const idPrefix = useId();

  const change = (reference: DossierReference, show: boolean, who: string) => {
    setError(null);
    shown.mutate(
      { id: reference.id, shown: show },
      {
        onSuccess: () => onDone(show ? texts.approvedNow(who) : texts.hiddenNow(who)),
        onError: (failure) => setError({ id: reference.id, message: errorMessage(failure) }),
      },
    );
  };

  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {references.map((reference) => {
        const id = `${idPrefix}-${reference.id}`;
        const written = reference.written;
        const who = written?.name ?? reference.trainer_name ?? reference.trainer_email;
        const busy = shown.isPending && shown.variables?.id === reference.id;
        const rowError = error?.id === reference.id ? error.message : null;
        return (
          <li key={reference.id} id={id} className={styles.item}>
            <div className={styles.head}>
              <span className={styles.who}>{who}</span>
              <span className={reference.status === 'approved' ? `${editor.pill} ${editor.pillOn}` : editor.pill}>
                {STATUS_TEXTS[reference.status]}
              </span>
            </div>
            {written ? (
              <>
                <blockquote className={styles.quote} lang={written.language}>
                  {written.text}
                </blockquote>
                <span>
                  {written.name}, {written.role}, {written.club}
                </span>
                <span className={editor.muted}>{texts.writtenIn(written.language)}</span>
              </>
            ) : (
              <span className={editor.muted}>
                {reference.trainer_email} · {texts.invitedOn(reference.created_at)}
                {reference.status === 'invited' ? ` · ${texts.validUntil(reference.expires_at)}` : ''}
              </span>
            )}
            {reference.status === 'written' || reference.status === 'approved' ? (
              <div className={editor.actions}>
                {reference.status === 'written' ? (
                  <Button
                    aria-label={texts.approveLabel(who)}
                    aria-describedby={rowError ? `${id}-error` : undefined}
                    loading={busy}
                    loadingLabel={texts.approving}
                    onClick={() => change(reference, true, who)}
                  >
                    {texts.approve}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={texts.hideLabel(who)}
                    aria-describedby={rowError ? `${id}-error` : undefined}
                    loading={busy}
                    loadingLabel={texts.hiding}
                    onClick={() => change(reference, false, who)}
                  >
                    {texts.hide}
                  </Button>
                )}
              </div>
            ) : null}
            {rowError ? (
              <p id={`${id}-error`} className={styles.error} role="alert">
                {rowError}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
