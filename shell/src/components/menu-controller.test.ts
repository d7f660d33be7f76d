import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderChrome } from '../first-paint/render-chrome.tsx';
import { enhanceMenu, type MenuController, markCurrentPage } from './menu-controller.ts';

// The prerendered header exactly as index.html ships it, with no React mounted: what an
// anonymous visitor on a landing page gets before (and instead of) the app.
let header: HTMLElement;
let menu: MenuController;
const body = () => within(document.body);
const menuButton = () => body().getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;
const expanded = () => menuButton().getAttribute('aria-expanded');
const panelOpen = () => panel().hasAttribute('data-open');
// jsdom cannot navigate; the visitor's click still reaches the header first.
const stopNavigation = (event: Event) => event.preventDefault();

describe('enhanceMenu on the prerendered header', () => {
  beforeEach(() => {
    document.body.innerHTML = renderChrome();
    header = document.querySelector('header') as HTMLElement;
    menu = enhanceMenu(header);
    document.addEventListener('click', stopNavigation);
  });
  afterEach(() => {
    menu.destroy();
    document.removeEventListener('click', stopNavigation);
    document.body.innerHTML = '';
  });

  it('starts closed and marks the header as enhanced', () => {
    expect(expanded()).toBe('false');
    expect(panelOpen()).toBe(false);
    expect(header.hasAttribute('data-enhanced')).toBe(true);
  });

  it('opens and closes with the button', async () => {
    await userEvent.click(menuButton());
    expect(expanded()).toBe('true');
    expect(panelOpen()).toBe(true);
    await userEvent.click(menuButton());
    expect(expanded()).toBe('false');
    expect(panelOpen()).toBe(false);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await userEvent.click(menuButton());
    await userEvent.tab();
    expect(panel().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(expanded()).toBe('false');
    expect(panelOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes on a pointerdown outside the header, not inside it', async () => {
    await userEvent.click(menuButton());
    await userEvent.pointer({ keys: '[MouseLeft>]', target: within(panel()).getByRole('navigation') });
    expect(expanded()).toBe('true');
    await userEvent.pointer({ keys: '[/MouseLeft]' });
    await userEvent.click(body().getByRole('main'));
    expect(expanded()).toBe('false');
    expect(panelOpen()).toBe(false);
  });

  it('closes when focus moves on past the panel, and stays open while it moves inside', async () => {
    await userEvent.click(menuButton());
    await userEvent.tab();
    expect(expanded()).toBe('true');
    within(panel()).getByRole('link', { name: 'Log in' }).focus();
    // The next stop after the header is in the page itself.
    document.querySelector('main')?.insertAdjacentHTML('afterbegin', '<a href="/onboarding">Start Gratis</a>');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Start Gratis');
    expect(expanded()).toBe('false');
    expect(panelOpen()).toBe(false);
  });

  it('closes when the visitor follows a link in the panel', async () => {
    await userEvent.click(menuButton());
    await userEvent.click(within(panel()).getByRole('link', { name: 'Log in' }));
    expect(expanded()).toBe('false');
    expect(panelOpen()).toBe(false);
  });

  it('attaches once, however often it is called', async () => {
    const again = enhanceMenu(header);
    expect(again).toBe(menu);
    // Two click handlers would open and close again in the same click.
    await userEvent.click(menuButton());
    expect(expanded()).toBe('true');
    expect(panelOpen()).toBe(true);
  });

  it('closes on close(), and leaves the header inert after destroy()', async () => {
    await userEvent.click(menuButton());
    menu.close();
    expect(expanded()).toBe('false');
    expect(panelOpen()).toBe(false);
    menu.destroy();
    expect(header.hasAttribute('data-enhanced')).toBe(false);
    await userEvent.click(menuButton());
    expect(expanded()).toBe('false');
    // A fresh controller may take over, e.g. when React mounts its effect a second time.
    menu = enhanceMenu(header);
    await userEvent.click(menuButton());
    expect(expanded()).toBe('true');
  });

  it('marks the navigation item of the current page, as the app does, and no other link', () => {
    markCurrentPage(header, '/');
    const current = [...header.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);
    expect(current).toEqual(['Home']);
    markCurrentPage(header, '/privacy');
    expect(header.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });
});
