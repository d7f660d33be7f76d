import { uploadErrorText } from '@talentbrug/api-client/uploads';
import type { Profile } from '@talentbrug/domain/profile';
import { HIGHLIGHT_TYPE, type UploadedFile } from '@talentbrug/domain/uploads';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { useOnDemand } from '@talentbrug/ui/on-demand';
import { Spinner } from '@talentbrug/ui/spinner';
import { UploadWidget } from '@talentbrug/ui/upload-widget';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useFiles } from '../api/get-files.ts';
import { useUploadFile } from '../api/upload-file.ts';
import { fileMeta } from '../utils/format.ts';
import { PROFILE_TEXTS } from '../utils/texts.ts';
import { loadDeleteFileModal, loadVideoPlayerModal } from './dialogs.ts';
import styles from './profile.module.css';

const texts = PROFILE_TEXTS.videos;

/** The highlight link points at one of the uploaded files (the server sets it to the file's own URL). */
const isOnProfile = (file: UploadedFile, highlight: string | null) => Boolean(highlight?.includes(file.id));

/**
 * 'Mijn Video's': upload (type 'highlight', title the file name), play and delete. The upload
 * widget sits in the card itself rather than in a modal of its own: its progress stays in view,
 * and no close button can end a running upload by accident.
 */
export function VideosCard({ profile, className }: { profile: Profile; className?: string }) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const videos = useFiles(HIGHLIGHT_TYPE);
  const { upload } = useUploadFile('video', HIGHLIGHT_TYPE);
  const [playing, setPlaying] = useState<UploadedFile | null>(null);
  const [deleting, setDeleting] = useState<UploadedFile | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusTitle, setFocusTitle] = useState(false);
  const player = useOnDemand(loadVideoPlayerModal);
  const deleteDialog = useOnDemand(loadDeleteFileModal);
  const play = (file: UploadedFile) => void player.open().then((opened) => opened && setPlaying(file));
  const startDeleting = (file: UploadedFile) => void deleteDialog.open().then((opened) => opened && setDeleting(file));

  // After a delete the row and its button are gone; the focus goes to the section's heading.
  // Before the paint, like the documents: the control that had the focus is gone in this commit.
  useLayoutEffect(() => {
    if (!focusTitle) return;
    setFocusTitle(false);
    titleRef.current?.focus();
  }, [focusTitle]);

  const files = videos.data ?? [];
  const highlight = profile.highlight_video_url;
  const externalLink =
    videos.isSuccess &&
    highlight &&
    !highlight.includes('/api/upload/') &&
    !files.some((f) => isOnProfile(f, highlight))
      ? highlight
      : null;

  const renewUrl = async (id: string) => {
    const fresh = await videos.refetch();
    return fresh.data?.find((file) => file.id === id)?.url ?? null;
  };

  return (
    <section aria-labelledby={titleId} className={className}>
      <Card as="div" className={styles.card}>
        <div className={styles.cardHeader}>
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.cardTitle}>
            {texts.title}
          </h2>
        </div>
        <p className={styles.lead}>{texts.lead}</p>
        <div className={styles.videoLayout}>
          <UploadWidget
            kind="video"
            upload={upload}
            label={texts.uploadLabel}
            describeError={uploadErrorText}
            onUploaded={() => setAnnouncement('')}
          />
          <div>
            {videos.isPending ? <Spinner label={texts.loading} /> : null}
            {videos.isError ? (
              <Alert tone="error" title={texts.loadError}>
                <Button variant="secondary" onClick={() => void videos.refetch()}>
                  {PROFILE_TEXTS.retry}
                </Button>
              </Alert>
            ) : null}
            {videos.isSuccess && files.length === 0 ? <p className={styles.empty}>{texts.empty}</p> : null}
            {files.length > 0 ? (
              <ul className={styles.videoList} aria-label="Geüploade video's">
                {files.map((file) => (
                  <li key={file.id} className={styles.fileRow}>
                    <div className={styles.fileInfo}>
                      <h3 className={styles.fileName}>{file.title}</h3>
                      <p className={styles.fileMeta}>{fileMeta(file)}</p>
                      {isOnProfile(file, highlight) ? <span className={styles.badge}>{texts.onProfile}</span> : null}
                    </div>
                    <div className={styles.fileActions}>
                      <Button
                        variant="secondary"
                        onClick={() => play(file)}
                        onPointerEnter={player.preload}
                        onFocus={player.preload}
                      >
                        {texts.play}
                        <span className={hidden.visuallyHidden}>: {file.title}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        onClick={() => startDeleting(file)}
                        onPointerEnter={deleteDialog.preload}
                        onFocus={deleteDialog.preload}
                      >
                        {texts.remove}
                        <span className={hidden.visuallyHidden}>: {file.title}</span>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}
            {externalLink ? (
              <p className={styles.external}>
                {texts.externalLink}:{' '}
                <a href={externalLink} target="_blank" rel="noopener noreferrer">
                  {externalLink}
                </a>
              </p>
            ) : null}
          </div>
        </div>
        <p className={hidden.visuallyHidden} role="status" aria-live="polite">
          {announcement}
        </p>
      </Card>

      {playing && player.Component ? (
        <player.Component file={playing} onClose={() => setPlaying(null)} renewUrl={renewUrl} />
      ) : null}
      {deleting && deleteDialog.Component ? (
        <deleteDialog.Component
          title={texts.deleteTitle}
          ids={[deleting.id]}
          errorText={texts.deleteError}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setAnnouncement(texts.deleted);
            setFocusTitle(true);
          }}
        >
          {texts.deleteText(deleting.title)}
          {isOnProfile(deleting, highlight)
            ? files.some((file) => file.id !== deleting.id)
              ? texts.deleteHighlightNext
              : texts.deleteHighlightLast
            : ''}
        </deleteDialog.Component>
      ) : null}
    </section>
  );
}
