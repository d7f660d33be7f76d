import { type Draft, MAILTO_MAX } from '@talentbrug/domain/outreach';

export interface ComposedLinks {
  mailto: string;
  gmail: string;
  outlook: string;
  /** The mailto: link carries less than the whole text (too long for mail clients). */
  shortened: boolean;
}

const enc = encodeURIComponent;

/** RFC 6068, as the server writes it: every reserved character encoded, line breaks as CRLF. */
const mailtoOf = (to: string, subject: string, body: string) =>
  `mailto:${enc(to)}?subject=${enc(subject)}&body=${enc(body.replace(/\r?\n/g, '\r\n'))}`;

/** The compose link with some of its query's values replaced, the others (and their order) as the server wrote them. */
function withValues(url: string, values: Record<string, string>): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const key = pair.slice(0, pair.includes('=') ? pair.indexOf('=') : pair.length);
      const value = values[key];
      return value === undefined ? pair : `${key}=${enc(value)}`;
    });
  return `${url.slice(0, at + 1)}${query.join('&')}`;
}

/**
 * The draft's links for what the athlete has now: the server's own while nothing changed (its
 * mailto: drops the least needed lines when the text is too long); after an edit or a typed address,
 * the same links with the athlete's text, the mailto: cut at a line's end when it would pass
 * MAILTO_MAX (longer links break in some mail clients). Gmail and Outlook always get the whole text.
 */
export function composeLinks(draft: Draft, to: string, subject: string, body: string): ComposedLinks {
  const full = mailtoOf(to, subject, body);
  const shortened = full.length > MAILTO_MAX;
  if (to === (draft.to ?? '') && subject === draft.subject && body === draft.body) {
    return { mailto: draft.mailto, gmail: draft.gmail_url, outlook: draft.outlook_url, shortened };
  }
  let mailto = full;
  let lines = body.split(/\r?\n/);
  while (mailto.length > MAILTO_MAX && lines.length > 1) {
    lines = lines.slice(0, -1);
    mailto = mailtoOf(to, subject, lines.join('\n'));
  }
  return {
    mailto,
    gmail: withValues(draft.gmail_url, { to, su: subject, body }),
    outlook: withValues(draft.outlook_url, { to, subject, body }),
    shortened,
  };
}
