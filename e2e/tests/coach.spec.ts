import { holdBack } from '../support/app-start.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('the athlete asks Sanne a popular question, sees her typing and the answer, and finds it after a reload @production', async ({
  page,
  signIn,
}) => {
  await signIn();
  // The answer is held until the typing indicator has been seen, as a person would see it.
  const reply = await holdBack(page, '**/api/ai/chat');
  await page.goto('/aicoach');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat met je AI-coach' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Gesprek met Sanne' });
  await expect(log).toBeVisible();
  // A new conversation for this run, so the chips show.
  const fresh = page.getByRole('button', { name: 'Nieuw gesprek' });
  if (await fresh.isEnabled()) {
    await fresh.click();
    await page
      .getByRole('dialog', { name: 'Nieuw gesprek beginnen?' })
      .getByRole('button', { name: 'Ja, wis het gesprek' })
      .click();
  }
  const chips = page.getByRole('group', { name: 'Populaire vragen' });
  await expect(chips).toBeVisible();
  await expectNoAxeViolations(page, 'the empty chat with its chips');

  await chips.getByRole('button', { name: 'Hoe werkt het visumproces?' }).click();
  await expect(log.getByText('Sanne typt…')).toBeVisible();
  reply.release();
  const answer = log
    .getByRole('listitem')
    .filter({ hasText: /^Sanne:/ })
    .last();
  // The answer streams into a bubble beside the log and joins it once done (the welcome names the
  // visa too, so the answer is told by 'F-1'); 'Nieuw gesprek' is usable again then.
  await expect(answer).toContainText(/F-1/, { timeout: 15_000 });
  await expect(fresh).toBeEnabled();
  await expect(log.getByText('Sanne typt…')).toHaveCount(0);
  await expect(chips).toHaveCount(0);
  const said = (await answer.textContent()) ?? '';

  await page.reload();
  const again = page.getByRole('log', { name: 'Gesprek met Sanne' });
  await expect(again.getByRole('listitem').filter({ hasText: 'Hoe werkt het visumproces?' })).toBeVisible();
  await expect(
    again
      .getByRole('listitem')
      .filter({ hasText: /^Sanne:/ })
      .last(),
  ).toHaveText(said);
  await expectNoAxeViolations(page, 'the conversation after a reload');
});

test("Sanne's answer shows its list as a list, not as lines that start with '- ' (issue 34)", async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/aicoach');
  const log = page.getByRole('log', { name: 'Gesprek met Sanne' });
  await expect(log).toBeVisible();
  // The built-in answer lists the five college levels, one '- ' line each.
  await page.getByRole('textbox', { name: 'Je vraag aan Sanne' }).fill('Wat is het verschil tussen de NCAA-divisies?');
  await page.getByRole('button', { name: 'Verstuur' }).click();
  const answer = log
    .getByRole('listitem')
    .filter({ hasText: /^Sanne:.*NAIA/s })
    .last();
  await expect(answer).toBeVisible({ timeout: 15_000 });
  await expect(answer.getByRole('listitem').first()).toBeVisible();
  expect(await answer.getByRole('listitem').count()).toBeGreaterThan(1);
  // The markers are the list's own, not text: no line of the answer starts with a dash.
  expect(await answer.textContent()).not.toMatch(/^\s*- /m);
  await expectNoAxeViolations(page, 'an answer with a list');
});
