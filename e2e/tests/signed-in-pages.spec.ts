import { readFileSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { protectedPaths } from '@talentbrug/domain/contracts/routes';
import { APP_ENTRY, appRan, holdBack } from '../support/app-start.ts';
import {
  AUTH_STORAGE_KEY,
  athleteWithProfile,
  authClient,
  logInThroughForm,
  passwordSession,
  signOut,
  uniqueEmail,
} from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BASE_URL, REMOTES_FILE } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { phoneVideo } from '../support/videos.ts';

/**
 * The signed-in pages the server renders for the session cookie's athlete (ADR 0017). The suite's
 * server loads the remotes from other origins, which it never runs; these tests point the athlete,
 * coach and recruit remotes at the server's own builds (/mf/<remote>/), as the all-in-one
 * deployment has them, and put the map back afterwards.
 */
test.describe.configure({ mode: 'serial' });

const COOKIE = 'tb_session';
const REFRESH_COOKIE = 'tb_refresh';
/** Every protected route of the table (the dossier's too): the app keeps a session cookie on each. */
const COOKIE_PATHS = protectedPaths().toSorted();

let originalMap = '';
test.beforeAll(() => {
  originalMap = readFileSync(REMOTES_FILE, 'utf8');
  const map = JSON.parse(originalMap) as Record<string, string>;
  for (const remote of ['athlete', 'coach', 'recruit']) map[remote] = `${BASE_URL}/mf/${remote}/mf-manifest.json`;
  writeFileSync(REMOTES_FILE, JSON.stringify(map));
});
test.afterAll(() => writeFileSync(REMOTES_FILE, originalMap));

const newAthlete = (firstName: string) =>
  athleteWithProfile(
    { email: uniqueEmail(firstName.toLowerCase()), firstName },
    {
      first_name: firstName,
      sport: 'Hockey',
      team: 'dames',
      competition_level: 'hoofdklasse',
      education_level: 'VWO',
      academic_gpa: 3.5,
      english_test: 'toefl',
      english_score: 95,
    },
  );

