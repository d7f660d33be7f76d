import { recoverFocus } from '@talentbrug/ui/page';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/** Open dialogs, innermost last: only that one keeps the focus and answers Escape. */
const openDialogs: HTMLElement[] = [];

export interface ModalProps {
  open: boolean;
  /** Called for Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** The dialog's name (its h2, tied with aria-labelledby). */
  title: ReactNode;
  /** A short line under the title, tied with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** 'lg' for tables and detail views. */
  size?: 'md' | 'lg';
  /** What gets the focus on opening; the dialog itself (so its name is read first) otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The close button's accessible name. */
  closeLabel?: string;
}

/**
 * An accessible modal dialog (WAI-ARIA APG dialog pattern): named by its title, focus moves in
 * on opening, Tab and Shift+Tab stay inside, Escape closes, and the focus returns to the control
 * that opened it. Rendered into document.body so no ancestor's overflow or stacking can clip it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  initialFocusRef,
  closeLabel = 'Sluiten',
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // A layout effect: the focus is inside and the page behind is locked before the dialog is
  // painted, so no frame shows the dialog with the focus still on the page behind it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    (initialFocusRef?.current ?? dialog).focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    // Focus that lands outside (a screen reader's cursor, a script) is brought back in.
    const keepFocusInside = (event: FocusEvent) => {
      if (openDialogs.at(-1) !== dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('focusin', keepFocusInside);

    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openDialogs.length === 0) document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
      // A re-render can replace the opener (its entry moved on a board): the control with its id takes the focus.
      const openerId = opener?.id;
      if (openerId) recoverFocus(() => document.getElementById(openerId));
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || openDialogs.at(-1) !== dialog) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onCloseRef.current();
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it for pointer users; keyboard users have Escape and the close button
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown} role="presentation">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={[styles.dialog, size === 'lg' ? styles.large : ''].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
          </div>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** The row of buttons under a dialog's content, the main action last (right-aligned, wrapping on a phone). */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
