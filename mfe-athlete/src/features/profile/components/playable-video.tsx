import { Alert } from '@talentbrug/ui/alert';
import type { ReactEventHandler, Ref } from 'react';
import type { VideoPlayback } from '../hooks/use-renewing-src.ts';
import { DIALOG_TEXTS } from '../utils/dialog-texts.ts';

/**
 * The video of the plain player and of the analysis, streamed from its signed URL
 * (`useRenewingSrc`), or, when it cannot play even after a renewal, why not.
 */
export function PlayableVideo({
  playback,
  ref,
  className,
  poster,
  autoPlay,
  onTimeUpdate,
}: {
  playback: VideoPlayback;
  ref: Ref<HTMLVideoElement>;
  className?: string;
  poster?: string;
  autoPlay?: boolean;
  onTimeUpdate?: ReactEventHandler<HTMLVideoElement>;
}) {
  if (playback.failed) {
    return (
      <Alert tone="error" title={DIALOG_TEXTS.playError}>
        <p>{DIALOG_TEXTS.playErrorHelp}</p>
      </Alert>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: an athlete's own game footage, without speech to caption
    <video
      ref={ref}
      className={className}
      src={playback.src}
      poster={poster}
      controls
      // Focusable everywhere (Safari leaves a video out of the tab order), so Space plays at once.
      tabIndex={0}
      autoPlay={autoPlay}
      playsInline
      preload="metadata"
      onTimeUpdate={onTimeUpdate}
      onError={() => void playback.onError()}
    />
  );
}
