import { describe, expect, it } from 'vitest';
import { firstNameFor, greetingFor } from './first-name.ts';

describe('the first name to greet with', () => {
  const metadata = { first_name: 'Semmy', last_name: 'de Vries' };

  it("takes the profile's first name first", () => {
    expect(firstNameFor({ profileFirstName: 'Sem', metadata, email: 'sem.devries@voorbeeld.nl' })).toBe('Sem');
  });

  it('then the first name in the auth metadata', () => {
    expect(firstNameFor({ profileFirstName: null, metadata, email: 'sem.devries@voorbeeld.nl' })).toBe('Semmy');
    expect(firstNameFor({ profileFirstName: '   ', metadata, email: null })).toBe('Semmy');
  });

  it('then the part of the e-mail address before the @', () => {
    expect(firstNameFor({ profileFirstName: null, metadata: {}, email: 'sem.devries@voorbeeld.nl' })).toBe(
      'sem.devries',
    );
    expect(firstNameFor({ metadata: { first_name: 42 }, email: 'lotte@voorbeeld.nl' })).toBe('lotte');
  });

  it("then 'daar'", () => {
    expect(firstNameFor({})).toBe('daar');
    expect(firstNameFor({ profileFirstName: '', metadata: { first_name: ' ' }, email: '@voorbeeld.nl' })).toBe('daar');
    expect(greetingFor({ metadata: null, email: null })).toBe('Hoi daar!');
  });

  it('trims what it shows', () => {
    expect(greetingFor({ profileFirstName: '  Zoë ' })).toBe('Hoi Zoë!');
  });
});
