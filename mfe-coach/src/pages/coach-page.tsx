import { isUnauthorized } from '@talentbrug/api-client/api';
import { useAuth } from '@talentbrug/api-client/auth';
import { useCoachHistory } from '@talentbrug/api-client/coach';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Page } from '@talentbrug/ui/page';
import { Link } from '@talentbrug/ui/router';
import { Spinner } from '@talentbrug/ui/spinner';
import type { ReactNode } from 'react';
import styles from '../features/chat/components/chat.module.css';
import { ChatWindow } from '../features/chat/components/chat-window.tsx';
import { useFirstName } from '../features/chat/hooks/use-first-name.ts';
import { loadErrorText } from '../features/chat/utils/errors.ts';
import { COACH_TEXTS, welcomeMessage } from '../features/chat/utils/texts.ts';

/**
 * The AI coach (spec "AI Coach", states and chat errors): 'AI Coach laden...' while the session,
 * the conversation and the athlete's first name are read; 'Niet ingelogd' without a session (the
 * route is protected, but a session can end while the page is open); the load error in a red box;
 * then the chat.
 */
export default function CoachPage() {
  const auth = useAuth();
  const signedIn = auth.isAuthenticated;
  const history = useCoachHistory({ enabled: signedIn });
  const { firstName, loading: nameLoading } = useFirstName();

  let content: ReactNode;
  if (auth.loading) {
    content = <Spinner label={COACH_TEXTS.loading} />;
  } else if (!signedIn || isUnauthorized(history.error)) {
    content = (
      <Alert tone="error" title={COACH_TEXTS.notSignedInTitle} className={styles.banner}>
        <p>
          {COACH_TEXTS.notSignedIn} <Link to="/login">{COACH_TEXTS.login}</Link>
        </p>
      </Alert>
    );
  } else if (history.isError) {
    content = (
      <Alert tone="error" title={loadErrorText(history.error)} className={styles.banner}>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {COACH_TEXTS.retryLoad}
        </Button>
      </Alert>
    );
  } else if (history.isPending || nameLoading) {
    content = <Spinner label={COACH_TEXTS.loading} />;
  } else {
    content = <ChatWindow history={history.data.messages} welcome={welcomeMessage(firstName)} />;
  }

  return <Page title={routeTitle('/aicoach')}>{content}</Page>;
}
