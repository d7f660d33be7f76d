import { Card } from '@talentbrug/ui/card';
import { Spinner } from '@talentbrug/ui/spinner';
import { type ReactNode, useId } from 'react';
import editor from '../../../components/editor.module.css';
import { DOSSIER_TEXTS } from '../utils/texts.ts';
import styles from './dossier.module.css';

const texts = DOSSIER_TEXTS.photo;

/** The photo card's title and lead, around its content or, while that downloads, a spinner. */
export function PhotoFrame({ titleId, children }: { titleId?: string; children?: ReactNode }) {
  const ownId = useId();
  return (
    <Card title={texts.title} titleId={titleId ?? ownId} className={editor.card}>
      <p className={editor.lead}>{texts.lead}</p>
      {children ?? <Spinner label={texts.loading} />}
    </Card>
  );
}

/** When the photo part could not be downloaded: the card says so, the rest of the editor works. */
export function PhotoUnavailable() {
  return (
    <PhotoFrame>
      <p className={styles.error} role="alert">
        {texts.loadError}
      </p>
    </PhotoFrame>
  );
}
