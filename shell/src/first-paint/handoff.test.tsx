import { PasswordField } from '@talentbrug/ui/field';
import { enhancePasswordToggles } from '@talentbrug/ui/password-toggle';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPrerenderedPage, PRERENDERED_ATTRIBUTE, REMOTE_FALLBACK_ATTRIBUTE } from './handoff.ts';

const PRERENDERED =
  '<a class="tb-skip-link" href="#main">Naar de inhoud</a><header>menu</header><main id="main"><div><h1>Van talent naar een sportbeurs</h1></div></main>';

function page(prerendered: boolean) {
  document.body.innerHTML = `<div id="root" class="tb-root"${prerendered ? ` ${PRERENDERED_ATTRIBUTE}` : ''}>${PRERENDERED}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/** What React does on its first render: empty the container, then render into it. */
function renderApp(root: HTMLElement, main: string) {
  root.replaceChildren();
  root.insertAdjacentHTML('beforeend', `<header>menu</header><main id="main">${main}</main>`);
}

/** Where the app renders: #root as bootstrap looks it up, after the entry has held the prerendered page. */
const appRoot = () => document.getElementById('root') as HTMLElement;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const visibleText = () =>
  [...document.body.children]
    .filter((el) => !(el as HTMLElement).hidden)
    .map((el) => el.textContent)
    .join('');

describe('holdPrerenderedPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('keeps the prerendered page visible while the app shows its spinner, then swaps once the page is there', async () => {
    page(true);
    holdPrerenderedPage(document);
    const root = appRoot();
    expect(root.hidden).toBe(true);
    expect(visibleText()).toContain('Van talent naar een sportbeurs');

    renderApp(root, '<div role="status">Laden...</div>');
    await flush();
    expect(root.hidden).toBe(true);
    expect(visibleText()).not.toContain('Laden...');

    renderApp(root, '<div><h1>Van talent naar een sportbeurs</h1></div>');
    await flush();
    expect(root.hidden).toBe(false);
    expect(document.querySelector('[data-prerender-twin]')).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('also gives way to an error notice, so a remote that is down is not hidden', async () => {
    page(true);
    holdPrerenderedPage(document);
    const root = appRoot();
    renderApp(root, '<div><div role="alert">Dit onderdeel is tijdelijk niet beschikbaar</div></div>');
    await flush();
    expect(root.hidden).toBe(false);
    expect(visibleText()).toContain('tijdelijk niet beschikbaar');
  });

  it('clicks, once the app has taken over, the plain button the visitor clicked before it ran (ADR 0017)', async () => {
    document.body.innerHTML =
      `<div id="root" class="tb-root" ${PRERENDERED_ATTRIBUTE}><header><button type="button">Menu</button></header>` +
      '<main id="main"><div><h1>Mijn Matches</h1><button type="button" data-click-pending>Genereer AI Matches</button></div></main></div>';
    holdPrerenderedPage(document);
    const root = appRoot();
    root.innerHTML =
      '<header><button type="button">Menu</button></header><main id="main"><div><h1>Mijn Matches</h1>' +
      '<button type="button">Genereer AI Matches</button></div></main>';
    const [menu, generate] = [...root.querySelectorAll('button')];
    const clicked: string[] = [];
    for (const button of [menu, generate])
      button?.addEventListener('click', () => clicked.push(button.textContent ?? ''));
    await flush();
    await flush();
    expect(clicked).toEqual(['Genereer AI Matches']);
  });

  /**
   * A list of favourite hearts, the prerendered one with the hearts the visitor tapped marked as
   * the boot script marks them; the app's hearts that were clicked after the app took over.
   */
  async function heartsClickedAfterTaps(schools: readonly string[], tapped: readonly string[]) {
    const list = (marked: readonly string[]) =>
      `<main id="main"><div><h1>Mijn Matches</h1>${schools
        .map(
          (school) =>
            `<button type="button" aria-label="Favoriet: ${school}" aria-pressed="false"${marked.includes(school) ? ' data-click-pending' : ''}><svg></svg></button>`,
        )
        .join('')}</div></main>`;
    document.body.innerHTML = `<div id="root" class="tb-root" ${PRERENDERED_ATTRIBUTE}><header>menu</header>${list(tapped)}</div>`;
    holdPrerenderedPage(document);
    const root = appRoot();
    root.innerHTML = `<header>menu</header>${list([])}`;
    const clicked: string[] = [];
    for (const button of root.querySelectorAll('button'))
      button.addEventListener('click', () => clicked.push(button.getAttribute('aria-label') ?? ''));
    await flush();
    await flush();
    return clicked;
  }

  it("clicks a toggle the visitor clicked before the app ran: a match's favourite heart, which did nothing then", async () => {
    expect(await heartsClickedAfterTaps(['Rutgers', 'Duke'], ['Duke'])).toEqual(['Favoriet: Duke']);
  });

  it('clicks every heart the visitor tapped before the app ran, not only the last (two quick taps on a phone)', async () => {
    expect(await heartsClickedAfterTaps(['Emmanuel', 'Rutgers', 'Point'], ['Emmanuel', 'Point'])).toEqual([
      'Favoriet: Emmanuel',
      'Favoriet: Point',
    ]);
  });

  it('clicks a password toggle the boot script already turned only once, by its state', async () => {
    const toggle = (pressed: boolean, pending: boolean) =>
      `<main id="main"><form><input type="password" name="password"><button type="button" aria-pressed="${pressed}"${pending ? ' data-click-pending' : ''}>Toon wachtwoord</button></form></main>`;
    document.body.innerHTML = `<div id="root" class="tb-root" ${PRERENDERED_ATTRIBUTE}><header>menu</header>${toggle(true, true)}</div>`;
    holdPrerenderedPage(document);
    const root = appRoot();
    root.innerHTML = `<header>menu</header>${toggle(false, false)}`;
    const button = root.querySelector('button') as HTMLButtonElement;
    // The app's toggle, as React renders it: a click turns aria-pressed at once.
    button.addEventListener('click', () =>
      button.setAttribute('aria-pressed', String(button.getAttribute('aria-pressed') !== 'true')),
    );
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    await flush();
    await flush();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('clicks nothing when the button at that place is another one in the app', async () => {
    document.body.innerHTML =
      `<div id="root" class="tb-root" ${PRERENDERED_ATTRIBUTE}><header>menu</header>` +
      '<main id="main"><div><h1>Mijn Matches</h1><button type="button" data-click-pending>Genereer AI Matches</button></div></main></div>';
    holdPrerenderedPage(document);
    const root = appRoot();
    root.innerHTML =
      '<header>menu</header><main id="main"><div><h1>Mijn Matches</h1><button type="button">Wis</button></div></main>';
    const clicked = vi.fn();
    root.querySelector('button')?.addEventListener('click', clicked);
    await flush();
    await flush();
    expect(clicked).not.toHaveBeenCalled();
  });

  it("opens, once the app's effects ran, the answers the visitor opened in the prerendered page", async () => {
    const faq = (open: boolean[]) =>
      '<main id="main"><div><h1>Veelgestelde vragen</h1>' +
      ['Wat kost Talentbrug?', 'Welke sporten?']
        .map(
          (question, i) => `<button type="button" aria-expanded="${open[i] ? 'true' : 'false'}">${question}</button>`,
        )
        .join('') +
      '</div></main>';
    document.body.innerHTML = `<div id="root" class="tb-root" ${PRERENDERED_ATTRIBUTE}><header>menu</header>${faq([true, false])}</div>`;
    holdPrerenderedPage(document);
    const root = appRoot();
    root.innerHTML = `<header>menu</header>${faq([false, false])}`;
    // The app's accordion controller, as its effect sets it up: a click toggles aria-expanded.
    for (const button of root.querySelectorAll('button')) {
      button.addEventListener('click', () =>
        button.setAttribute('aria-expanded', String(button.getAttribute('aria-expanded') !== 'true')),
      );
    }
    await flush();
    await flush();
    expect([...root.querySelectorAll('button')].map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
  });

  it('opens nothing when the expandable buttons differ between the two pages', async () => {
    document.body.innerHTML =
      `<div id="root" class="tb-root" ${PRERENDERED_ATTRIBUTE}><header>menu</header>` +
      '<main id="main"><div><button type="button" aria-expanded="true">Wat kost Talentbrug?</button></div></main></div>';
    holdPrerenderedPage(document);
    const root = appRoot();
    root.innerHTML =
      '<header>menu</header><main id="main"><div><button type="button" aria-expanded="false">Iets anders</button></div></main>';
    const clicked = vi.fn();
    root.querySelector('button')?.addEventListener('click', clicked);
    await flush();
    await flush();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('keeps a form the visitor typed into when the app shows the fallback, and carries it into the page a retry renders', async () => {
    const form = '<main id="main"><div><h1>Inloggen</h1><form><input name="email" type="email"></form></div></main>';
    document.body.innerHTML = `<div id="root" class="tb-root" ${PRERENDERED_ATTRIBUTE}><header>menu</header>${form}</div>`;
    holdPrerenderedPage(document);
    const typed = document.querySelector<HTMLInputElement>('[data-prerender-twin] input');
    if (typed) typed.value = 'sanne@example.nl';
    const root = appRoot();
    renderApp(
      root,
      `<div><div role="alert" ${REMOTE_FALLBACK_ATTRIBUTE}>Dit onderdeel is tijdelijk niet beschikbaar</div></div>`,
    );
    await flush();
    expect(root.hidden).toBe(false);
    expect(visibleText()).toContain('tijdelijk niet beschikbaar');
    const kept = [...document.querySelectorAll<HTMLInputElement>('input')].filter(
      (input) => !input.closest('[hidden]'),
    );
    expect(kept.map((input) => input.value)).toEqual(['sanne@example.nl']);

    // 'Opnieuw proberen' brings the page: React replaces its own nodes in main, the notice.
    const main = root.querySelector('main') as HTMLElement;
    main.firstElementChild?.remove();
    main.insertAdjacentHTML('afterbegin', '<div><h1>Inloggen</h1><form><input name="email" type="email"></form></div>');
    await flush();
    // The typed value goes into the app's form, and the kept page goes.
    const inputs = [...document.querySelectorAll<HTMLInputElement>('input')];
    expect(inputs.map((input) => input.value)).toEqual(['sanne@example.nl']);
    expect(document.querySelector('[data-prerender-twin]')).toBeNull();
  });

  it('gives up holding after the time limit', () => {
    vi.useFakeTimers();
    page(true);
    holdPrerenderedPage(document, 5000);
    const root = appRoot();
    vi.advanceTimersByTime(5000);
    expect(root.hidden).toBe(false);
    expect(document.querySelector('[data-prerender-twin]')).toBeNull();
  });

  it('does nothing for a page the server did not prerender', () => {
    const root = page(false);
    holdPrerenderedPage(document);
    expect(root.hidden).toBe(false);
    expect(document.querySelector('[data-prerender-twin]')).toBeNull();
  });
});

describe('the handover of a prerendered form (ADR 0010)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const FORM =
    '<form><input type="email" name="email"><input type="password" name="password"><input type="checkbox" id="r"><select name="sport"><option value="">Kies</option><option value="hockey">Hockey</option></select><button type="submit">Inloggen</button></form>';

  /** A React form's stand-in: it keeps what onChange reports, as a controlled form does. */
  function renderAppForm(root: HTMLElement, sent: Array<Record<string, unknown>>) {
    renderApp(root, `<div><h1>Inloggen</h1>${FORM}</div>`);
    const form = root.querySelector('form') as HTMLFormElement;
    const state: Record<string, unknown> = {};
    form.addEventListener('input', (e) => {
      const t = e.target as HTMLInputElement;
      if (t.type !== 'checkbox') state[t.name] = t.value;
    });
    form.addEventListener('change', (e) => {
      const t = e.target as HTMLInputElement;
      state[t.name || t.id] = t.type === 'checkbox' ? t.checked : t.value;
    });
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      sent.push({ ...state });
    });
  }

  it('carries typed values, ticks, the focus and a held submit over into the app form', async () => {
    document.body.innerHTML = `<div id="root" class="tb-root" ${PRERENDERED_ATTRIBUTE}><header>menu</header><main id="main"><div><h1>Inloggen</h1>${FORM}</div></main></div>`;
    const early = document.querySelector('form') as HTMLFormElement;
    (early.elements.namedItem('email') as HTMLInputElement).value = 'lisa@example.com';
    (early.elements.namedItem('password') as HTMLInputElement).value = 'geheim-123';
    (early.querySelector('#r') as HTMLInputElement).checked = true;
    (early.elements.namedItem('sport') as HTMLSelectElement).value = 'hockey';
    (early.elements.namedItem('password') as HTMLInputElement).focus();
    early.setAttribute('data-submit-pending', '');

    holdPrerenderedPage(document);
    // The prerendered form stays in place while the app loads: the visitor keeps typing in it.
    expect(early.isConnected).toBe(true);
    expect(document.activeElement).toBe(early.elements.namedItem('password'));
    const root = appRoot();
    const sent: Array<Record<string, unknown>> = [];
    renderAppForm(root, sent);
    await flush();
    await flush();

    const form = root.querySelector('form') as HTMLFormElement;
    expect((form.elements.namedItem('email') as HTMLInputElement).value).toBe('lisa@example.com');
    expect((form.querySelector('#r') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(form.elements.namedItem('password'));
    expect(sent).toEqual([{ email: 'lisa@example.com', password: 'geheim-123', r: true, sport: 'hockey' }]);
  });

  it("carries a shown password over, with its value: the app's own toggle is pressed too (ADR 0014)", async () => {
    function Form() {
      const [password, setPassword] = useState('');
      return (
        <form>
          <PasswordField
            label="Wachtwoord"
            name="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </form>
      );
    }
    // The prerendered form as the server sends it, worked by the boot script's controller.
    document.body.innerHTML = `<div id="root" class="tb-root" ${PRERENDERED_ATTRIBUTE}><header>menu</header><main id="main">${renderToString(<Form />)}</main></div>`;
    enhancePasswordToggles(document.body);
    const early = document.querySelector('input') as HTMLInputElement;
    early.value = 'geheim-123';
    (document.querySelector('button') as HTMLButtonElement).click();
    expect(early.type).toBe('text');

    holdPrerenderedPage(document);
    const root = appRoot();
    createRoot(root).render(
      <>
        <header>menu</header>
        <main id="main">
          <Form />
        </main>
      </>,
    );
    // The typed value goes into React's state, which renders the field again: it stays shown.
    await vi.waitFor(() => {
      expect(document.querySelector('[data-prerender-twin]')).toBeNull();
      const input = root.querySelector('input') as HTMLInputElement;
      expect(input.value).toBe('geheim-123');
      expect(input.type).toBe('text');
      expect(root.querySelector('button')?.getAttribute('aria-pressed')).toBe('true');
      expect(root.querySelector('button')?.textContent).toBe('Verberg wachtwoord');
    });
  });

  it('carries nothing over when the app rendered other controls', async () => {
    document.body.innerHTML = `<div id="root" class="tb-root" ${PRERENDERED_ATTRIBUTE}><header>menu</header><main id="main"><form><input name="email"></form></main></div>`;
    (document.querySelector('input') as HTMLInputElement).value = 'lisa@example.com';
    holdPrerenderedPage(document);
    const root = appRoot();
    renderApp(root, '<div><form><input name="code"></form></div>');
    await flush();
    expect((root.querySelector('input') as HTMLInputElement).value).toBe('');
  });
});

describe('the focus at the handover', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('stays on the same element when it is not a form control (the skip link, main)', async () => {
    page(true);
    (document.querySelector('main') as HTMLElement).tabIndex = -1;
    (document.querySelector('main') as HTMLElement).focus();
    holdPrerenderedPage(document);
    const root = appRoot();
    // The app's page has the same chrome: skip link, header, main.
    root.insertAdjacentHTML('beforeend', PRERENDERED.replace('<main id="main">', '<main id="main" tabindex="-1">'));
    await flush();
    expect(document.activeElement).toBe(root.querySelector('main'));
  });
});
