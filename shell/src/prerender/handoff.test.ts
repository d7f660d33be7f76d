import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPrerenderedPage, PRERENDERED_ATTRIBUTE } from './handoff.ts';

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
    const root = page(true);
    holdPrerenderedPage(document);
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
    const root = page(true);
    holdPrerenderedPage(document);
    renderApp(root, '<div><div role="alert">Dit onderdeel is tijdelijk niet beschikbaar</div></div>');
    await flush();
    expect(root.hidden).toBe(false);
    expect(visibleText()).toContain('tijdelijk niet beschikbaar');
  });

  it('gives up holding after the time limit', () => {
    vi.useFakeTimers();
    const root = page(true);
    holdPrerenderedPage(document, 5000);
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
