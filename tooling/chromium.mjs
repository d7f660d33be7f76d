// The one browser of the bench, the generator's test and (through e2e/support/env.ts's copy) the
// e2e suite: Debian's Chromium, never one downloaded by a tool, started with the same flags.
import { execFileSync } from 'node:child_process';

/** The flags of every Chromium the bench starts, the same as e2e/playwright.config.ts's launchOptions. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, or CHROMIUM_PATH: nothing here downloads a browser of its own. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error("Chromium not found: install Debian's chromium (npm test does this) or set CHROMIUM_PATH");
  }
}
