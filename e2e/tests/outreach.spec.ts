import { athleteWithProfile, FLEUR_HOCKEY, passwordSession, signUpAndLogin, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const noSidewaysScroll = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/**
 * Issue 38 on a phone: from a match the athlete opens a draft to the coach, copies it, says she sent
 * it, and finds the school under 'Gemaild' on the board; a coach opens the dossier link of that
 * e-mail in a browser of his own, and the board shows the view. The follow-up after ten days is the
 * server's rule with its clock passed in (outreach tests); the e2e server has no clock to move.
 */
test('from a match at 390 px: a draft, copied and marked sent, on the board, and the dossier view', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await athleteWithProfile(
    { email: uniqueEmail('outreach'), firstName: 'Fleur' },
    { ...FLEUR_HOCKEY, date_of_birth: '2006-03-01' },
  );
  // A published dossier, so the link in the e-mail opens (an adult: no parent's consent needed).
  const session = await passwordSession(account);
  const published = await fetch(`${BASE_URL}/api/dossier`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ position_en: 'Defender', published: true }),
  });
  expect(published.status).toBe(200);

  await signUpAndLogin(page, account);
  await page.goto('/matches');
  await page.getByRole('button', { name: 'Genereer AI Matches' }).click();
  await expect(page.getByText('Matches succesvol gegenereerd! 🎉')).toBeVisible();
  const first = page.getByRole('article').first();
  const school = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();

  // From the match's details to the draft.
  await first.getByRole('button', { name: school, exact: true }).click();
  const details = page.getByRole('dialog', { name: school });
  await details.getByRole('button', { name: 'Schrijf de coach een e-mail' }).click();
  const draft = page.getByRole('dialog', { name: `E-mail aan de coach van ${school}` });
  const body = draft.getByRole('textbox', { name: 'Je e-mail' });
  await expect(body).toHaveValue(/\/r\/[\w-]{32}/);
  await expect(draft.getByRole('link', { name: 'Open in je mailprogramma' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=/,
  );
  await expect(draft.getByRole('textbox', { name: 'Onderwerp' })).toHaveValue(/^Fleur/);
  await expectNoAxeViolations(page, 'the draft', { include: '[role="dialog"]' });

  // Copied as it stands.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await draft.getByRole('button', { name: 'Kopieer' }).click();
  await expect(draft.getByText('Tekst gekopieerd')).toBeVisible();
  const text = await body.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  const link = /(https?:\/\/\S+\/r\/[\w-]{32})/.exec(text)?.[1];
  expect(link).toBeTruthy();

  await draft.getByRole('button', { name: 'Ik heb deze mail verstuurd' }).click();
  await expect(page.getByText(`Genoteerd: je hebt ${school} gemaild.`)).toBeVisible();
  await expect(draft).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // On the board, under 'Gemaild'.
  await page.getByRole('link', { name: 'Contact met coaches' }).click();
  const board = page.getByRole('region', { name: 'Alle stappen, van nieuw tot afgewezen' });
  const sent = board.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: /^Gemaild 1/ }) });
  const card = sent.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: school }) });
  await expect(card.getByText(/^1 e-mail verstuurd, laatst op /)).toBeVisible();
  await expect(card.getByText('Dossier nog niet bekeken')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Wanneer mogen coaches je antwoorden?' })).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page, 'the board');

  // The coach opens the link in a browser of his own; the board shows the view.
  const coach = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const coachPage = await coach.newPage();
    await coachPage.goto(link ?? '');
    await expect(coachPage.getByRole('heading', { level: 1, name: /Fleur/ })).toBeVisible();
  } finally {
    await coach.close();
  }
  await page.reload();
  await page.getByRole('link', { name: 'Contact met coaches' }).click();
  await expect(card.getByText(/^Dossier 1 keer bekeken, laatst op /)).toBeVisible();
});
