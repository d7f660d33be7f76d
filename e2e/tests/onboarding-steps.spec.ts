import type { Page } from '@playwright/test';
import { signUpWithSession, uniqueEmail } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolationsWhenStill, fieldId, fillStep, goNext, nextButton } from '../support/wizard.ts';

/**
 * The steps of the onboarding as an athlete meets them: the levels of their own sport, start terms
 * that lie ahead, no answer chosen for them, a video link as they copy it, the documents kept
 * private, two consents; and axe on every step.
 */

const levelSelect = (page: Page) => page.locator(fieldId('sport.level'));
const levelLabels = async (page: Page) =>
  (await levelSelect(page).locator('option').allTextContents()).filter((label) => label !== 'Maak een keuze');

/** Picks a sport from the catalogue the way an athlete does: typing, then the suggestion. */
async function pickSport(page: Page, typed: string, name: string) {
  const sport = page.getByRole('combobox', { name: /^Sport/ });
  await sport.fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(sport).toHaveValue(name);
}

test.describe('the onboarding steps', () => {
  test('the sport step offers hockey its own levels with the hoofdklasse on top, and football the eredivisie', async ({
    page,
  }) => {
    await page.goto('/onboarding');
    await expect(page.getByText('Stap 1 van 6')).toBeVisible();
    await expectNoAxeViolationsWhenStill(page, 'stap 1');
    await fillStep(page, 0);
    await goNext(page, 2);

    // A hockey player from Bloemendaal: hockey's ladder as soon as the sport is known.
    await pickSport(page, 'hockey', 'Hockey');
    await page.locator(fieldId('sport.team')).selectOption('heren');
    const hockey = await levelLabels(page);
    expect(hockey[0]).toBe('Nationale (jeugd)selectie (Oranje O16 tot O21)');
    // The hoofdklasse is the top league, above every other league.
    expect(hockey[1]).toBe('Hoofdklasse (senioren) of hoogste jeugdklasse (O18/O16)');
    expect(hockey).toContain('Promotieklasse of subtopklasse jeugd');
    expect(hockey.join(' | ')).not.toMatch(/Eredivisie|divisie/);
    await levelSelect(page).selectOption({ label: 'Hoofdklasse (senioren) of hoogste jeugdklasse (O18/O16)' });
    await expectNoAxeViolationsWhenStill(page, 'stap 2, hockey');

    // A footballer: the eredivisie on top of the leagues, the vierde divisie (once hoofdklasse) lower.
    await pickSport(page, 'voetbal', 'Voetbal');
    // The hockey level is no football level: emptied, and the field says why.
    await expect(levelSelect(page)).toHaveValue('');
    await expect(page.locator('#onb-sport-level-notice')).toContainText('leeggemaakt');
    const football = await levelLabels(page);
    const eredivisie = football.indexOf('Eredivisie of Keuken Kampioen Divisie (senioren)');
    expect(eredivisie).toBeGreaterThanOrEqual(0);
    expect(eredivisie).toBeLessThan(football.indexOf('Vierde divisie (tot 2022 hoofdklasse) of O19/O17 hoofdklasse'));
    await expectNoAxeViolationsWhenStill(page, 'stap 2, voetbal');
  });

  test('start terms lie ahead, nothing is preselected, a video link is taken as typed, and every step passes axe', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/onboarding');
    for (const [index, label] of [
      [0, 'stap 1'],
      [1, 'stap 2'],
      [2, 'stap 3'],
    ] as const) {
      await expect(page.getByText(`Stap ${index + 1} van 6`)).toBeVisible();
      await expectNoAxeViolationsWhenStill(page, label);
      await fillStep(page, index);
      await goNext(page, index + 2);
    }

    // Step 4: only terms that have not begun, and no answer chosen for the athlete.
    const term = page.locator(fieldId('preferences.startTerm'));
    const scholarship = page.locator(fieldId('preferences.scholarshipType'));
    await expect(term).toHaveValue('');
    await expect(scholarship).toHaveValue('');
    await expectNoAxeViolationsWhenStill(page, 'stap 4');
    const now = new Date();
    const terms = (
      await term.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    ).filter(Boolean);
    expect(terms.at(-1)).toBe('Nog onbekend');
    for (const value of terms.slice(0, -1)) {
      const [season, year] = value.split(' ');
      const starts = Number(year) * 12 + (season === 'Fall' ? 8 : 1);
      expect(starts, `${value} lies ahead`).toBeGreaterThan(now.getFullYear() * 12 + now.getMonth() + 1);
    }
    expect(terms).not.toContain('Fall 2025');
    expect(terms).not.toContain('Spring 2026');
    await nextButton(page).click();
    await expect(page.getByText('Kies wanneer je wilt beginnen, of ‘Nog onbekend’.')).toBeVisible();
    await expect(page.getByText('Kies het soort beurs, of ‘Weet ik nog niet’.')).toBeVisible();
    await fillStep(page, 3);
    await goNext(page, 5);

    // Step 5: the link as copied from the address bar, without https://.
    const video = page.locator(fieldId('media.highlightVideo'));
    await video.fill('youtube.com/watch?v=dQw4w9WgXcQ');
    await video.blur();
    await expect(video).toHaveValue('https://youtube.com/watch?v=dQw4w9WgXcQ');
    // Signed out the documents wait for the account; no public link is asked.
    const documents = page.getByRole('region', { name: 'Cijferlijst en motivatiebrief (optioneel)' });
    await expect(documents).toContainText('upload je zodra je account er is, op je profiel');
    await expect(page.getByText(/te openen voor iedereen/)).toHaveCount(0);
    await expectNoAxeViolationsWhenStill(page, 'stap 5');
    await goNext(page, 6);
    await expect(page.getByRole('log', { name: 'Gesprek met Sanne' })).toContainText(
      'Top, je highlightvideo staat erbij',
    );

    // Step 6: the terms and the sharing with talent managers, apart.
    await expect(page.getByRole('checkbox')).toHaveCount(2);
    await expect(
      page.getByRole('checkbox', {
        name: 'Ik heb de algemene voorwaarden en de privacyverklaring gelezen en ga akkoord.',
      }),
    ).not.toBeChecked();
    await expect(
      page.getByRole('checkbox', {
        name: 'Talentbrug mag mijn profiel delen met zijn talentmanagers, zodat zij met me meedenken.',
      }),
    ).not.toBeChecked();
    await expectNoAxeViolationsWhenStill(page, 'stap 6');
    await nextButton(page).click();
    await expect(page.getByText('2 velden ontbreken of zijn niet goed ingevuld.')).toBeVisible();
    await expectNoAxeViolationsWhenStill(page, 'stap 6 met fouten');
  });

  test('signed in, the transcript is uploaded as a private document on step 5', async ({ page }) => {
    // Five wizard steps and an upload: 30 s is too short on a busy CI machine.
    test.setTimeout(120_000);
    await signUpWithSession(page, { email: uniqueEmail('onboarding-stappen') });
    await page.goto('/onboarding');
    await expect(page.getByText('Stap 1 van 6')).toBeVisible();
    for (const index of [0, 1, 2, 3]) {
      await fillStep(page, index);
      await goNext(page, index + 2);
    }
    const documents = page.getByRole('region', { name: 'Cijferlijst en motivatiebrief (optioneel)' });
    await expect(documents).toContainText('privé opgeslagen bij je account, niet als openbare link');
    await expectNoAxeViolationsWhenStill(page, 'stap 5, ingelogd');

    const transcript = documents.getByRole('region', { name: 'Cijferlijst' });
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/upload/document'),
    );
    await transcript.getByLabel(/Kies je cijferlijst/).setInputFiles({
      name: 'cijferlijst-vwo5.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    });
    await expect(
      transcript.getByText('Klaar: cijferlijst-vwo5.pdf. Upload een nieuw bestand om het te vervangen.'),
    ).toBeVisible();

    // Stored under the account as a document with its purpose; no link in the answers.
    const authorization = (await (await sent).allHeaders()).authorization ?? '';
    const listed = await page.request.get('/api/upload/files?type=transcript', {
      headers: { authorization },
    });
    expect(listed.status()).toBe(200);
    const { files } = await listed.json();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      originalName: 'cijferlijst-vwo5.pdf',
      mimeType: 'application/pdf',
      type: 'transcript',
    });
    await expectNoAxeViolationsWhenStill(page, 'stap 5 na de upload');
    await goNext(page, 6);
    await expect(page.getByRole('log', { name: 'Gesprek met Sanne' })).toContainText('Mijn cijferlijst staat klaar.');
  });
});
