import {
  accountInitial,
  CHROME_EMAIL_MARKER,
  CHROME_INITIAL_MARKER,
} from '@talentbrug/domain/contracts/first-paint/server-render';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavView } from '../components/nav.tsx';
import { renderChrome } from './render-chrome.tsx';

/** What the server does with the signed-in chrome (server/src/first-paint/prerender.ts), without the escaping. */
const filledIn = (chrome: string, email: string) =>
  chrome.replaceAll(CHROME_EMAIL_MARKER, email).replaceAll(CHROME_INITIAL_MARKER, accountInitial(email));

const accountButtonText = (html: string) => {
  document.body.innerHTML = html;
  return screen.getByRole('button', { name: 'Account' }).textContent;
};

describe('the signed-in chrome the server fills in', () => {
  it("holds a marker for the avatar's initial, so the server's page shows the app's own 'Account' button", () => {
    const chrome = renderChrome(CHROME_EMAIL_MARKER);
    expect(chrome).toContain(CHROME_INITIAL_MARKER);
    const served = accountButtonText(filledIn(chrome, 'fleur@example.nl'));

    document.body.innerHTML = '';
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <NavView email="fleur@example.nl" onSignOut={() => undefined} />
      </MemoryRouter>,
    );
    const app = screen.getByRole('button', { name: 'Account' }).textContent;
    // The handoff carries a click over only to a button with the same text (carry-over.ts).
    expect(served).toBe(app);
    expect(app).toBe('FAccount');
  });

  it('signed out, has no account button and no marker', () => {
    const chrome = renderChrome();
    expect(chrome).not.toContain(CHROME_INITIAL_MARKER);
    expect(chrome).not.toContain(CHROME_EMAIL_MARKER);
  });
});
