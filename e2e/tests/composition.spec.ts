import { LANDING_ROUTE, ROUTES } from '@talentbrug/domain/contracts/routes';
import { openAccountMenu } from '../support/auth.ts';
import { REMOTE_PORT } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Behind the proxy (`npm run test:production`) one route of each remote per kind of document (a
 * page for visitors, a signed-in page) is enough: what differs there is the production CSP over
 * each remote's origin and each kind of document, not the route.
 */
const behindTheProxy = new Set(
  ROUTES.filter(
    (route, i) =>
      ROUTES.findIndex((other) => other.remote === route.remote && other.protected === route.protected) === i,
  ),
);

test.describe('every route renders its remote across origins', () => {
  for (const route of ROUTES) {
    const tag = behindTheProxy.has(route) ? ' @production' : '';
    test(`${route.path} shows '${route.title}' from the ${route.remote} remote${tag}`, async ({ page, signIn }) => {
      // The landing's pages reach a visitor without a session prerendered, without the app
      // (ADR 0004, landing.spec.ts); signed in, the app composes them from the remote like any page.
      if (route.protected || route.remote === 'landing') await signIn();
      const exposeChunk = page.waitForResponse(
        (res) =>
          res.url().startsWith(`http://127.0.0.1:${REMOTE_PORT[route.remote]}/`) &&
          res.url().includes(`__federation_expose_${route.module.slice(2)}`),
      );
      await page.goto(route.path);
      // The prerendered /login, /signup and /onboarding start the app at the first touch (ADR 0014).
      if (!route.protected && route.remote !== 'landing')
        await page.locator('main').click({ position: { x: 1, y: 1 } });
      expect((await exposeChunk).status()).toBe(200);
      const heading =
        route === LANDING_ROUTE
          ? page.getByRole('heading', { level: 1 })
          : page.getByRole('heading', { level: 1, name: route.title });
      await expect(heading).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    });
  }

  test('an unknown path shows the landing page, answered with status 404 @production', async ({ page }) => {
    const response = await page.goto('/deze-pagina-bestaat-niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Start Gratis' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/deze-pagina-bestaat-niet$/);
  });

  test('a protected route without a user goes to login and keeps the path', async ({ page }) => {
    await page.goto('/matches?sort=score');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmatches%3Fsort%3Dscore$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  });

  test('the navigation highlights the active item and moves between remotes', async ({ page, signIn, account }) => {
    await signIn();
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'AI-coach' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat met je AI-coach' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'AI-coach' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    await openAccountMenu(page);
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log uit' })).toBeVisible();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Naar de inhoud' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The visible main: while the app takes over from the prerender, a hidden copy exists (ADR 0010).
    await expect(page.getByRole('main')).toBeFocused();
  });
});
