import type { DossierLink } from '@talentbrug/domain/dossier';
import { Button } from '@talentbrug/ui/button';
import { useEffect, useId, useRef, useState } from 'react';
import editor from '../../../components/editor.module.css';
import { DOSSIER_TEXTS } from '../utils/texts.ts';
import styles from './dossier.module.css';

const texts = DOSSIER_TEXTS.links;

/**
 * The new link's address, the one time it exists outside the coach's inbox: the server keeps only
 * a hash of its token (ADR 0019). Focus lands on the notice so it is read out; the address sits in
 * a read-only input, so where the clipboard is refused (an insecure origin, a denied permission)
 * it is selected for the athlete to copy by hand.
 */
export function NewLinkNotice({ link, onDone }: { link: DossierLink & { url: string }; onDone: () => void }) {
  const titleId = useId();
  const inputId = useId();
  const onceId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const selectAddress = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link.url);
      setStatus('copied');
    } catch {
      setStatus('failed');
      selectAddress();
    }
  };

  return (
    <section className={styles.newLink} aria-labelledby={titleId}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className={styles.newLinkTitle}>
        {texts.newTitle(link.label)}
      </h3>
      <p id={onceId}>
        <strong>{texts.onceOnly}</strong>
      </p>
      <label htmlFor={inputId} className={styles.subLegend}>
        {texts.newAddress}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        className={styles.address}
        type="text"
        readOnly
        value={link.url}
        aria-describedby={onceId}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={`${editor.actions} ${styles.newLinkActions}`}>
        <Button onClick={() => void copy()}>{texts.copy}</Button>
        <Button variant="ghost" onClick={onDone}>
          {texts.done}
        </Button>
      </div>
      <p role="status" className={status === 'failed' ? styles.error : styles.saved}>
        {status === 'copied' ? texts.copied : status === 'failed' ? texts.copyFailed : ''}
      </p>
    </section>
  );
}
