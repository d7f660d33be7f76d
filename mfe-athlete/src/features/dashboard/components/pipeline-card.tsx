import { Card } from '@talentbrug/ui/card';
import { useId } from 'react';
import type { PipelineStage } from '../utils/pipeline.ts';
import styles from './dashboard.module.css';

/** How many schools sit at each step of the recruiting pipeline; the status is set on the matches page. */
export function PipelineCard({ stages }: { stages: readonly PipelineStage[] }) {
  const titleId = useId();
  return (
    <Card title="Je pipeline" titleId={titleId} className={styles.panel}>
      <ul className={styles.pipeline}>
        {stages.map((stage) => (
          <li key={stage.status} className={[styles.stage, stage.count ? '' : styles.empty].join(' ')}>
            <span>{stage.label}</span> <span className={styles.stageCount}>{stage.count}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>Zet de status van een school op de matchespagina, dan telt hij hier mee.</p>
    </Card>
  );
}
