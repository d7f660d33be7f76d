import type { UploadedFile, VideoClip, VideoFinding, VideoFindingSeverity } from '@talentbrug/domain/uploads';
import { Modal } from '@talentbrug/ui/modal';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { useId, useRef, useState } from 'react';
import { OutlineIcon } from '../../../components/outline-icon.tsx';
import { useRenewingSrc } from '../hooks/use-renewing-src.ts';
import { ANALYSIS_STATUS_TEXTS } from '../utils/analysis-status-texts.ts';
import { ANALYSIS_TEXTS } from '../utils/analysis-texts.ts';
import { clock } from '../utils/clock.ts';
import { PlayableVideo } from './playable-video.tsx';
import styles from './video-analysis.module.css';

const texts = ANALYSIS_TEXTS;

/** What to change first: the findings a coach will notice, then the tips, then what is already right. */
const RANK: Record<VideoFindingSeverity, number> = { fix: 0, tip: 1, ok: 2 };
const byUrgency = (findings: readonly VideoFinding[]) =>
  [...findings].sort((a, b) => RANK[a.severity] - RANK[b.severity]);

const ICONS: Record<VideoFindingSeverity, string> = {
  fix: 'M12 3 2 20h20L12 3zm0 6v5m0 3v.01',
  tip: 'M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  ok: 'M5 12.5 9.5 17 19 7.5',
};

function SeverityLabel({ severity }: { severity: VideoFindingSeverity }) {
  return (
    <span className={styles.severity}>
      <OutlineIcon d={ICONS[severity]} size={18} />
      {texts.severity[severity]}
      <span className={hidden.visuallyHidden}>:</span>
    </span>
  );
}

/**
 * A video's analysis (issue 36) as the athlete reads it: the video, under it the clip strip (the
 * clips' thumbnails in the order they play, each a button that plays from its start, scrolling
 * sideways on a phone), then the findings, the ones to fix first, each with the clips it names.
 * The video plays from the file's signed `url`; one that has expired while the list sat on screen
 * is renewed once, as in the plain player.
 */
export function VideoAnalysisModal({
  file,
  summary,
  onClose,
  renewUrl,
}: {
  /** A video whose analysis is done. */
  file: UploadedFile;
  /** What its row says of it: '2 dingen om te verbeteren', 'Klaar voor coaches'. */
  summary: string;
  onClose: () => void;
  /** The file's current URL from a fresh list, or null when it is gone. */
  renewUrl: (id: string) => Promise<string | null>;
}) {
  const id = useId();
  const clipsId = `${id}-clips`;
  const findingsId = `${id}-findings`;
  const playback = useRenewingSrc(file, renewUrl);
  const [active, setActive] = useState(-1);
  const videoRef = useRef<HTMLVideoElement>(null);
  const analysis = file.analysis;
  const clips = analysis?.clips ?? [];
  const findings = byUrgency(analysis?.findings ?? []);
  const duration = analysis?.duration_s ?? clips.at(-1)?.end_s ?? 0;

  const clipAt = (time: number) => clips.findIndex((clip) => time >= clip.start_s && time < clip.end_s);

  const playFrom = (clip: VideoClip) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = clip.start_s;
    setActive(clipAt(clip.start_s));
    // From a finding further down the video may be out of sight, on a phone above the fold.
    video.scrollIntoView?.({ block: 'nearest' });
    // A browser that refuses to start (no user gesture it trusts) leaves the play button to the athlete.
    void video.play()?.catch(() => {});
  };

  const description = [
    duration ? ANALYSIS_STATUS_TEXTS.duration(clock(duration)) : null,
    texts.clipCount(clips.length),
    summary,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Modal open onClose={onClose} title={file.title} description={description} size="lg">
      <PlayableVideo
        playback={playback}
        ref={videoRef}
        className={styles.player}
        poster={analysis?.poster_url ?? undefined}
        onTimeUpdate={(event) => setActive(clipAt(event.currentTarget.currentTime))}
      />

      <section aria-labelledby={clipsId} className={styles.section}>
        <h3 id={clipsId} className={styles.heading}>
          {texts.clips}
        </h3>
        {clips.length ? (
          <>
            <p className={styles.hint}>{texts.clipsHint}</p>
            {duration ? (
              // Where each clip sits in the whole video; the buttons below carry the same facts for every reader.
              <div className={styles.timeline} aria-hidden="true">
                {clips.map((clip, index) => (
                  <span
                    key={index}
                    className={index === active ? styles.segmentActive : styles.segment}
                    style={{
                      left: `${(clip.start_s / duration) * 100}%`,
                      width: `${((clip.end_s - clip.start_s) / duration) * 100}%`,
                    }}
                  />
                ))}
              </div>
            ) : null}
            <ol className={styles.strip} aria-label={texts.clipsLabel}>
              {clips.map((clip, index) => (
                <li key={index} className={styles.stripItem}>
                  <button
                    type="button"
                    className={styles.clip}
                    aria-label={texts.clipName(index + 1, clock(clip.start_s), clock(clip.end_s))}
                    aria-current={index === active || undefined}
                    onClick={() => playFrom(clip)}
                  >
                    {clip.thumbnail_url ? (
                      <img
                        className={styles.thumbnail}
                        src={clip.thumbnail_url}
                        alt=""
                        width={128}
                        height={72}
                        loading="lazy"
                      />
                    ) : (
                      <span className={styles.thumbnail} />
                    )}
                    {/* The space keeps the visible words apart in the text itself: 'Clip 1 0:00', which
                        the name begins with, not 'Clip 10:00', which it does not (axe, WCAG 2.5.3). */}
                    <span className={styles.clipName}>{texts.clip(index + 1)}</span>{' '}
                    <span className={styles.clipTime}>{clock(clip.start_s)}</span>
                  </button>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className={styles.hint}>{texts.noClips}</p>
        )}
      </section>

      <section aria-labelledby={findingsId} className={styles.section}>
        <h3 id={findingsId} className={styles.heading}>
          {texts.findings}
        </h3>
        {findings.length ? (
          <ul className={styles.findings}>
            {findings.map((finding, index) => (
              <li key={`${finding.code}-${index}`} className={styles.finding} data-severity={finding.severity}>
                <SeverityLabel severity={finding.severity} />
                <p className={styles.findingText}>{finding.text}</p>
                {finding.clips.some((n) => clips[n - 1]) ? (
                  <div className={styles.findingClips}>
                    {finding.clips.map((n) => {
                      const clip = clips[n - 1];
                      return clip ? (
                        <button
                          key={n}
                          type="button"
                          className={styles.chip}
                          aria-label={texts.toClip(n)}
                          onClick={() => playFrom(clip)}
                        >
                          {texts.clip(n)}
                        </button>
                      ) : null;
                    })}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>{texts.noFindings}</p>
        )}
      </section>
    </Modal>
  );
}
