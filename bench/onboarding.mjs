// Onboarding figures for bench/results.json (`onboarding`): the interaction latency of
// 'Volgende stap' at 4x CPU slowdown (Event Timing, the data INP is built from, plus web-vitals'
// INP per run) and the submit latency. Real Chromium against the built platform on loopback.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchChromium, percentile, webVitalsScript } from '@talentbrug/tooling/bench';
import { startBenchServer } from '@talentbrug/tooling/bench-server';

const PORT = 9312;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = 5;
const CPU_SLOWDOWN = 4;
const PASSWORD = 'Bench-Wachtwoord-2026';

/** Records every interaction's Event Timing entry and web-vitals' INP, before any app script runs. */
const observerScript = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__interactions.push({ name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  webVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true });
`;

export async function benchOnboarding(root) {
  const webVitals = webVitalsScript();
  const { exampleOnboardingData } = await import(join(root, 'shared/domain/src/onboarding/example.ts'));
  const { ONBOARDING_STEPS, visibleFields } = await import(join(root, 'shared/domain/src/onboarding/steps.ts'));
  const { choicesOf, getValue } = await import(join(root, 'shared/domain/src/onboarding/data.ts'));

  // The wizard's signup in place then signs in at once, so the submit follows directly.
  const server = await startBenchServer(root, {
    port: PORT,
    label: 'bench-onboarding',
    env: { AUTH_AUTOCONFIRM: 'true' },
  });
  const browser = await launchChromium();
  const nextStep = [];
  const inp = [];
  const submitRequest = [];
  const clickToSuccess = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript({ content: `${webVitals}\n${observerScript}` });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const data = exampleOnboardingData();
      data.personal.email = `bench.${Date.now()}.${run}@example.nl`;

      await page.goto(`${ORIGIN}/onboarding`);
      await page.getByText('Stap 1 van 6').waitFor();
      for (const [index, step] of ONBOARDING_STEPS.entries()) {
        // Only the fields this athlete is shown (the guardian block is for under-16s).
        for (const field of visibleFields(step, data)) {
          const control = page.locator(`#onb-${field.path.replaceAll('.', '-')}`);
          const value = getValue(data, field.path);
          if (field.type === 'checkbox') await control.setChecked(value === true);
          else if (field.type === 'checkboxes') {
            // A group of choices (the college levels): each box by its own label.
            const chosen = choicesOf(String(value));
            for (const option of field.options ?? []) {
              const box = control.getByRole('checkbox', { name: option.label, exact: true });
              await box.setChecked(chosen.includes(option.value));
            }
          } else if (field.type === 'select') await control.selectOption(String(value));
          else await control.fill(String(value));
        }
        if (index === ONBOARDING_STEPS.length - 1) break;
        const before = await page.evaluate(() => window.__interactions.length);
        await page.getByRole('button', { name: 'Volgende stap' }).click();
        await page.getByText(`Stap ${index + 2} van 6`).waitFor();
        await sleep(100);
        const clicks = await page.evaluate((from) => window.__interactions.slice(from), before);
        const worst = Math.max(
          0,
          ...clicks.filter((e) => e.name === 'click' || e.name.startsWith('pointer')).map((e) => e.duration),
        );
        nextStep.push(worst);
      }

      await page.getByRole('button', { name: /^Verzend naar / }).click();
      const gate = page.getByRole('region', { name: 'Nog één stap: je account' });
      await gate.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
      await gate.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
      const response = page.waitForResponse((res) => res.url().endsWith('/api/onboarding/submit'));
      const t0 = Date.now();
      await gate.getByRole('button', { name: 'Account aanmaken en verzenden' }).click();
      const answered = await response;
      // Since issue 12 a finished onboarding leads to the dashboard with the profile in it.
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      clickToSuccess.push(Date.now() - t0);
      const timing = answered.request().timing();
      submitRequest.push(Math.round(timing.responseEnd - timing.requestStart));
      inp.push(await page.evaluate(() => window.__inp ?? 0));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return {
    method:
      `${RUNS} runs of the whole wizard at 390 px with Chromium's CPU throttled ${CPU_SLOWDOWN}x. nextStep: per click on ` +
      "'Volgende stap', the longest Event Timing entry of that interaction (input delay + processing + next paint, " +
      'what INP is made of). inp: web-vitals onINP per run (all interactions, typing included). submit: the POST ' +
      '/api/onboarding/submit request (requestStart..responseEnd) and click on the account step until the ' +
      "dashboard's heading (signup with a session at once, submit, then the dashboard; before issue 12 it ended " +
      'at the success banner).',
    nextStep: {
      samples: nextStep.length,
      p75Ms: percentile(nextStep, 75),
      medianMs: percentile(nextStep, 50),
      maxMs: Math.max(...nextStep),
      targetP75Ms: 100,
    },
    inp: { perRunMs: inp, medianMs: percentile(inp, 50) },
    submit: {
      requestMedianMs: percentile(submitRequest, 50),
      requestMaxMs: Math.max(...submitRequest),
      clickToSuccessMedianMs: percentile(clickToSuccess, 50),
    },
  };
}

// Run alone: node bench/onboarding.mjs (after a build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..');
  console.log(JSON.stringify(await benchOnboarding(root), null, 2));
}
