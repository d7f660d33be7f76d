import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox.tsx';

const SPORTS = [
  { key: 'soccer', label: 'Voetbal', aliases: ['soccer'] },
  { key: 'field-hockey', label: 'Hockey', aliases: ['veldhockey', 'zaalhockey'] },
  { key: 'tennis', label: 'Tennis', aliases: [] },
  { key: 'ice-hockey', label: 'IJshockey', aliases: ['ice hockey'] },
  { key: 'skiing', label: 'Skiën', aliases: ['skien'] },
];

/** Names first, then aliases, as a catalogue search would rank them; the alias that matched is the detail. */
function search(query: string): ComboboxOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return SPORTS.map(({ key, label }) => ({ key, label }));
  return SPORTS.flatMap(({ key, label, aliases }) => {
    if (label.toLowerCase().includes(q)) return [{ key, label }];
    const alias = aliases.find((a) => a.includes(q));
    return alias ? [{ key, label, detail: alias }] : [];
  });
}

function Harness({
  initial = '',
  onCommit = () => {},
  onSubmit = () => {},
}: {
  initial?: string;
  onCommit?: (value: string, option: ComboboxOption | null) => void;
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="sport">Sport</label>
      <Combobox
        id="sport"
        value={value}
        onCommit={(next, option) => {
          setValue(next);
          onCommit(next, option);
        }}
        options={search}
        freeText={(typed) => ({
          label: 'Andere sport',
          detail: typed.trim() ? `Zelf invullen: ‘${typed.trim()}’` : '',
        })}
        listLabel="Sporten"
        resultsText={(count) => (count === 1 ? '1 sport gevonden.' : `${count} sporten gevonden.`)}
        toggleLabel="Toon alle sporten"
      />
      <span data-testid="value">{value}</span>
      <button type="submit">Volgende</button>
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Sport' }) as HTMLInputElement;
// Closed, the listbox is hidden and so has no accessible name yet; open, it is named.
const listbox = () => document.getElementById('sport-listbox') as HTMLUListElement;
/** The options as a screen reader names them. */
const optionTexts = () =>
  screen.queryAllByRole('option').map((option) => option.getAttribute('aria-label') ?? option.textContent);
const active = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const status = () => screen.getByRole('status').textContent;
const committed = () => screen.getByTestId('value').textContent;

describe('Combobox', () => {
  afterEach(cleanup);

  it('is a labelled combobox that controls a named listbox, closed at first', () => {
    render(<Harness />);
    expect(input().getAttribute('aria-autocomplete')).toBe('list');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-controls')).toBe(listbox().id);
    expect(listbox().hidden).toBe(true);
    expect(listbox().getAttribute('role')).toBe('listbox');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.getByRole('button', { name: 'Toon alle sporten', hidden: true }).tabIndex).toBe(-1);
  });

  it('filters while typing, shows the alias that matched, highlights the first match and says the count', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'hock');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Sporten' })).toBe(listbox());
    expect(optionTexts()).toEqual(['Hockey', 'IJshockey', 'Andere sport, Zelf invullen: ‘hock’']);
    expect(active()?.textContent).toBe('Hockey');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    // 'Andere sport' is a way out, not a result.
    expect(status()).toBe('2 sporten gevonden.');

    await user.clear(input());
    await user.type(input(), 'veld');
    expect(optionTexts()[0]).toBe('Hockey, veldhockey');
    expect(status()).toBe('1 sport gevonden.');
  });

  it('moves with the arrow keys, wrapping round, and picks with Enter without submitting the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onCommit = vi.fn();
    render(<Harness onSubmit={onSubmit} onCommit={onCommit} />);
    await user.type(input(), 'hock');
    await user.keyboard('{ArrowDown}');
    expect(active()?.textContent).toBe('IJshockey');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()?.textContent).toBe('Hockey');
    await user.keyboard('{ArrowUp}');
    expect(active()?.getAttribute('aria-label')).toContain('Andere sport');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith('IJshockey', expect.objectContaining({ key: 'ice-hockey' }));
    expect(input().value).toBe('IJshockey');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(status()).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input());

    // With the list closed, Enter submits as in any form.
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('opens on the whole list with the arrow keys, the current value highlighted', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Tennis" />);
    await user.click(input());
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(optionTexts()).toHaveLength(SPORTS.length + 1);
    expect(active()?.textContent).toBe('Tennis');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(active()?.getAttribute('aria-label')).toContain('Andere sport');
  });

  it('closes with Escape and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness initial="Tennis" onCommit={onCommit} />);
    await user.clear(input());
    await user.type(input(), 'voe');
    await user.keyboard('{Escape}');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().value).toBe('voe');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it("keeps free text through 'Andere sport'", async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    await user.type(input(), 'Padel');
    expect(optionTexts()).toEqual(['Andere sport, Zelf invullen: ‘Padel’']);
    expect(status()).toBe('0 sporten gevonden.');
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith('Padel', null);
    expect(committed()).toBe('Padel');
  });

  it('commits an option typed in full at once, and reads an alias typed in full as its option on leaving', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'tennis');
    // Chosen while still typing: a form submitted now sees it.
    expect(committed()).toBe('Tennis');
    await user.clear(input());
    await user.type(input(), 'Veldhockey');
    await user.tab();
    expect(committed()).toBe('Hockey');
    expect(input().value).toBe('Hockey');
    expect(input().getAttribute('aria-expanded')).toBe('false');

    // Accents and case aside.
    await user.clear(input());
    await user.type(input(), 'skien');
    await user.tab();
    expect(committed()).toBe('Skiën');
  });

  it('leaves with the text as typed, and commits it on Enter before the form submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(input(), 'Korfbal');
    await user.tab();
    expect(committed()).toBe('Korfbal');

    await user.clear(input());
    await user.type(input(), 'Padel{Escape}');
    expect(committed()).toBe('Korfbal');
    await user.keyboard('{Enter}');
    expect(committed()).toBe('Padel');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('takes a click on an option and opens the whole list from its button, focus staying in the input', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Hockey" />);
    await user.click(screen.getByRole('button', { name: 'Toon alle sporten', hidden: true }));
    expect(document.activeElement).toBe(input());
    expect(optionTexts()).toHaveLength(SPORTS.length + 1);
    expect(active()?.textContent).toBe('Hockey');
    await user.click(screen.getByRole('option', { name: 'Voetbal' }));
    expect(committed()).toBe('Voetbal');
    expect(input().value).toBe('Voetbal');
    expect(document.activeElement).toBe(input());
    expect(listbox().hidden).toBe(true);
  });

  it('shows a value set from outside, such as a restored draft', () => {
    const { rerender } = render(
      <Combobox id="s" value="Tennis" onCommit={() => {}} options={search} listLabel="Sporten" />,
    );
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Tennis');
    rerender(<Combobox id="s" value="Golf" onCommit={() => {}} options={search} listLabel="Sporten" />);
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Golf');
  });
});
