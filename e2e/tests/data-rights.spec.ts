import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { athleteWithProfile, authClient, passwordSession, signInWithSession, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

const PDF = {
  name: 'cijferlijst-havo5.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

/** The entries of a zip, read through its central directory as an unzip tool does. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const files = new Map<string, Buffer>();
  let at = archive.readUInt32LE(end + 16);
  for (let i = archive.readUInt16LE(end + 10); i > 0; i--) {
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const offset = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const start = offset + 30 + archive.readUInt16LE(offset + 26) + archive.readUInt16LE(offset + 28);
    const raw = archive.subarray(start, start + compressed);
    files.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
  }
  return files;
}

test.use({ viewport: { width: 360, height: 780 } });

test('an athlete downloads everything held about her as one zip, then deletes her account for good @production', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await athleteWithProfile(
    { email: uniqueEmail('gegevens'), firstName: 'Fenna' },
    { first_name: 'Fenna', sport: 'Volleybal', team: 'dames', education_level: 'HAVO' },
  );
  // A question for the coach, so the export has a conversation too.
  const session = await passwordSession(account);
  const asked = await fetch(`${BASE_URL}/api/ai/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'Hoe werkt het visumproces?' }),
  });
  expect(asked.status).toBe(200);

  await signInWithSession(page, account);
  await page.goto('/profile');
  const transcript = page.getByRole('region', { name: 'Documenten' }).getByRole('region', { name: 'Cijferlijst' });
  await transcript.getByLabel(/Kies je cijferlijst/).setInputFiles(PDF);
  // Stored once its download link is there.
  await expect(transcript.getByRole('link', { name: /^Downloaden\s*:\s*cijferlijst-havo5\.pdf$/ })).toBeVisible();

  const card = page.getByRole('region', { name: 'Mijn gegevens' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText(/samen met de ouder of voogd die toestemming gaf/)).toBeVisible();
  await expectNoAxeViolations(page, '/profile with Mijn gegevens', { include: 'main' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The export: one zip, with a readable JSON of everything and the file itself.
  // Should the export fail, the page says so in a toast: the test says that at once, rather than
  // waiting out its timeout for a download that will not come.
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  const failed = page
    .getByText('Downloaden is niet gelukt. Probeer het zo opnieuw.')
    .waitFor({ timeout: 60_000 })
    .then(() => Promise.reject(new Error("The export failed: the page showed 'Downloaden is niet gelukt'")));
  await card.getByRole('button', { name: 'Download mijn gegevens' }).click({ timeout: 60_000 });
  const download = await Promise.race([downloading, failed]);
  failed.catch(() => {});
  expect(download.suggestedFilename()).toBe('talentbrug-mijn-gegevens.zip');
  const files = unzip(readFileSync((await download.path()) ?? ''));
  const data = JSON.parse(files.get('gegevens.json')?.toString('utf8') ?? '{}');
  expect(data.account).toMatchObject({ email: account.email });
  expect(data.profile).toMatchObject({ firstName: 'Fenna', sport: 'Volleybal' });
  expect(data.coach_messages.map((message: { role: string }) => message.role)).toEqual(['user', 'ai']);
  expect(data.uploads).toHaveLength(1);
  expect(data.uploads[0]).toMatchObject({ originalName: PDF.name });
  expect(files.get(data.uploads[0].bestand)?.equals(PDF.buffer)).toBe(true);
  expect(JSON.stringify(data)).not.toMatch(/password_?hash|passwordHash|secret/i);
  await expect(page.getByText('Je gegevens zijn gedownload.')).toBeVisible();

  // The deletion: typed confirmation and the password again, from the keyboard.
  await card.getByRole('button', { name: 'Verwijder mijn account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account verwijderen' });
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await expectNoAxeViolations(page, 'the delete-account dialog', { include: '[role="dialog"]' });
  await dialog.getByLabel('Typ VERWIJDER om te bevestigen').fill('VERWIJDER');
  await dialog.getByLabel('Je wachtwoord').fill(account.password);
  await dialog.getByLabel('Je wachtwoord').press('Enter');

  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByText('Je account en al je gegevens zijn verwijderd.', { exact: false })).toBeVisible();

  // Signed out here, the old session refused everywhere, and no way back in.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  const old = await fetch(`${BASE_URL}/api/profiles/me`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(old.status).toBe(403);
  expect(await old.json()).toEqual({ error: 'Dit account is verwijderd.' });
  const client = await authClient();
  const again = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  expect(again.error?.code).toBe('invalid_credentials');
});
