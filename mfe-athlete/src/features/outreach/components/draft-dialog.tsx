import { useCreateDraft, useDossierPublished, useOutreach, useUpdateOutreach } from '@talentbrug/api-client/outreach';
import {
  DRAFT_KINDS,
  type Draft,
  type DraftKind,
  type OutreachEntry,
  type SentKind,
} from '@talentbrug/domain/outreach';
import { Alert, type AlertTone } from '@talentbrug/ui/alert';
import { Button, buttonClass } from '@talentbrug/ui/button';
import { Field, TextField } from '@talentbrug/ui/field';
import { Modal } from '@talentbrug/ui/modal';
import { Link } from '@talentbrug/ui/router';
import { Spinner } from '@talentbrug/ui/spinner';
import { notify } from '@talentbrug/ui/toast';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { composeLinks } from '../utils/compose.ts';
import { errorMessage } from '../utils/errors.ts';
import { OUTREACH_TEXTS } from '../utils/texts.ts';
import { CopyText } from './copy-text.tsx';
import styles from './outreach.module.css';

const texts = OUTREACH_TEXTS.draft;

/** The webmail services a draft opens in, each in a new tab. */
const WEBMAIL = ['gmail', 'outlook'] as const;

/** The school a draft is for: a match (a draft needs one) and the school's entry. */
export interface DraftTarget {
  match_id: string;
  institution_id: string;
  school_name: string;
}

type Asked = { draft: Draft } | { error: string } | { pending: true };

/** Something the dossier should change before a coach reads the mail, with the way to it. */
function ToDossier({ tone, title, text }: { tone: AlertTone; title: string; text: string }) {
  return (
    <Alert tone={tone} className={styles.banner} title={title}>
      <p>
        {text} <Link to="/dossier">{texts.toDossier}</Link>
      </p>
    </Alert>
  );
}

/** The first e-mail until one is recorded, then the follow-up. */
const defaultKind = (entry: OutreachEntry | undefined): DraftKind => (entry?.sent_count ? 'follow_up' : 'first');

/**
 * One e-mail to one school's coach (issue 38, item 1), written from the athlete's own mailbox. The
 * draft is asked for when the dialog opens, and once per kind the athlete picks (each makes a
 * dossier link for the school). The athlete edits it, sends it through their mail program, Gmail
 * or Outlook, or copies it, and then says so: 'Ik heb deze mail verstuurd' records it as sent.
 * That button works only once this kind was opened in one of the three or copied (issue 38, item
 * 2: 'gemaild' is recorded when the athlete opens or copies a draft and confirms); until then it
 * says why.
 */
