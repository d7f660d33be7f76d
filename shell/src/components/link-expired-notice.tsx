import { useAuth } from '@talentbrug/api-client/auth';
import { RESET_TEXTS } from '@talentbrug/domain/auth/texts';
import { Link, useLocation } from '@talentbrug/ui/router';
import { LINK_EXPIRED_TEXTS } from '../texts.ts';
import { BannerDismiss } from './banner-dismiss.tsx';
import { isEmailConfirmed } from './email-confirmation.ts';
import styles from './email-confirmation-banner.module.css';
import { VERIFY_EMAIL_PATH } from './email-confirmation-banner.tsx';

/** The reset page shows a dead link's message in its own place, with the way to a new reset mail. */
const SAYS_IT_ITSELF = '/reset-password';

/**
 * A mail link that came back refused (used or expired; startAuth took GoTrue's English out of
 * the address): what happened, in the reset page's words, and the way on. Off /reset-password it
 * was the confirmation mail's link (recovery links always return there), so the way on is a new
 * confirmation mail, or nothing at all when the address is confirmed already (a link used twice).
 * It stays, as the e-mail banner does, until it is closed or followed.
 */
export function LinkExpiredNotice() {
  const { linkError, loading, user, clearLinkError } = useAuth();
  const { pathname } = useLocation();
  if (!linkError || loading || pathname === SAYS_IT_ITSELF) return null;

  const dismiss = () => {
    clearLinkError();
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.banner} aria-label={LINK_EXPIRED_TEXTS.region}>
      <div className={styles.inner}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" />
        </svg>
        <p className={styles.text}>
          <strong>{RESET_TEXTS.linkExpired}</strong>{' '}
          {user && isEmailConfirmed(user) ? (
            LINK_EXPIRED_TEXTS.confirmed
          ) : (
            <>
              {user ? null : `${LINK_EXPIRED_TEXTS.signedOut} `}
              <Link to={VERIFY_EMAIL_PATH} className={styles.link} onClick={clearLinkError}>
                {LINK_EXPIRED_TEXTS.newMail}
              </Link>
            </>
          )}
        </p>
        <BannerDismiss label={LINK_EXPIRED_TEXTS.dismiss} onClick={dismiss} />
      </div>
    </section>
  );
}

export default LinkExpiredNotice;
