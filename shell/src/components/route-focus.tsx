import { recoverFocus } from '@talentbrug/ui/page';
import { useLocation } from '@talentbrug/ui/router';
import { useEffect, useRef } from 'react';

/** A remote's page can take this long to download before its heading is there to focus. */
const PAGE_WAIT_MS = 10_000;

/**
 * After a navigation inside the app (a link, a form that leads on, a deleted account that lands
 * on the home page), the control that was used is gone with its page and the browser drops the
 * focus to <body>. The new page's h1 takes it once the page is there, or main when it has none,
 * so a keyboard or screen-reader user starts at what they came for. A page that puts the focus
 * somewhere itself (a wizard step, a form's first error) keeps it: only a lost focus moves, and
 * the first page of a visit is left alone (the browser's own start, and the first paint's).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    const main = document.getElementById('main');
    if (!main) return;
    return recoverFocus(
      () => {
        const heading = main.querySelector<HTMLElement>('h1');
        if (heading) return heading;
        // A loading indicator alone: the page, and its heading, are on their way.
        const loading = main.childElementCount === 1 && main.firstElementChild?.getAttribute('role') === 'status';
        return loading ? null : main;
      },
      { timeoutMs: PAGE_WAIT_MS },
    );
  }, [pathname]);
  return null;
}
