/**
 * Brings a section into view for 'Bekijk Demo': smoothly, unless the visitor asked the
 * system for reduced motion, and then moves focus to the section's heading so keyboard and
 * screen-reader users continue from there. Returns false when the section is missing, so
 * the link's own in-page jump can take over.
 */
export function scrollToSection(sectionId: string, focusId = sectionId, win: Window = window): boolean {
  const section = win.document.getElementById(sectionId);
  if (!section) return false;
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  win.document.getElementById(focusId)?.focus({ preventScroll: true });
  return true;
}
