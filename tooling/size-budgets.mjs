// The size budgets in KB (gzip level 9) that `npm test` enforces after the build
// (scripts/tasks/size-check.mjs) and that `npm run bench` reports beside its Lighthouse figures
// (bench/lighthouse.mjs). landingCriticalPath is the landing issue's budget.
export const BUDGETS_KB = {
  landingCriticalPath: 120,
  bootScript: 5,
  anyRoute: 320,
  // 9.6-12.6 KB since the federation runtime comes from its ES module build (ADR 0012).
  remoteEntry: 14,
  landingPage: 16,
};