/** A new athlete, logged in through the form, on the dashboard the login opened, its reads over. */
async function onTheDashboard(page: Page, firstName: string) {
  const athlete = await newAthlete(firstName);
  await logInThroughForm(page, athlete);
  await expect(page.getByRole('heading', { level: 2, name: 'Je profielscore' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return athlete;
}

/** Her matches, generated through the API as the page's button would. */
async function generateMatches(page: Page, athlete: Parameters<typeof passwordSession>[0]) {
  const { access_token: token } = await passwordSession(athlete);
  const generated = await page.request.post(`${BASE_URL}/api/matches/generate`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(generated.status(), await generated.text()).toBe(200);
}

/**
 * Opens a page the server renders with the app's entry held back: what the athlete does meanwhile
 * comes before the app is there, however fast it would load. Release it with `release()`.
 */
async function openWithTheAppHeld(page: Page, path: string) {
  const app = await holdBack(page, APP_ENTRY);
  const response = await page.goto(path, { waitUntil: 'commit' });
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  return app;
}

const sessionCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => cookie.name === COOKIE);

/** Every text the page painted, sampled in each frame from before the first paint on. */
async function recordPaintedText(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __painted: string };
    w.__painted = '';
    const sample = () => {
      // innerText on purpose: it leaves out what is not rendered (display: none), textContent does not.
      // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts as painted.
      if (document.body) w.__painted += `\n${document.body.innerText}`;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { __painted: string }).__painted);
}

test("a returning athlete's pages come with the document, and the app takes over at the first touch @production", async ({
  page,
  context,
}) => {
  // Five pages, each opened and checked for what it painted: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const noor = await newAthlete('Noor');
  await logInThroughForm(page, noor);

  // The app keeps one cookie per signed-in page with the session's token, and no other path gets it.
  const token = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? localStorage.getItem(key) ?? '{}').access_token,
    AUTH_STORAGE_KEY,
  );
  await expect
    .poll(async () => (await sessionCookies(context)).map((cookie) => cookie.path).sort())
    .toEqual(COOKIE_PATHS);
  for (const cookie of await sessionCookies(context)) {
    expect(cookie.value).toBe(token);
    expect(cookie.sameSite).toBe('Lax');
  }

  // The app's own reads of the dashboard it opened after the login are over before counting.
  await expect(page.getByRole('heading', { level: 2, name: 'Je profielscore' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const apiReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiReads.push(new URL(request.url()).pathname);
  });
  for (const { path, h1, shows } of [
    { path: '/matches', h1: 'Mijn Matches', shows: 'Genereer AI Matches' },
    { path: '/profile', h1: 'Mijn Profiel', shows: 'Noor' },
    { path: '/aicoach', h1: 'Chat met je AI-coach', shows: 'Noor' },
    { path: '/dossier', h1: 'Dossier', shows: 'Noor' },
    { path: '/dashboard', h1: 'Dashboard', shows: 'Hoi Noor!' },
  ]) {
    const response = await page.goto(path);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`>${h1}</h1>`);
    expect(html).toContain(shows);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page.getByRole('main').getByText(shows).first()).toBeVisible();
    // Painted from the HTML: no app code ran and no API call was made.
    expect(await appRan(page)).toBe(false);
    expect(apiReads).toEqual([]);
  }
  await expectNoAxeViolations(page);

  // The first key press starts the app, which renders the same page from the data the document carried.
  await page.keyboard.press('Tab');
  await expect.poll(() => appRan(page)).toBe(true);
  await expect(page.locator('[data-prerender-twin]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Hoi Noor!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Je profielscore' })).toBeVisible();
  // The profile, matches, videos and conversation came with the page; only the suggestions, which
  // are always read again, were asked for.
  expect(apiReads.filter((path) => path !== '/api/ai/suggestions')).toEqual([]);

  // Signing out takes the cookies with it.
  await signOut(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect.poll(async () => (await sessionCookies(context)).length).toBe(0);
});

test("a page rendered for one account never shows in a browser that holds another's session @production", async ({
  page,
  context,
}) => {
  const [sara, tim] = await Promise.all([newAthlete('Sara'), newAthlete('Tim')]);
  const [saraSession, timSession] = await Promise.all([passwordSession(sara), passwordSession(tim)]);
  // Sara's cookie outlived her session here; Tim is the one signed in now.
  await context.addCookies(
    COOKIE_PATHS.map((path) => ({
      name: COOKIE,
      value: saraSession.access_token,
      domain: new URL(BASE_URL).hostname,
      path,
      sameSite: 'Lax' as const,
    })),
  );
  await page.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    { key: AUTH_STORAGE_KEY, value: JSON.stringify(timSession) },
  );
  const painted = await recordPaintedText(page);

  const response = await page.goto('/dashboard');
  // The server rendered Sara's page for her cookie...
  expect(await response?.text()).toContain('Hoi Sara!');
  // ...but this browser is Tim's: the app shows his, and Sara's name and address were never on screen.
  await expect(page.getByText('Hoi Tim!')).toBeVisible();
  const seen = await painted();
  expect(seen).not.toContain('Sara');
  expect(seen).not.toContain(sara.email);
  // The app set the cookies to Tim's session.
  await expect
    .poll(async () => (await sessionCookies(context)).every((cookie) => cookie.value === timSession.access_token))
    .toBe(true);
});

test('an expired or unknown cookie gets the page the app renders, as before', async ({ page, context }) => {
  const lena = await newAthlete('Lena');
  const session = await passwordSession(lena);
  await context.addCookies([
    { name: COOKIE, value: 'a.b.c', domain: new URL(BASE_URL).hostname, path: '/dashboard', sameSite: 'Lax' },
  ]);
  await page.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    { key: AUTH_STORAGE_KEY, value: JSON.stringify(session) },
  );
  const response = await page.goto('/dashboard');
  expect(await response?.text()).not.toContain('data-prerender-user');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByText('Hoi Lena!')).toBeVisible();
  // The app replaces the cookie with the session's token, so the next document is rendered.
  await expect
    .poll(async () => (await sessionCookies(context)).find((cookie) => cookie.path === '/dashboard')?.value)
    .toBe(session.access_token);
  const next = await page.goto('/dashboard');
  expect(await next?.text()).toContain('Hoi Lena!');
});

