import { tempTree } from './test-app.ts';

export const SECRET = 'do-not-serve-5f1c';

/**
 * A STATIC_ROOT shaped like a built checkout: the shell's dist and the athlete remote's dist,
 * with secrets beside them that no URL may reach.
 */
export function createStaticFixture(): string {
  return tempTree({
    'secret.txt': SECRET,
    'shell/package.json': SECRET,
    'shell/dist/index.html': '<!doctype html><title>Talentbrug</title><div id="root"></div>',
    'shell/dist/main.0123abcd.js': 'console.log("shell")',
    'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'shell/dist/.env': SECRET,
    'mfe-athlete/package.json': SECRET,
    'mfe-athlete/dist/mf-manifest.json': '{"name":"athlete"}',
    'mfe-athlete/dist/mf-stats.json': '{"name":"athlete"}',
    'mfe-athlete/dist/remoteEntry.js': 'var athlete;',
    'mfe-athlete/dist/static/js/512.0123abcdef.js': 'chunk',
    'mfe-athlete/dist/static/css/512.89abcdef.css': '.a{}',
    'mfe-athlete/dist/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
}
