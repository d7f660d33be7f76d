import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from './rich-text.tsx';

afterEach(cleanup);

/** The answer in a bubble, as the message list puts it; a path link needs the router. */
function show(text: string) {
  const { container } = render(
    <MemoryRouter>
      <div data-testid="bubble">
        <RichText text={text} />
      </div>
    </MemoryRouter>,
  );
  return container.querySelector('[data-testid="bubble"]') as HTMLElement;
}

const tags = (element: Element) => [...element.children].map((child) => child.tagName.toLowerCase());

describe('RichText', () => {
  it('shows paragraphs as paragraphs', () => {
    const bubble = show('Goede vraag.\n\nDit is het antwoord.\nOp twee regels.');
    expect(tags(bubble)).toEqual(['p', 'p']);
    expect(bubble.children[1]?.textContent).toBe('Dit is het antwoord.\nOp twee regels.');
  });

  it("shows '- ' lines as a list, without their dashes", () => {
    const bubble = show('Wat je daar nog mist:\n- een Engelse taaltoets\n- je highlightvideo\n\nSucces!');
    expect(tags(bubble)).toEqual(['p', 'ul', 'p']);
    const list = within(bubble).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['een Engelse taaltoets', 'je highlightvideo']);
    expect(bubble.textContent).not.toMatch(/(^|\n)- /);
  });

  it('shows numbered lines as an ordered list, from its first number', () => {
    const bubble = show('1. Registreer bij de NCAA\n2. Vraag het I-20 aan\n\n3. Betaal de SEVIS-fee');
    const lists = within(bubble).getAllByRole('list');
    expect(lists.map((list) => list.tagName)).toEqual(['OL', 'OL']);
    expect(lists[0]?.hasAttribute('start')).toBe(false);
    expect(lists[1]?.getAttribute('start')).toBe('3');
    expect(within(lists[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows `**bold**` as strong text, in paragraphs and list items', () => {
    const bubble = show('Je sterkste match is **Duke**.\n- **Iowa**: 84%');
    expect([...bubble.querySelectorAll('strong')].map((strong) => strong.textContent)).toEqual(['Duke', 'Iowa']);
    expect(bubble.textContent).toBe('Je sterkste match is Duke.Iowa: 84%');
  });

  it('opens a link to another site in a new tab, without opener or referrer, and says so', () => {
    show('Lees [de regels van de NCAA](https://www.ncaa.org/eligibility).');
    // jsdom joins the hidden words without the space a browser puts before the (blockified) span.
    const link = screen.getByRole('link', { name: /^de regels van de NCAA ?\(opent in een nieuw tabblad\)$/ });
    expect(link.getAttribute('href')).toBe('https://www.ncaa.org/eligibility');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('links an e-mail address and a page of this site in the same tab', () => {
    show('[Mail ons](mailto:hallo@talentbrug.nl) of bekijk [je matches](/matches).');
    const mail = screen.getByRole('link', { name: 'Mail ons' });
    expect(mail.getAttribute('href')).toBe('mailto:hallo@talentbrug.nl');
    expect(mail.hasAttribute('target')).toBe(false);
    const page = screen.getByRole('link', { name: 'je matches' });
    expect(page.getAttribute('href')).toBe('/matches');
    expect(page.hasAttribute('target')).toBe(false);
  });

  it.each([
    ['javascript:', '[klik hier](javascript:alert(document.cookie))'],
    ['data:', '[klik hier](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['another host by //', '[klik hier](//evil.example)'],
  ])('makes no link to %s: the text stays as written', (_, markdown) => {
    const bubble = show(`Let op: ${markdown}`);
    expect(screen.queryByRole('link')).toBeNull();
    expect(bubble.querySelector('a')).toBeNull();
    expect(bubble.textContent).toBe(`Let op: ${markdown}`);
  });

  it('shows HTML in the answer as text, never as elements', () => {
    const html = '<script>alert(1)</script><img src=x onerror="alert(1)"> <a href="javascript:x">a</a>';
    const bubble = show(`Voorbeeld: ${html}\n- <b>vet</b>`);
    expect(bubble.querySelector('script, img, b, a')).toBeNull();
    expect(bubble.querySelector('p')?.textContent).toBe(`Voorbeeld: ${html}`);
    expect(bubble.querySelector('li')?.textContent).toBe('<b>vet</b>');
  });

  it('shows a half-streamed answer: an open `**` and an open link as typed, a started list as a list', () => {
    const bubble = show('Je sterkste match is **Du');
    expect(bubble.textContent).toBe('Je sterkste match is **Du');
    expect(bubble.querySelector('strong')).toBeNull();
    cleanup();

    const streaming = show('Wat je mist:\n- een [video](https://youtu');
    expect(tags(streaming)).toEqual(['p', 'ul']);
    expect(streaming.querySelector('li')?.textContent).toBe('een [video](https://youtu');
    expect(streaming.querySelector('a')).toBeNull();
  });

  it('shows nothing for an empty answer', () => {
    expect(show('').childElementCount).toBe(0);
  });
});
