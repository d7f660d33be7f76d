import { describe, expect, it } from 'vitest';
import { parseInline, parseRichText, safeHref } from './rich-text.ts';

describe('parseRichText: blocks', () => {
  it('splits paragraphs at blank lines and keeps a single line break inside one', () => {
    expect(parseRichText('Eerste alinea.\nNog een regel.\n\n\nTweede alinea.')).toEqual([
      { kind: 'p', text: ['Eerste alinea.\nNog een regel.'] },
      { kind: 'p', text: ['Tweede alinea.'] },
    ]);
  });

  it("reads '- ' and '* ' lines as a list, also straight after the line that introduces it", () => {
    expect(parseRichText('Wat je nog mist:\n- je GPA\n- een video\n\nDaarna kun je matchen.')).toEqual([
      { kind: 'p', text: ['Wat je nog mist:'] },
      { kind: 'ul', items: [['je GPA'], ['een video']] },
      { kind: 'p', text: ['Daarna kun je matchen.'] },
    ]);
    expect(parseRichText('* een\n*   twee')).toEqual([{ kind: 'ul', items: [['een'], ['twee']] }]);
  });

  it("reads '1. ' and '1) ' lines as an ordered list that starts at its first number", () => {
    expect(parseRichText('1. Registreer bij de NCAA\n2. Vraag het I-20 aan')).toEqual([
      { kind: 'ol', start: 1, items: [['Registreer bij de NCAA'], ['Vraag het I-20 aan']] },
    ]);
    expect(parseRichText('3) Betaal de SEVIS-fee\n4) Plan het interview')).toEqual([
      { kind: 'ol', start: 3, items: [['Betaal de SEVIS-fee'], ['Plan het interview']] },
    ]);
  });

  it('starts a new list where the kind of marker changes, and a paragraph after an unindented line', () => {
    expect(parseRichText('- a\n1. b\nTekst')).toEqual([
      { kind: 'ul', items: [['a']] },
      { kind: 'ol', start: 1, items: [['b']] },
      { kind: 'p', text: ['Tekst'] },
    ]);
  });

  it('adds an indented line to the list item above it', () => {
    expect(parseRichText('- Duke\n  met een volle beurs\n- Iowa')).toEqual([
      { kind: 'ul', items: [['Duke\nmet een volle beurs'], ['Iowa']] },
    ]);
  });

  it('does not take a hyphen, a sum or a year inside a line for a list', () => {
    expect(parseRichText('-5 graden in Iowa\n2026 is het jaar\n**Duke** past')).toEqual([
      { kind: 'p', text: ['-5 graden in Iowa\n2026 is het jaar\n', { bold: ['Duke'] }, ' past'] },
    ]);
  });

  it('reads Windows line ends as line ends', () => {
    expect(parseRichText('Lijst:\r\n- a\r\n\r\nEinde')).toEqual([
      { kind: 'p', text: ['Lijst:'] },
      { kind: 'ul', items: [['a']] },
      { kind: 'p', text: ['Einde'] },
    ]);
  });

  it('gives nothing for an empty or blank text', () => {
    expect(parseRichText('')).toEqual([]);
    expect(parseRichText(' \n\n ')).toEqual([]);
  });
});

