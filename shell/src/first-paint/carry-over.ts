// No imports of shared packages: this runs in the entry, before the async boundary (handoff.ts).

/** Set by the boot script on a prerendered form the visitor sent before the app took over. */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';

/**
 * Set by the boot script on the prerendered buttons the visitor clicked before the app took over:
 * the last plain button, and each toggle clicked an odd number of times.
 */
export const CLICK_PENDING_ATTRIBUTE = 'data-click-pending';

/**
 * A plain button (not a form's submit): its click is replayed. A toggle (aria-pressed) counts too:
 * the favourite's heart does nothing before the app runs, so the click that started the app would
 * be lost; one the boot script already turned (a password's 'Toon') is carried over by its state.
 */
export const isReplayableButton = (element: Element | null): element is HTMLButtonElement =>
  element instanceof HTMLButtonElement && element.type === 'button';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const controlsOf = (container: ParentNode): Control[] => [
  ...container.querySelectorAll<Control>('main input, main select, main textarea'),
];

/**
 * An input's kind for pairing. A password field is one kind shown or hidden: the app's toggle,
 * pressed by carryOverToggles, turns its input to text only when React renders again.
 */
const kindOf = (control: Control) => {
  const type = control.getAttribute('type');
  return `${control.tagName}:${type === 'password' ? 'text' : type}`;
};

/** The same control in both trees: the markup is the same, so position, kind and name agree. */
const sameKind = (a: Control, b: Control) => kindOf(a) === kindOf(b) && a.name === b.name;

function changed(control: Control): boolean {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked !== control.defaultChecked;
  }
  if (control instanceof HTMLSelectElement) return [...control.options].some((o) => o.selected !== o.defaultSelected);
  return control.value !== control.defaultValue;
}

/**
 * Sets a control the way a person does, so React's onChange sees it: React tracks the value a
 * controlled input last rendered and ignores an event when the DOM value equals it, so the value
 * goes through the prototype's setter (below React's own) before the event.
 */
function typeInto(target: Control, from: Control): void {
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    if (target.checked !== (from as HTMLInputElement).checked) target.click();
    return;
  }
  const prototype = Object.getPrototypeOf(target) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, from.value);
  target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const isFileInput = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === 'file';

/**
 * A file picked in the prerendered page goes to the app's same picker, with the change event its
 * onChange reads (a file input's value cannot be set; setting it threw and broke the handoff). The
 * label that opens the chooser is also the first touch that starts the app, so the chooser is
 * usually still open when the app takes over: the file picked after that is moved when it comes.
 */
function carryOverFile(target: HTMLInputElement, from: HTMLInputElement): void {
  const move = () => {
    if (!from.files || from.files.length === 0) return;
    target.files = from.files;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  };
  if (from.files && from.files.length > 0) move();
  else from.addEventListener('change', move, { once: true });
}

/**
 * Focus anywhere in the prerendered page (the skip link, main after it, a link) goes to the
 * element at the same place in the app's page, found by the same child positions.
 */
