import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('the athlete asks Sanne a popular question, sees her typing and the answer, and finds it after a reload', async ({
  page,
  signIn,
}) => {
  await signIn();
  // Hold the answer a moment, so the typing indicator can be seen as a person would.
  await page.route('**/api/ai/chat', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
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
  const answer = log
    .getByRole('listitem')
    .filter({ hasText: /^Sanne:/ })
    .last();
  await expect(answer).toContainText(/F-1|visum/i, { timeout: 15_000 });
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
