import type { Page } from '@playwright/test';
import { FLEUR } from '@talentbrug/domain/testing/athletes';
import { athleteWithProfile, signUpAndLogin, uniqueEmail } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The pages run under the server's Content-Security-Policy (no 'unsafe-eval') without a single
 * violation, also while their forms validate. Chromium reports every refused eval as an issue,
 * even when the code catches it, and Lighthouse's best-practices audit `inspector-issues` counts
 * them (issue 15): classic zod's object schemas probed `new Function` on /onboarding and every
 * signed-in page; zod/mini's never do (ADR 0009). Read the way Lighthouse reads them: DevTools
 * issues over CDP.
 */
async function recordCspIssues(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const issues: string[] = [];
  cdp.on('Audits.issueAdded', ({ issue }) => {
    const details = issue.details.contentSecurityPolicyIssueDetails;
    if (issue.code === 'ContentSecurityPolicyIssue' && details) {
      issues.push(
        `${details.violatedDirective} ${details.contentSecurityPolicyViolationType} ${details.sourceCodeLocation?.url ?? ''}`,
      );
    }
  });
  await cdp.send('Audits.enable');
  return issues;
}

test('the onboarding wizard validates its first step without a CSP violation @production', async ({ page }) => {
  const issues = await recordCspIssues(page);
  await page.goto('/onboarding');
  await page.getByLabel('Voornaam').fill('Fleur');
  // Going on with the step half filled makes the step's schema parse and report the rest.
  await page.getByRole('button', { name: /Volgende/ }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(issues).toEqual([]);
});

test('the signed-in pages load and parse their data without a CSP violation @production', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await athleteWithProfile({ email: uniqueEmail('csp'), firstName: FLEUR.name }, FLEUR.profile);
  const issues = await recordCspIssues(page);
  await signUpAndLogin(page, account);
  for (const path of ['/dashboard', '/matches', '/profile', '/aicoach']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Laden...')).toHaveCount(0);
    expect(issues, path).toEqual([]);
  }
});
