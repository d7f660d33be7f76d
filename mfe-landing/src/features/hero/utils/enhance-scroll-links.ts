import { scrollToSection } from './scroll-to-section.ts';

/** Set on a link while its handler is attached, so a second call does nothing. */
const ENHANCED_ATTRIBUTE = 'data-enhanced';

/**
 * Makes every in-page link marked `data-scroll-to="<section id>"` (and optionally
 * `data-focus="<heading id>"`) scroll with scrollToSection instead of jumping. The only copy
 * of this behaviour: the prerendered landing runs it without React (src/first-paint/enhance.ts),
 * the Hero attaches it from an effect. A link already enhanced is left alone, as the
 * standalone script and React may both reach it. Returns a cleanup that detaches the handlers.
 */
export function enhanceScrollLinks(root: ParentNode): () => void {
  const cleanups: (() => void)[] = [];
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-scroll-to]')) {
    if (link.hasAttribute(ENHANCED_ATTRIBUTE)) continue;
    link.setAttribute(ENHANCED_ATTRIBUTE, '');
    const onClick = (event: MouseEvent) => {
      // A modified or middle click asks the browser for a new tab or window: let it.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const section = link.dataset.scrollTo;
      // When the section is missing the link's own jump to #<id> still does something useful.
      if (section && scrollToSection(section, link.dataset.focus ?? section)) event.preventDefault();
    };
    link.addEventListener('click', onClick);
    cleanups.push(() => {
      link.removeEventListener('click', onClick);
      link.removeAttribute(ENHANCED_ATTRIBUTE);
    });
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
