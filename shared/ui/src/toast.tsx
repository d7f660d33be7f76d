import { useEffect, useSyncExternalStore } from 'react';
import type { CloseButtonProps, Id, ToastOptions } from 'react-toastify';
import styles from './toast.module.css';

/** At most this many toasts are on screen; the next waits until one closes. */
export const TOAST_LIMIT = 2;

/** Toast auto-close times in milliseconds, per kind (spec section 9). */
export const TOAST_AUTO_CLOSE_MS = {
  success: 3000,
  error: 5000,
  warning: 4000,
  info: 3000,
  onboarding: 3000,
} as const;
export type ToastKind = keyof typeof TOAST_AUTO_CLOSE_MS;

export const TOAST_TEXTS = {
  /** The toast region's name; Alt+T (react-toastify's shortcut) moves focus to the newest toast. */
  region: 'Meldingen (Alt+T)',
  close: 'Sluiten',
} as const;

export interface NotifyOptions extends ToastOptions {
  /**
   * What the toast is about ('onboarding', 'profile-save', ...). A new toast with the same topic
   * replaces the one still on screen (or still waiting) instead of piling up beside it: the
   * newest outcome is the only one that is true.
   */
  topic?: string;
}

/** Each kind's look and auto-close time (spec section 9). Every field is set, so an update replaces all of them. */
const KINDS: Record<ToastKind, ToastOptions> = {
  success: { type: 'success', theme: 'light', autoClose: TOAST_AUTO_CLOSE_MS.success },
  error: { type: 'error', theme: 'light', autoClose: TOAST_AUTO_CLOSE_MS.error },
  warning: { type: 'warning', theme: 'light', autoClose: TOAST_AUTO_CLOSE_MS.warning },
  info: { type: 'info', theme: 'light', autoClose: TOAST_AUTO_CLOSE_MS.info },
  /** The onboarding's dark toast. */
  onboarding: { type: 'default', theme: 'dark', autoClose: TOAST_AUTO_CLOSE_MS.onboarding },
};

interface Waiting {
  message: string;
  options: ToastOptions & { toastId: Id };
}

type Toastify = typeof import('react-toastify');

/**
 * react-toastify (9.5 KB gzip with its CSS) loads with the first toast, not with the app: most
 * visits never show one (issue 15). Until the one container is on screen, every call waits
 * here in order; react-toastify's own pre-container queue would not do, as it can neither
 * update, dismiss nor limit what it holds there.
 */
let toastify: Toastify | undefined;
let loading: Promise<Toastify> | undefined;
/** Mounted <Toaster /> containers; calls run at once only while one is mounted. */
let containers = 0;
const pending: ((lib: Toastify) => void)[] = [];
const loadListeners = new Set<() => void>();

function flush() {
  const lib = toastify;
  if (!lib || containers === 0) return;
  for (const call of pending.splice(0)) call(lib);
}

