import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import styles from './copy-button.module.css';

/** How long 'Gekopieerd' stays; cleared after, so a second copy is announced again. */
export const COPY_STATUS_VISIBLE_MS = 4000;

export interface CopyButtonProps {
  /** The exact text put on the clipboard (a secret without the spaces that group it on screen). */
  value: string;
  label?: string;
  copiedText?: string;
  failedText?: string;
  variant?: ButtonVariant;
}

/**
 * Copies `value` with the Clipboard API and says so beside the button, in a live region that is
 * always in the page so screen readers announce the outcome. Where the clipboard is refused (an
 * insecure origin, a denied permission) it says how to copy by hand instead.
 */
export function CopyButton({
  value,
  label = 'Kopieer',
  copiedText = 'Gekopieerd',
  failedText = 'Kopiëren lukte niet. Selecteer de tekst en kopieer hem zelf.',
  variant = 'secondary',
}: CopyButtonProps) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: 'copied' | 'failed') => {
    clearTimeout(timer.current);
    setStatus(next);
    timer.current = setTimeout(() => setStatus('idle'), COPY_STATUS_VISIBLE_MS);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      show('copied');
    } catch {
      show('failed');
    }
  };

  return (
    <span className={styles.copy}>
      <Button variant={variant} onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className={status === 'failed' ? styles.failed : styles.status}>
        {status === 'copied' ? copiedText : status === 'failed' ? failedText : ''}
      </span>
    </span>
  );
}
