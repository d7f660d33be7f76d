import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '../data/faq-items.ts';
import { FaqAccordion } from './faq-accordion.tsx';

const questions = () => screen.getAllByRole('button');
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');

describe('FaqAccordion', () => {
  afterEach(cleanup);

  it('renders six questions as collapsed buttons inside headings, each controlling its own answer region', () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    expect(questions()).toHaveLength(6);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    for (const button of questions()) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = panelOf(button);
      expect(panel).not.toBeNull();
      expect(panel?.hidden).toBe(true);
      expect(panel?.tagName).toBe('SECTION');
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
    }
    expect(new Set(questions().map((b) => b.getAttribute('aria-controls'))).size).toBe(6);
  });

  it('opens and closes an answer with a click, and lets several stay open', async () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    const [first, second] = questions() as [HTMLElement, HTMLElement];
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: FAQ_ITEMS[0]?.question }).textContent).toContain('99 euro per maand');
    await userEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(first)?.hidden).toBe(true);
  });

  it('toggles with Enter and Space from the keyboard', async () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    await userEvent.tab();
    const first = questions()[0] as HTMLElement;
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard(' ');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves between questions with the arrow keys, Home and End, wrapping around', async () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    const buttons = questions();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(buttons[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(buttons[5]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(buttons[0]);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(buttons[5]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  });
});
