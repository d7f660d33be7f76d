import { type ReactNode, useEffect, useRef } from 'react';
import { SKIP_LINK } from '../texts.ts';
import { trackChromeBottom } from './chrome-bottom.ts';

/**
 * The page's frame: the skip link, the header, an account notice and the main region the
 * skip link targets. The app (app.tsx) and the prerendered chrome (first-paint/render-chrome.tsx)
 * both render this one component, so the markup painted before any script runs is the markup
 * the app mounts. The notice sits outside main on purpose: the prerender handoff waits for
 * main's own content (first-paint/handoff.ts), and a banner there would end that wait too early.
 */
export function ShellLayout({
  header,
  notice,
  children,
}: {
  header: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const main = useRef<HTMLElement>(null);
  useEffect(() => (main.current ? trackChromeBottom(main.current) : undefined), []);
  return (
    <>
      <a className="tb-skip-link" href="#main">
        {SKIP_LINK}
      </a>
      {header}
      {notice}
      <main ref={main} id="main" className="tb-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