test('an athlete who ticked Onthoud mij and comes back after the hour gets her page with the document, and stays signed in @production', async ({
  page,
  context,
}) => {
  const eva = await newAthlete('Eva');
  await logInThroughForm(page, eva, { remember: true });
  await expect(page.getByRole('heading', { level: 2, name: 'Je profielscore' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const cookie = async (name: string, path = '/dashboard') =>
    (await context.cookies()).find((entry) => entry.name === name && entry.path === path)?.value ?? null;
  const stored = () =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>, AUTH_STORAGE_KEY);
  // A remembered session sends its refresh token along to the signed-in pages, and nowhere else.
  const first = await stored();
  await expect.poll(() => cookie(REFRESH_COOKIE)).toBe(first.refresh_token);
  expect(
    (await context.cookies())
      .filter((entry) => entry.name === REFRESH_COOKIE)
      .map((entry) => entry.path)
      .sort(),
  ).toEqual(COOKIE_PATHS);

  // The hour passes: the browser drops the access token's cookie. A token's times are whole seconds:
  // the clock must have left the second the first one was issued in, or the renewed one could equal it.
  const { iat } = JSON.parse(Buffer.from(first.access_token?.split('.')[1] ?? '', 'base64url').toString()) as {
    iat: number;
  };
  await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(iat);
  await context.clearCookies({ name: COOKIE });
  const response = await page.goto('/dashboard');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('>Dashboard</h1>');
  expect(html).toContain('Hoi Eva!');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(await appRan(page)).toBe(false);

  // The server renewed the session: new cookies, and the store took the same tokens before anything read it.
  const renewed = await stored();
  expect(renewed.refresh_token).not.toBe(first.refresh_token);
  expect(renewed.access_token).not.toBe(first.access_token);
  expect(await cookie(REFRESH_COOKIE)).toBe(renewed.refresh_token);
  expect(await cookie(COOKIE)).toBe(renewed.access_token);

  // The app takes over signed in, and the next page comes with its document on the renewed token.
  await page.keyboard.press('Tab');
  await expect.poll(() => appRan(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Je profielscore' })).toBeVisible();
  const next = await page.goto('/matches');
  expect(await next?.text()).toContain('>Mijn Matches</h1>');
  expect((await stored()).refresh_token).toBe(renewed.refresh_token);
  // The token the browser now holds is the live one: the auth service rotates it on.
  const client = await authClient();
  const { data, error } = await client.auth.refreshSession({ refresh_token: renewed.refresh_token ?? '' });
  expect(error).toBeNull();
  expect(data.session?.refresh_token).toBeTruthy();
});

test('a button pressed before the app runs does its work once the app has taken over', async ({ page }) => {
  const iris = await newAthlete('Iris');
  await logInThroughForm(page, iris);
  await page.goto('/matches');
  expect(await appRan(page)).toBe(false);
  // The first press starts the app; the app then presses its own button.
  await page.getByRole('button', { name: 'Genereer AI Matches' }).click();
  await expect(page.getByText('Matches succesvol gegenereerd! 🎉')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // The app's first render found no matches yet, but the click had started them: no 'none yet' beside 'generated'.
  await expect(page.getByText('Nog geen matches. Genereer je eerste matches!')).toHaveCount(0);

  // The next visit: a match's heart pressed before the app runs (a toggle, pressed on its icon) is
  // pressed by the app once it has taken over, and the server keeps it.
  await page.reload();
  expect(await appRan(page)).toBe(false);
  const heart = () =>
    page
      .getByRole('article')
      .nth(1)
      .getByRole('button', { name: /^Favoriet:/ });
  await expect(heart()).toHaveAttribute('aria-pressed', 'false');
  await heart().locator('svg').click();
  await expect(heart()).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heart()).toHaveAttribute('aria-pressed', 'true');
});

test('a video picked on the server-rendered profile is uploaded by the app, whether the app took over before or after the pick', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const noa = await newAthlete('Noa');
  await logInThroughForm(page, noa);
  await expect(page.getByRole('heading', { level: 2, name: 'Je profielscore' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const video = phoneVideo();
  const uploaded = () =>
    page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/upload') && r.request().method() === 'POST');
  const videos = page.getByRole('region', { name: "Mijn Video's" });
  const onePage = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Profiel' })).toHaveCount(1);
    await expect(page.locator('[data-prerender-twin]')).toHaveCount(0);
  };

  // The label opens the chooser and is the first touch: the app takes over while the chooser is open,
  // and the file comes after it (a family on a fresh /profile). It went into the prerendered page's
  // input, which the app had replaced: lost.
  expect((await page.goto('/profile'))?.headers()['cache-control']).toBe('private, no-store');
  expect(await appRan(page)).toBe(false);
  const chooser = page.waitForEvent('filechooser');
  await videos.getByText('Kies je highlightvideo').click();
  const picker = await chooser;
  await expect.poll(() => appRan(page)).toBe(true);
  const first = uploaded();
  await picker.setFiles(video);
  expect((await first).ok()).toBe(true);
  await onePage();

  // A file already in the prerendered input when the app takes over: its value could not be set,
  // which threw in the handover and left the page shown twice.
  expect((await page.goto('/profile'))?.headers()['cache-control']).toBe('private, no-store');
  await videos.getByLabel(/Kies je highlightvideo/).setInputFiles({ ...video, name: 'tweede.mp4' });
  expect(await appRan(page)).toBe(false);
  const second = uploaded();
  await page.keyboard.press('Tab');
  expect((await second).ok()).toBe(true);
  await onePage();
  await expect(videos.getByRole('heading', { level: 3, name: 'tweede.mp4' })).toBeVisible();
});

test('a video dragged onto the server-rendered profile and dropped before the app runs stays on the page and is uploaded by the app', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await onTheDashboard(page, 'Lotte');
  // The app's entry waits until the file has been dropped: the drop comes before the app is there.
  const app = await openWithTheAppHeld(page, '/profile');
  const videos = page.getByRole('region', { name: "Mijn Video's" });
  const zone = videos.getByText('of sleep het bestand hierheen');
  await expect(zone).toBeVisible();
  expect(await appRan(page)).toBe(false);

  // The drag from the file manager, as the browser fires it at the zone. A dispatched event has no
  // default action, so what keeps the browser from opening the file in place of the page is
  // observed as it decides it: each event's defaultPrevented.
  const video = phoneVideo();
  const prevented = await zone.evaluate(
    (target, { name, type, base64 }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }));
      return ['dragenter', 'dragover', 'drop'].map((kind) => {
        const event = new DragEvent(kind, { bubbles: true, cancelable: true, dataTransfer: transfer });
        target.dispatchEvent(event);
        return `${kind}: ${event.defaultPrevented}`;
      });
    },
    { name: 'gesleept.mov', type: video.mimeType, base64: video.buffer.toString('base64') },
  );
  expect(prevented).toEqual(['dragenter: true', 'dragover: true', 'drop: true']);

  // The drag started the app; once there it takes the dropped file over and uploads it.
  const uploaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith('/api/upload') && r.request().method() === 'POST',
  );
  app.release();
  expect((await uploaded).ok()).toBe(true);
  await expect(videos.getByRole('heading', { level: 3, name: 'gesleept.mov' })).toBeVisible();
  await expect(page.locator('[data-prerender-twin]')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/profile');
});

test("/matches#coaches opens the coaches' board, from a link, a reload or the view switch before the app runs", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await generateMatches(page, await onTheDashboard(page, 'Jip'));
  const board = page.getByRole('region', { name: 'Alle stappen, van nieuw tot afgewezen' });
  const coachesLink = page.getByRole('link', { name: 'Contact met coaches' });
  const matchesLink = page.getByRole('link', { name: 'Je matches' });
  const onTheBoard = async () => {
    await expect(board).toBeVisible();
    await expect(coachesLink).toHaveAttribute('aria-current', 'true');
    await expect(matchesLink).toHaveAttribute('aria-current', 'false');
    await expect(page.getByRole('article')).toHaveCount(0);
  };

  // A link to the board (the dashboard's reminder, a bookmark): the server renders the list, since it
  // never sees the hash; the page must not show it as the board's.
  await page.goto('/matches#coaches');
  await onTheBoard();
  await page.reload();
  await onTheBoard();

  // The switch keeps the address in step, both ways.
  await matchesLink.click();
  await expect(page).toHaveURL(/\/matches$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(matchesLink).toHaveAttribute('aria-current', 'true');

  // On the list the server rendered, 'Contact met coaches' pressed before the app runs.
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await appRan(page)).toBe(false);
  await coachesLink.click();
  await expect(page).toHaveURL(/\/matches#coaches$/);
  await onTheBoard();
});

test("the account menu clicked before the app runs is open once it has taken over; its avatar is the athlete's initial from the start", async ({
  page,
}) => {
  // Wide enough for the account's own button (below 70rem it sits behind 'Menu').
  await page.setViewportSize({ width: 1280, height: 800 });
  const yara = await onTheDashboard(page, 'Yara');
  const app = await openWithTheAppHeld(page, '/dashboard');
  const account = page.getByRole('button', { name: 'Account' });
  // Its avatar read '_' on the server's page, so the app's button did not pair with the one clicked.
  await expect(account).toHaveText(`${yara.email.charAt(0).toUpperCase()}Account`);
  await account.click();
  expect(await appRan(page)).toBe(false);

  app.release();
  await expect.poll(() => appRan(page)).toBe(true);
  await expect(page.locator('[data-prerender-twin]')).toHaveCount(0);
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Log uit' })).toBeVisible();
});

test('a question pasted into the server-rendered /aicoach and sent with Enter before the app runs is sent, not a new line', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await onTheDashboard(page, 'Sem');
  const app = await openWithTheAppHeld(page, '/aicoach');
  const question = 'Hoe werkt het visumproces?';
  const box = page.getByRole('textbox', { name: 'Je vraag aan Sanne' });
  await expect(box).toBeVisible();
  // A tap, a paste and Enter, all before the app has taken over (its entry is held).
  await box.click();
  await box.fill(question);
  await box.press('Enter');
  expect(await appRan(page)).toBe(false);
  await expect(box).toHaveValue(question);

  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/ai/chat' && r.method() === 'POST');
  app.release();
  expect((await asked).postDataJSON()).toMatchObject({ message: question });
  const log = page.getByRole('log', { name: 'Gesprek met Sanne' });
  await expect(log.getByRole('listitem').filter({ hasText: question })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Je vraag aan Sanne' })).toHaveValue('');
});

test('the dossier editor comes with the document, with her own texts; a switch ticked before the app runs is saved by the app', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const mila = await newAthlete('Mila');
  const other = await newAthlete('Sanne');
  await logInThroughForm(page, mila);
  await expect(page.getByRole('heading', { level: 2, name: 'Je profielscore' })).toBeVisible();
  const dossierAs = async (account: typeof mila) => {
    const { access_token: token } = await passwordSession(account);
    return { token, headers: { authorization: `Bearer ${token}` } };
  };
  // Her English position and an address for coaches; another athlete's texts beside them.
  const milas = await dossierAs(mila);
  const sannes = await dossierAs(other);
  for (const [{ headers }, data] of [
    [milas, { position_en: 'Left winger', athlete_email: 'mila.coach-only@voorbeeld.nl' }],
    [sannes, { position_en: 'Goalkeeper', athlete_email: 'sanne.coach-only@voorbeeld.nl' }],
  ] as const) {
    const saved = await page.request.put(`${BASE_URL}/api/dossier`, { headers, data });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await page.waitForLoadState('networkidle');
  const apiReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiReads.push(new URL(request.url()).pathname);
  });

  const response = await page.goto('/dossier');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('>Dossier</h1>');
  expect(html).toContain('value="Left winger"');
  expect(html).toContain('mila.coach-only@voorbeeld.nl');
  for (const leak of ['Goalkeeper', 'sanne.coach-only@voorbeeld.nl', 'Sanne']) expect(html).not.toContain(leak);
  await expect(page.getByRole('heading', { level: 1, name: 'Dossier' })).toBeVisible();
  await expect(page.getByLabel('Je positie, in het Engels')).toHaveValue('Left winger');
  await expect(page.getByRole('region', { name: 'Zo ziet een coach je dossier' }).getByText('Mila')).toBeVisible();
  expect(await appRan(page)).toBe(false);
  expect(apiReads).toEqual([]);
  await expectNoAxeViolations(page, '/dossier rendered by the server');

  // The first touch ticks the box and starts the app, which takes the tick over and saves it.
  const photo = page.getByRole('group', { name: 'Wat ziet een coach?' }).getByRole('checkbox', { name: 'Foto' });
  await expect(photo).not.toBeChecked();
  await photo.click();
  await expect.poll(() => appRan(page)).toBe(true);
  await expect(page.getByText('Opgeslagen: ‘Foto’ is nu zichtbaar voor coaches.')).toBeVisible();
  await expect(photo).toBeChecked();
  await expect(page.getByLabel('Je positie, in het Engels')).toHaveValue('Left winger');
  // The app started from the document's data: it read the dossier again only after saving.
  expect(apiReads.filter((path) => path === '/api/dossier/links')).toEqual([]);
  const stored = await page.request.get(`${BASE_URL}/api/dossier`, { headers: milas.headers });
  expect((await stored.json()).dossier.public_fields.photo).toBe(true);

  // Signed out, the same address gets no markup and the login, as every signed-in page.
  await signOut(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const signedOut = await page.goto('/dossier');
  expect(await signedOut?.text()).not.toContain('data-prerender-user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdossier$/);
});

test('a part that comes after the page starts the app once it is on the screen, without a touch: the dossier photo, the matches map', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fenna = await newAthlete('Fenna');
  await logInThroughForm(page, fenna);
  await expect(page.getByRole('heading', { level: 2, name: 'Je profielscore' })).toBeVisible();
  await generateMatches(page, fenna);
  await page.waitForLoadState('networkidle');
  // Scrolled to as a reader does, by no touch, key or focus (a script scrolls the window).
  const scrollTo = (heading: string) =>
    page.getByRole('heading', { name: heading }).evaluate((element) => element.scrollIntoView());

  // The dossier's photo comes after the page, below the first screen: nothing runs while she reads the top.
  await page.goto('/dossier');
  await expect(page.getByRole('heading', { level: 1, name: 'Dossier' })).toBeVisible();
  expect(await appRan(page)).toBe(false);
  await scrollTo('Je foto');
  await expect.poll(() => appRan(page)).toBe(true);
  await expect(page.getByText('Je hebt nog geen foto geüpload.', { exact: false })).toBeVisible();
  await expect(page.getByText('Foto’s laden...')).toHaveCount(0);

  // The matches' map, under thirty matches.
  await page.goto('/matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn Matches' })).toBeVisible();
  expect(await appRan(page)).toBe(false);
  await scrollTo('Op de kaart');
  await expect.poll(() => appRan(page)).toBe(true);
  await expect(page.getByRole('list', { name: 'Matches op de kaart' })).toBeVisible();
  await expect(page.getByText('Kaart laden...')).toHaveCount(0);
});

