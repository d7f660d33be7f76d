import { useCreateDossierLink, useDossierLinks, useRevokeDossierLink } from '@talentbrug/api-client/dossier';
import { createDossierLinkSchema, type DossierLink } from '@talentbrug/domain/dossier';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { TextField } from '@talentbrug/ui/field';
import { Spinner } from '@talentbrug/ui/spinner';
import { type FormEvent, lazy, useCallback, useId, useState } from 'react';
import editor from '../../../components/editor.module.css';
import type { MatchSchool } from '../api/get-match-schools.ts';
import { errorMessage, issueErrors, serverFieldErrors } from '../utils/errors.ts';
import { DOSSIER_TEXTS, viewsText } from '../utils/texts.ts';
import styles from './dossier.module.css';
import { LazyPart } from './lazy-part.tsx';
import { NewLinkNotice } from './new-link-notice.tsx';

const texts = DOSSIER_TEXTS.links;

type FreshLink = DossierLink & { url: string };

// The school select brings the matches' schemas (the sport catalogue among them): it comes after
// the page, once the form is less than three screens away (its height, a select or a line, is known
// only once the matches are read), and until it is there (or when it cannot come) the label alone
// makes a link.
const SchoolSelect = lazy(() => import('./school-select.tsx'));

const NO_SCHOOLS: ReadonlyMap<string, string> = new Map();

/**
 * A link per school or person: the form that makes one, its address shown once, and the list with
 * what each link did (views, revoked). A label that is refused keeps what was typed.
 */
export function LinksCard({ published }: { published: boolean }) {
  const titleId = useId();
  const listTitleId = useId();
  const labelId = useId();
  const schoolId = useId();
  const links = useDossierLinks();
  const create = useCreateDossierLink();
  const [label, setLabel] = useState('');
  const [labelError, setLabelError] = useState<string | undefined>(undefined);
  const [institutionId, setInstitutionId] = useState('');
  const [schoolError, setSchoolError] = useState<string | undefined>(undefined);
  const [schools, setSchools] = useState<ReadonlyMap<string, string>>(NO_SCHOOLS);
  const [fresh, setFresh] = useState<FreshLink | null>(null);
  const focusLabel = () => document.getElementById(labelId)?.focus();
  const knowSchools = useCallback(
    (found: readonly MatchSchool[]) => setSchools(new Map(found.map((school) => [school.id, school.name]))),
    [],
  );

  const chooseSchool = (school: MatchSchool | null) => {
    // The school's name is the obvious label; one the athlete typed is theirs and stays, while the
    // previous school's name (filled in here) follows the new choice.
    const filled = label.trim() === '' || label === schools.get(institutionId);
    setInstitutionId(school?.id ?? '');
    setSchoolError(undefined);
    if (school && filled) {
      setLabel(school.name);
      setLabelError(undefined);
    }
  };

  /** The label's message under the label, the school's under the select; focus on the first. */
  const showErrors = (found: Record<string, string>, fallback: string) => {
    const onSchool = found.institution_id;
    const onLabel = found.label ?? (onSchool ? undefined : fallback);
    setLabelError(onLabel);
    setSchoolError(onSchool);
    if (onLabel) focusLabel();
    else document.getElementById(schoolId)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createDossierLinkSchema.safeParse(
      institutionId ? { label, institution_id: institutionId } : { label },
    );
    if (!checked.success) {
      showErrors(issueErrors(checked.error.issues), DOSSIER_TEXTS.saveFailed);
      return;
    }
    setLabelError(undefined);
    setSchoolError(undefined);
    create.mutate(checked.data, {
      onSuccess: (link) => {
        setLabel('');
        setInstitutionId('');
        if (link.url) setFresh({ ...link, url: link.url });
      },
      onError: (failure) => showErrors(serverFieldErrors(failure), errorMessage(failure, DOSSIER_TEXTS.saveFailed)),
    });
  };

  const done = () => {
    setFresh(null);
    focusLabel();
  };

  return (
    <Card title={texts.title} titleId={titleId} className={editor.card}>
      <p className={editor.lead}>{texts.lead}</p>
      {!published ? <p className={editor.muted}>{texts.notShared}</p> : null}
      <form className={editor.form} onSubmit={submit} noValidate>
        <TextField
          id={labelId}
          label={texts.label}
          hint={texts.labelHint}
          error={labelError}
          value={label}
          maxLength={200}
          autoComplete="off"
          required
          onChange={(event) => {
            setLabel(event.currentTarget.value);
            setLabelError(undefined);
          }}
        />
        <LazyPart ahead={2000} loading={null} failed={<p className={editor.muted}>{texts.noSchools}</p>}>
          <SchoolSelect
            id={schoolId}
            value={institutionId}
            error={schoolError}
            onChange={chooseSchool}
            onSchools={knowSchools}
          />
        </LazyPart>
        <div className={editor.actions}>
          <Button type="submit" loading={create.isPending} loadingLabel={texts.creating}>
            {texts.create}
          </Button>
        </div>
      </form>

      {fresh ? <NewLinkNotice key={fresh.id} link={fresh} onDone={done} /> : null}

      <h3 id={listTitleId} className={styles.listTitle}>
        {texts.listTitle}
      </h3>
      {links.isPending ? <Spinner label={texts.loading} /> : null}
      {links.isError ? (
        <Alert tone="error" title={texts.loadError} className={styles.banner}>
          <Button
            variant="secondary"
            className={styles.bannerAction}
            loading={links.isFetching}
            onClick={() => void links.refetch()}
          >
            {DOSSIER_TEXTS.retry}
          </Button>
        </Alert>
      ) : null}
      {links.data && links.data.length === 0 ? <p className={editor.muted}>{texts.empty}</p> : null}
      {links.data && links.data.length > 0 ? (
        <LinkList
          links={links.data}
          schools={schools}
          labelledBy={listTitleId}
          onRevoked={(id) => setFresh((current) => (current?.id === id ? null : current))}
        />
      ) : null}
    </Card>
  );
}

