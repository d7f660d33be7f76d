// Package paths, as elsewhere in the shared packages: a remote then uses the one shared module.
import { FILE_DROP_ATTRIBUTE } from '@talentbrug/domain/contracts/first-paint/prerender';
import { formatFileSize } from '@talentbrug/domain/format';
import { checkUpload, UPLOAD_MAX_MB, UPLOAD_MIME_TYPES, type UploadKind } from '@talentbrug/domain/uploads';
import { buttonClass } from '@talentbrug/ui/button';
import { ProgressBar } from '@talentbrug/ui/progress-bar';
import { type DragEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './upload-widget.module.css';
import hidden from './visually-hidden.module.css';

export interface UploadProgressEvent {
  /** Bytes of the request sent so far, and the whole request. */
  loaded: number;
  total: number;
}

export interface UploadRequestOptions {
  onProgress: (progress: UploadProgressEvent) => void;
  /** Aborted when the athlete cancels or the widget goes away. */
  signal: AbortSignal;
}

export interface UploadWidgetProps<T> {
  kind: UploadKind;
  /** Sends the file; the widget knows nothing of the API. Rejects with an AbortError when cancelled. */
  upload: (file: File, options: UploadRequestOptions) => Promise<T>;
  /** The largest file in MB (the spec's 100 by default). */
  maxMb?: number;
  /** The drop zone's call to action, such as 'Kies een video'. */
  label?: string;
  /** The accepted types and the limit, under the call to action. */
  hint?: string;
  /**
   * The text for a failure the caller can explain (the server's Dutch message for a file that is
   * too large or not a video); null or undefined gives the spec's 'Upload mislukt. Probeer het opnieuw.'.
   */
  describeError?: (error: unknown) => string | null | undefined;
  /** Called as soon as the upload succeeded. */
  onUploaded?: (result: T, file: File) => void;
  /** Called when the success message has been shown for its time and the widget is ready again. */
  onSuccessShown?: () => void;
  /** How long 'Upload Succesvol!' stays (spec: 2 s). */
  successMs?: number;
}

export const UPLOAD_TEXTS = {
  success: 'Upload Succesvol!',
  errorTitle: 'Upload Mislukt',
  error: 'Upload mislukt. Probeer het opnieuw.',
  retry: 'Probeer Opnieuw',
  other: 'Kies een ander bestand',
  cancel: 'Annuleren',
  cancelled: 'Upload geannuleerd.',
  dropHere: 'Laat los om te uploaden',
  orDrag: 'of sleep het bestand hierheen',
  processing: 'Bijna klaar: het bestand wordt opgeslagen...',
} as const;

const DEFAULT_LABELS: Record<UploadKind, { label: string; hint: (maxMb: number) => string }> = {
  video: { label: 'Kies een video', hint: (mb) => `MP4, MOV, AVI of MKV, maximaal ${mb} MB` },
  document: { label: 'Kies een document', hint: (mb) => `PDF of Word, maximaal ${mb} MB` },
  image: { label: 'Kies een afbeelding', hint: (mb) => `JPG, PNG of WEBP, maximaal ${mb} MB` },
};

/**
 * Some systems give a file no type at all (an .mkv or .avi on Windows without a codec pack):
 * the type is then read from the extension, so such a file is not refused for a type it has.
 * The server checks the first bytes anyway.
 */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** What the file picker offers: the kind's types, and their extensions for systems that do not know every type. */
function accepted(kind: UploadKind): string {
  const types = UPLOAD_MIME_TYPES[kind];
  const extensions = Object.entries(TYPE_BY_EXTENSION)
    .filter(([, type]) => types.includes(type))
    .map(([extension]) => `.${extension}`);
  return [...types, ...extensions].join(',');
}

export function withKnownType(file: File): File {
  if (file.type) return file;
  const type = TYPE_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''];
  return type ? new File([file], file.name, { type, lastModified: file.lastModified }) : file;
}

type State =
  | { status: 'idle'; rejection: string | null }
  | { status: 'uploading'; file: File; percent: number }
  | { status: 'success'; file: File }
  /** `refused`: the server refused the file itself, so sending it again cannot help. */
  | { status: 'error'; file: File; message: string; refused: boolean };

function FileLine({ file }: { file: File }) {
  return (
    <p className={styles.file}>
      <span className={styles.fileName}>{file.name}</span>
      <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
    </p>
  );
}