/** A session only this tab holds ('Onthoud mij' not ticked), its access token run out a moment ago. */
const inThisTabOnly = (page: Page, session: object) =>
  page.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    { key: AUTH_STORAGE_KEY, value: JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 10 }) },
  );

test('a tab restored after the hour, its session in this tab alone, gets its page from the server and stays signed in', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const roos = await newAthlete('Roos');
  const session = await passwordSession(roos);
  // The server loads the athlete remote's render module on its first signed-in document: warm it,
  // so the one under test is rendered within the server's budget.
  const warm = await page.request.get(`${BASE_URL}/dashboard`, {
    headers: { cookie: `${COOKIE}=${(await passwordSession(roos)).access_token}` },
  });
  expect(await warm.text()).toContain('data-prerender-user');
  await inThisTabOnly(page, session);
  const apiReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiReads.push(new URL(request.url()).pathname);
  });

  // The first document has no cookie to render for; the boot script renews this tab's session and
  // puts the server's page in place, without the app.
  const response = await page.goto('/dashboard');
  expect(await response?.text()).not.toContain('data-prerender-user');
  await expect(page.getByText('Hoi Roos!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await appRan(page)).toBe(false);
  expect(apiReads).toEqual([]);
  const stored = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), AUTH_STORAGE_KEY)) ?? '{}');
  expect(stored.refresh_token).not.toBe(session.refresh_token);
  expect(stored.user.id).toBe(session.user.id);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === COOKIE && c.path === '/dashboard')?.value).toBe(stored.access_token);
  // Still a tab's session: no refresh cookie, nothing in the shared store (ADR 0017).
  expect(cookies.filter((c) => c.name === REFRESH_COOKIE && c.value)).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();

  // The first touch starts the app, signed in with the renewed session.
  await page.keyboard.press('Tab');
  await expect.poll(() => appRan(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Je profielscore' })).toBeVisible();
  await expect(page.getByText('Hoi Roos!')).toBeVisible();
  const next = await page.goto('/matches');
  expect(await next?.text()).toContain('>Mijn Matches</h1>');
  const now = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), AUTH_STORAGE_KEY)) ?? '{}');
  const { error } = await (await authClient()).auth.refreshSession({ refresh_token: now.refresh_token });
  expect(error).toBeNull();
});