export function DraftDialog({ target, onClose }: { target: DraftTarget; onClose: () => void }) {
  const outreach = useOutreach();
  const published = useDossierPublished();
  const create = useCreateDraft();
  const update = useUpdateOutreach();
  const entry = outreach.data?.entries.find((item) => item.institution_id === target.institution_id);
  const [chosen, setChosen] = useState<DraftKind | null>(null);
  // Until the list says what was sent already, the kind (and so the first request) waits. Then it
  // stays: once 'Ik heb deze mail verstuurd' is recorded the entry suggests the follow-up, which is
  // the next opening's; asking for it now made a draft, and a dossier link, nobody saw.
  const suggested = useRef<DraftKind | null>(null);
  if (suggested.current === null && !outreach.isPending) suggested.current = defaultKind(entry);
  const kind = chosen ?? suggested.current;
  const [asked, setAsked] = useState<Partial<Record<DraftKind, Asked>>>({});
  const [edits, setEdits] = useState<Partial<Record<DraftKind, { subject?: string; body?: string }>>>({});
  const [email, setEmail] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  // The kinds the athlete opened in a mail program or copied: only then can they say they sent it.
  const [used, setUsed] = useState<Partial<Record<DraftKind, true>>>({});
  const requested = useRef(new Set<DraftKind>());
  const kindName = useId();
  const confirmHintId = useId();

  const ask = (which: DraftKind) => {
    if (requested.current.has(which)) return;
    requested.current.add(which);
    setAsked((current) => ({ ...current, [which]: { pending: true } }));
    create.mutateAsync({ match_id: target.match_id, kind: which }).then(
      (draft) => setAsked((current) => ({ ...current, [which]: { draft } })),
      (error: unknown) => {
        requested.current.delete(which);
        setAsked((current) => ({ ...current, [which]: { error: errorMessage(error, texts.error) } }));
      },
    );
  };

  // Asked for once per kind: `ask` guards against repeats (and against the double effect of StrictMode).
  useEffect(() => {
    if (kind) ask(kind);
  }, [kind]);

  const current = kind ? asked[kind] : undefined;
  const draft = current && 'draft' in current ? current.draft : null;
  const subject = (kind && edits[kind]?.subject) ?? draft?.subject ?? '';
  const body = (kind && edits[kind]?.body) ?? draft?.body ?? '';
  const savedEmail = entry?.coach_email ?? draft?.to ?? '';
  const links = draft ? composeLinks(draft, savedEmail, subject, body) : null;
  const assistant = entry?.next_step.step === 'write_assistant';
  const sentKind: SentKind = assistant && kind !== 'schedule' ? 'assistant' : (kind ?? 'first');
  const staff = draft?.staff_url ?? entry?.staff_url ?? null;

  const edit = (change: { subject?: string; body?: string }) =>
    kind && setEdits((all) => ({ ...all, [kind]: { ...all[kind], ...change } }));
  const markUsed = () => kind && setUsed((all) => ({ ...all, [kind]: true }));
  const ready = kind !== null && used[kind] === true;

  const saveEmail = (event: FormEvent) => {
    event.preventDefault();
    setEmailError(null);
    const value = (email ?? savedEmail).trim();
    update.mutate(
      { institutionId: target.institution_id, update: { coach_email: value || null } },
      {
        onSuccess: () => {
          setEmail(null);
          notify.success(texts.emailSaved);
        },
        onError: (error) => setEmailError(errorMessage(error, texts.emailError)),
      },
    );
  };

  const confirmSent = () =>
    update.mutate(
      { institutionId: target.institution_id, update: { sent: true, sent_kind: sentKind } },
      {
        onSuccess: () => {
          notify.success(texts.done(target.school_name));
          onClose();
        },
        onError: (error) => notify.error(errorMessage(error, texts.confirmError)),
      },
    );

  const savingEmail = update.isPending && update.variables?.update.coach_email !== undefined;
  const confirming = update.isPending && update.variables?.update.sent === true;

  return (
    <Modal open onClose={onClose} size="lg" title={texts.title(target.school_name)}>
      <p className={styles.text}>{texts.intro}</p>
      {assistant ? <Alert tone="info" className={styles.banner} title={texts.assistant} /> : null}
      {published.data === false ? (
        <ToDossier tone="warning" title={texts.unpublishedTitle} text={texts.unpublished} />
      ) : null}
      {draft?.position_in_dutch ? (
        <ToDossier tone="info" title={texts.dutchPositionTitle} text={texts.dutchPosition} />
      ) : null}

      <fieldset className={styles.kinds}>
        <legend>{texts.kindLegend}</legend>
        {DRAFT_KINDS.map((option) => (
          <label key={option} className={styles.kind}>
            <input
              type="radio"
              name={kindName}
              value={option}
              checked={kind === option}
              disabled={kind === null}
              onChange={() => setChosen(option)}
            />
            {texts.kinds[option]}
          </label>
        ))}
      </fieldset>

      {!current || 'pending' in current ? <Spinner label={texts.loading} /> : null}
      {current && 'error' in current ? (
        <Alert tone="error" className={styles.banner} title={current.error}>
          <Button variant="secondary" onClick={() => kind && ask(kind)}>
            {OUTREACH_TEXTS.retry}
          </Button>
        </Alert>
      ) : null}

      {draft && links ? (
        <>
          {draft.dossier_url === null ? <Alert tone="warning" className={styles.banner} title={texts.noLink} /> : null}
          <TextField
            label={texts.subject}
            value={subject}
            onChange={(event) => edit({ subject: event.target.value })}
          />
          <Field label={texts.body} hint={texts.bodyHint}>
            {(control) => (
              <textarea
                {...control}
                className={`${control.className ?? ''} ${styles.body}`}
                rows={14}
                value={body}
                onChange={(event) => edit({ body: event.target.value })}
                onCopy={markUsed}
              />
            )}
          </Field>

          <section className={styles.section}>
            <h3 className={styles.subTitle}>{texts.sendTitle}</h3>
            <div className={styles.actions}>
              <a className={buttonClass('primary')} href={links.mailto} onClick={markUsed}>
                {texts.open}
              </a>
              {WEBMAIL.map((service) => (
                <a
                  key={service}
                  className={buttonClass('secondary')}
                  href={links[service]}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={markUsed}
                >
                  {texts[service]} <span className={hidden.visuallyHidden}>{texts.newTab}</span>
                </a>
              ))}
              <CopyText
                value={body}
                label={texts.copy}
                copied={texts.copied}
                failed={OUTREACH_TEXTS.copyFailed}
                onCopy={markUsed}
              />
            </div>
            {links.shortened ? <p className={styles.muted}>{texts.shortened}</p> : null}
          </section>

          <section className={styles.section}>
            <h3 className={styles.subTitle}>{texts.coachTitle}</h3>
            {staff ? (
              <p className={styles.text}>
                <a className={styles.external} href={staff} target="_blank" rel="noopener noreferrer">
                  {texts.staff(target.school_name)} <span className={hidden.visuallyHidden}>{texts.newTab}</span>
                </a>
                . {texts.staffHint}
              </p>
            ) : (
              <p className={styles.text}>{texts.noStaff}</p>
            )}
            <form className={styles.inline} onSubmit={saveEmail} noValidate>
              <TextField
                type="email"
                autoComplete="off"
                label={texts.coachEmail}
                hint={texts.coachEmailHint}
                error={emailError ?? undefined}
                value={email ?? savedEmail}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" variant="secondary" loading={savingEmail} loadingLabel={texts.savingEmail}>
                {texts.saveEmail}
              </Button>
            </form>
          </section>

          <section className={styles.section}>
            <h3 className={styles.subTitle}>{texts.confirmTitle}</h3>
            <p id={confirmHintId} className={styles.muted}>
              {ready ? texts.confirmHint : texts.confirmFirst}
            </p>
            {/* aria-disabled, not disabled: the button stays in the tab order, so a keyboard and a
                screen reader find it and hear why it waits (its description, the line above). */}
            <Button
              aria-disabled={ready ? undefined : true}
              aria-describedby={confirmHintId}
              onClick={ready ? confirmSent : undefined}
              loading={confirming}
              loadingLabel={texts.confirming}
            >
              {texts.confirm}
            </Button>
          </section>
        </>
      ) : null}
    </Modal>
  );
}