function load() {
  loading ??= import('react-toastify').then(
    (lib) => {
      lib.toast.onChange((item) => {
        if (item.status === 'updated') return;
        // 'added': on screen now; 'removed': gone.
        waiting.delete(item.id);
        if (item.status === 'removed') {
          for (const [topic, id] of topics) if (id === item.id) topics.delete(topic);
        }
      });
      toastify = lib;
      for (const listener of loadListeners) listener();
      return lib;
    },
    (error: unknown) => {
      // Offline or a new release: the next toast tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function withToastify(call: (lib: Toastify) => void) {
  if (toastify && containers > 0) {
    call(toastify);
    return;
  }
  pending.push(call);
  load().catch(() => pending.splice(0));
}

/** The toast on screen or waiting for each topic. */
const topics = new Map<string, Id>();
/** Toasts given to react-toastify that it has not shown yet (over the limit), in order. */
const waiting = new Map<Id, Waiting>();
let sequence = 0;

/**
 * react-toastify can neither update nor dismiss a toast that waits behind the limit; its queue
 * can only be cleared as a whole. So the queue is cleared and given back, with `change` applied.
 */
function rewriteQueue(lib: Toastify, change: (queue: Waiting[]) => Waiting[]) {
  const { toast } = lib;
  const queue = change([...waiting.values()]);
  toast.clearWaitingQueue();
  waiting.clear();
  for (const entry of queue) {
    waiting.set(entry.options.toastId, entry);
    toast(entry.message, entry.options);
  }
}

function show(lib: Toastify, kind: ToastKind, message: string, { topic, ...rest }: NotifyOptions = {}) {
  const { toast } = lib;
  const current = topic === undefined ? undefined : topics.get(topic);
  const options = { ...KINDS[kind], ...rest };
  if (current !== undefined && toast.isActive(current)) {
    // No delay: react-toastify's default 100 ms would leave the outdated text on screen meanwhile.
    toast.update(current, { ...options, toastId: current, render: message, delay: undefined });
    return;
  }
  if (current !== undefined && waiting.has(current)) {
    const replacement = { message, options: { ...options, toastId: current } };
    rewriteQueue(lib, (queue) => queue.map((entry) => (entry.options.toastId === current ? replacement : entry)));
    return;
  }
  const id = rest.toastId ?? `tb-toast-${++sequence}`;
  // A caller's own toastId says "only once": react-toastify ignores a repeat on screen, this a repeat in the queue.
  if (toast.isActive(id) || waiting.has(id)) return;
  if (topic !== undefined) topics.set(topic, id);
  waiting.set(id, { message, options: { ...options, toastId: id } });
  toast(message, { ...options, toastId: id });
}

/**
 * Toast helpers with the spec's auto-close times. The shell owns the one container (<Toaster />);
 * remotes only call these, so react-toastify stays a shared singleton.
 */
export const notify = {
  success: (message: string, options?: NotifyOptions) => withToastify((lib) => show(lib, 'success', message, options)),
  error: (message: string, options?: NotifyOptions) => withToastify((lib) => show(lib, 'error', message, options)),
  warning: (message: string, options?: NotifyOptions) => withToastify((lib) => show(lib, 'warning', message, options)),
  info: (message: string, options?: NotifyOptions) => withToastify((lib) => show(lib, 'info', message, options)),
  /** The onboarding's dark toast. */
  onboarding: (message: string, options?: NotifyOptions) =>
    withToastify((lib) => show(lib, 'onboarding', message, options)),
  /** Closes the topic's toast, or takes it out of the queue before anyone saw it. */
  dismiss: (topic: string) =>
    withToastify((lib) => {
      const id = topics.get(topic);
      if (id === undefined) return;
      topics.delete(topic);
      if (waiting.has(id)) rewriteQueue(lib, (queue) => queue.filter((entry) => entry.options.toastId !== id));
      else lib.toast.dismiss(id);
    }),
};

/** react-toastify's close button, named in Dutch (its own says 'close'). */
function CloseButton({ closeToast, theme }: Partial<CloseButtonProps>) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme ?? 'light'}`}
      aria-label={TOAST_TEXTS.close}
      onClick={(event) => {
        event.stopPropagation();
        closeToast?.(true);
      }}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

const subscribeToLoad = (listener: () => void) => {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
};

/** Rendered after the container, so its effect runs once react-toastify has registered it. */
function ContainerReady() {
  useEffect(() => {
    containers += 1;
    flush();
    return () => {
      containers -= 1;
    };
  }, []);
  return null;
}

/**
 * The one toast container, rendered by the shell. Toasts sit at the top, under the sticky
 * header and the notice below it (the shell keeps --tb-chrome-bottom there): the primary
 * buttons of this product are at the bottom (the onboarding's and the profile form's footers,
 * the coach's send button), where the spec's bottom-right corner put the toasts over them.
 * Full width on a phone, the top-right corner on wider screens.
 * It renders nothing until the first toast has loaded react-toastify.
 */
export function Toaster() {
  const lib = useSyncExternalStore(subscribeToLoad, () => toastify);
  if (!lib) return null;
  return (
    <>
      <lib.ToastContainer
        position="top-right"
        className={styles.container}
        limit={TOAST_LIMIT}
        newestOnTop
        closeOnClick={false}
        pauseOnFocusLoss
        closeButton={<CloseButton />}
        aria-label={TOAST_TEXTS.region}
      />
      <ContainerReady />
    </>
  );
}
