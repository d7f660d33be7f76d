import { expect, type Page } from '@playwright/test';

/** What the product can have left in this browser for the page's origin. */
export interface BrowserData {
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  /** Every cookie of the context, on any path (the session cookies live on the protected routes' paths only). */
  cookies: { name: string; value: string; path: string }[];
  /** Cache Storage names (none is expected: the product writes no cache). */
  caches: string[];
}

/** Keys the suite itself writes (the `signIn` fixture's once-per-tab mark), not the product. */
const SUITE_KEYS = new Set(['e2e.signed-in']);

export async function readBrowserData(page: Page): Promise<BrowserData> {
  const stores = await page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map((key) => [
          key,
          storage.getItem(key) ?? '',
        ]),
      );
    return {
      localStorage: entries(window.localStorage),
      sessionStorage: entries(window.sessionStorage),
      caches: 'caches' in window ? await window.caches.keys() : [],
    };
  });
  const cookies = (await page.context().cookies()).map(({ name, value, path }) => ({ name, value, path }));
  for (const key of SUITE_KEYS) {
    delete stores.localStorage[key];
    delete stores.sessionStorage[key];
  }
  return { ...stores, cookies };
}

/** Not about anyone: the developer's override, and the tab's analytics id (a new one after a sign-out). */
const IMPERSONAL_KEYS = new Set(['__MF_DEVTOOLS__', 'talentbrug.analytics-session']);

/**
 * Nothing of the person is left in the browser: no key of the product in either storage (but the
 * impersonal ones above), no value that was there while they were signed in, no session cookie, no
 * cache, and none of the person's facts anywhere at all.
 */
export async function expectNothingPersonal(
  page: Page,
  { facts, before, label }: { facts: string[]; before: BrowserData; label: string },
) {
  const data = await readBrowserData(page);
  const stored = { ...data.localStorage, ...data.sessionStorage };
  expect(
    Object.keys(stored).filter((key) => !IMPERSONAL_KEYS.has(key)),
    `${label}: storage keys left`,
  ).toEqual([]);
  const earlier = new Set([...Object.values(before.localStorage), ...Object.values(before.sessionStorage)]);
  expect(
    Object.entries(stored).filter(([key, value]) => key !== '__MF_DEVTOOLS__' && earlier.has(value)),
    `${label}: values of the signed-in visit left`,
  ).toEqual([]);
  expect(
    data.cookies.filter((cookie) => cookie.value !== ''),
    `${label}: cookies left`,
  ).toEqual([]);
  expect(data.caches, `${label}: caches left`).toEqual([]);
  const everything = JSON.stringify(data).toLowerCase();
  for (const fact of facts) {
    expect(everything, `${label}: '${fact}' is still in the browser`).not.toContain(fact.toLowerCase());
  }
}

/** From /profile's 'Mijn gegevens': the typed confirmation and the password, then the toast on the home page. */
export async function deleteAccountFromProfile(page: Page, password: string) {
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Mijn gegevens' });
  await card.getByRole('button', { name: 'Verwijder mijn account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account verwijderen' });
  await dialog.getByLabel('Typ VERWIJDER om te bevestigen').fill('VERWIJDER');
  await dialog.getByLabel('Je wachtwoord').fill(password);
  await dialog.getByRole('button', { name: 'Account definitief verwijderen' }).click();
  await expect(page.getByText('Je account en al je gegevens zijn verwijderd.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
