import { ROUTES } from '@talentbrug/domain/contracts/routes';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** Every page a visitor opens signed out: the route table's public routes. */
const PAGES = ROUTES.filter((route) => !route.protected).map((route) => route.path);

/** A phone's window, then a laptop's: one load per page, resized between the two checks. */
const WIDTHS = [390, 1280];

for (const path of PAGES) {
  test(`${path} has no violations at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    for (const [i, width] of WIDTHS.entries()) {
      await test.step(`axe at ${width} px`, async () => {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
        if (i === 0) await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The app has replaced any prerendered markup, and the page's remote has rendered.
        await expect(page.locator('[data-prerender-twin]')).toHaveCount(0);
        await expect(page.getByText('Laden...')).toHaveCount(0);
        await expectNoAxeViolations(page, `${path} at ${width} px`);
      });
    }
  });
}
