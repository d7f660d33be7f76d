import { expect, type Page } from '@playwright/test';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import type { ProfileWrite } from '@talentbrug/domain/contracts/profile';
import { BASE_URL, MAIL_API_URL } from './env.ts';

/** A password that meets every rule of the product (8+ characters). */
export const PASSWORD = 'Sportbeurs-2026';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface Mail {
  id: string;
  /** When the mail source received it. */
  created: Date;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the mail, in order. */
  links: string[];
}

interface InboxSummary {
  ID: string;
  To: { Name: string; Address: string }[];
  Subject: string;
  Created: string;
}

let counter = 0;

/** A fresh address per call; the suite's database is new for every run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@voorbeeld.nl`;
}

let publishableKey: Promise<string> | null = null;

/** The publishable key the server publishes for browsers (/app-config.json), as the shell reads it. */
function appKey(): Promise<string> {
  publishableKey ??= fetch(`${BASE_URL}/app-config.json`)
    .then((res) => res.json() as Promise<{ supabasePublishableKey: string }>)
    .then((config) => config.supabasePublishableKey);
  return publishableKey;
}

/** The real supabase-js client, from Node, against the embedded auth service. */
export async function authClient(): Promise<SupabaseClient> {
  return createClient(BASE_URL, await appKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The newest mail to `to` (optionally matching `subject`) from the mail source, waiting for it
 * to arrive. `after` skips mails that were already there (a second reset mail).
 */
export async function readMail(
  to: string,
  { subject, after, timeoutMs = 10_000 }: { subject?: RegExp; after?: Date; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${MAIL_API_URL}/messages?limit=200`);
    const { messages } = (await res.json()) as { messages: InboxSummary[] };
    const found = messages.find(
      (m) =>
        m.To.some((r) => r.Address.toLowerCase() === to.toLowerCase()) &&
        (!subject || subject.test(m.Subject)) &&
        (!after || new Date(m.Created) > after),
    );
    if (found) {
      const full = (await (await fetch(`${MAIL_API_URL}/message/${found.ID}`)).json()) as {
        Subject: string;
        Text: string;
        HTML: string;
      };
      const links = [...full.Text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0].replace(/&amp;/g, '&'));
      return {
        id: found.ID,
        created: new Date(found.Created),
        subject: full.Subject,
        text: full.Text,
        html: full.HTML,
        links,
      };
    }
    await wait(200);
  }
  throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
}

/** The confirmation or reset link of a mail: the one that goes through the auth service's /verify. */
export function verifyLink(mail: Mail): string {
  const link = mail.links.find((l) => l.includes('/auth/v1/verify'));
  if (!link) throw new Error(`Mail "${mail.subject}" has no /auth/v1/verify link: ${mail.links.join(', ')}`);
  return link;
}

/**
 * An account that exists and is confirmed, created the way a visitor creates one: signup
 * through the auth service, then the link from the confirmation mail. Signing in first
 * makes it safe to call again for the same address.
 */
export async function ensureAccount(partial: Partial<Account> = {}): Promise<Account> {
  const account: Account = {
    email: partial.email ?? uniqueEmail('sporter'),
    password: partial.password ?? PASSWORD,
    firstName: partial.firstName ?? 'Lisa',
    lastName: partial.lastName ?? 'de Jong',
  };
  const client = await authClient();
  const existing = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (existing.data.session) {
    await client.auth.signOut({ scope: 'local' });
    return account;
  }
  const signedUpAt = new Date(Date.now() - 1000);
  const { error } = await client.auth.signUp({
    email: account.email,
    password: account.password,
    options: {
      data: { first_name: account.firstName, last_name: account.lastName },
      emailRedirectTo: `${BASE_URL}/dashboard`,
    },
  });
  if (error) throw new Error(`signup of ${account.email} failed: ${error.message}`);
  const mail = await readMail(account.email, { after: signedUpAt });
  const confirmed = await fetch(verifyLink(mail), { redirect: 'manual' });
  if (confirmed.status !== 303) throw new Error(`confirmation link answered ${confirmed.status}`);
  return account;
}

/** A fresh session for an account, from a password login through the real client. */
export async function passwordSession(account: Pick<Account, 'email' | 'password'>): Promise<Session> {
  const client = await authClient();
  const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error || !data.session) throw new Error(`login of ${account.email} failed: ${error?.message}`);
  return data.session;
}

/** A new, confirmed account whose profile the API already holds (POST /api/profiles), as a returning athlete has. */
export async function athleteWithProfile(partial: Partial<Account>, profile: ProfileWrite): Promise<Account> {
  const account = await ensureAccount(partial);
  const session = await passwordSession(account);
  const created = await fetch(`${BASE_URL}/api/profiles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify(profile),
  });
  expect(created.status).toBe(201);
  return account;
}

/**
 * Asks for a reset link at /forgot-password and opens the link of the reset mail (not the
 * confirmation mail the account was made with): ends on the reset form.
 */
export async function openResetLink(page: Page, email: string): Promise<void> {
  const asked = new Date(Date.now() - 1000);
  await page.goto('/forgot-password');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Stuur mij een resetlink' }).click();
  await expect(page.getByRole('heading', { name: 'Check je e-mail!' })).toBeVisible();
  await page.goto(verifyLink(await readMail(email, { after: asked, subject: /nieuw wachtwoord/ })));
  await expect(page).toHaveURL(/\/reset-password/);
}

/** Fills in and sends /signup (the page must show it) with PASSWORD. */
export async function submitSignup(page: Page, email: string, first = 'Noor', last = 'Bakker') {
  await page.getByLabel('Voornaam').fill(first);
  await page.getByLabel('Achternaam').fill(last);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
}

/** Fills and sends the login form; `remember` ticks 'Onthoud mij' (the session outlives the tab). */
export async function submitLogin(
  page: Page,
  { email, password }: Pick<Account, 'email' | 'password'>,
  { remember = false }: { remember?: boolean } = {},
) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Onthoud mij' }).check();
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Logs an existing account in through the login screen (`remember` ticks 'Onthoud mij'); ends on the dashboard. */
export async function logInThroughForm(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  options: { remember?: boolean } = {},
) {
  await page.goto('/login');
  await submitLogin(page, account, options);
  try {
    await expect(page).toHaveURL(/\/dashboard$/);
  } catch (error) {
    // What the page said, in the run's own output (a production run once stayed on /login with no clue why).
    const alerts = await page.getByRole('alert').allTextContents();
    const held = await page.locator('[data-prerender-twin], [data-submit-pending]').count();
    throw new Error(
      `${(error as Error).message}\nThe login page's alerts: ${JSON.stringify(alerts)}; prerendered parts still held: ${held}`,
    );
  }
}

/** A new, confirmed account, logged in through the login screen; ends on the dashboard. */
export async function signUpAndLogin(page: Page, partial: Partial<Account> = {}): Promise<Account> {
  const account = await ensureAccount(partial);
  await logInThroughForm(page, account);
  return account;
}

/** Where the shell's supabase-js client keeps its session (AUTH_STORAGE_KEY in @talentbrug/api-client/browser-data). */
export const AUTH_STORAGE_KEY = 'talentbrug.auth';

/**
 * Signs the page in without the login screen, for a test that is not about logging in (auth.spec.ts
 * and the first-paint specs go through the form): a real password login from Node through
 * supabase-js, its session put where the shell's client looks for it (as 'Onthoud mij' keeps it)
 * before the first page loads. Only once per tab, so a later 'Log uit' and reload stay signed out.
 * Opens no page: the test goes where it is about.
 */
export async function signInWithSession(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const session = await passwordSession(account);
  await page.addInitScript(
    ({ key, value, origin }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem('e2e.signed-in')) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('e2e.signed-in', '1');
    },
    { key: AUTH_STORAGE_KEY, value: JSON.stringify(session), origin: BASE_URL },
  );
}

/** A new, confirmed account (ensureAccount), signed in without the login screen (signInWithSession). */
export async function signUpWithSession(page: Page, partial: Partial<Account> = {}): Promise<Account> {
  const account = await ensureAccount(partial);
  await signInWithSession(page, account);
  return account;
}

/**
 * Opens the header's account items: the 'Account' menu from 960 px, the 'Menu' panel below; a
 * no-op when they are open already.
 */
export async function openAccountMenu(page: Page) {
  for (const name of ['Account', 'Menu']) {
    const button = page.getByRole('button', { name, exact: true });
    if (await button.isVisible()) {
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      return;
    }
  }
}

/** 'Log uit' from the header, at any width. */
export async function signOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Log uit' }).click();
}
