import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FaqAccordion } from './components/faq-accordion.tsx';
import { FAQ_ITEMS } from './data/faq-items.ts';
import { enhanceAccordion } from './faq-controller.ts';

const questions = () => screen.getAllByRole('button');
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');
const itemOf = (button: HTMLElement) => button.closest('[data-accordion-item]');
const accordion = () => document.querySelector<HTMLElement>('[data-accordion]') as HTMLElement;

/** The accordion as the server sends it: React's markup, with no React running in the page. */
describe('enhanceAccordion on prerendered markup', () => {
  let detach: () => void;
  beforeEach(() => {
    document.body.innerHTML = renderToString(<FaqAccordion items={FAQ_ITEMS} />);
    detach = enhanceAccordion(accordion());
  });
  afterEach(() => {
    detach();
    document.body.innerHTML = '';
  });

  it('starts with every answer closed', () => {
    expect(questions()).toHaveLength(6);
    for (const button of questions()) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(panelOf(button)?.hidden).toBe(true);
      expect(itemOf(button)?.hasAttribute('data-open')).toBe(false);
    }
  });

  it('opens and closes answers with clicks, several at once, marking the open item for the stylesheet', async () => {
    const [first, second] = questions() as [HTMLElement, HTMLElement];
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(first)?.hidden).toBe(false);
    expect(itemOf(first)?.hasAttribute('data-open')).toBe(true);
    expect(screen.getByRole('region', { name: FAQ_ITEMS[0]?.question }).textContent).toContain('99 euro per maand');
    // A click on the question's text (a span inside the button) counts too.
    await userEvent.click(second.querySelector('span') as HTMLElement);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(first)?.hidden).toBe(true);
    expect(itemOf(first)?.hasAttribute('data-open')).toBe(false);
    expect(second.getAttribute('aria-expanded')).toBe('true');
  });

  it('toggles with Enter and Space and moves with the arrow keys, Home and End, wrapping around', async () => {
    const buttons = questions();
    await userEvent.tab();
    expect(document.activeElement).toBe(buttons[0]);
    await userEvent.keyboard('{Enter}');
    expect(buttons[0]?.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard(' ');
    expect(buttons[0]?.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(buttons[5]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(buttons[0]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(buttons[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(buttons[5]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('attaches once however often it is called, and the cleanup detaches it', async () => {
    const again = enhanceAccordion(accordion());
    const first = questions()[0] as HTMLElement;
    // Attached twice, one click would open and close again.
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    again();
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    detach();
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(accordion().hasAttribute('data-enhanced')).toBe(false);
  });
});

describe('enhanceAccordion next to React', () => {
  afterEach(cleanup);

  it('does not attach a second time to markup the React component already enhanced', async () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    const detach = enhanceAccordion(accordion());
    const first = questions()[0] as HTMLElement;
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(itemOf(first)?.hasAttribute('data-open')).toBe(true);
    detach();
  });
});
