import styles from './email-confirmation-banner.module.css';
import icon from './line-icon.module.css';

/** The cross that closes a notice under the header (the e-mail banner, a dead mail link's notice). */
export function BannerDismiss({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.dismiss} aria-label={label} onClick={onClick}>
      <svg className={icon.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
