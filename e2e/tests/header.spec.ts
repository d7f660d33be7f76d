import type { Locator, Page } from '@playwright/test';
import { signUpWithSession, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** From this width the header is one row of items; below it they sit behind 'Menu' (nav.module.css, 70rem: seven items since the dossier). */
const ONE_ROW_FROM = 1120;
const WIDTHS = [360, 390, 960, 1024, 1120, 1280, 1440, 1920];

const header = (page: Page) => page.locator('header');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

async function openPage(page: Page, path: string, heading?: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
  await expect(page.locator('[data-prerender-twin]')).toHaveCount(0);
  await expect(page.getByText('Laden...')).toHaveCount(0);
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

async function expectLogoShown(page: Page) {
  const icon = header(page).getByRole('link', { name: 'Talentbrug' }).locator('svg');
  await expect(icon).toBeVisible();
  const box = await icon.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(30);
}

async function expectInViewport(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, `${await locator.textContent()} within 0-${width} px`).toBe(
    true,
  );
}

/**
 * Every item of the one-row header has the same top and the height of one line (the tap
 * target): a label that wraps makes its item taller, one pushed down has another top.
 */
async function expectOneRow(page: Page, items: Locator[]) {
  const boxes = await Promise.all(items.map((item) => item.boundingBox()));
  const labels = await Promise.all(items.map((item) => item.textContent()));
  const rows = boxes.map((box, i) => ({ label: labels[i], top: Math.round(box?.y ?? -1), height: box?.height ?? 0 }));
  const first = rows[0];
  for (const row of rows) {
    expect(row.top, `${row.label} on the same line: ${JSON.stringify(rows)}`).toBe(first?.top);
    expect(row.height, `${row.label} on one line: ${JSON.stringify(rows)}`).toBe(first?.height);
  }
  const headerBox = await header(page).boundingBox();
  expect(headerBox?.height ?? 0).toBeLessThanOrEqual(65);
}

/** The window of a phone below 500 px, of a laptop or desktop from there. */
const windowOf = (width: number) => ({ width, height: width < 500 ? 844 : 800 });

/**
 * Each width is a step of one test on one page, resized from the narrowest to the widest: what
 * the header shows follows the window's width alone (CSS, nav.module.css), so one load serves
 * every width. A step leaves the menu it opened closed again (Escape) for the next width.
 */
test.describe('the header, signed in', () => {
  test(`fits at ${WIDTHS.join(', ')} px, with the account's items reachable`, async ({ page, signIn, account }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(windowOf(WIDTHS[0] ?? 360));
    await signIn();
    await openPage(page, '/dashboard', 'Dashboard');
    for (const width of WIDTHS) {
      await test.step(`fits at ${width} px, with the account's items reachable`, async () => {
        await page.setViewportSize(windowOf(width));
        await expectNoHorizontalScroll(page);
        await expectLogoShown(page);

        if (width >= ONE_ROW_FROM) {
          await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
          const accountMenu = page.getByRole('button', { name: 'Account' });
          await expectOneRow(page, [...(await nav(page).getByRole('link').all()), accountMenu]);
          await expect(nav(page).getByRole('link', { name: 'AI-coach' })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Log uit' })).toBeHidden();

          await accountMenu.click();
          await expect(accountMenu).toHaveAttribute('aria-expanded', 'true');
          await expectInViewport(page, page.getByText(account.email));
          await expectInViewport(page, page.getByRole('link', { name: 'Beveiliging' }));
          await expectInViewport(page, page.getByRole('button', { name: 'Log uit' }));
          await expectNoHorizontalScroll(page);
          await expectNoAxeViolations(page, `signed-in header at ${width} px, account menu open`);
          await page.keyboard.press('Escape');
          await expect(accountMenu).toHaveAttribute('aria-expanded', 'false');
        } else {
          await expect(page.getByRole('button', { name: 'Account' })).toBeHidden();
          const menu = page.getByRole('button', { name: 'Menu' });
          await menu.click();
          await expectInViewport(page, nav(page).getByRole('link', { name: 'AI-coach' }));
          await expectInViewport(page, page.getByRole('button', { name: 'Log uit' }));
          await expectNoHorizontalScroll(page);
          await expectNoAxeViolations(page, `signed-in header at ${width} px, menu open`);
          await page.keyboard.press('Escape');
          await expect(menu).toHaveAttribute('aria-expanded', 'false');
        }
      });
    }
  });

  test('the account menu works with the keyboard alone, and signs out', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn();
    await openPage(page, '/dashboard', 'Dashboard');
    const account = page.getByRole('button', { name: 'Account' });
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Beveiliging' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Log uit' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();
    await expect(page.getByRole('button', { name: 'Log uit' })).toBeHidden();

    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Beveiliging' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Beveiliging' })).toBeVisible();
    await expect(account).toHaveAttribute('aria-expanded', 'false');

    await account.click();
    await page.getByRole('button', { name: 'Log uit' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a long address is never cut and never widens the page', async ({ page }) => {
    const email = uniqueEmail('sem-de-vries-van-hockeyclub-bloemendaal-ja1');
    // The narrowest screen with the account behind its own button.
    await page.setViewportSize({ width: ONE_ROW_FROM, height: 800 });
    await signUpWithSession(page, { email });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Account' }).click();
    await expectInViewport(page, page.getByText(email));
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.setViewportSize({ width: 360, height: 844 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectInViewport(page, page.getByText(email));
    await expectNoHorizontalScroll(page);
  });
});

test.describe('the header, signed out', () => {
  test(`fits at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(windowOf(WIDTHS[0] ?? 360));
    await openPage(page, '/');
    for (const width of WIDTHS) {
      await test.step(`fits at ${width} px`, async () => {
        await page.setViewportSize(windowOf(width));
        await expectNoHorizontalScroll(page);
        await expectLogoShown(page);
        const logIn = header(page).getByRole('link', { name: 'Log in' });

        if (width >= ONE_ROW_FROM) {
          await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
          await expectOneRow(page, [...(await nav(page).getByRole('link').all()), logIn]);
          await expectInViewport(page, logIn);
          await expectNoAxeViolations(page, `signed-out header at ${width} px`);
        } else {
          const menu = page.getByRole('button', { name: 'Menu' });
          await menu.click();
          await expectInViewport(page, logIn);
          await expectNoHorizontalScroll(page);
          await expectNoAxeViolations(page, `signed-out header at ${width} px, menu open`);
          await page.keyboard.press('Escape');
          await expect(menu).toHaveAttribute('aria-expanded', 'false');
        }
      });
    }
  });
});
