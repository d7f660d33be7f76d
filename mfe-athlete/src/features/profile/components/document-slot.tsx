import { uploadErrorText, useFiles } from '@talentbrug/api-client/uploads';
import type { UploadedFile } from '@talentbrug/domain/uploads';
import { Alert } from '@talentbrug/ui/alert';
import { Button, buttonClass } from '@talentbrug/ui/button';
import { useOnDemand } from '@talentbrug/ui/on-demand';
import { Spinner } from '@talentbrug/ui/spinner';
import { type UploadRequestOptions, UploadWidget } from '@talentbrug/ui/upload-widget';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { type MouseEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useUploadFile } from '../api/upload-file.ts';
import { fileMeta } from '../utils/format.ts';
import { type DocumentTexts, PROFILE_TEXTS } from '../utils/texts.ts';
import { loadDeleteFileModal } from './dialogs.ts';
import styles from './profile.module.css';

const texts = PROFILE_TEXTS.documents;

/**
 * A list older than this is read again before a download: its signed links last at least an hour
 * (the server's URL_LIFETIME_S), so a page left open over lunch still gets the file, not a
 * 'Deze link is verlopen'.
 */
const FRESH_LINK_MS = 30 * 60 * 1000;

type Focus = 'heading' | 'picker' | null;

/**
 * One document (kind 'document', one purpose): not uploaded yet, or the current file with its
 * size and day, a download through its short-lived signed link, replace and delete. A replaced
 * file is deleted once the new one is stored, so the athlete has one transcript, not a pile.
 */
export function DocumentSlot({ type, texts: own }: { type: string; texts: DocumentTexts }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const slotRef = useRef<HTMLElement>(null);
  const files = useFiles(type);
  const { upload } = useUploadFile('document', type);
  const [replacing, setReplacing] = useState(false);
  /** The widget stays while it shows its outcome, even once the new file is listed. */
  const [widgetBusy, setWidgetBusy] = useState(false);
  /** What the open delete dialog removes, kept as it was when asked: the list changes under it. */
  const [deleting, setDeleting] = useState<{ name: string; ids: string[] } | null>(null);
  const deleteDialog = useOnDemand(loadDeleteFileModal);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<Focus>(null);

  const list = files.data ?? [];
  const [current] = list;
  const showWidget = files.isSuccess && (!current || replacing || widgetBusy);

  // Before the paint: the control that had the focus is gone in this very commit.
  useLayoutEffect(() => {
    if (!focus) return;
    setFocus(null);
    if (focus === 'heading') headingRef.current?.focus();
    else slotRef.current?.querySelector<HTMLInputElement>('input[type=file]')?.focus();
  }, [focus]);

  // What the athlete sees now is what a new file replaces.
  const uploadDocument = async (file: File, options: UploadRequestOptions) => {
    setWidgetBusy(true);
    try {
      return await upload(
        file,
        options,
        list.map((f) => f.id),
      );
    } catch (error) {
      // The widget shows the failure (or is idle again after a cancel) where it stands.
      setWidgetBusy(false);
      throw error;
    }
  };

  /** Whether the focus is in this slot (or nowhere, after a control went away), so moving it helps. */
  const focusIsHere = () => {
    const active = document.activeElement;
    return !active || active === document.body || Boolean(slotRef.current?.contains(active));
  };

  const onWidgetDone = () => {
    const move = focusIsHere();
    setWidgetBusy(false);
    setReplacing(false);
    if (move) setFocus('heading');
  };

  /** Set while the renewed link is clicked on the athlete's behalf, so that click goes through. */
  const following = useRef(false);
  const openLatest = async (event: MouseEvent<HTMLAnchorElement>, file: UploadedFile) => {
    if (following.current) {
      following.current = false;
      return;
    }
    if (Date.now() - files.dataUpdatedAt < FRESH_LINK_MS) return;
    // An old list's link may have expired: read the list again and follow the fresh one.
    event.preventDefault();
    const link = event.currentTarget;
    const fresh = (await files.refetch()).data?.find((f) => f.id === file.id);
    if (!fresh) return;
    link.href = fresh.url;
    following.current = true;
    link.click();
  };

  return (
    <section ref={slotRef} aria-labelledby={headingId} className={styles.document}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.documentHeading}>
        {own.heading}
      </h3>
      {files.isPending ? <Spinner label={texts.loading} /> : null}
      {files.isError ? (
        <Alert tone="error" title={own.loadError}>
          <Button variant="secondary" onClick={() => void files.refetch()}>
            {PROFILE_TEXTS.retry}
          </Button>
        </Alert>
      ) : null}
      {files.isSuccess && !current ? <p className={styles.documentEmpty}>{texts.empty}</p> : null}
      {current ? (
        <div className={styles.fileRow}>
          <div className={styles.fileInfo}>
            <p className={styles.fileName}>{current.originalName}</p>
            <p className={styles.fileMeta}>{fileMeta(current)}</p>
          </div>
          <div className={styles.fileActions}>
            <a
              href={current.url}
              className={buttonClass('secondary')}
              onClick={(event) => void openLatest(event, current)}
            >
              {texts.download}
              <span className={hidden.visuallyHidden}>: {current.originalName}</span>
            </a>
            {replacing ? null : (
              <Button
                variant="secondary"
                onClick={() => {
                  setReplacing(true);
                  setFocus('picker');
                }}
              >
                {texts.replace}
                <span className={hidden.visuallyHidden}>: {current.originalName}</span>
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={() => {
                const chosen = { name: current.originalName, ids: list.map((f) => f.id) };
                void deleteDialog.open().then((opened) => opened && setDeleting(chosen));
              }}
              onPointerEnter={deleteDialog.preload}
              onFocus={deleteDialog.preload}
            >
              {texts.remove}
              <span className={hidden.visuallyHidden}>: {current.originalName}</span>
            </Button>
          </div>
        </div>
      ) : null}
      {showWidget ? (
        <div className={styles.documentUpload}>
          {current && replacing ? <p className={styles.documentNote}>{texts.replaceNote}</p> : null}
          <UploadWidget<UploadedFile>
            kind="document"
            upload={uploadDocument}
            label={current ? own.replaceLabel : own.label}
            describeError={uploadErrorText}
            onSuccessShown={onWidgetDone}
          />
          {current && replacing && !widgetBusy ? (
            <Button
              variant="ghost"
              onClick={() => {
                setReplacing(false);
                setFocus('heading');
              }}
            >
              {texts.keep}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p className={hidden.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>

      {deleting && deleteDialog.Component ? (
        <deleteDialog.Component
          title={own.deleteTitle}
          ids={deleting.ids}
          errorText={texts.deleteError}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setReplacing(false);
            setAnnouncement(own.deleted);
            setFocus('heading');
          }}
        >
          {texts.deleteText(deleting.name, deleting.ids.length - 1)}
        </deleteDialog.Component>
      ) : null}
    </section>
  );
}
