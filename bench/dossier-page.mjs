// The recruiting dossier's public page (issue 37): what a US college coach opens on a phone. A
// hockey athlete publishes her dossier, makes a link, and Lighthouse (the same mobile preset as the
// app pages) audits the page the link opens, as a coach without any session gets it. Reported:
// the scores and timings, the JavaScript the page runs (the target: under 30 KB; the page is meant
// to run none), the document's size, and the views the audits left on the link (Lighthouse's mobile
// preset sends an ordinary phone's User-Agent, so its visits count as a coach's phone's would).
// `node bench/dossier-page.mjs` re-measures it alone.
import { gzipSync } from 'node:zlib';
import { fetchJson, hockeyAthlete, runAlone } from '@talentbrug/tooling/bench';
import { APP_LIGHTHOUSE_BUDGETS } from './app-lighthouse.mjs';
import { auditPage, budgetChecks, failedAuditsOf, mediansOf, scriptWeight, withAuditBrowser } from './lighthouse.mjs';

const PORT = 9338;
const DEBUG_PORT = 9339;
const RUNS = 3;

/**
 * The app pages' targets (issue 37: Lighthouse mobile >= 95, as theirs). SEO is reported, not held: the
 * page is `noindex` on purpose (a dossier is shared by link, never found by a search engine), which
 * Lighthouse's is-crawlable audit marks down.
 */
export const DOSSIER_PAGE_BUDGETS = { ...APP_LIGHTHOUSE_BUDGETS, seo: 0 };
export const DOSSIER_PAGE_JS_CEILING_KB = 30;

/** The athlete's dossier, published with her parent's consent (the bench profile has no birth date). */
const DOSSIER = {
  position_en: 'Midfielder',
  about_en:
    'Left-footed midfielder who reads the game early. I train five times a week at my club and want to study sports science in the US.',
  achievements_en: 'Dutch champion U18 (2025). Selected for the regional talent team three years in a row.',
  parent_consent: { parent_email: 'ouder.bench@example.com', given_on: '2026-01-15' },
  published: true,
};

export async function benchDossierPage(root) {
  return withAuditBrowser(
    root,
    { port: PORT, debugPort: DEBUG_PORT, label: 'dossier-page' },
    async ({ server, browser }) => {
      const { headers } = await hockeyAthlete(server.origin, 'dossier-page');
      await fetchJson(server.origin, '/api/dossier', { method: 'PUT', headers, body: JSON.stringify(DOSSIER) });
      const { link } = await fetchJson(server.origin, '/api/dossier/links', {
        method: 'POST',
        headers,
        body: JSON.stringify({ label: 'Bench University' }),
      });
      const url = link.url.replace(/^https?:\/\/[^/]+/, server.origin);
      const document = await fetch(url, { headers: { 'user-agent': 'talentbrug-bench (script)' } });
      const html = Buffer.from(await document.arrayBuffer());
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        console.log(`\u25b6 Lighthouse /r/{token} run ${i + 1}/${RUNS}`);
        runs.push(await auditPage(browser, url));
      }
      const { perRun, medians, medianRun } = mediansOf(runs);
      const scripts = await scriptWeight(medianRun, server.origin);
      const { links } = await fetchJson(server.origin, '/api/dossier/links', { headers });
      return {
        method:
          "Lighthouse default mobile preset (simulated throttling: slow 4G, 4x CPU) in Debian's Chromium, " +
          `${RUNS} runs against ${server.origin}/r/{token} (the server in all-in-one mode, PGlite): a hockey athlete ` +
          'with the bench profile publishes her dossier (English texts, parent consent) and makes one link; ' +
          'medians per figure. jsGzipKB = every script the median run executed, gzipped at level 9. ' +
          "viewsAfterAudits = the views the link counts after the audits (Lighthouse's mobile preset sends a phone's " +
          'User-Agent, so a run counts as a visit unless it falls within the same visit). SEO: is-crawlable fails by ' +
          "design (noindex), robots-txt because the page's CSP lets it fetch nothing.",
        budgets: DOSSIER_PAGE_BUDGETS,
        median: { ...medians, jsGzipKB: scripts.gzipKB },
        runs: perRun,
        document: {
          status: document.status,
          rawBytes: html.length,
          gzipBytes: gzipSync(html, { level: 9 }).length,
        },
        jsCeilingKB: DOSSIER_PAGE_JS_CEILING_KB,
        withinBudget: {
          ...budgetChecks(medians, DOSSIER_PAGE_BUDGETS),
          js: scripts.gzipKB <= DOSSIER_PAGE_JS_CEILING_KB,
        },
        failedAudits: failedAuditsOf(runs),
        viewsAfterAudits: links.find((candidate) => candidate.id === link.id)?.views ?? null,
      };
    },
  );
}

await runAlone(import.meta.url, 'dossierPage', benchDossierPage);