/**
 * The server refused this file (400 not what it claims, 413 too large or over the quota, 415,
 * 422): unlike a lost connection or a server error, the same file would be refused again.
 */
function refusesFile(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 400 || status === 413 || status === 415 || status === 422;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A drop zone for one file with the spec's states: idle, drag-over, uploading (the request's
 * real progress and a cancel button), success for two seconds, and error with a retry of the
 * same file. The zone is the label of a real file input, so it works with the keyboard and
 * screen readers like any form control; progress is announced politely every 10%, and the
 * outcome in the same live region (a failure as an alert).
 */
export function UploadWidget<T>({
  kind,
  upload,
  maxMb = UPLOAD_MAX_MB,
  label = DEFAULT_LABELS[kind].label,
  hint = DEFAULT_LABELS[kind].hint(maxMb),
  describeError,
  onUploaded,
  onSuccessShown,
  successMs = 2000,
}: UploadWidgetProps<T>) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const rejectionId = `${id}-rejection`;
  const [state, setState] = useState<State>({ status: 'idle', rejection: null });
  const [dragOver, setDragOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const otherRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<AbortController | null>(null);
  /** The attempt whose answers still count; a cancelled or replaced one is ignored. */
  const attemptRef = useRef(0);
  const announcedStepRef = useRef(0);
  /** Whether the focus was in the widget when its controls were swapped, so it moves to the new ones. */
  const keepFocusRef = useRef(false);
  const latest = useRef({ upload, describeError, onUploaded, onSuccessShown });
  latest.current = { upload, describeError, onUploaded, onSuccessShown };

  const go = useCallback((next: State) => {
    const root = rootRef.current;
    const active = document.activeElement;
    // Nothing focused counts too: the control that had the focus may just have been removed, and
    // a file dialog leaves the focus nowhere while it is open.
    keepFocusRef.current = Boolean(root && (!active || active === document.body || root.contains(active)));
    setState(next);
  }, []);

  useLayoutEffect(() => {
    if (!keepFocusRef.current) return;
    keepFocusRef.current = false;
    const target = {
      idle: inputRef.current,
      uploading: cancelRef.current,
      success: successRef.current,
      error: retryRef.current,
    }[state.status];
    // The new control sits where the old one was, so nothing needs to scroll.
    target?.focus({ preventScroll: true });
  }, [state.status]);

  // Leaving the page (or closing what holds the widget) stops a running upload.
  useEffect(
    () => () => {
      attemptRef.current += 1;
      controllerRef.current?.abort();
    },
    [],
  );

  const start = useCallback(
    (picked: File) => {
      const file = withKnownType(picked);
      const rejection = checkUpload(kind, file, maxMb);
      if (rejection) {
        go({ status: 'idle', rejection });
        return;
      }
      const attempt = ++attemptRef.current;
      const controller = new AbortController();
      controllerRef.current = controller;
      announcedStepRef.current = 0;
      go({ status: 'uploading', file, percent: 0 });
      setAnnouncement(`${file.name} wordt geüpload.`);

      const onProgress = ({ loaded, total }: UploadProgressEvent) => {
        if (attempt !== attemptRef.current || total <= 0) return;
        const percent = Math.min(100, Math.floor((loaded / total) * 100));
        setState((current) =>
          current.status === 'uploading' && current.percent !== percent ? { ...current, percent } : current,
        );
        const step = Math.floor(percent / 10) * 10;
        if (step > announcedStepRef.current) {
          announcedStepRef.current = step;
          setAnnouncement(step === 100 ? UPLOAD_TEXTS.processing : `${step}% geüpload`);
        }
      };

      latest.current.upload(file, { onProgress, signal: controller.signal }).then(
        (result) => {
          if (attempt !== attemptRef.current) return;
          controllerRef.current = null;
          go({ status: 'success', file });
          setAnnouncement(UPLOAD_TEXTS.success);
          latest.current.onUploaded?.(result, file);
        },
        (error: unknown) => {
          if (attempt !== attemptRef.current) return;
          controllerRef.current = null;
          if (isAbort(error)) {
            go({ status: 'idle', rejection: null });
            setAnnouncement(UPLOAD_TEXTS.cancelled);
            return;
          }
          const message = latest.current.describeError?.(error) ?? UPLOAD_TEXTS.error;
          setAnnouncement('');
          go({ status: 'error', file, message, refused: refusesFile(error) });
        },
      );
    },
    [go, kind, maxMb],
  );

  // The success message stays for its time, then the zone is ready for the next file.
  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(() => {
      go({ status: 'idle', rejection: null });
      latest.current.onSuccessShown?.();
    }, successMs);
    return () => clearTimeout(timer);
  }, [state.status, successMs, go]);

  const cancel = () => {
    attemptRef.current += 1;
    controllerRef.current?.abort();
    controllerRef.current = null;
    go({ status: 'idle', rejection: null });
    setAnnouncement(UPLOAD_TEXTS.cancelled);
  };

  const pick = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) start(file);
  };

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    // Without this the browser opens a dropped file in place of the page.
    event.preventDefault();
    if (state.status !== 'idle') {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragOver(true);
  };

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving over the zone's own children fires leave events too; only leaving the zone counts.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragOver(false);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragOver(false);
    if (state.status === 'idle') pick(event.dataTransfer.files);
  };

  const visualState = state.status === 'idle' && dragOver ? 'drag-over' : state.status;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is the pointer's shortcut; the file input inside does the same for everyone
    <div
      ref={rootRef}
      className={styles.widget}
      data-state={visualState}
      // A file dropped here before the app has taken over a server-rendered page is held for it.
      {...{ [FILE_DROP_ATTRIBUTE]: '' }}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      {state.status === 'idle' ? (
        <>
          <label htmlFor={inputId} className={`${styles.zone} ${dragOver ? styles.dragOver : ''}`}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M12 16V4m0 0L7 9m5-5l5 5M4 16v2a2 2 0 002 2h12a2 2 0 002-2v-2"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className={styles.action}>{dragOver ? UPLOAD_TEXTS.dropHere : label}</span>
            <span className={styles.or}>{UPLOAD_TEXTS.orDrag}</span>
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            className={`${hidden.visuallyHidden} ${styles.input}`}
            accept={accepted(kind)}
            aria-describedby={[state.rejection ? rejectionId : null, hintId].filter(Boolean).join(' ')}
            aria-invalid={state.rejection ? true : undefined}
            onChange={(event) => {
              pick(event.currentTarget.files);
              // The same file may be picked again after a refusal or a cancel.
              event.currentTarget.value = '';
            }}
          />
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
          {state.rejection ? (
            <p id={rejectionId} className={styles.rejection} role="alert">
              {state.rejection}
            </p>
          ) : null}
        </>
      ) : null}

      {state.status === 'uploading' ? (
        <div className={styles.panel}>
          <FileLine file={state.file} />
          <ProgressBar
            value={state.percent}
            label={state.percent >= 100 ? 'Opslaan' : 'Uploaden'}
            valueText={`${state.percent}%`}
          />
          <div className={styles.actions}>
            <button ref={cancelRef} type="button" className={buttonClass('secondary')} onClick={cancel}>
              {UPLOAD_TEXTS.cancel}
            </button>
          </div>
        </div>
      ) : null}

      {state.status === 'success' ? (
        <div ref={successRef} tabIndex={-1} className={`${styles.panel} ${styles.success}`}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <p className={styles.title}>{UPLOAD_TEXTS.success}</p>
          <FileLine file={state.file} />
        </div>
      ) : null}

      {state.status === 'error' ? (
        <div className={`${styles.panel} ${styles.error}`}>
          <div role="alert">
            <p className={styles.title}>{UPLOAD_TEXTS.errorTitle}</p>
            <p className={styles.message}>{state.message}</p>
          </div>
          <FileLine file={state.file} />
          <div className={styles.actions}>
            {state.refused ? null : (
              <button ref={retryRef} type="button" className={buttonClass('primary')} onClick={() => start(state.file)}>
                {UPLOAD_TEXTS.retry}
              </button>
            )}
            <button
              ref={state.refused ? retryRef : undefined}
              type="button"
              className={buttonClass(state.refused ? 'primary' : 'ghost')}
              onClick={() => otherRef.current?.click()}
            >
              {UPLOAD_TEXTS.other}
            </button>
            {/* The picker opens straight from the button; a file picked here is uploaded at once. */}
            <input
              ref={otherRef}
              type="file"
              hidden
              accept={accepted(kind)}
              onChange={(event) => {
                pick(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
            />
          </div>
        </div>
      ) : null}

      {/* Rendered from the start, so assistive technology is listening before anything changes. */}
      <p className={hidden.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
