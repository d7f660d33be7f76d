import { PROFILE_SCORE_MAX, profileScoreMessage } from '@talentbrug/domain/onboarding/profile-score';
import { Card } from '@talentbrug/ui/card';
import { ProgressBar } from '@talentbrug/ui/progress-bar';
import { useId } from 'react';
import styles from './dashboard.module.css';

/** The profile score (spec "Profile score"): its bar, and the one of its three texts that fits. */
export function ProfileScoreCard({ score }: { score: number }) {
  const titleId = useId();
  return (
    <Card title="Je profielscore" titleId={titleId} className={styles.panel}>
      <ProgressBar value={score} label="Profiel ingevuld" tone={score >= PROFILE_SCORE_MAX ? 'success' : 'brand'} />
      <p className={styles.scoreText}>{profileScoreMessage(score)}</p>
    </Card>
  );
}
