import type { Page } from '@playwright/test';
import { CONTACT_EMAIL } from '@talentbrug/domain/constants';
import { APP_ENTRY, appMounted, appRan, holdBack, recordLayoutShift } from '../support/app-start.ts';
import { expect, test } from '../support/fixtures.ts';

const HERO = 'Van Nederlands talent naar een sportbeurs in Amerika';

/** The app has taken over from the prerendered markup and shows the landing. */
async function landingMounted(page: Page) {
  await appMounted(page);
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
}

/**
 * The landing's controls must work the same for a visitor without a session, who gets the
 * prerendered page and its small scripts only (ADR 0004), and for a signed-in visitor, for
 * whom the app starts and renders the page with React.
 */
const MODES = [
  { name: 'without a session (prerendered page, no app)', signedIn: false },
  { name: 'signed in (the app renders it)', signedIn: true },
] as const;

async function openLanding(page: Page, signIn: () => Promise<void>, signedIn: boolean, path = '/') {
  if (signedIn) await signIn();
  await page.goto(path);
  if (signedIn) await landingMounted(page);
  else await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
}

test.describe('the landing page', () => {
  test('is in the first response for /, prerendered inside the shell, before any JavaScript', async ({ request }) => {
    const response = await request.get('/', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const main = /<main id="main"[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    expect(main).toContain('Van Nederlands talent naar een');
    expect(main).toContain('Start Gratis');
    expect(main).toContain('Wat kost Talentbrug?');
    expect(main).toContain('De plannen beginnen bij 99 euro per maand.');
    expect(html).toContain('<div id="root" class="tb-root" data-prerendered>');
    // Every style the first paint needs travels inside this one response.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toMatch(/<style>(?:(?!<\/style>)[\s\S])*--tb-color-brand:[\s\S]*?<\/style>/);
    expect(html).toMatch(/<html lang="nl">/);
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"@type":"Organization"');
    // Two small module scripts: the shell's boot script (the app's entry named beside it) and the landing's enhancements.
    expect(html).toMatch(/<script type="module" src="\/boot\.[0-9a-f]+\.js" data-app="\/main\.[0-9a-f]+\.js"/);
    // Served wherever the landing remote is deployed (its own origin in this suite).
    expect(head).toMatch(/<script type="module" src="[^"]*\/prerender\/enhance\.[0-9a-f]+\.js"><\/script>/);
    expect(head).not.toContain('modulepreload');
  });

  test('a visitor without a session runs two small scripts and no app; the app is only prefetched for the next page', async ({
    page,
  }) => {
    const ran: string[] = [];
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.endsWith('.js')) return;
      (request.resourceType() === 'script' ? ran : prefetched).push(path);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    // Once the page is idle, the app's entry goes into the cache for 'Start Gratis'.
    await expect.poll(() => prefetched.some((path) => /^\/main\.[0-9a-f]+\.js$/.test(path))).toBe(true);
    expect(ran.sort()).toEqual([
      expect.stringMatching(/^\/boot\.[0-9a-f]+\.js$/),
      expect.stringMatching(/\/prerender\/enhance\.[0-9a-f]+\.js$/),
    ]);
    expect(await appRan(page)).toBe(false);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    // The boot script marks the current page in the navigation, as the app would.
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('an e-mail link that lands on the landing starts the app, which handles it', async ({ page }) => {
    await page.goto(
      '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await landingMounted(page);
  });

  test('reads and looks complete with JavaScript switched off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      const start = page.getByRole('link', { name: 'Start Gratis' }).first();
      await expect(start).toHaveAttribute('href', '/onboarding');
      // Styled by the prerender's own stylesheet: the orange call to action, not a bare link.
      expect(await start.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 138, 42)');
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(page.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    } finally {
      await context.close();
    }
  });

  test('hands over from the prerendered markup to the app without moving anything, for a signed-in visitor', async ({
    page,
    browser,
    signIn,
  }) => {
    // Where the prerendered page puts things, painted without any script.
    const still = await browser.newContext({ javaScriptEnabled: false });
    const prerendered = await still.newPage();
    await prerendered.goto('/');
    const boxes = async (p: Page) =>
      Promise.all(
        [p.getByRole('heading', { level: 1 }), p.getByRole('link', { name: 'Stanford University' })].map((l) =>
          l.boundingBox(),
        ),
      );
    const expected = await boxes(prerendered);
    await still.close();
    expect(expected.every(Boolean)).toBe(true);

    const layoutShift = await recordLayoutShift(page);
    await signIn();
    await page.goto('/');
    await landingMounted(page);
    expect(await boxes(page)).toEqual(expected);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  });

  test("'Start Gratis' in the hero and in the final call to action lead to the onboarding", async ({ page }) => {
    for (const which of [0, 1]) {
      await page.goto('/');
      await page.getByRole('link', { name: 'Start Gratis' }).nth(which).click();
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  for (const mode of MODES) {
    test(`'Bekijk Demo' scrolls to the features and focuses their heading, staying on the page, ${mode.name}`, async ({
      page,
      signIn,
    }) => {
      await openLanding(page, signIn, mode.signedIn);
      const heading = page.getByRole('heading', { level: 2, name: 'Alles voor je sportbeurs op één plek' });
      await expect(heading).not.toBeInViewport();
      await page.getByRole('link', { name: 'Bekijk Demo' }).click();
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
      await expect(page).toHaveURL(/\/$/);
      expect(await appRan(page)).toBe(mode.signedIn);
    });

    test(`the FAQ opens with the keyboard, ${mode.name}`, async ({ page, signIn }) => {
      await openLanding(page, signIn, mode.signedIn);
      const question = page.getByRole('button', { name: 'Wat kost Talentbrug?' });
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: 'Wat kost Talentbrug?' })).toContainText('99 euro per maand');
      await page.keyboard.press('ArrowDown');
      await expect(
        page.getByRole('button', { name: 'Kan ik met een sportbeurs gratis studeren in Amerika?' }),
      ).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(question).toBeFocused();
      await page.keyboard.press(' ');
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('region', { name: 'Wat kost Talentbrug?' })).toBeHidden();
      expect(await appRan(page)).toBe(mode.signedIn);
    });
  }

  test('an FAQ answer a signed-in visitor opened before the app took over stays open in the app', async ({
    page,
    signIn,
  }) => {
    await signIn();
    // The app's entry is held back, so the visitor uses the prerendered page (and its FAQ controller) first.
    const app = await holdBack(page, APP_ENTRY);
    await page.goto('/');
    const question = page.getByRole('button', { name: 'Wat kost Talentbrug?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await appRan(page)).toBe(false);
    app.release();
    await landingMounted(page);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Wat kost Talentbrug?' })).toContainText('99 euro per maand');
    await expect(
      page.getByRole('button', { name: 'Kan ik met een sportbeurs gratis studeren in Amerika?' }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  test('a university card leads to the onboarding', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Stanford University' }).click();
    // The university travels along: Sanne names it.
    await expect(page).toHaveURL(/\/onboarding\?universiteit=243744$/);
    await expect(page.getByRole('log', { name: 'Gesprek met Sanne' })).toContainText('Stanford University');
  });

  test('the feature cards lead to their features, through login where the feature needs an account', async ({
    page,
  }) => {
    for (const [label, target] of [
      ['Chat met je AI-coach', /\/login\?redirect=%2Faicoach$/],
      ['Bekijk je matches', /\/login\?redirect=%2Fmatches$/],
      ['Upload je video', /\/login\?redirect=%2Fprofile$/],
      ['Start je traject', /\/onboarding$/],
    ] as const) {
      await page.goto('/');
      await page.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(target);
    }
  });

  test('the footer links Dashboard, the terms and the privacy statement, and nothing that does not exist', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByText('binnenkort')).toHaveCount(5);
    await expect(footer.getByRole('link', { name: /Prijzen|Over ons|Blog|Vacatures/ })).toHaveCount(0);

    // On the dark footer and the dark call to action the keyboard focus ring is the light one.
    const outline = (name: string, within = footer) =>
      within.getByRole('link', { name }).evaluate((link) => {
        (link as HTMLElement).focus({ focusVisible: true } as FocusOptions);
        return getComputedStyle(link).outlineColor;
      });
    const LIGHT_RING = 'rgb(255, 179, 102)';
    await page.keyboard.press('Tab');
    expect(await outline('Algemene voorwaarden')).toBe(LIGHT_RING);
    expect(await outline('Start Gratis', page.locator('section[aria-labelledby="cta-titel"]'))).toBe(LIGHT_RING);

    await footer.getByRole('link', { name: 'Algemene voorwaarden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeVisible();
    await expect(page).toHaveTitle('Algemene voorwaarden | Talentbrug');
    await page.locator('footer').getByRole('link', { name: 'Privacyverklaring' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeVisible();
    await page.locator('footer').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });

  test('an unknown path renders the landing page, prerendered, under the asked URL', async ({ page, request }) => {
    const html = await (await request.get('/niet/bestaand', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('data-prerendered');
    await page.goto('/niet/bestaand');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page).toHaveURL(/\/niet\/bestaand$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const mode of MODES) {
    test(`the menu opens from its button, closes on Escape and after following a link, ${mode.name}`, async ({
      page,
      signIn,
    }) => {
      await openLanding(page, signIn, mode.signedIn);
      const menu = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
      await expect(nav).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
      await menu.click();
      await page.mouse.click(5, 830);
      await expect(nav).toBeHidden();
      expect(await appRan(page)).toBe(mode.signedIn);
      await menu.click();
      await nav.getByRole('link', { name: 'Onboarding' }).click();
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
    });
  }

  test('nothing is wider than the screen, from 360 px up', async ({ page }) => {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/terms', '/privacy']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    }
  });
});

test('robots.txt and sitemap.xml describe the public pages', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/terms', '/privacy', '/onboarding'])
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(sitemap).not.toContain('/dashboard');
});
