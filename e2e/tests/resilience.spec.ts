import { expect, test } from '../support/fixtures.ts';

const FALLBACK = 'Dit onderdeel is tijdelijk niet beschikbaar';

test('a remote that is down shows the fallback for its routes only, and recovers on retry', async ({
  page,
  remotes,
  signIn,
}) => {
  await signIn();
  await remotes.stop('athlete');
  try {
    await page.goto('/dashboard');
    await expect(page.getByText(FALLBACK)).toBeVisible();
    const retry = page.getByRole('button', { name: 'Opnieuw proberen' });
    await expect(retry).toBeVisible();

    // Navigation and the routes of the other remotes keep working.
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await nav.getByRole('link', { name: 'AI-coach' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat met je AI-coach' })).toBeVisible();
    await nav.getByRole('link', { name: 'Matches' }).click();
    await expect(page.getByText(FALLBACK)).toBeVisible();

    // A retry while the remote is still down fails again, without breaking the page.
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByText('Laden...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toBeVisible();

    await remotes.start('athlete');
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Matches' })).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  } finally {
    await remotes.start('athlete');
  }
});