function carryOverFocus(prerendered: Element, app: Element): void {
  const active = document.activeElement;
  if (!active || active === prerendered || !prerendered.contains(active)) return;
  const path: number[] = [];
  for (let node: Element = active; node !== prerendered && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  let target: Element | undefined = app;
  for (const index of path) target = target?.children[index];
  if (target instanceof HTMLElement && target.tagName === active.tagName) target.focus({ preventScroll: true });
}

/**
 * Toggle buttons (aria-pressed: the password fields' 'Toon') the visitor pressed in the
 * prerendered page are pressed in the app's, paired by position; first, because a shown
 * password changes its input's type, by which the controls are paired.
 */
function carryOverToggles(prerendered: Element, app: Element): void {
  const from = [...prerendered.querySelectorAll<HTMLButtonElement>('main button[aria-pressed]')];
  const to = [...app.querySelectorAll<HTMLButtonElement>('main button[aria-pressed]')];
  if (from.length !== to.length) return;
  from.forEach((button, i) => {
    const target = to[i] as HTMLButtonElement;
    if (button.getAttribute('aria-pressed') !== target.getAttribute('aria-pressed')) target.click();
  });
}

const DISCLOSURES = 'main button[aria-expanded]';
/** Tries at opening the app's disclosures, a task apart: its effects set up what toggles them. */
const DISCLOSURE_TRIES = 5;

/**
 * Disclosures (aria-expanded: the landing's FAQ answers) the visitor opened or closed in the
 * prerendered page, through its small controller, are set the same in the app's, paired by
 * position and text. The app renders them closed and its controller starts in an effect, so the
 * app's own button is clicked after that has run, again a task later while a click changed nothing.
 */
function carryOverDisclosures(prerendered: Element, app: Element): void {
  const from = [...prerendered.querySelectorAll(DISCLOSURES)];
  const to = [...app.querySelectorAll<HTMLButtonElement>(DISCLOSURES)];
  if (from.length !== to.length) return;
  const wanted = from.flatMap((source, i) => {
    const target = to[i] as HTMLButtonElement;
    return source.textContent === target.textContent
      ? [{ target, expanded: source.getAttribute('aria-expanded') }]
      : [];
  });
  const settle = (tries: number) => {
    const pending = wanted.filter(({ target, expanded }) => target.getAttribute('aria-expanded') !== expanded);
    if (pending.length === 0 || tries === 0) return;
    for (const { target } of pending) target.click();
    setTimeout(() => settle(tries - 1), 0);
  };
  setTimeout(() => settle(DISCLOSURE_TRIES), 0);
}

/** Whether the visitor changed any of a prerendered page's form controls. */
export const typedInto = (prerendered: Element): boolean => controlsOf(prerendered).some(changed);

/**
 * The buttons the visitor clicked before the app took over (the menu, 'Genereer AI Matches', 'Log
 * uit', matches' favourite hearts) did nothing then: the app's same buttons, each paired by position
 * among the page's buttons and by its text and label, to be clicked once the app has rendered. The
 * boot script marks the last plain button and every toggle clicked an odd number of times.
 * Read before anything is carried over: a toggle the boot script turned already (a password's
 * 'Toon') differs from the app's and is carried by carryOverToggles, which clicks the app's.
 */
function pendingClicks(prerendered: Element, app: Element): HTMLButtonElement[] {
  const from = [...prerendered.querySelectorAll('button')];
  const to = app.querySelectorAll('button');
  return from.flatMap((source, index) => {
    const target = to[index] ?? null;
    // A disclosure's state is carried over by carryOverDisclosures; clicked again, it would close.
    if (!source.hasAttribute(CLICK_PENDING_ATTRIBUTE) || source.matches(DISCLOSURES)) return [];
    if (!isReplayableButton(target) || target.disabled) return [];
    const same = (attribute: string) => source.getAttribute(attribute) === target.getAttribute(attribute);
    return target.textContent === source.textContent && same('aria-label') && same('aria-pressed') ? [target] : [];
  });
}

/**
 * Moves what a visitor did in a prerendered page's forms before the app took over into the
 * app's same forms (ADR 0010): typed values and ticked boxes, a picked file, pressed toggles, opened
 * disclosures, the focus and caret, a submit the boot script held and the buttons clicked. Controls are paired by position, kind and name; when the two pages'
 * controls differ (the app rendered something else), nothing is carried over.
 */
export function carryOverInput(prerendered: Element, app: Element): void {
  const clicked = pendingClicks(prerendered, app);
  carryOverFocus(prerendered, app);
  carryOverToggles(prerendered, app);
  carryOverDisclosures(prerendered, app);
  const from = controlsOf(prerendered);
  const to = controlsOf(app);
  if (from.length !== to.length || from.some((control, i) => !sameKind(control, to[i] as Control))) return;
  const active = from.indexOf(document.activeElement as Control);
  from.forEach((control, i) => {
    const target = to[i] as Control;
    if (isFileInput(control)) carryOverFile(target as HTMLInputElement, control);
    else if (changed(control)) typeInto(target, control);
  });
  const target = to[active];
  if (target) {
    const source = from[active] as Control;
    target.focus({ preventScroll: true });
    try {
      if ('setSelectionRange' in target && 'selectionStart' in source && source.selectionStart !== null) {
        target.setSelectionRange(source.selectionStart, source.selectionEnd);
      }
    } catch {
      // Inputs such as type=email have no caret position to set.
    }
  }

  if (clicked.length > 0)
    setTimeout(() => {
      for (const button of clicked) button.click();
    }, 0);
  const sentForms = [...prerendered.querySelectorAll('main form')];
  const appForms = [...app.querySelectorAll<HTMLFormElement>('main form')];
  sentForms.forEach((form, i) => {
    const appForm = appForms[i];
    // After React has rendered the carried-over values: its submit handler reads them from state.
    if (form.hasAttribute(SUBMIT_PENDING_ATTRIBUTE) && appForm) setTimeout(() => appForm.requestSubmit(), 0);
  });
}
