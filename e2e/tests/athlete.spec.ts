import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DAAN } from '@talentbrug/domain/testing/athletes';
import { athleteWithProfile, signInWithSession, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const VIDEO = fileURLToPath(new URL('../fixtures/highlight.mp4', import.meta.url));

/** Daan without his GPA and, as he has, without a video: his profile scores 60. */
const athleteWithoutGpa = () =>
  athleteWithProfile({ email: uniqueEmail('voetbal'), firstName: DAAN.name }, { ...DAAN.profile, academic_gpa: null });

const score = (page: Page) => page.getByRole('progressbar').first();

test('the athlete completes the profile, uploads, plays and deletes a highlight video, and the dashboard follows @production', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await athleteWithoutGpa();
  await signInWithSession(page, account);
  await page.goto('/dashboard');

  // The dashboard: 60%, nothing of the checklist done yet.
  await expect(page.getByText(/^Hoi Daan!/)).toBeVisible();
  await expect(score(page)).toHaveAttribute('aria-valuenow', '60');
  await expect(page.getByText('0 van 5 taken gedaan').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The profile: add the GPA in the edit modal.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn Profiel' })).toBeVisible();
  await page.getByRole('button', { name: 'Profiel bewerken' }).click();
  const edit = page.getByRole('dialog', { name: 'Profiel bewerken' });
  await expect(edit).toBeVisible();
  await expectNoAxeViolations(page);
  // A wrong value first: the Dutch error at the field, axe clean, nothing saved.
  await edit.getByLabel('Lengte (cm)').fill('72,5');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit.getByText('Gebruik een heel getal.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await edit.getByLabel('Lengte (cm)').fill('');
  await edit.getByLabel('GPA', { exact: true }).fill('3,4');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Profiel succesvol opgeslagen! ✅')).toBeVisible();
  await expect(edit).toBeHidden();

  // Upload a real MP4: progress, then success, then the video in the list and on the profile.
  const videos = page.getByRole('region', { name: "Mijn Video's" });
  await videos.getByLabel(/Kies je highlightvideo/).setInputFiles(VIDEO);
  await expect(videos.getByRole('status').filter({ hasText: 'Upload Succesvol!' })).toBeVisible();
  await expect(videos.getByRole('heading', { level: 3, name: 'highlight.mp4' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Play it: the browser streams it from its signed link.
  await videos.getByRole('button', { name: /^Afspelen\s*:\s*highlight\.mp4$/ }).click();
  const player = page.getByRole('dialog', { name: 'highlight.mp4' });
  await expect(player).toBeVisible();
  await expect
    .poll(() => player.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(await player.locator('video').evaluate((video: HTMLVideoElement) => Math.round(video.duration))).toBe(2);
  await expectNoAxeViolations(page);
  await player.getByRole('button', { name: 'Sluiten' }).click();

  // Its analysis is done (the dashboard's task reads it): the fixture is too short for a highlight video.
  await expect(videos.getByText('1 ding om te verbeteren')).toBeVisible({ timeout: 60_000 });

  // The dashboard follows: a complete profile and a video. The fixture lasts 2 seconds, too short
  // for a highlight video (under 30 s is a point to improve), so its task is not done yet and says why.
  await page.goto('/dashboard');
  await expect(score(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('1 van 5 taken gedaan').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Je video: 1 punt om te verbeteren' })).toBeVisible();

  // Delete the video: the profile's link goes with it.
  await page.goto('/profile');
  await videos.getByRole('button', { name: /^Verwijderen\s*:\s*highlight\.mp4$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Video verwijderen?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByText('Video verwijderd.')).toBeVisible();
  await expect(videos.getByRole('heading', { level: 3, name: 'highlight.mp4' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(score(page)).toHaveAttribute('aria-valuenow', '80');
  await expect(page.getByText('0 van 5 taken gedaan').first()).toBeVisible();
});
