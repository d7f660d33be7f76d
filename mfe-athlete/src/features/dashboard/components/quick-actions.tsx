import { Card } from '@talentbrug/ui/card';
import { Link } from '@talentbrug/ui/router';
import { useId } from 'react';
import { OutlineIcon } from '../../../components/outline-icon.tsx';
import styles from './dashboard.module.css';

/** 24x24 outline icons, decoration only. */
const ICONS = {
  video: 'M4 6h11v12H4zM15 10l5-3v10l-5-3',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  matches: 'M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10z',
  coach: 'M4 5h16v11H9l-5 4z',
} as const;

/** The spec's four quick actions, with its labels. */
const ACTIONS = [
  { label: 'Upload Video', to: '/profile', icon: ICONS.video, accent: true },
  { label: 'Complete Profile', to: '/profile', icon: ICONS.profile, accent: false },
  { label: 'Bekijk Matches', to: '/matches', icon: ICONS.matches, accent: false },
  { label: 'AI-coach', to: '/aicoach', icon: ICONS.coach, accent: false },
] as const;

export function QuickActions() {
  const titleId = useId();
  return (
    <Card title="Snelle acties" titleId={titleId} className={styles.panel}>
      <ul className={styles.actions}>
        {ACTIONS.map((action) => (
          <li key={action.label}>
            <Link to={action.to} className={[styles.action, action.accent ? styles.accent : ''].join(' ')}>
              <span className={styles.actionIcon} aria-hidden="true">
                <OutlineIcon d={action.icon} size={20} />
              </span>
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
