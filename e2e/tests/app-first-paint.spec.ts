import type { Page } from '@playwright/test';
import { APP_ENTRY, appMounted, appRan, holdBack, recordLayoutShift } from '../support/app-start.ts';
import { ensureAccount, PASSWORD, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** The prerendered app pages (ADR 0010): their remote, their h1 and a control of their form. */
const PAGES = [
  { path: '/login', h1: 'Inloggen', title: 'Inloggen | Talentbrug', control: 'E-mailadres' },
  { path: '/signup', h1: 'Account aanmaken', title: 'Account aanmaken | Talentbrug', control: 'Voornaam' },
  {
    path: '/onboarding',
    h1: 'Onboarding met AI-coach Sanne',
    title: 'Onboarding met AI-coach Sanne | Talentbrug',
    control: 'Voornaam',
  },
] as const;

const DRAFT_KEY = 'talentbrug.onboarding-draft.v1';
const BOOT = /\/boot\.[0-9a-f]+\.js$/;

/**
 * Records, in every frame the page renders (requestAnimationFrame runs right before each
 * paint), the texts of the visible h1 and step counter, from before the first paint on.
 */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: string[] };
    w.__frames = [];
    const sample = () => {
      for (const el of document.querySelectorAll('main h1, main [class] > p')) {
        if ((el as HTMLElement).checkVisibility({ visibilityProperty: true }) && el.textContent) {
          w.__frames.push(el.textContent);
        }
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => [...new Set((window as unknown as { __frames: string[] }).__frames)]);
}

/** Resolves once the page has rendered `count` more frames (requestAnimationFrame runs right before each paint). */
async function framesPainted(page: Page, count: number) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    count,
  );
}

test.describe('the prerendered first paint of the app pages', () => {
  for (const { path, h1, title, control } of PAGES) {
    test(`${path} arrives with its heading and form in the HTML, from its own remote`, async ({ request }) => {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const main = /<main id="main"[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      expect(main).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      expect(main).toContain('<form');
      expect(html).toMatch(/<div id="root" class="tb-root" data-prerendered data-prerender-app[ >]/);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<title>${title}</title>`);
      // The app starts at the visitor's first interaction (ADR 0014): nothing of it is fetched up front.
      expect(head).not.toContain('modulepreload');
    });

    test(`${path} works from its HTML while the visitor reads; the app takes over at the first touch without a shift`, async ({
      page,
    }) => {
      const cls = await recordLayoutShift(page);
      // The app's files come into the cache while the visitor reads, without running.
      const prefetched = page.waitForRequest(APP_ENTRY);
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name: h1 });
      await expect(heading).toBeVisible();
      await prefetched;
      await page.mouse.wheel(0, 120);
      // Scrolling is not a first interaction: two frames after the wheel (its scroll events come
      // with the frames) the boot has added no app entry to the document, and no app code ran.
      await framesPainted(page, 2);
      await expect(page.locator('script[src*="/main."]')).toHaveCount(0);
      expect(await appRan(page)).toBe(false);
      const boxes = async () =>
        Promise.all(
          [heading, page.getByRole('button', { name: /Inloggen|Account aanmaken|Volgende stap/ })].map((l) =>
            l.boundingBox(),
          ),
        );
      await page.mouse.wheel(0, -120);
      const field = page.getByRole('textbox', { name: control, exact: true });
      // The field the visitor touches in view first: the click must not scroll the page under the
      // boxes (the wizard's first field came to sit just under the fold at 1280 x 720 when its intro
      // grew by a line), so what is compared is the app's takeover alone.
      await field.scrollIntoViewIfNeeded();
      const before = await boxes();
      // The prerendered page as it stands before the app is as accessible as the app's.
      await expectNoAxeViolations(page, `${path} before the app`);

      await field.click();
      await appMounted(page);
      await expect(heading).toHaveCount(1);
      expect(await boxes()).toEqual(before);
      await expect(page.getByRole('textbox', { name: control, exact: true })).toBeFocused();
      expect(await cls()).toBeLessThanOrEqual(0.02);
      await expect(page).toHaveTitle(title);
    });
  }

  test("'Toon wachtwoord' works before the app has loaded, and stays shown when the app takes over", async ({
    page,
  }) => {
    const app = await holdBack(page, APP_ENTRY);
    await page.goto('/login', { waitUntil: 'commit' });
    const password = page.getByLabel('Wachtwoord', { exact: true });
    await password.fill('geheim-123');
    await page.getByRole('button', { name: 'Toon wachtwoord' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    expect(await appRan(page)).toBe(false);

    app.release();
    await appMounted(page);
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveValue('geheim-123');
    await page.getByRole('button', { name: 'Verberg wachtwoord' }).click();
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveAttribute('type', 'password');
  });

  test('a signed-in visitor on /login never sees the login page: the app sends her on', async ({ page, signIn }) => {
    await signIn();
    const frames = await recordFrames(page);
    // The boot script arrives late: until it has looked, the prerendered page must stay unseen.
    const boot = await holdBack(page, BOOT);
    await page.goto('/login', { waitUntil: 'commit' });
    // Meanwhile the browser parses the whole document (only the held module waits) and paints frames of it.
    await page.waitForFunction(() => document.readyState !== 'loading');
    await framesPainted(page, 2);
    boot.release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await frames()).not.toContain('Inloggen');
  });

  test('a visitor with a draft at step 3 never sees step 1 of the wizard', async ({ page }) => {
    await page.addInitScript(
      ({ key }) => {
        if (window.localStorage.getItem(key)) return;
        const draft = { stepIndex: 2, chat: [], promptsShown: ['personal', 'sport', 'education'], status: 'none' };
        window.localStorage.setItem(key, JSON.stringify({ state: draft, version: 1 }));
      },
      { key: DRAFT_KEY },
    );
    const frames = await recordFrames(page);
    await page.goto('/onboarding');
    await expect(page.getByText('Stap 3 van 6')).toBeVisible();
    await appMounted(page);
    const seen = await frames();
    expect(seen).toContain('Stap 3 van 6');
    expect(seen).not.toContain('Stap 1 van 6');
  });

  test('query state the page reads is not shown from the prerender: the app renders /login?redirect= itself', async ({
    page,
  }) => {
    const app = await holdBack(page, APP_ENTRY);
    await page.goto('/login?redirect=%2Fmatches', { waitUntil: 'commit' });
    // The boot script has run (it marks #root) and dropped the markup, whose links lack the redirect.
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerender-app');
    await expect(page.locator('main h1')).toHaveCount(0);
    app.release();
    await appMounted(page);
    await expect(page.getByRole('link', { name: 'Of maak alleen een account aan' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fmatches',
    );
  });

  test('what a visitor types and sends before the app has loaded is not lost: the login goes through', async ({
    page,
  }) => {
    const account = await ensureAccount({ email: uniqueEmail('vroeg') });
    const app = await holdBack(page, APP_ENTRY);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('E-mailadres').fill(account.email);
    await page.getByLabel('Wachtwoord', { exact: true }).click();
    await page.keyboard.type(PASSWORD.slice(0, 4));
    expect(await appRan(page)).toBe(false);

    app.release();
    await appMounted(page);
    // The caret stayed in the password field: the rest of it goes on where it was.
    await page.keyboard.type(PASSWORD.slice(4));
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveValue(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a form sent before the app has loaded is sent by the app, never natively with the password in the URL', async ({
    page,
  }) => {
    const account = await ensureAccount({ email: uniqueEmail('vroeg-verstuurd') });
    const app = await holdBack(page, APP_ENTRY);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('E-mailadres').fill(account.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await appRan(page)).toBe(false);

    app.release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
