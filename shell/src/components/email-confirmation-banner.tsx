import { useAuth } from '@talentbrug/api-client/auth';
import { EMAIL_BANNER_DISMISSED_KEY } from '@talentbrug/api-client/browser-data';
import { Link, useLocation } from '@talentbrug/ui/router';
import { useEffect, useState } from 'react';
import { EMAIL_BANNER_TEXTS } from '../texts.ts';
import { BannerDismiss } from './banner-dismiss.tsx';
import { EMAIL_BANNER_ATTRIBUTE } from './email-banner-key.ts';
import { isEmailConfirmed, refreshIfConfirmed } from './email-confirmation.ts';
import styles from './email-confirmation-banner.module.css';

export const VERIFY_EMAIL_PATH = '/verify-email';

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(EMAIL_BANNER_DISMISSED_KEY);
  } catch {
    return null;
  }
}

function writeDismissed(userId: string) {
  try {
    sessionStorage.setItem(EMAIL_BANNER_DISMISSED_KEY, userId);
  } catch {
    // Storage refused (private mode): closed until the next reload.
  }
}

/**
 * Sign-up gives a session before the address is confirmed (the spec does not enforce it), so
 * a signed-in athlete may still owe the confirmation. This slim banner says so on every page
 * but /verify-email, where the code is typed, and can be closed for the visit. It goes once the
 * auth state holds the confirmed user; it asks the service on arrival and whenever the tab
 * comes back into view, so a confirmation made on the phone clears the laptop's banner too.
 */
export function EmailConfirmationBanner() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(readDismissed);
  const unconfirmed = user?.email && !isEmailConfirmed(user) ? user : null;
  const userId = unconfirmed?.id;

  useEffect(() => {
    if (!userId) return;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      refreshIfConfirmed().catch((error: unknown) =>
        console.error('[talentbrug] could not ask whether the e-mail address is confirmed', error),
      );
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [userId]);

  if (!unconfirmed || pathname === VERIFY_EMAIL_PATH || dismissed === unconfirmed.id) return null;

  const [before, after] = EMAIL_BANNER_TEXTS.message;
  const dismiss = () => {
    writeDismissed(unconfirmed.id);
    setDismissed(unconfirmed.id);
    // The banner's button had focus; the page itself is the natural next place.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.banner} aria-label={EMAIL_BANNER_TEXTS.region} {...{ [EMAIL_BANNER_ATTRIBUTE]: '' }}>
      <div className={styles.inner}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
        </svg>
        <p className={styles.text}>
          {before} <strong className={styles.email}>{unconfirmed.email}</strong>
          {after}{' '}
          <Link to={VERIFY_EMAIL_PATH} className={styles.link}>
            {EMAIL_BANNER_TEXTS.link}
          </Link>
        </p>
        <BannerDismiss label={EMAIL_BANNER_TEXTS.dismiss} onClick={dismiss} />
      </div>
    </section>
  );
}
