import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, PasswordField, TextField, useFieldErrors, withHint } from './field.tsx';

function Form() {
  const { show, field } = useFieldErrors<'name' | 'password'>();
  const [password, setPassword] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    show({ name: 'Vul je naam in.', ...(password.length < 8 ? { password: 'Te kort.' } : {}) });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label="Naam" {...field('name')} />
      <PasswordField
        label="Wachtwoord"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        {...withHint(field('password'), { text: 'Minimaal 8 tekens.', tone: 'muted' })}
      />
      <button type="submit">Verstuur</button>
    </form>
  );
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('useFieldErrors and withHint', () => {
  afterEach(cleanup);

  it('shows each message under its field, focuses the first, and lets typing clear it', async () => {
    render(<Form />);
    const name = screen.getByLabelText('Naam');
    const password = screen.getByLabelText('Wachtwoord');
    expect(describedBy(password)).toEqual(['Minimaal 8 tekens.']);

    await userEvent.click(screen.getByRole('button', { name: 'Verstuur' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(describedBy(name)).toEqual(['Vul je naam in.']);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // The error takes the hint's place.
    expect(describedBy(password)).toEqual(['Te kort.']);

    await userEvent.type(password, 'x');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(password)).toEqual(['Minimaal 8 tekens.']);
    expect(describedBy(name)).toEqual(['Vul je naam in.']);
  });
});

describe('Field', () => {
  afterEach(cleanup);

  it("ties a control of the caller's own to its label, error and hint", () => {
    render(
      <Field label="Team" hint="Heren of dames." error="Kies een team.">
        {(control) => (
          <select {...control}>
            <option value="">Maak een keuze</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Team' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toEqual(['Kies een team.', 'Heren of dames.']);
  });
});

describe('PasswordField', () => {
  afterEach(cleanup);

  it('keeps the toggle beside the input, not inside it, named after what it shows', async () => {
    render(<PasswordField label="Wachtwoord" defaultValue="een-heel-lang-wachtwoord-van-een-sporter" />);
    const input = screen.getByLabelText('Wachtwoord');
    const toggle = screen.getByRole('button', { name: 'Toon wachtwoord' });
    expect(input.contains(toggle)).toBe(false);
    expect(input.parentElement).toBe(toggle.parentElement);
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Verberg wachtwoord' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the password shown while a controlled form re-renders it on every keystroke', async () => {
    function Form() {
      const [value, setValue] = useState('');
      return <PasswordField label="Wachtwoord" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Toon wachtwoord' }));
    const input = screen.getByLabelText('Wachtwoord') as HTMLInputElement;
    await userEvent.type(input, 'geheim-123');
    expect(input.type).toBe('text');
    expect(input.value).toBe('geheim-123');
  });
});

describe('the password toggle on markup React did not render (a prerendered form, ADR 0014)', () => {
  afterEach(cleanup);

  it('shows and hides the password with the same controller, keeping what was typed', async () => {
    const { enhancePasswordToggles } = await import('./password-toggle.tsx');
    const { renderToString } = await import('react-dom/server');
    document.body.innerHTML = renderToString(<PasswordField label="Wachtwoord" />);
    enhancePasswordToggles(document.body);
    enhancePasswordToggles(document.body);
    const input = screen.getByLabelText('Wachtwoord') as HTMLInputElement;
    await userEvent.type(input, 'geheim-123');
    await userEvent.click(screen.getByRole('button', { name: 'Toon wachtwoord' }));
    expect(input.type).toBe('text');
    expect(input.value).toBe('geheim-123');
    const shown = screen.getByRole('button', { name: 'Verberg wachtwoord' });
    expect(shown.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(shown);
    expect(input.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Toon wachtwoord' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the password of its own copy while the prerendered one, with the same ids, is still in the page', async () => {
    const { enhancePasswordToggles } = await import('./password-toggle.tsx');
    const { renderToString } = await import('react-dom/server');
    const copy = renderToString(<PasswordField label="Wachtwoord" />);
    document.body.innerHTML = `<div id="prerendered">${copy}</div><div id="app">${copy}</div>`;
    enhancePasswordToggles(document.body);
    const [prerendered, app] = ['prerendered', 'app'].map((id) => document.getElementById(id) as HTMLElement) as [
      HTMLElement,
      HTMLElement,
    ];
    await userEvent.click(within(app).getByRole('button', { name: 'Toon wachtwoord' }));
    expect((app.querySelector('input') as HTMLInputElement).type).toBe('text');
    expect((prerendered.querySelector('input') as HTMLInputElement).type).toBe('password');
  });
});
