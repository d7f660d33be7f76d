import { useReanalyseVideo } from '@talentbrug/api-client/file-actions';
import { NEEDS_APP_MARK } from '@talentbrug/domain/contracts/first-paint/prerender';
import type { UploadedFile } from '@talentbrug/domain/uploads';
import { Button } from '@talentbrug/ui/button';
import { useOnDemand } from '@talentbrug/ui/on-demand';
import { ProgressBar } from '@talentbrug/ui/progress-bar';
import { notify } from '@talentbrug/ui/toast';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { useState } from 'react';
import { ANALYSIS_STATUS_TEXTS } from '../utils/analysis-status-texts.ts';
import { clock } from '../utils/clock.ts';
import { loadVideoAnalysisModal } from './dialogs.ts';
import styles from './video-analysis-status.module.css';

const texts = ANALYSIS_STATUS_TEXTS;

/**
 * A video's analysis at the foot of its row (issue 36): the progress while it runs (the list
 * polls, `useFiles`), a summary and the way into the dialog when done, or the Dutch reason and a
 * new try when it failed. The end is read out (a polite live region), the percentages are not.
 * The dialog is downloaded on its first opening.
 */
export function VideoAnalysisStatus({
  file,
  renewUrl,
  onRetried,
}: {
  file: UploadedFile;
  /** The file's current URL from a fresh list, or null when it is gone (the dialog's player). */
  renewUrl: (id: string) => Promise<string | null>;
  /** The new try has started: 'Opnieuw analyseren' is gone, the card puts the focus elsewhere. */
  onRetried: () => void;
}) {
  const reanalyse = useReanalyseVideo();
  const dialog = useOnDemand(loadVideoAnalysisModal);
  // The file as it was when opened: the list polls on for other videos, the player keeps its URL.
  const [inspecting, setInspecting] = useState<UploadedFile | null>(null);
  const { analysis } = file;
  if (!analysis) return null;
  const fixes = analysis.findings.filter((finding) => finding.severity === 'fix').length;
  const name = <span className={hidden.visuallyHidden}>: {file.title}</span>;
  const summary = fixes ? texts.toImprove(fixes) : texts.ready;

  const running = analysis.status === 'pending' || analysis.status === 'running';

  return (
    <div className={styles.status}>
      {/* A progress only the app's polling moves: on a server-rendered page it starts the app once seen. */}
      <div className={styles.state} aria-live="polite" {...(running ? NEEDS_APP_MARK : {})}>
        {running ? (
          <ProgressBar value={analysis.progress} label={texts.analysing} />
        ) : analysis.status === 'failed' ? (
          <p className={styles.text}>
            {texts.failed} {analysis.error}
          </p>
        ) : (
          <p className={styles.text}>
            {analysis.duration_s == null ? null : `${texts.duration(clock(analysis.duration_s))} · `}
            <span>{summary}</span>
          </p>
        )}
      </div>
      {analysis.status === 'done' ? (
        <Button
          onClick={() => void dialog.open().then((opened) => opened && setInspecting(file))}
          onPointerEnter={dialog.preload}
          onFocus={dialog.preload}
        >
          {texts.view}
          {name}
        </Button>
      ) : null}
      {analysis.status === 'failed' ? (
        <Button
          loading={reanalyse.isPending}
          onClick={() =>
            reanalyse.mutate(file.id, { onSuccess: onRetried, onError: () => notify.error(texts.reanalyseError) })
          }
        >
          {texts.reanalyse}
          {name}
        </Button>
      ) : null}
      {inspecting && dialog.Component ? (
        <dialog.Component file={inspecting} summary={summary} onClose={() => setInspecting(null)} renewUrl={renewUrl} />
      ) : null}
    </div>
  );
}
