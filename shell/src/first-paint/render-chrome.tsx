import { AuthProvider } from '@talentbrug/api-client/auth';
import { signedInAuthState, withServerAuthState } from '@talentbrug/api-client/server-render';
import { CHROME_EMAIL_MARKER, CHROME_INITIAL_MARKER } from '@talentbrug/domain/contracts/first-paint/server-render';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { EmailConfirmationBanner } from '../components/email-confirmation-banner.tsx';
import { NavView } from '../components/nav.tsx';
import { ShellLayout } from '../components/shell-layout.tsx';

/** Stands in the prerendered main region; the server puts a page's markup there. */
export const OUTLET_MARKER = '__TB_OUTLET__';

const noop = () => undefined;

/**
 * The shell's chrome as the app first renders it: the skip link, the navigation with its menu
 * closed, and the main region (ShellLayout, as in App). For a visitor who is not signed in
 * (`email` null) it is written into index.html at build time, so every route paints its header
 * before any JavaScript runs; signed in, with a marker the server replaces by the account's
 * address (and one for the avatar's initial), it frames the pages the server renders for a user (ADR 0017), with the e-mail banner
 * above main for an account whose address is not confirmed yet.
 */
export function renderChrome(email: string | null = null, { unconfirmed = false } = {}): string {
  // The banner reads the auth state: an account that still owes the confirmation.
  const unconfirmedAccount = email && unconfirmed ? { id: 'prerender', email, userMetadata: {} } : null;
  return withServerAuthState(unconfirmedAccount ? signedInAuthState(unconfirmedAccount) : {}, () =>
    renderToString(
      <StaticRouter location="/__prerender__">
        <AuthProvider>
          <ShellLayout
            header={
              <NavView
                email={email}
                initial={email === CHROME_EMAIL_MARKER ? CHROME_INITIAL_MARKER : undefined}
                onSignOut={noop}
              />
            }
            notice={unconfirmedAccount ? <EmailConfirmationBanner /> : null}
          >
            {OUTLET_MARKER}
          </ShellLayout>
        </AuthProvider>
      </StaticRouter>,
    ),
  );
}
