import { recoverFocus } from '@talentbrug/ui/page';
import { useLocation } from '@talentbrug/ui/router';
import { useEffect, useRef } from 'react';

/** A remote's page can take this long to download before its heading is there to focus. */
const PAGE_WAIT_MS = 10_000;

/**
 * After a navigation inside the app (a link, a form that leads on, a deleted account that lands
 * on the home page), the control that was used is gone with its page and the browser drops the
 * focus to <body>; a link of the header stays, and the focus with it, where a screen reader says
 * nothing of the new page. The new page's h1 takes it once the page is there (and is read out),
 * or main when it has none, so a keyboard or screen-reader user starts at what they came for. A
 * page that puts the focus somewhere itself (a wizard step, a form's first error) keeps it: only a
 * focus lost or left in the header moves, and the first page of a visit is left alone (the
 * browser's own start, and the first paint's).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    const main = document.getElementById('main');
    if (!main) return;
    // A link of the header that led here keeps the focus: let go, it falls to the page's heading below.
    // (The first header of the document is the shell's: the pages' own come after it.)
    const active = document.activeElement as HTMLElement | null;
    if (active && document.querySelector('header')?.contains(active)) active.blur();
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
