import { FLEUR_DOSSIER } from '@talentbrug/domain/testing/athletes';
import { athleteWithProfile, signInWithSession, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The wizard's 'Belangrijkste statistieken' on her profile, and what she writes of them for a coach. */
const DUTCH_KEY_STATS = '14 doelpunten en 9 assists in 22 wedstrijden (MO18, seizoen 2025-2026)';
const ENGLISH_KEY_STATS = ['14 goals, 9 assists in 22 games (U18, 2025-26)', 'Fastest 20 m sprint of the squad: 2.9 s'];

const noSidewaysScroll = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/**
 * Issue 37 as an athlete and a coach meet it on a phone: the athlete writes her dossier in English
 * (her key stats from the Dutch of her profile shown beside the field), keeps her e-mail address back, publishes with her parent's consent (no birth date on the profile),
 * makes a link for one school and copies it; a coach opens it in a browser of his own (no session):
 * English, no script, the level in a coach's words, the hidden address nowhere, the PDF; the
 * athlete then sees the view on that link.
 */
test('the athlete builds her dossier at 390 px, a coach opens the link, the athlete sees the view @production', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // Fleur de Vries without her date of birth: publishing then needs her parent's consent.
  const account = await athleteWithProfile(
    { email: uniqueEmail('dossier'), firstName: 'Fleur', lastName: 'de Vries' },
    { ...FLEUR_DOSSIER.profile, date_of_birth: null, key_stats: DUTCH_KEY_STATS },
  );
  await signInWithSession(page, account);
  await page.goto('/dossier');
  await expect(page.getByRole('heading', { level: 1, name: 'Dossier' })).toBeVisible();

  // The English texts and a contact address, saved with one button.
  await page.getByLabel('Je positie, in het Engels').fill('Centre back');
  await page.getByLabel('Over jou, in het Engels').fill('Two-footed defender who reads the game early.');
  // Her key stats in English, written from the Dutch of her profile shown beside the field.
  await expect(page.getByText(DUTCH_KEY_STATS)).toBeVisible();
  await page.getByLabel('Je belangrijkste statistieken, in het Engels').fill(ENGLISH_KEY_STATS.join('\n'));
  await page.getByLabel('Jouw e-mailadres voor coaches').fill('fleur.coach-only@example.nl');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Opgeslagen.').first()).toBeVisible();

  // Her age unknown (no birth date): 'Lengte en gewicht' starts off, as for a minor; she switches it on.
  const measurements = page.getByRole('checkbox', { name: 'Lengte en gewicht' });
  await expect(measurements).not.toBeChecked();
  await measurements.check();
  await expect(page.getByText('Opgeslagen: ‘Lengte en gewicht’ is nu zichtbaar voor coaches.')).toBeVisible();

  // Without a birth date on the profile, publishing needs a parent's consent first.
  await page.getByLabel('E-mailadres van de ouder of voogd die toestemming geeft').fill('ouder.devries@example.nl');
  const givenOn = page.getByLabel('Datum van de toestemming');
  await givenOn.fill('2026-01-15');
  // The keyboard's ring stays on through the date field's parts, its calendar button (the 4th stop) too.
  await givenOn.focus();
  for (let stop = 0; stop < 3; stop++) await page.keyboard.press('Tab');
  expect(
    await givenOn.evaluate((input) => document.activeElement === input && getComputedStyle(input).outlineStyle),
  ).toBe('solid');
  await page.getByRole('button', { name: 'Toestemming vastleggen' }).click();
  await expect(page.getByText(/^Toestemming van ouder\.devries@example\.nl vastgelegd/)).toBeVisible();
  await page.getByRole('button', { name: 'Dossier openbaar maken' }).click();
  await expect(page.getByText('Je dossier is nu openbaar.').first()).toBeVisible();

  // A link for one school: its address shown once, copied.
  await page.getByLabel('Voor wie is de link?').fill('Coach Miller, Duke');
  await page.getByRole('button', { name: 'Link maken' }).click();
  const address = page.getByLabel('Adres van de link');
  await expect(address).toBeVisible();
  const url = await address.inputValue();
  expect(url).toMatch(/\/r\/[\w-]{32}$/);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page, '/dossier with a new link');
  await page.getByRole('button', { name: 'Ik heb de link bewaard' }).click();

  // The coach, in a browser of his own.
  const coach = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const coachPage = await coach.newPage();
    const scripts: string[] = [];
    coachPage.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await coachPage.goto(url);
    await expect(coachPage.locator('html')).toHaveAttribute('lang', 'en');
    await expect(coachPage.getByRole('heading', { level: 1, name: /Fleur de Vries/ })).toBeVisible();
    await expect(coachPage.getByText('Centre back').first()).toBeVisible();
    await expect(coachPage.getByText(/the strongest club hockey league in the world/)).toBeVisible();
    await expect(coachPage.getByText('5\'8" (172 cm)')).toBeVisible();
    await expect(coachPage.getByText('143 lb (65 kg)')).toBeVisible();
    await expect(coachPage.getByText('This profile is shared by the athlete.', { exact: false })).toBeVisible();
    const keyStats = coachPage.getByRole('region', { name: 'Key stats' });
    for (const line of ENGLISH_KEY_STATS)
      await expect(keyStats.getByRole('listitem').filter({ hasText: line })).toBeVisible();
    expect(await coachPage.content()).not.toContain('doelpunten');
    // Kept back: the athlete's address is on the dossier, but not ticked for coaches.
    expect(await coachPage.content()).not.toContain('fleur.coach-only@example.nl');
    expect(scripts).toEqual([]);
    await noSidewaysScroll(coachPage);
    await expectNoAxeViolations(coachPage, 'the public dossier page');

    const pdfLink = coachPage.getByRole('link', { name: /Download as PDF/ });
    await expect(pdfLink).toBeVisible();
    const pdf = await coach.request.get(new URL((await pdfLink.getAttribute('href')) ?? '', url).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await coach.close();
  }

  // Back with the athlete: the link was opened once.
  await page.reload();
  const links = page.getByRole('region', { name: 'Links voor coaches' });
  await expect(links.getByText(/^1 keer bekeken, laatst op /)).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  /**
   * The key stats on the narrowest phone: the Dutch of her profile beside the field, a text over
   * the limit refused in Dutch at the field (focused, nothing lost), written by keyboard and saved;
   * a coach reads them under 'Key stats' on the page, with no sideways scroll; axe finds nothing on
   * either page.
   */
  test('the athlete writes her key stats in English, a coach reads them on the page @production', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // Fleur at 17: she publishes without a parent's consent.
    const account = await athleteWithProfile(
      { email: uniqueEmail('dossier-stats'), firstName: 'Fleur', lastName: 'de Vries' },
      { ...FLEUR_DOSSIER.profile, key_stats: DUTCH_KEY_STATS },
    );
    await signInWithSession(page, account);
    await page.goto('/dossier');
    await expect(page.getByRole('heading', { level: 1, name: 'Dossier' })).toBeVisible();

    const field = page.getByLabel('Je belangrijkste statistieken, in het Engels');
    await expect(page.getByText('Dit schreef je in je profiel (Nederlands):')).toBeVisible();
    await expect(page.getByText(DUTCH_KEY_STATS)).toBeVisible();
    await field.fill('x'.repeat(1001));
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    const tooLong = page.getByText('Gebruik maximaal 1000 tekens.');
    await expect(tooLong).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(await tooLong.getAttribute('id'));
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, '/dossier at 360 px with the key stats refused');

    // By keyboard: from the position, Tab reaches the key stats.
    await field.fill('');
    await page.getByLabel('Je positie, in het Engels').focus();
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type(ENGLISH_KEY_STATS[0] ?? '');
    await page.keyboard.press('Enter');
    await page.keyboard.type(ENGLISH_KEY_STATS[1] ?? '');
    await expect(tooLong).toHaveCount(0);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText('Opgeslagen.').first()).toBeVisible();
    const preview = page.getByRole('region', { name: 'Zo ziet een coach je dossier' });
    await expect(preview.getByText('Key stats')).toBeVisible();

    await page.getByRole('button', { name: 'Dossier openbaar maken' }).click();
    await expect(page.getByText('Je dossier is nu openbaar.').first()).toBeVisible();
    await page.getByLabel('Voor wie is de link?').fill('Coach Jones, UConn');
    await page.getByRole('button', { name: 'Link maken' }).click();
    const url = await page.getByLabel('Adres van de link').inputValue();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, '/dossier at 360 px with the key stats saved');

    const coach = await browser.newContext({ viewport: { width: 360, height: 780 } });
    try {
      const coachPage = await coach.newPage();
      await coachPage.goto(url);
      const keyStats = coachPage.getByRole('region', { name: 'Key stats' });
      await expect(keyStats.getByRole('heading', { level: 2, name: 'Key stats' })).toBeVisible();
      await expect(keyStats.getByRole('listitem')).toHaveText(ENGLISH_KEY_STATS);
      expect(await coachPage.content()).not.toContain('doelpunten');
      await noSidewaysScroll(coachPage);
      await expectNoAxeViolations(coachPage, 'the public dossier page at 360 px with key stats');
    } finally {
      await coach.close();
    }
  });
});
