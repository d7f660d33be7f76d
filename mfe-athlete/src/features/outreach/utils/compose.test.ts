import { type Draft, MAILTO_MAX } from '@talentbrug/domain/outreach';
import { describe, expect, it } from 'vitest';
import { composeLinks } from './compose.ts';

const enc = encodeURIComponent;
const subject = 'Sem de Vries - 2026 - Midfielder';
const body = 'Dear Coach,\n\nMy name is Sem & I play hockey.\n\nKind regards,\nSem';
const draft: Draft = {
  kind: 'first',
  subject,
  body,
  mailto: `mailto:?subject=${enc(subject)}&body=${enc(body.replace(/\n/g, '\r\n'))}`,
  gmail_url: `https://mail.google.com/mail/?view=cm&fs=1&to=&su=${enc(subject)}&body=${enc(body)}`,
  outlook_url: `https://outlook.office.com/mail/deeplink/compose?to=&subject=${enc(subject)}&body=${enc(body)}`,
  dossier_url: null,
  staff_url: null,
  to: null,
};

const bodyOf = (mailto: string) => decodeURIComponent(/[?&]body=([^&]*)/.exec(mailto)?.[1] ?? '');

describe('the draft links', () => {
  it("are the server's own while nothing changed", () => {
    expect(composeLinks(draft, '', subject, body)).toEqual({
      mailto: draft.mailto,
      gmail: draft.gmail_url,
      outlook: draft.outlook_url,
      shortened: false,
    });
  });

  it("carry the athlete's text and typed address, encoded, with CRLF line breaks in the mailto", () => {
    const edited = `${body}\nP.S. Go Blue Devils!`;
    const links = composeLinks(draft, 'coach@duke.edu', 'Sem - 2026', edited);
    expect(links.mailto.startsWith('mailto:coach%40duke.edu?subject=Sem%20-%202026&body=')).toBe(true);
    expect(bodyOf(links.mailto)).toBe(edited.replace(/\n/g, '\r\n'));
    const gmail = new URL(links.gmail);
    expect(gmail.searchParams.get('view')).toBe('cm');
    expect(gmail.searchParams.get('to')).toBe('coach@duke.edu');
    expect(gmail.searchParams.get('su')).toBe('Sem - 2026');
    expect(gmail.searchParams.get('body')).toBe(edited);
    const outlook = new URL(links.outlook);
    expect(outlook.searchParams.get('subject')).toBe('Sem - 2026');
    expect(outlook.searchParams.get('body')).toBe(edited);
  });

  it('cut a text too long for a mailto at a line end, and say so; the web links keep it whole', () => {
    const long = Array.from({ length: 60 }, (_, i) => `Line ${i}: ${'x'.repeat(40)}`).join('\n');
    const links = composeLinks(draft, '', subject, long);
    expect(links.shortened).toBe(true);
    expect(links.mailto.length).toBeLessThanOrEqual(MAILTO_MAX);
    expect(long.startsWith(bodyOf(links.mailto).replace(/\r\n/g, '\n'))).toBe(true);
    expect(new URL(links.gmail).searchParams.get('body')).toBe(long);
  });
});