function LinkList({
  links,
  schools,
  labelledBy,
  onRevoked,
}: {
  links: DossierLink[];
  /** The names of the athlete's match schools, by institution id. */
  schools: ReadonlyMap<string, string>;
  labelledBy: string;
  onRevoked: (id: string) => void;
}) {
  const revoke = useRevokeDossierLink();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; message: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const idPrefix = useId();
  const rowId = (id: string) => `${idPrefix}-${id}`;
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  const ask = (link: DossierLink) => {
    setError(null);
    setConfirming(link.id);
    focusLater(`${rowId(link.id)}-no`);
  };
  const cancel = (link: DossierLink) => {
    setConfirming(null);
    focusLater(`${rowId(link.id)}-revoke`);
  };
  const confirm = (link: DossierLink) =>
    revoke.mutate(link.id, {
      onSuccess: () => {
        setConfirming(null);
        setAnnouncement(texts.revokedNow(link.label));
        onRevoked(link.id);
        focusLater(rowId(link.id));
      },
      onError: (failure) => {
        setError({ id: link.id, message: errorMessage(failure, DOSSIER_TEXTS.saveFailed) });
        focusLater(`${rowId(link.id)}-yes`);
      },
    });

  return (
    <>
      <ul className={styles.list} aria-labelledby={labelledBy}>
        {links.map((link) => {
          const id = rowId(link.id);
          const linkError = error?.id === link.id ? error.message : null;
          // A school no longer among the matches is named by the label the athlete gave the link.
          const school = link.institution_id ? schools.get(link.institution_id) : undefined;
          return (
            <li key={link.id} id={id} tabIndex={-1} className={styles.link}>
              <div className={styles.linkHead}>
                <span className={styles.linkLabel}>{school ?? link.label}</span>
                <span className={link.revoked ? styles.pill : `${styles.pill} ${editor.pillOn}`}>
                  {link.revoked ? texts.revoked : texts.active}
                </span>
              </div>
              {school && school !== link.label ? <span className={styles.linkFor}>{link.label}</span> : null}
              <span>{viewsText(link.views, link.last_viewed_at)}</span>
              <span className={editor.muted}>{texts.createdOn(link.created_at)}</span>
              {link.revoked ? null : confirming === link.id ? (
                <fieldset className={styles.fieldset}>
                  <legend className={styles.subLegend}>{texts.confirm(link.label)}</legend>
                  <div className={editor.actions}>
                    <Button
                      id={`${id}-yes`}
                      variant="danger"
                      loading={revoke.isPending && revoke.variables === link.id}
                      loadingLabel={texts.revoking}
                      aria-describedby={linkError ? `${id}-error` : undefined}
                      onClick={() => confirm(link)}
                    >
                      {texts.confirmYes}
                    </Button>
                    <Button id={`${id}-no`} variant="secondary" onClick={() => cancel(link)}>
                      {texts.confirmNo}
                    </Button>
                  </div>
                  {linkError ? (
                    <p id={`${id}-error`} className={styles.error} role="alert">
                      {linkError}
                    </p>
                  ) : null}
                </fieldset>
              ) : (
                <div className={editor.actions}>
                  <Button
                    id={`${id}-revoke`}
                    variant="secondary"
                    aria-label={texts.revokeLabel(link.label)}
                    onClick={() => ask(link)}
                  >
                    {texts.revoke}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <p className={styles.saved} role="status">
        {announcement}
      </p>
    </>
  );
}
