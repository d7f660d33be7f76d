import { tempTree } from './test-app.ts';

export const SECRET = 'do-not-serve-5f1c';

/** The shell's built index.html in miniature: SEO tags with relative URLs and the chrome's outlet. */
export const FIXTURE_INDEX = [
  '<!doctype html><html lang="nl"><head><title>Talentbrug</title>',
  '<meta name="description" content="Standaard">',
  '<meta name="robots" content="index, follow">',
  '<link rel="canonical" href="/">',
  '<meta property="og:title" content="Talentbrug"><meta property="og:description" content="Standaard">',
  '<meta property="og:url" content="/"><meta property="og:image" content="/og-image.jpg">',
  '<meta name="twitter:title" content="Talentbrug"><meta name="twitter:image" content="/og-image.jpg">',
  '</head><body><div id="root" class="tb-root"><header>menu</header><main id="main"><!--tb-outlet--></main></div>',
  '<script type="module" src="/boot.0123abcd.js" data-app="/main.0123abcd.js"></script></body></html>',
].join('');

/** What the landing remote's build writes next to its manifest (ADR 0003). */
export function landingPrerender(heading = 'Van talent naar een sportbeurs') {
  return {
    version: 1,
    css: ['prerender/pages.0123abcdef.css'],
    script: 'prerender/enhance.0123abcdef.js',
    pages: {
      '/': { title: 'Talentbrug: sportbeurs', description: 'De landing', html: `<div><h1>${heading}</h1></div>` },
      '/terms': {
        title: 'Algemene voorwaarden | Talentbrug',
        description: 'Voorwaarden',
        html: '<h1>Voorwaarden</h1>',
      },
    },
  };
}

/**
 * A STATIC_ROOT shaped like a built checkout: the shell's dist and the athlete remote's dist,
 * with secrets beside them that no URL may reach.
 */
export function createStaticFixture(): string {
  return tempTree({
    'secret.txt': SECRET,
    'shell/package.json': SECRET,
    'shell/dist/index.html': FIXTURE_INDEX,
    'shell/dist/main.0123abcd.js': 'console.log("shell")',
    'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'shell/dist/.env': SECRET,
    'mfe-landing/dist/prerender.json': JSON.stringify(landingPrerender()),
    'mfe-landing/dist/prerender/pages.0123abcdef.css': 'h1{color:navy}',
    'mfe-athlete/package.json': SECRET,
    'mfe-athlete/dist/mf-manifest.json': '{"name":"athlete"}',
    'mfe-athlete/dist/preload.json': '{"version":1,"exposes":{}}',
    'mfe-athlete/dist/mf-stats.json': '{"name":"athlete"}',
    'mfe-athlete/dist/remoteEntry.js': 'var athlete;',
    'mfe-athlete/dist/static/js/512.0123abcdef.js': 'chunk',
    'mfe-athlete/dist/static/css/512.89abcdef.css': '.a{}',
    'mfe-athlete/dist/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
}
