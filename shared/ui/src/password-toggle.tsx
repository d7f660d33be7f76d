/**
 * The password field's show/hide toggle in plain DOM, for the prerendered /login, /signup and
 * /onboarding, whose app starts only when the visitor first touches the page (ADR 0014): the
 * shell's boot script attaches it to PasswordField's markup, and the takeover presses the app's
 * toggle when this one was pressed. It goes into that ~2 KB script, so it imports nothing.
 *
 * State lives in the markup, as with the menu controller: the input's `type`, the button's
 * `aria-pressed` and its visible word, the same three PasswordField renders from React state.
 */

/** Marks the toggle button; its `aria-controls` names the input. */
export const PASSWORD_TOGGLE_ATTRIBUTE = 'data-password-toggle';

/** The button's visible word; the visually hidden 'wachtwoord' after it completes its name. */
export const TOGGLE_WORD = { hidden: 'Toon', shown: 'Verberg' } as const;

const attached = new WeakSet<HTMLButtonElement>();

/** Whether the toggle's password is shown as text. */
export function passwordShown(button: HTMLButtonElement): boolean {
  return button.getAttribute('aria-pressed') === 'true';
}

/**
 * The input the button controls, looked for beside it first: while the app takes over a
 * prerendered form, both copies are in the document with the same ids (ADR 0010), and
 * getElementById would answer the prerendered one.
 */
function controlledInput(button: HTMLButtonElement): HTMLInputElement | null {
  const id = button.getAttribute('aria-controls') ?? '';
  const near = [...(button.parentElement?.querySelectorAll('input') ?? [])].find((input) => input.id === id);
  const found = near ?? button.ownerDocument.getElementById(id);
  return found instanceof HTMLInputElement ? found : null;
}

/** Shows or hides the password of `button`'s input; the input keeps its value, focus and caret. */
export function setPasswordShown(button: HTMLButtonElement, shown: boolean): void {
  const input = controlledInput(button);
  if (input) input.type = shown ? 'text' : 'password';
  button.setAttribute('aria-pressed', String(shown));
  const word = button.firstChild;
  if (word?.nodeType === Node.TEXT_NODE) word.textContent = `${shown ? TOGGLE_WORD.shown : TOGGLE_WORD.hidden} `;
}

/** Wires one toggle button (once, however often it is called); returns a function that unwires it. */
export function enhancePasswordToggle(button: HTMLButtonElement): () => void {
  if (attached.has(button)) return () => undefined;
  attached.add(button);
  const onClick = () => setPasswordShown(button, !passwordShown(button));
  button.addEventListener('click', onClick);
  return () => {
    button.removeEventListener('click', onClick);
    attached.delete(button);
  };
}

/** Wires every password toggle inside `scope`. */
export function enhancePasswordToggles(scope: ParentNode): void {
  for (const button of scope.querySelectorAll<HTMLButtonElement>(`button[${PASSWORD_TOGGLE_ATTRIBUTE}]`)) {
    enhancePasswordToggle(button);
  }
}
