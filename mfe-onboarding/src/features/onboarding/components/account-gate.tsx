import { ACCOUNT_GATE_TEXTS as T } from '@talentbrug/domain/auth/texts';
import { useState } from 'react';
import { useOnboardingStore } from '../stores/onboarding-store.ts';
import { ConfirmationPanel } from './account/confirmation-panel.tsx';
import { GateLoginForm } from './account/gate-login-form.tsx';
import { GatePanel } from './account/gate-panel.tsx';
import { GateSignupForm } from './account/gate-signup-form.tsx';
import { type GateMode, ModeSwitch } from './account/mode-switch.tsx';

/**
 * The account the submission is stored under, created in place (ARCHITECTURE.md section 4): the
 * e-mail comes from the wizard, and nothing the athlete answered leaves the draft while they
 * sign up, confirm their e-mail or log in. A signup that signs in at once (the embedded service)
 * goes straight on to `onReady` (the submit); without a session it waits for the mail.
 */
export function AccountGate({ onReady, onEditEmail }: { onReady: () => Promise<void>; onEditEmail: () => void }) {
  const account = useOnboardingStore((state) => state.account);
  const personal = useOnboardingStore((state) => state.data.personal);
  const setAccount = useOnboardingStore((state) => state.setAccount);
  const email = personal.email.trim();
  const [mode, setMode] = useState<GateMode>('signup');
  const [loginReason, setLoginReason] = useState<string | null>(null);

  const switchMode = (next: GateMode, reason: string | null = null) => {
    setMode(next);
    setLoginReason(reason);
  };

  if (account === 'awaiting-confirmation') {
    return (
      <ConfirmationPanel
        email={email}
        onLogin={() => {
          setAccount('needed');
          switchMode('login');
        }}
      />
    );
  }

  return (
    <GatePanel title={T.title}>
      <p>{T.intro}</p>
      <ModeSwitch mode={mode} onChange={(next) => switchMode(next)} />
      {mode === 'signup' ? (
        <GateSignupForm
          email={email}
          firstName={personal.firstName}
          lastName={personal.lastName}
          onEditEmail={onEditEmail}
          onSignedIn={onReady}
          onAwaitingConfirmation={() => setAccount('awaiting-confirmation')}
          onExists={() => switchMode('login', T.accountExists)}
        />
      ) : (
        <GateLoginForm key={loginReason ?? 'login'} initialEmail={email} reason={loginReason} onSignedIn={onReady} />
      )}
    </GatePanel>
  );
}
