import { Button } from '@talentbrug/ui/button';
import { useEffect, useRef, useState } from 'react';
import styles from './outreach.module.css';

const SHOWN_MS = 4000;

/**
 * 'Kopieer' with its outcome said in a live region, as @talentbrug/ui/copy-button does. Kept here
 * instead: each shared module the athlete's remote uses adds its entry to the remoteEntry.js that
 * every athlete page loads first, and /profile had 0.2 KB left under its ceiling (issue 15).
 */
export function CopyText({
  value,
  label,
  copied,
  failed,
  onCopy,
}: {
  value: string;
  label: string;
  copied: string;
  failed: string;
  /** After each press, copied or not (when the clipboard refuses, the athlete copies by hand). */
  onCopy?: () => void;
}) {
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    let text = failed;
    try {
      await navigator.clipboard.writeText(value);
      text = copied;
    } catch {}
    clearTimeout(timer.current);
    setStatus(text);
    onCopy?.();
    timer.current = setTimeout(() => setStatus(''), SHOWN_MS);
  };
  return (
    <span className={styles.copy}>
      <Button variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className={styles.muted}>
        {status}
      </span>
    </span>
  );
}