test('a tab restored after the hour whose refresh token the auth service refuses: the app starts and asks for a login', async ({
  page,
}) => {
  const iris = await newAthlete('Iris');
  await inThisTabOnly(page, { ...(await passwordSession(iris)), refresh_token: 'unknowntoken123' });
  await page.goto('/dashboard');
  await expect.poll(() => appRan(page)).toBe(true);
  await expect(page).toHaveURL(/\/login/);
});

test('the next day: a remembered session whose token ran out is renewed before the app starts, which then needs no supabase-js', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const noor = await newAthlete('Noor');
  const session = await passwordSession(noor);
  // 'Onthoud mij' ticked: the session in the store the tabs share, its hour passed; no document
  // cookie, and an address with a query, so the app starts at once (the server's page does not stand
  // for it).
  await page.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    {
      key: AUTH_STORAGE_KEY,
      value: JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 10 }),
    },
  );
  const grants: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/v1/token') grants.push(new URL(request.url()).search);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });

  await page.goto('/dashboard?van=mail');
  await expect(page.getByText('Hoi Noor!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Je profielscore' })).toBeVisible();
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)) ?? '{}');
  expect(stored.user.id).toBe(session.user.id);
  expect(stored.refresh_token).not.toBe(session.refresh_token);
  // One refresh grant, and supabase-js (its auth client logs as 'GoTrueClient@') never downloaded.
  expect(grants).toEqual(['?grant_type=refresh_token']);
  expect((await Promise.all(scripts)).filter((body) => body.includes('GoTrueClient@'))).toEqual([]);
  // The renewed session is the service's live one.
  const { error } = await (await authClient()).auth.refreshSession({ refresh_token: stored.refresh_token });
  expect(error).toBeNull();
  // supabase-js loads when an auth action needs it, as on any start with a live session.
  await signOut(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});