describe('parseRichText: an answer while it streams in', () => {
  const answer = 'Je sterkste match is **Duke**.\n\nWat je daar nog mist:\n- je GPA\n- een [video](https://youtu.be/x)';

  it('gives every prefix of the answer a shape without throwing, ending in the finished one', () => {
    for (let end = 0; end <= answer.length; end++) expect(() => parseRichText(answer.slice(0, end))).not.toThrow();
    expect(parseRichText(answer)).toEqual([
      { kind: 'p', text: ['Je sterkste match is ', { bold: ['Duke'] }, '.'] },
      { kind: 'p', text: ['Wat je daar nog mist:'] },
      { kind: 'ul', items: [['je GPA'], ['een ', { href: 'https://youtu.be/x', text: ['video'] }]] },
    ]);
  });

  it('shows an unfinished `**` and an unfinished link as typed', () => {
    expect(parseRichText('Je sterkste match is **Du')).toEqual([{ kind: 'p', text: ['Je sterkste match is **Du'] }]);
    expect(parseRichText('- een [video](https://you')).toEqual([{ kind: 'ul', items: [['een [video](https://you']] }]);
  });

  it("shows a list item as soon as its '- ' or '1.' arrives, but not a lone '*' that may become bold", () => {
    expect(parseRichText('Wat je mist:\n-')).toEqual([
      { kind: 'p', text: ['Wat je mist:'] },
      { kind: 'ul', items: [[]] },
    ]);
    expect(parseRichText('Stappen:\n1.')).toEqual([
      { kind: 'p', text: ['Stappen:'] },
      { kind: 'ol', start: 1, items: [[]] },
    ]);
    expect(parseRichText('*')).toEqual([{ kind: 'p', text: ['*'] }]);
  });
});

describe('parseInline', () => {
  it('makes `**bold**` strong, several times in a line', () => {
    expect(parseInline('**Duke**: 91%, **Iowa**: 84%')).toEqual([
      { bold: ['Duke'] },
      ': 91%, ',
      { bold: ['Iowa'] },
      ': 84%',
    ]);
  });

  it('leaves `**` with a space just inside, or without content, as text', () => {
    expect(parseInline('2 ** 3 ** 4')).toEqual(['2 ** 3 ** 4']);
    expect(parseInline('a **** b')).toEqual(['a **** b']);
    expect(parseInline('**a\nb**')).toEqual(['**a\nb**']);
  });

  it('makes links to the web, to an e-mail address and to a path on this site', () => {
    expect(parseInline('Zie [de NCAA](https://www.ncaa.org/eligibility).')).toEqual([
      'Zie ',
      { href: 'https://www.ncaa.org/eligibility', text: ['de NCAA'] },
      '.',
    ]);
    expect(parseInline('[site](http://example.com)')).toEqual([{ href: 'http://example.com', text: ['site'] }]);
    expect(parseInline('[mail ons](mailto:hallo@talentbrug.nl)')).toEqual([
      { href: 'mailto:hallo@talentbrug.nl', text: ['mail ons'] },
    ]);
    expect(parseInline('[je matches](/matches?sort=score)')).toEqual([
      { href: '/matches?sort=score', text: ['je matches'] },
    ]);
  });

  it('bolds a link and links bold text', () => {
    expect(parseInline('**[Duke](https://duke.edu)**')).toEqual([
      { bold: [{ href: 'https://duke.edu', text: ['Duke'] }] },
    ]);
    expect(parseInline('[**Duke**](https://duke.edu)')).toEqual([
      { href: 'https://duke.edu', text: [{ bold: ['Duke'] }] },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example/pad',
    '/\\evil.example',
    'matches',
    'https:evil.example',
    'java\u0001script:alert',
  ])('keeps a link to %s as the text that was written', (url) => {
    const text = `Klik [hier](${url}) nu`;
    expect(parseInline(text)).toEqual([text]);
  });

  it('keeps HTML as text', () => {
    expect(parseInline('<script>alert(1)</script> <b>vet</b>')).toEqual(['<script>alert(1)</script> <b>vet</b>']);
  });
});

describe('safeHref', () => {
  it('accepts the web, e-mail and this site, and nothing else', () => {
    expect(safeHref('https://duke.edu')).toBe('https://duke.edu');
    expect(safeHref('HTTPS://DUKE.EDU')).toBe('HTTPS://DUKE.EDU');
    expect(safeHref('mailto:a@b.nl')).toBe('mailto:a@b.nl');
    expect(safeHref('/profile')).toBe('/profile');
    expect(safeHref('/')).toBe('/');
    for (const url of ['', 'javascript:x', 'data:x', ' https://duke.edu', 'https:// duke.edu', 'https://', '//x.nl'])
      expect(safeHref(url)).toBeNull();
  });
});
