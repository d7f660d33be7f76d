import { AUTH_ERRORS } from '@talentbrug/domain/auth/texts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './alert.tsx';
import { Button, buttonClass } from './button.tsx';
import { Card } from './card.tsx';
import { CheckboxField, PasswordField, TextField } from './field.tsx';

describe('form and feedback components', () => {
  afterEach(cleanup);

  it('TextField is labelled and ties its hint and error to the input', () => {
    render(
      <TextField
        label="E-mailadres"
        type="email"
        hint="We sturen je geen spam"
        error="Vul een geldig e-mailadres in"
      />,
    );
    const input = screen.getByLabelText('E-mailadres');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Vul een geldig e-mailadres in', 'We sturen je geen spam']);
  });

  it('TextField can point at a form-level error summary instead', () => {
    render(
      <>
        <p id="samenvatting">Vul alle verplichte velden in</p>
        <TextField label="Voornaam" invalid describedBy="samenvatting" />
      </>,
    );
    const input = screen.getByLabelText('Voornaam');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('samenvatting');
  });

  it('PasswordField shows and hides what was typed with a pressed-state toggle', async () => {
    render(<PasswordField label="Wachtwoord" defaultValue="geheim123" />);
    const input = screen.getByLabelText('Wachtwoord');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Toon wachtwoord' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Verberg wachtwoord' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Verberg wachtwoord' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('PasswordField shows an orange warning hint', () => {
    render(<PasswordField label="Nieuw wachtwoord" hint="Minimaal 8 tekens." hintTone="warning" />);
    const hint = screen.getByText('Minimaal 8 tekens.');
    expect(hint.className).toMatch(/hintWarning/);
    expect(screen.getByLabelText('Nieuw wachtwoord').getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('CheckboxField keeps links in its label working', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxField
        label={
          <>
            Ik ga akkoord met de <a href="/terms">voorwaarden</a>
          </>
        }
        onChange={onChange}
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: /Ik ga akkoord/ });
    expect(box.hasAttribute('required')).toBe(true);
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'voorwaarden' }).getAttribute('href')).toBe('/terms');
  });

  it('Button is a plain button by default, and busy while loading: presses ignored', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Inloggen</Button>);
    const button = screen.getByRole('button', { name: 'Inloggen' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <Button onClick={onClick} loading loadingLabel="Bezig met inloggen...">
        Inloggen
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Bezig met inloggen...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(busy);
    expect(onClick).toHaveBeenCalledOnce();
    expect(buttonClass('secondary', { block: true })).toMatch(/secondary.*block/);
  });

  it('Alert announces errors at once and other news politely, and can take focus', () => {
    render(
      <>
        <Alert tone="error" title={AUTH_ERRORS.loginFailed} />
        <Alert tone="success" title="Gelukt" />
      </>,
    );
    const error = screen.getByRole('alert');
    expect(error.textContent).toContain(AUTH_ERRORS.loginFailed);
    error.focus();
    expect(document.activeElement).toBe(error);
    expect(screen.getByRole('status').textContent).toContain('Gelukt');
  });

  it('Card is a labelled section with an h2', () => {
    render(
      <Card title="Wachtwoord wijzigen" titleId="ww">
        <p>inhoud</p>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Wachtwoord wijzigen' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Wachtwoord wijzigen' })).toBeTruthy();
  });
});
