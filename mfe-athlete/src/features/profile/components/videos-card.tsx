import { useUpdateProfile } from '@talentbrug/api-client/profile';
import { uploadErrorText, useFiles, useShowOnProfile } from '@talentbrug/api-client/uploads';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { HIGHLIGHT_TYPE, isUploadedVideoUrl, type UploadedFile } from '@talentbrug/domain/uploads';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { useOnDemand } from '@talentbrug/ui/on-demand';
import { Spinner } from '@talentbrug/ui/spinner';
import { notify } from '@talentbrug/ui/toast';
import { UploadWidget } from '@talentbrug/ui/upload-widget';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useUploadFile } from '../api/upload-file.ts';
import { fileMeta } from '../utils/format.ts';
import { PROFILE_TEXTS } from '../utils/texts.ts';
import { loadDeleteFileModal, loadVideoAnalysisStatus, loadVideoPlayerModal } from './dialogs.ts';
import styles from './profile.module.css';

const texts = PROFILE_TEXTS.videos;

/** The highlight link points at one of the uploaded files (the server sets it to the file's own URL). */
const isOnProfile = (file: UploadedFile, highlight: string | null) => Boolean(highlight?.includes(file.id));

/**
 * 'Mijn Video's': upload (type 'highlight', title the file name), play and delete, and the choice
 * which video the profile shows: an upload or the athlete's own link (YouTube, Vimeo). The upload
 * widget sits in the card itself rather than in a modal of its own: its progress stays in view,
 * and no close button can end a running upload by accident. Each video shows its analysis
 * (issue 36): the poster here, so nothing moves when the rest arrives; the rest (progress while it
 * runs, the length and a summary with the way into the dialog, or the reason and a new try) at the
 * foot of the row from its own chunk, downloaded once the list holds an analysis: /profile's
 * first visit has no room for it (the size check's 204 KB ceiling).
 */
export function VideosCard({ profile, className }: { profile: Profile; className?: string }) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const videos = useFiles(HIGHLIGHT_TYPE, { followAnalysis: true });
  const { upload } = useUploadFile('video', HIGHLIGHT_TYPE);
  const showOnProfile = useShowOnProfile();
  const updateProfile = useUpdateProfile();
  const [playing, setPlaying] = useState<UploadedFile | null>(null);
  const [deleting, setDeleting] = useState<UploadedFile | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusTitle, setFocusTitle] = useState(false);
  const player = useOnDemand(loadVideoPlayerModal);
  const deleteDialog = useOnDemand(loadDeleteFileModal);
  const analysisStatus = useOnDemand(loadVideoAnalysisStatus);
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
  // The analysis' part of a row comes with its own chunk once a video has one (issue 36).
  const analysed = files.some((file) => file.analysis);
  const openStatus = analysisStatus.open;
  useEffect(() => {
    if (analysed) void openStatus();
  }, [analysed, openStatus]);
  const highlight = profile.highlight_video_url;
  // The athlete's own link stays beside the uploads (a profile stored before it had its own field
  // shows it as the highlight); either one can be the video on the profile.
  const link = profile.video_link ?? (highlight && !isUploadedVideoUrl(highlight) ? highlight : null);
  const linkOnProfile = Boolean(link) && highlight === link;

  const choose = (target: { file: UploadedFile } | { link: string }) => {
    const onSuccess = () =>
      setAnnouncement('file' in target ? texts.chosen(target.file.title) : texts.chosen(texts.linkTitle));
    const onError = () => notify.error(texts.chooseError);
    if ('file' in target) showOnProfile.mutate(target.file.id, { onSuccess, onError });
    else updateProfile.mutate({ highlight_video_url: target.link }, { onSuccess, onError });
  };
  const choosing = showOnProfile.isPending || updateProfile.isPending;

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
            {videos.isSuccess && files.length === 0 && !link ? <p className={styles.empty}>{texts.empty}</p> : null}
            {files.length > 0 || link ? (
              <ul className={styles.videoList} aria-label={texts.listLabel}>
                {link ? (
                  <li className={styles.fileRow}>
                    <div className={styles.fileInfo}>
                      <h3 className={styles.fileName}>{texts.linkTitle}</h3>
                      <a className={styles.external} href={link} target="_blank" rel="noopener noreferrer">
                        {link}
                      </a>
                      {linkOnProfile ? <span className={styles.badge}>{texts.onProfile}</span> : null}
                    </div>
                    {linkOnProfile ? null : (
                      <div className={styles.fileActions}>
                        <Button variant="secondary" disabled={choosing} onClick={() => choose({ link })}>
                          {texts.choose}
                          <span className={hidden.visuallyHidden}>: {texts.linkTitle}</span>
                        </Button>
                      </div>
                    )}
                  </li>
                ) : null}
                {files.map((file) => {
                  const { analysis } = file;
                  return (
                    <li key={file.id} className={styles.fileRow}>
                      {analysis?.poster_url ? (
                        // The box keeps its 16:9 whatever the frame (CSS), so nothing moves when it arrives.
                        <img
                          className={styles.poster}
                          src={analysis.poster_url}
                          alt={`Beeld uit ${file.title}`}
                          width={128}
                          height={72}
                          loading="lazy"
                        />
                      ) : null}
                      <div className={styles.fileInfo}>
                        <h3 className={styles.fileName}>{file.title}</h3>
                        <p className={styles.fileMeta}>{fileMeta(file)}</p>
                        {isOnProfile(file, highlight) ? <span className={styles.badge}>{texts.onProfile}</span> : null}
                      </div>
                      <div className={styles.fileActions}>
                        {isOnProfile(file, highlight) ? null : (
                          <Button variant="secondary" disabled={choosing} onClick={() => choose({ file })}>
                            {texts.choose}
                            <span className={hidden.visuallyHidden}>: {file.title}</span>
                          </Button>
                        )}
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
                      {analysis && analysisStatus.Component ? (
                        <analysisStatus.Component
                          file={file}
                          renewUrl={renewUrl}
                          // The button went with the failure: the focus goes to the heading, as after a delete.
                          onRetried={() => setFocusTitle(true)}
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
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
              : link
                ? texts.deleteHighlightLink
                : texts.deleteHighlightLast
            : ''}
        </deleteDialog.Component>
      ) : null}
    </section>
  );
}
