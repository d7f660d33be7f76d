import type { Page } from '@playwright/test';
import { athleteWithProfile, openAccountMenu, signInWithSession, uniqueEmail } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 32, item 8: a name is at most 60 characters (the shared rule), and one of 60 without a
 * break point must not widen any page it shows on: the dashboard's greeting, the header's menu,
 * the profile.
 */
const LONG = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft'.slice(0, 60);

async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBe(innerWidth);
}

for (const width of [1280, 390]) {
  test.describe(`a 60-character name at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('widens neither the dashboard nor the profile', async ({ page }) => {
      expect(LONG).toHaveLength(60);
      const account = await athleteWithProfile(
        { email: uniqueEmail('lang'), firstName: LONG, lastName: LONG },
        { first_name: LONG, last_name: LONG, sport: 'Hockey', team: 'heren', education_level: 'VWO' },
      );
      await signInWithSession(page, account);
      await page.goto('/dashboard');
      await expect(page.getByText(`Hoi ${LONG}!`, { exact: false }).first()).toBeVisible();
      await expectNoHorizontalScroll(page, '/dashboard');
      await openAccountMenu(page);
      await expectNoHorizontalScroll(page, '/dashboard with the account menu open');

      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Mijn Profiel' })).toBeVisible();
      await expect(page.getByText(`${LONG} ${LONG}`).first()).toBeVisible();
      await expectNoHorizontalScroll(page, '/profile');
    });
  });
}
