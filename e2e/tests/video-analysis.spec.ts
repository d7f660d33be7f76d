import { FLEUR } from '@talentbrug/domain/testing/athletes';
import { athleteWithProfile, signInWithSession, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { phoneVideo } from '../support/videos.ts';

test.use({ viewport: { width: 360, height: 780 } });

/**
 * Issue 36 as an athlete meets it on a phone: a phone video that Chromium cannot play as uploaded
 * (HEVC, upright by a rotation flag) is analysed on the server; the profile shows its poster,
 * length and summary, and the analysis plays the rendition made for every browser, from a clip of
 * the strip, beside the findings.
 */
test('an upright phone video is analysed: poster, length, findings, a clip strip that plays the rendition from a clip @production', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const video = phoneVideo();
  const account = await athleteWithProfile({ email: uniqueEmail('video'), firstName: FLEUR.name }, FLEUR.profile);
  await signInWithSession(page, account);
  await page.goto('/profile');
  const videos = page.getByRole('region', { name: "Mijn Video's" });
  await videos.getByLabel(/Kies je highlightvideo/).setInputFiles(video);

  // While it runs the row says so; when it is done, the summary and the way in.
  const view = videos.getByRole('button', { name: /^Bekijk de analyse/ });
  await expect(view).toBeVisible({ timeout: 90_000 });
  await expect(videos.getByRole('img', { name: /^Beeld uit / })).toBeVisible();
  await expect(videos.getByText(/^Duur 0:12 · /)).toBeVisible();
  // Upright and 12 seconds long: two things to improve, never 'Klaar voor coaches'.
  await expect(videos.getByText(/^\d+ dingen om te verbeteren$/)).toBeVisible();
  await expectNoAxeViolations(page, '/profile with an analysed video');

  await view.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Upright, as the phone held it: the findings say to film it lying down.
  const fix = dialog
    .getByRole('listitem')
    .filter({ hasText: 'Verbeteren' })
    .filter({ hasText: /staand/ });
  await expect(fix).toBeVisible();
  // Twelve seconds is a clip, not a highlight video (shorter than a coach's first 30 to 60 seconds).
  await expect(
    dialog
      .getByRole('listitem')
      .filter({ hasText: 'Verbeteren' })
      .filter({ hasText: /te kort voor een highlightvideo/ }),
  ).toBeVisible();
  // Before anything plays: the dialog as it opens, its clip strip named by what it shows (WCAG 2.5.3).
  await expectNoAxeViolations(page, 'the analysis dialog as it opens', { include: '[role="dialog"]' });

  // The rendition plays in Chromium: it has a length, and its time goes on.
  const player = dialog.locator('video');
  await expect
    .poll(() => player.evaluate((el: HTMLVideoElement) => el.duration), { timeout: 20_000 })
    .toBeGreaterThan(11);
  expect(await player.evaluate((el: HTMLVideoElement) => el.videoHeight > el.videoWidth)).toBe(true);

  // The strip: a button per clip, named by its time; scrolls sideways inside the dialog at 360 px.
  const strip = dialog.getByRole('list', { name: 'Clips op volgorde' });
  const clips = strip.getByRole('button');
  await expect(clips).toHaveCount(video.shots);
  await expect(clips.nth(1)).toHaveAccessibleName(/^Clip 2, 0:04 tot 0:0[78]$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await player.evaluate((el: HTMLVideoElement) => {
    el.muted = true;
  });
  await clips.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => player.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(4.2);
  const at = await player.evaluate((el: HTMLVideoElement) => el.currentTime);
  await expect.poll(() => player.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(at);
  await expect(clips.nth(1)).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page, 'the analysis dialog');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();
});
