/**
 * The mobile menu's behaviour, in plain DOM so that one implementation serves both the app
 * (Nav attaches it to its header) and the prerendered landing pages, where React never
 * boots for an anonymous visitor and a tiny boot script attaches it instead. It goes into
 * that ~2 KB script, so it imports nothing. The signed-in header's account menu uses the
 * same controller (enhanceDisclosure), so both behave alike.
 *
 * State lives in the markup, never in React: the button's `aria-expanded` and the panel's
 * `data-open` attribute (present while open). CSS styles the open panel and the icon swap
 * from those attributes. React renders them once, closed, with constant values, so a
 * re-render never patches over what the controller set.
 */
export interface MenuController {
  /** Closes the panel (no-op when closed); focus stays where it is. */
  close(): void;
  /** Closes, removes every listener and the marker, so the header can be enhanced again. */
  destroy(): void;
}

/** Set on a header (or another disclosure's scope) while a controller is attached to it. */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';
/** Present on the panel while the menu is open. */
export const OPEN_ATTRIBUTE = 'data-open';

const controllers = new WeakMap<HTMLElement, MenuController>();

/**
 * Wires the menu button of `header` (its first `button[aria-controls]`) to its panel. Calling
 * it again on the same header returns the attached controller and attaches nothing twice: the
 * boot script and React may both reach the same header.
 */
export function enhanceMenu(header: HTMLElement): MenuController {
  return enhanceDisclosure(header, header.querySelector<HTMLButtonElement>('button[aria-controls]'));
}

/**
 * The same behaviour for any disclosure inside `scope` (the header's menu, the account menu):
 * the button toggles the panel it controls; Escape closes it and gives focus back to the
 * button; a pointer or focus moving outside `scope` closes it, and so does following a link
 * inside it. Attaches once per scope.
 */
export function enhanceDisclosure(scope: HTMLElement, button: HTMLButtonElement | null): MenuController {
  const existing = controllers.get(scope);
  if (existing) return existing;

  const doc = scope.ownerDocument;
  const panel = button && doc.getElementById(button.getAttribute('aria-controls') ?? '');

  const setOpen = (open: boolean) => {
    if (!button || !panel) return;
    button.setAttribute('aria-expanded', String(open));
    panel.toggleAttribute(OPEN_ATTRIBUTE, open);
    // The page-wide listeners exist only while open: a closed menu costs nothing.
    if (open) {
      doc.addEventListener('keydown', onKey);
      doc.addEventListener('pointerdown', onPointer);
    } else {
      doc.removeEventListener('keydown', onKey);
      doc.removeEventListener('pointerdown', onPointer);
    }
  };
  const isOpen = () => button?.getAttribute('aria-expanded') === 'true';

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    // Focus may have been on a link inside the panel that is now hidden.
    button?.focus();
  };
  const onPointer = (event: PointerEvent) => {
    if (!scope.contains(event.target as Node)) setOpen(false);
  };
  // Tabbing on past the panel's last item: an open panel would cover what now has focus.
  // A window losing focus has no related target and leaves the panel as it is.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (isOpen() && next instanceof Node && !scope.contains(next)) setOpen(false);
  };
  const onToggle = () => setOpen(!isOpen());
  // Any link in the scope (the header's brand too) leads somewhere else, where the menu is closed.
  // Listening on the scope also covers links React swaps in after sign-in.
  const onLinkClick = (event: MouseEvent) => {
    if ((event.target as Element).closest?.('a[href]') && isOpen()) setOpen(false);
  };

  button?.addEventListener('click', onToggle);
  scope.addEventListener('click', onLinkClick);
  scope.addEventListener('focusout', onFocusOut);
  scope.setAttribute(ENHANCED_ATTRIBUTE, '');

  const controller: MenuController = {
    close: () => {
      if (isOpen()) setOpen(false);
    },
    destroy: () => {
      controller.close();
      button?.removeEventListener('click', onToggle);
      scope.removeEventListener('click', onLinkClick);
      scope.removeEventListener('focusout', onFocusOut);
      scope.removeAttribute(ENHANCED_ATTRIBUTE);
      controllers.delete(scope);
    },
  };
  controllers.set(scope, controller);
  return controller;
}

/**
 * Marks the navigation item of the page being shown with aria-current="page", as NavLink does
 * in the app, for a prerendered header whose markup was rendered for no page in particular.
 */
export function markCurrentPage(header: HTMLElement, pathname: string): void {
  for (const link of header.querySelectorAll<HTMLAnchorElement>('nav a[href]')) {
    if (link.getAttribute('href') === pathname) link.setAttribute('aria-current', 'page');
  }
}
