import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { athleteWithProfile, readMail, signInWithSession, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const VIDEO = fileURLToPath(new URL('../fixtures/highlight.mp4', import.meta.url));

test.use({ viewport: { width: 390, height: 844 } });

/** No sideways scroll; a failure names the widest elements that stick out, so the report says what to fix. */
async function noSidewaysScroll(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = window.innerWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)} px)`);
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
  expect(overflow, `sideways scroll from: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
}

/** The subjects 'Kernvakken van je profiel toevoegen' puts on the form for VWO E&M, as the table names them. */
const VWO_EM_CORE = ['Nederlands', 'Engels', 'Maatschappijleer', 'Duits', 'Wiskunde A', 'Economie', 'Geschiedenis'];

/**
 * Issue 37's dossier with everything a coach can see on it, end to end on a phone: a real uploaded
 * video that plays on the public page, the Dutch grades entered in the editor at 390 px and their
 * NCAA core GPA on the public page, and the club trainer's reference: invited by e-mail, written on
 * the trainer's own page, approved by the athlete, read by the coach, withdrawn by the trainer.
 * axe on the editor, the public page and its PDF link.
 */
test('video, grades and the trainer reference, from the editor at 390 px to the coach and back @production', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const account = await athleteWithProfile(
    { email: uniqueEmail('dossier-ref'), firstName: 'Sanne', lastName: 'Bakker' },
    {
      first_name: 'Sanne',
      last_name: 'Bakker',
      sport: 'Hockey',
      team: 'dames',
      competition_level: 'hoofdklasse',
      current_team: 'HC Tilburg',
      date_of_birth: '2008-04-12',
      academic_gpa: 3.5,
    },
  );
  await signInWithSession(page, account);

  // A real video on the profile: the dossier's highlight.
  await page.goto('/profile');
  const videos = page.getByRole('region', { name: "Mijn Video's" });
  await videos.getByLabel(/Kies je highlightvideo/).setInputFiles(VIDEO);
  await expect(videos.getByRole('status').filter({ hasText: 'Upload Succesvol!' })).toBeVisible();

  await page.goto('/dossier');
  await expect(page.getByRole('heading', { level: 1, name: 'Dossier' })).toBeVisible();
  await page.getByLabel('Je positie, in het Engels').fill('Defender');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Opgeslagen.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Dossier openbaar maken' }).click();
  await expect(page.getByText('Je dossier is nu openbaar.').first()).toBeVisible();

  // The grades: the card downloads as its place nears the screen.
  await page.getByRole('region', { name: 'Links voor coaches' }).scrollIntoViewIfNeeded();
  const grades = page.getByRole('region', { name: 'Je cijfers voor de NCAA' });
  await expect(grades).toBeVisible();
  await grades.getByLabel('Schoolsoort').selectOption('vwo');
  await grades.getByLabel('Profiel', { exact: true }).selectOption('em');
  await grades.getByRole('button', { name: 'Kernvakken van je profiel toevoegen' }).click();
  const cell = (subject: string, year: number) =>
    grades.getByRole('textbox', { name: `Cijfer ${subject}, ${year} vwo` });
  for (const subject of VWO_EM_CORE) for (const year of [3, 4, 5]) await cell(subject, year).fill('7,4');
  // A grade with two decimals is said at its cell in Dutch; nothing typed is lost.
  await cell('Economie', 5).fill('7,45');
  await grades.getByRole('button', { name: 'Cijfers opslaan' }).click();
  await expect(grades.getByText(/^Cijfer Economie, 5 vwo: Vul een cijfer in van 1 tot en met 10/)).toBeVisible();
  await expect(cell('Economie', 5)).toBeFocused();
  await expect(cell('Geschiedenis', 5)).toHaveValue('7,4');
  await expectNoAxeViolations(page, '/dossier with a grade refused');
  await cell('Economie', 5).fill('7,4');
  await grades.getByRole('button', { name: 'Cijfers opslaan' }).click();
  await expect(grades.getByText('Je cijfers zijn opgeslagen.')).toBeVisible();
  // Every grade a 7,4: 3,3 by the default table (a 7 by whole grades is 3,0).
  const reading = grades.getByRole('region', { name: 'Zo leest de NCAA je cijfers' });
  await expect(reading.getByText('12 van de 16', { exact: true })).toBeVisible();
  await expect(reading.getByText('3,30 (op een schaal van 4,0)')).toBeVisible();
  await expect(reading.getByText('3,00 tot 3,30', { exact: true })).toBeVisible();
  await expect(reading.getByText('Omrekentabel van een Nederlands university college', { exact: true })).toBeVisible();
  await expect(
    reading.getByRole('region', { name: 'Division I', exact: true }).getByRole('listitem').first(),
  ).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page, '/dossier with the grades and their reading');
  // The narrowest phone: the grades scroll sideways inside their card, the page does not.
  await page.setViewportSize({ width: 360, height: 780 });
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 390, height: 844 });

  // The trainer is invited by e-mail.
  const trainerEmail = uniqueEmail('trainer');
  const references = page.getByRole('region', { name: 'Referentie van je trainer' });
  await references.getByLabel('E-mailadres van je trainer').fill(trainerEmail);
  await references.getByLabel('Naam van je trainer (optioneel)').fill('Joost');
  await references.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(references.getByText(`Uitnodiging verstuurd naar ${trainerEmail}.`)).toBeVisible();
  const mail = await readMail(trainerEmail, { subject: /referentie/, timeoutMs: 20_000 });
  const trainerLink = mail.links.find((link) => link.includes('/referentie/'));
  expect(trainerLink, `a /referentie/ link in "${mail.subject}": ${mail.links.join(', ')}`).toBeTruthy();

  // The trainer writes it on a page of their own, in a browser of their own.
  const trainer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reference = 'Sanne is the most reliable defender I have coached: calm on the ball and first at every training.';
  try {
    const trainerPage = await trainer.newPage();
    await trainerPage.goto(trainerLink ?? '');
    await trainerPage.getByLabel('Je naam').fill('Joost Verhoeven');
    await trainerPage.getByLabel('Club', { exact: true }).fill('HC Tilburg');
    await trainerPage.getByLabel('Je rol bij de club').fill('Head coach Dames 1');
    await trainerPage.getByLabel('Taal van je tekst').selectOption('en');
    await trainerPage.getByLabel('Je aanbeveling').fill(reference);
    await trainerPage.getByRole('button', { name: 'Referentie versturen' }).click();
    await expect(trainerPage.getByRole('heading', { level: 1, name: 'Bedankt voor je referentie' })).toBeVisible();
  } finally {
    await trainer.close();
  }

  // The athlete approves it; the preview shows it as the coach will read it.
  await page.reload();
  await page.getByRole('region', { name: 'Links voor coaches' }).scrollIntoViewIfNeeded();
  await references.getByRole('button', { name: 'Referentie van Joost Verhoeven goedkeuren' }).click();
  await expect(references.getByText('De referentie van Joost Verhoeven staat nu op je dossier.')).toBeVisible();
  const preview = page.getByRole('region', { name: 'Zo ziet een coach je dossier' });
  const previewReference = preview.getByRole('region', { name: 'Reference from the club coach' });
  await expect(previewReference.getByText(reference)).toBeVisible();
  await expect(previewReference.getByText(/^Joost Verhoeven, Head coach Dames 1,/)).toBeVisible();
  await expect(preview.getByText('Core GPA 3.30 (estimate, range 3.00 to 3.30)')).toBeVisible();

  // A link for a coach.
  await page.getByLabel('Voor wie is de link?').fill('Coach Rivera, UConn');
  await page.getByRole('button', { name: 'Link maken' }).click();
  const url = await page.getByLabel('Adres van de link').inputValue();
  expect(url).toMatch(/\/r\/[\w-]{32}$/);
  await page.getByRole('button', { name: 'Ik heb de link bewaard' }).click();

  // The coach, in a fresh browser: English, the core GPA, the reference, the video plays, the PDF.
  const coach = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const coachPage = await coach.newPage();
    await coachPage.goto(url);
    await expect(coachPage.locator('html')).toHaveAttribute('lang', 'en');
    await expect(coachPage.getByText('Core GPA (estimate)')).toBeVisible();
    await expect(coachPage.getByText('3.30 on the 4.0 scale, range 3.00 to 3.30')).toBeVisible();
    await expect(coachPage.getByText(/University College Utrecht\), checked November 2026$/)).toBeVisible();
    await expect(coachPage.getByText(reference)).toBeVisible();
    await expect(coachPage.getByText(/Joost Verhoeven, Head coach Dames 1/)).toBeVisible();

    const video = coachPage.locator('video');
    await expect(video).toHaveCount(1);
    await video.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
    });
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime > 0 || el.ended), { timeout: 15_000 })
      .toBe(true);
    expect(await video.evaluate((el: HTMLVideoElement) => Math.round(el.duration))).toBe(2);

    await noSidewaysScroll(coachPage);
    await expectNoAxeViolations(coachPage, 'the public page with video, grades and reference');
    const pdfLink = coachPage.getByRole('link', { name: 'Download as PDF' });
    await expect(pdfLink).toBeVisible();
    await expectNoAxeViolations(coachPage, 'the PDF link', { include: 'a[type="application/pdf"]' });
    const pdf = await coach.request.get(new URL((await pdfLink.getAttribute('href')) ?? '', url).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The trainer withdraws it with the same link: gone from the coach's page.
    const again = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const trainerPage = await again.newPage();
      await trainerPage.goto(trainerLink ?? '');
      await trainerPage.getByRole('button', { name: 'Intrekken' }).click();
      await expect(trainerPage.getByText(/Deze referentie is ingetrokken/)).toBeVisible();
    } finally {
      await again.close();
    }
    await coachPage.reload();
    await expect(coachPage.getByText('Core GPA (estimate)')).toBeVisible();
    await expect(coachPage.getByText(reference)).toHaveCount(0);
  } finally {
    await coach.close();
  }

  // The athlete's list says who withdrew it.
  await page.reload();
  await page.getByRole('region', { name: 'Links voor coaches' }).scrollIntoViewIfNeeded();
  await expect(references.getByText('Ingetrokken door je trainer')).toBeVisible();
});
