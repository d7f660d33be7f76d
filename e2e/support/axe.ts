import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every axe check in the suite holds the product to: WCAG 2.2 AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe on the page as it stands (or only on `include`, a selector) finds nothing. A failure names
 * each rule with the elements it flagged, so the report says what to fix without a rerun.
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), { include }: { include?: string } = {}) {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`.trim()),
  }));
  expect(summary, `axe on ${label}: ${JSON.stringify(summary, null, 2)}`).toEqual([]);
}
