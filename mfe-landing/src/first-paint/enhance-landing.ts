import { ACCORDION_SELECTOR, enhanceAccordion } from '../features/faq/faq-controller.ts';
import { enhanceScrollLinks } from '../features/hero/utils/enhance-scroll-links.ts';

/**
 * Makes the landing's interactive parts work on prerendered markup: every FAQ accordion and
 * every scroll link inside root. Safe to call more than once and next to React (each
 * controller attaches once per element). Returns a cleanup that detaches all of them.
 *
 * Only plain DOM controllers may be imported here: this module is the standalone script's
 * whole program (enhance.ts), and the point of it is that React does not load.
 */
export function enhanceLanding(root: ParentNode): () => void {
  const cleanups = [
    ...Array.from(root.querySelectorAll<HTMLElement>(ACCORDION_SELECTOR), enhanceAccordion),
    enhanceScrollLinks(root),
  ];
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
