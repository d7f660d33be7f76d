import type { ReactNode } from 'react';

/**
 * The page's frame: the skip link, the header and the main region it targets. The app
 * (app.tsx) and the prerendered chrome (prerender/render-chrome.tsx) both render this one
 * component, so the markup painted before any script runs is the markup the app mounts.
 */
export function ShellLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      <a className="tb-skip-link" href="#main">
        Naar de inhoud
      </a>
      {header}
      <main id="main" className="tb-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
