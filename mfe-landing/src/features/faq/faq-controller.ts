/**
 * The FAQ accordion's behaviour as plain DOM code, the only copy of it. The prerendered
 * landing runs it from a small standalone script without React (src/first-paint/enhance.ts);
 * when the app does boot, `FaqAccordion` attaches the same controller from an effect.
 *
 * The markup it expects is FaqAccordion's: a container marked `data-accordion`, items marked
 * `data-accordion-item`, each with a question `<button aria-expanded aria-controls>` and its
 * answer panel (the element with that id, `hidden` while closed). The open state lives in the
 * DOM alone: the button's aria-expanded, the panel's hidden and the item's `data-open`, which
 * the stylesheet reads.
 */

/** Set on a container while a controller is attached, so a second call does nothing. */
const ENHANCED_ATTRIBUTE = 'data-enhanced';
/** Finds the containers to hand to enhanceAccordion in a page. */
export const ACCORDION_SELECTOR = '[data-accordion]';
const ITEM_ATTRIBUTE = 'data-accordion-item';
const OPEN_ATTRIBUTE = 'data-open';

const QUESTION_SELECTOR = `[${ITEM_ATTRIBUTE}] button[aria-controls]`;

/**
 * Makes one accordion interactive: a click (and Enter or Space, which native buttons turn
 * into clicks) opens or closes that answer, several may be open at once; Arrow Down/Up
 * (wrapping), Home and End move focus between the questions. Returns a cleanup that detaches
 * it. Calling it on a container that is already enhanced attaches nothing and returns a
 * no-op: the standalone script and React may both reach the same markup.
 */
export function enhanceAccordion(container: HTMLElement): () => void {
  if (container.hasAttribute(ENHANCED_ATTRIBUTE)) return () => {};
  container.setAttribute(ENHANCED_ATTRIBUTE, '');

  // Read on every event rather than once: the markup is static, but this keeps the
  // controller right if an item is ever added or removed after it attached.
  const questions = () => Array.from(container.querySelectorAll<HTMLButtonElement>(QUESTION_SELECTOR));

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Node)) return;
    const question = questions().find((button) => button.contains(target));
    if (question) setOpen(question, question.getAttribute('aria-expanded') !== 'true');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const all = questions();
    const index = all.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const last = all.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    all[next]?.focus();
  };

  container.addEventListener('click', onClick);
  container.addEventListener('keydown', onKeyDown);
  return () => {
    container.removeEventListener('click', onClick);
    container.removeEventListener('keydown', onKeyDown);
    container.removeAttribute(ENHANCED_ATTRIBUTE);
  };
}

function setOpen(question: HTMLButtonElement, open: boolean) {
  const item = question.closest<HTMLElement>(`[${ITEM_ATTRIBUTE}]`);
  question.setAttribute('aria-expanded', String(open));
  item?.toggleAttribute(OPEN_ATTRIBUTE, open);
  const panel = item ? panelIn(item, question.getAttribute('aria-controls') ?? '') : undefined;
  if (panel) panel.hidden = !open;
}

/**
 * The panel is looked up inside its own item, not with document.getElementById: during the
 * shell's handover (ADR 0003) the prerendered page and the app's render of it are both in
 * the document, with the same ids, and the first match would be the other copy's panel.
 */
function panelIn(item: HTMLElement, id: string): HTMLElement | undefined {
  return Array.from(item.querySelectorAll<HTMLElement>('[id]')).find((element) => element.id === id);
}
