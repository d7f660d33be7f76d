import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const PAGES = [
  '/',
  '/terms',
  '/privacy',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/onboarding',
];

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 800 } });

    for (const path of PAGES) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The app has replaced any prerendered markup, and the page's remote has rendered.
        await expect(page.locator('[data-prerender-twin]')).toHaveCount(0);
        await expect(page.getByText('Laden...')).toHaveCount(0);
        await expectNoAxeViolations(page, `${path} at ${width} px`);
      });
    }
  });
}
