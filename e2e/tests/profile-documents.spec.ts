import { athleteWithProfile, signInWithSession, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { todayInDutch } from '../support/dates.ts';
import { expect, test } from '../support/fixtures.ts';

/** A small real PDF: the server checks a document by its first bytes, not by its name. */
const PDF = {
  name: 'cijferlijst-vwo5.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

/** A button or link named by its action and, for screen readers, the file (Chromium may put a space before the colon). */
const forFile = (action: string) => new RegExp(`^${action}\\s*:\\s*${PDF.name.replaceAll('.', '\\.')}$`);

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, an athlete uploads her transcript privately on /profile, downloads it through its signed link and deletes it @production', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await athleteWithProfile(
    { email: uniqueEmail('documenten'), firstName: 'Sophie' },
    { first_name: 'Sophie', sport: 'Hockey', team: 'dames', competition_level: 'hoofdklasse', education_level: 'VWO' },
  );
  await signInWithSession(page, account);
  await page.goto('/profile');

  const documents = page.getByRole('region', { name: 'Documenten' });
  const transcript = documents.getByRole('region', { name: 'Cijferlijst' });
  await expect(
    documents.getByText(
      'Privé: alleen jij en je talentmanager zien deze bestanden. Een universiteit krijgt ze alleen als jij je profiel met die universiteit deelt en aanvinkt dat je ze meestuurt.',
    ),
  ).toBeVisible();
  await expect(transcript.getByText('Nog niet geüpload.')).toBeVisible();
  await expect(documents.getByRole('region', { name: 'Motivatiebrief' }).getByText('Nog niet geüpload.')).toBeVisible();
  await expectNoAxeViolations(page, '/profile without documents');

  // A text file is refused in Dutch before anything is sent.
  const picker = transcript.getByLabel(/Kies je cijferlijst/);
  await picker.setInputFiles({
    name: 'cijferlijst.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Wiskunde B: 8,1'),
  });
  await expect(transcript.getByRole('alert')).toHaveText('Alleen PDF en Word documenten zijn toegestaan');
  await expect(transcript.getByText('Nog niet geüpload.')).toBeVisible();

  // The PDF: uploaded, then listed with its size and today's date.
  await picker.setInputFiles(PDF);
  await expect(transcript.getByRole('status').filter({ hasText: 'Upload Succesvol!' })).toBeVisible();
  const download = transcript.getByRole('link', { name: forFile('Downloaden') });
  await expect(download).toBeVisible();
  await expect(transcript.getByText('Nog niet geüpload.')).toHaveCount(0);
  // Once the success has been shown, the drop zone makes way for the document.
  await expect(transcript.getByText('Upload Succesvol!')).toHaveCount(0);
  await expect(transcript.getByLabel(/Kies je/)).toHaveCount(0);
  await expect(transcript.getByText(PDF.name, { exact: true })).toBeVisible();
  await expect(transcript.getByText(new RegExp(`^\\d+ B · geüpload op ${todayInDutch()}$`))).toBeVisible();
  await expectNoAxeViolations(page, '/profile with a transcript');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Its link is a short-lived signed one that serves the PDF itself, as a download: the server's own,
  // or the bucket's presigned one when uploads live in S3 (npm run test:production).
  const href = await download.getAttribute('href');
  expect(href).toMatch(/[?&](sig|X-Amz-Signature)=/);
  const served = await page.request.get(href ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await served.body()).equals(PDF.buffer)).toBe(true);
  const downloaded = page.waitForEvent('download');
  await download.click();
  expect((await downloaded).suggestedFilename()).toBe(PDF.name);

  // Deleting asks first; then the document is gone, and so is what its link served.
  await transcript.getByRole('button', { name: forFile('Verwijderen') }).click();
  const confirm = page.getByRole('dialog', { name: 'Cijferlijst verwijderen?' });
  await expect(confirm).toContainText(`'${PDF.name}' wordt definitief verwijderd.`);
  await expect(confirm.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await expectNoAxeViolations(page, 'the delete dialog');
  await confirm.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(confirm).toBeHidden();
  await expect(transcript.getByText('Cijferlijst verwijderd.')).toBeAttached();
  await expect(transcript.getByText('Nog niet geüpload.')).toBeVisible();
  await expect(transcript.getByRole('heading', { name: 'Cijferlijst' })).toBeFocused();
  expect((await page.request.get(href ?? '')).status()).toBe(404);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
