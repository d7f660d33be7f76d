import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, CONFIRM_TEXTS, ACCOUNT_GATE_TEXTS as T } from '@talentbrug/domain/auth/texts';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Link } from '@talentbrug/ui/router';
import { useState } from 'react';
import styles from './account.module.css';
import { GatePanel } from './gate-panel.tsx';
import { useGateRequest } from './gate-request.tsx';
import { ONBOARDING_RETURN_PATH } from './gate-signup-form.tsx';

/**
 * After a signup that gave no session (hosted Supabase requiring confirmation): the mail's link
 * signs the athlete in and brings them back here, where the draft waits; or they type its code
 * on /verify-email, which returns here too.
 */
export function ConfirmationPanel({ email, onLogin }: { email: string; onLogin(): void }) {
  const { resendVerification } = useAuth();
  const { busy, run, fail, failure } = useGateRequest();
  const [resent, setResent] = useState(false);

  const onResend = () =>
    void run(async () => {
      setResent(false);
      const result = await resendVerification(email, { redirectPath: ONBOARDING_RETURN_PATH });
      if (!result.success) return fail(authErrorText(result, AUTH_ERRORS.resendFailed));
      setResent(true);
    });

  return (
    <GatePanel title={CONFIRM_TEXTS.title}>
      <p>
        {T.waitingBefore}
        <strong>{email}</strong>
        {T.waitingAfter}
      </p>
      <p>
        {T.waitingCode}{' '}
        <Link to={`/verify-email?redirect=${encodeURIComponent(ONBOARDING_RETURN_PATH)}`}>{T.waitingCodeLink}</Link>
      </p>
      {/* Always in the page, so screen readers announce the confirmation when it appears. */}
      <div aria-live="polite">{resent ? <Alert tone="success" title={CONFIRM_TEXTS.resentTo(email)} /> : null}</div>
      {failure}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onResend} loading={busy} loadingLabel={CONFIRM_TEXTS.resending}>
          {CONFIRM_TEXTS.resend}
        </Button>
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {T.alreadyConfirmed}
        </button>
      </div>
    </GatePanel>
  );
}
