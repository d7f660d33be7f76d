import { FLEUR } from '@talentbrug/domain/testing/athletes';
import { appRan } from '../support/app-start.ts';
import { athleteWithProfile, signInWithSession, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** A hockey player (dames) in the hoofdklasse with her matching facts on the profile, as the API stores them. */
const hockeyAthlete = () => athleteWithProfile({ email: uniqueEmail('hockey'), firstName: 'Fleur' }, FLEUR.profile);

test('an athlete generates matches, filters, opens one, marks a favourite and a status, and finds both after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await hockeyAthlete();
  await signInWithSession(page, account);
  await page.goto('/matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn Matches' })).toBeVisible();

  await page.getByRole('button', { name: 'Genereer AI Matches' }).click();
  await expect(page.getByText('Matches succesvol gegenereerd! 🎉')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThan(10);
  await expect(page.getByRole('button', { name: 'Genereer Nieuwe Matches' })).toBeEnabled();

  // The chips really filter.
  await page.getByRole('button', { name: 'Top 10', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Top 10', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'Alle', exact: true }).click();
  await expect(cards).toHaveCount(total);

  await expectNoAxeViolations(page);

  // The best match in detail: why it fits, the parts of its score.
  const first = cards.first();
  const school = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  await first.getByRole('button', { name: school, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: school });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Waarom dit past' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Opbouw van de score' })).toBeVisible();
  await expectNoAxeViolations(page, 'the match detail', { include: '[role="dialog"]' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Favourite and pipeline status, saved on the server.
  const favourite = first.getByRole('button', { name: `Favoriet: ${school}`, exact: true });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  const saved = page.waitForResponse((r) => r.url().includes('/api/matches/') && r.request().method() === 'PATCH');
  await first.getByRole('combobox', { name: `Status van ${school}` }).selectOption('contacted');
  expect((await saved).status()).toBe(200);

  // The map shows the matches and a dot opens its match.
  const map = page.getByRole('region', { name: 'Op de kaart' });
  await map.scrollIntoViewIfNeeded();
  const dot = map
    .getByRole('list', { name: 'Matches op de kaart' })
    .getByRole('button', { name: /% match$/ })
    .first();
  await expect(dot).toBeVisible();
  await expectNoAxeViolations(page);
  const dotSchool = ((await dot.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
  await dot.click();
  await expect(page.getByRole('dialog', { name: dotSchool })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  const again = page.getByRole('article', { name: school }).first();
  await expect(again.getByRole('button', { name: `Favoriet: ${school}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(again.getByRole('combobox', { name: `Status van ${school}` })).toHaveValue('contacted');
});

/**
 * One athlete's matches serve both phone widths: generated at the narrowest, the window then
 * resized (the map groups its dots anew for the width it is drawn at, a ResizeObserver). At the
 * last width the same list is sorted by one part of the score (issue 33).
 */
const PHONE_WIDTHS = [360, 390];

test(`a cluster's list on the map stays on a ${PHONE_WIDTHS.join(' and ')} px screen, and 'Sorteer op' orders the cards`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: PHONE_WIDTHS[0] ?? 360, height: 800 });
  await signInWithSession(page, await hockeyAthlete());
  await page.goto('/matches');
  await page.getByRole('button', { name: 'Genereer AI Matches' }).click();

  await test.step('the three figures of the stats stand on one line at 360 px, each label under its own', async () => {
    // 'Favorieten' takes one line where the other labels wrap: its '0' stood lower than the other two.
    const stats = page.getByRole('region', { name: 'In deze selectie' });
    await expect(stats.locator('dd')).toHaveCount(3);
    const tops = (selector: string) =>
      stats.locator(selector).evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
    const [figures, labels] = [await tops('dd'), await tops('dt')];
    expect(new Set(figures).size, `figures at ${figures.join(', ')}`).toBe(1);
    expect(new Set(labels).size, `labels at ${labels.join(', ')}`).toBe(1);
    expect(labels[0] ?? 0).toBeGreaterThan(figures[0] ?? 0);
  });

  const map = page.getByRole('list', { name: 'Matches op de kaart' });
  for (const width of PHONE_WIDTHS) {
    await test.step(`a cluster's list on the map stays on a ${width} px screen`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await map.scrollIntoViewIfNeeded();
      const clusters = map.getByRole('button', { name: /^\d+ scholen bij / });
      await expect(clusters.first()).toBeVisible();
      // The cluster nearest the right edge, where the list has the least room.
      const lefts = await clusters.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().left));
      const rightmost = clusters.nth(lefts.indexOf(Math.max(...lefts)));
      await rightmost.click();
      await expect(rightmost).toHaveAttribute('aria-expanded', 'true');
      const list = rightmost.locator('xpath=following-sibling::ul');
      await expect(list.getByRole('button').first()).toBeVisible();
      const box = await list.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // Closed again, so the next width starts from the map as it first shows.
      await rightmost.click();
      await expect(rightmost).toHaveAttribute('aria-expanded', 'false');
    });
  }

  await test.step(`'Sorteer op: Kosten na beurs' orders the cards by that part at ${PHONE_WIDTHS.at(-1)} px`, async () => {
    const schools = page.getByRole('article').getByRole('heading', { level: 3 });
    const best = await schools.allTextContents();
    const sort = page.getByRole('combobox', { name: 'Sorteer op' });
    await sort.scrollIntoViewIfNeeded();
    await sort.selectOption({ label: 'Kosten na beurs' });
    await expect(page.getByText(/, gesorteerd op kosten na beurs\.$/)).toBeVisible();
    const parts = await page
      .getByRole('article')
      .getByText(/^Kosten na beurs: \d+\/100$/)
      .allTextContents();
    const costs = parts.map((text) => Number(/(\d+)\/100/.exec(text)?.[1]));
    expect(costs).toHaveLength(best.length);
    expect(costs).toEqual(costs.toSorted((a, b) => b - a));
    const byCost = await schools.allTextContents();
    expect(byCost).not.toEqual(best);
    expect(byCost.toSorted()).toEqual(best.toSorted());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTHS.at(-1));
    await expectNoAxeViolations(page);
  });

  await test.step(`three schools compared at ${PHONE_WIDTHS.at(-1)} px keep their row labels in view when scrolled sideways`, async () => {
    const ticks = page.getByRole('article').getByRole('checkbox', { name: /^Vergelijk / });
    for (const at of [0, 1, 2]) await ticks.nth(at).check();
    const table = page.getByRole('table', { name: 'Vergelijking van 3 scholen' });
    await expect(table).toBeVisible();
    const label = table.getByRole('rowheader', { name: 'Match' });
    await label.scrollIntoViewIfNeeded();
    // The table is wider than the phone: its box scrolls, the page does not.
    const scroller = table.locator('xpath=..');
    const room = await scroller.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(room).toBeGreaterThan(0);
    await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    const [labelBox, scrollerBox] = [await label.boundingBox(), await scroller.boundingBox()];
    expect(Math.round(labelBox?.x ?? -1)).toBeGreaterThanOrEqual(Math.floor(scrollerBox?.x ?? 0));
    await expect(label).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_WIDTHS.at(-1));
    await expectNoAxeViolations(page);
  });
});

test.describe('in another time zone than the server and Amsterdam', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the first generation says only that it succeeded, and its time is Amsterdam time on the server render and in the app @production', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInWithSession(page, await hockeyAthlete());
    await page.goto('/matches');
    const emptyToast = page.getByText('Nog geen matches. Genereer je eerste matches!');
    const emptyState = page.getByRole('heading', { name: 'Nog geen matches' });
    await page.keyboard.press('Tab');
    await expect(emptyToast).toBeVisible();
    await expect(emptyState).toBeVisible();

    // While the generation runs and once it is done, nothing says there are no matches.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/matches/generate', async (route) => {
      await held;
      await route.continue();
    });
    const generated = page.waitForResponse((r) => r.url().endsWith('/api/matches/generate'));
    await page.getByRole('button', { name: 'Genereer AI Matches' }).click();
    // At once, not when its 3 s are up (its exit animation may take a moment on a busy machine).
    await expect(emptyToast).toBeHidden({ timeout: 2500 });
    await expect(emptyState).toBeHidden();
    answer();
    await expect(page.getByText('Matches succesvol gegenereerd! 🎉')).toBeVisible();
    await expect(emptyToast).toBeHidden();
    await expect(emptyState).toBeHidden();

    const { generated_at: at } = (await (await generated).json()) as { generated_at: string };
    const amsterdam = new Intl.DateTimeFormat('nl-NL', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Amsterdam',
    }).format(new Date(at));
    const calculated = page.getByText(/^Berekend op /);
    await expect(calculated).toContainText(amsterdam);

    // After a reload the server renders the page (ADR 0017); the app takes over at the first key.
    await page.reload();
    await expect(calculated).toContainText(amsterdam);
    await page.keyboard.press('Tab');
    await expect.poll(() => appRan(page)).toBe(true);
    await expect(calculated).toContainText(amsterdam);
  });
});
