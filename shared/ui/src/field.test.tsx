import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField, TextField, useFieldErrors, withHint } from './field.tsx';

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
});
