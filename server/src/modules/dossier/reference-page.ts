import { createHash } from 'node:crypto';
import { REFERENCE_TEXT_MAX, type ReferenceForm, referencePath } from '@talentbrug/domain/dossier';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ReferenceRow } from './references-repository.ts';
import type { FormRefusal, ReferencesService } from './references-service.ts';

/**
 * Every answer under /referentie/: never indexed, never stored, the address (a credential) never
 * sent to another site. `same-origin` rather than `no-referrer`: under `no-referrer` a browser
 * sends `Origin: null` with the form's own post, and one without Sec-Fetch-Site (Safari before
 * 16.4) could then not be told from another site's form.
 */
const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
  'referrer-policy': 'same-origin',
};

/** A form post is at most a few kilobytes: the text is 1,200 characters. */
const FORM_BODY_LIMIT = 16 * 1024;

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#16191d;background:#f6f7f9;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #6b7280;border-radius:.5rem;background:#fff;color:inherit}
textarea{min-height:12rem}
input:focus,select:focus,textarea:focus,button:focus{outline:3px solid #0b5cab;outline-offset:2px}
.hint{color:#454c54;font-size:.95rem;margin:.25rem 0 0}
.error{color:#a4161a;font-weight:600;margin:.25rem 0 0}
[aria-invalid=true]{border-color:#a4161a;border-width:2px}
button{font:inherit;font-weight:600;padding:.7rem 1.2rem;border-radius:.5rem;border:2px solid #0b5cab;background:#0b5cab;color:#fff;cursor:pointer;margin-top:1.25rem;min-height:44px}
button.secondary{background:#fff;color:#0b5cab}
blockquote{margin:1rem 0;padding:1rem;background:#fff;border-left:4px solid #0b5cab;white-space:pre-wrap}
.summary{border:2px solid #a4161a;background:#fff;padding:.75rem 1rem;border-radius:.5rem}`;

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** No script at all; the one inline stylesheet by its hash; forms post only to this origin. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src ${sha256Source(STYLE)}`,
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function documentOf(title: string, body: string): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="same-origin"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const FIELD_LABELS: Readonly<Record<keyof ReferenceForm, string>> = {
  name: 'Je naam',
  club: 'Club',
  role: 'Je rol bij de club',
  language: 'Taal van je tekst',
  text: 'Je aanbeveling',
};

const who = (athleteName: string | null) => athleteName ?? 'de sporter';

/** The form, empty, filled with the written text (editing), or with the typed values and their errors. */
export function renderReferenceForm(options: {
  action: string;
  athleteName: string | null;
  values: Record<keyof ReferenceForm, string>;
  errors?: FormRefusal['errors'];
  editing?: boolean;
}): string {
  const { action, athleteName, values } = options;
  const errors = options.errors ?? {};
  const errorOf = (field: keyof ReferenceForm) =>
    errors[field] ? `<p class="error" id="${field}-error">${escapeHtml(errors[field] ?? '')}</p>` : '';
  const describedBy = (field: keyof ReferenceForm, hint?: string) => {
    const ids = [hint, errors[field] ? `${field}-error` : null].filter(Boolean).join(' ');
    return `${ids ? ` aria-describedby="${ids}"` : ''}${errors[field] ? ' aria-invalid="true"' : ''}`;
  };
  const input = (field: 'name' | 'club' | 'role', autocomplete: string, hint?: [string, string]) =>
    `<label for="${field}">${FIELD_LABELS[field]}</label>${hint ? `<p class="hint" id="${hint[0]}">${hint[1]}</p>` : ''}<input id="${field}" name="${field}" type="text" maxlength="100" required autocomplete="${autocomplete}" value="${escapeHtml(values[field])}"${describedBy(field, hint?.[0])}>${errorOf(field)}`;
  const languages = [
    ['nl', 'Nederlands'],
    ['en', 'Engels (English)'],
  ]
    .map(([code, label]) => `<option value="${code}"${values.language === code ? ' selected' : ''}>${label}</option>`)
    .join('');
  const count = Object.keys(errors).length;
  const summary =
    count > 0
      ? `<div class="summary" role="alert"><p><strong>${count === 1 ? 'Eén veld is nog niet goed' : `${count} velden zijn nog niet goed`}.</strong> Wat je typte staat er nog.</p></div>`
      : '';
  const title = options.editing ? 'Je referentie aanpassen' : `Referentie voor ${who(athleteName)}`;
  return documentOf(
    title,
    `<h1>${escapeHtml(title)}</h1>${summary}
<p>${escapeHtml(who(athleteName))} vraagt je om een korte aanbeveling voor Amerikaanse universiteitscoaches. Schrijf in het Nederlands of in het Engels; de coach leest je tekst in de taal waarin je hem schrijft. ${escapeHtml(who(athleteName))} keurt de tekst eerst goed, daarna staat hij op het profiel.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
${input('name', 'name')}
${input('club', 'organization')}
${input('role', 'organization-title', ['role-hint', 'Bijvoorbeeld hoofdtrainer, jeugdtrainer of technisch coördinator.'])}
<label for="language">${FIELD_LABELS.language}</label><select id="language" name="language" required${describedBy('language')}><option value=""${values.language ? '' : ' selected'}>Kies een taal</option>${languages}</select>${errorOf('language')}
<label for="text">${FIELD_LABELS.text}</label><p class="hint" id="text-hint">Maximaal ${REFERENCE_TEXT_MAX.toLocaleString('nl-NL')} tekens. Vertel bijvoorbeeld hoe lang je de sporter traint, wat opvalt op en naast het veld en hoe de sporter zich ontwikkelt.</p><textarea id="text" name="text" maxlength="${REFERENCE_TEXT_MAX}" required${describedBy('text', 'text-hint')}>${escapeHtml(values.text)}</textarea>${errorOf('text')}
<button type="submit">${options.editing ? 'Wijziging opslaan' : 'Referentie versturen'}</button>
</form>`,
  );
}

/** The written text with the trainer's name, club and role, in the language it was written in. */
function writtenText(row: ReferenceRow): string {
  return `<blockquote lang="${row.language === 'en' ? 'en' : 'nl'}">${escapeHtml(row.body ?? '')}</blockquote><p>${escapeHtml(row.authorName ?? '')}, ${escapeHtml(row.role ?? '')}, ${escapeHtml(row.club ?? '')}</p>`;
}

const withdrawForm = (action: string) =>
  `<form method="post" action="${escapeHtml(action)}"><p>Wil je dat je referentie niet meer op het profiel staat? Trek hem dan in. Daarna werkt deze link niet meer.</p><button type="submit" class="secondary">Intrekken</button></form>`;

/** After a submit, and on every later visit: the text, that the athlete approves it first, and 'Intrekken'. */
export function renderReferenceWritten(options: {
  row: ReferenceRow;
  athleteName: string | null;
  action: string;
  thanks: boolean;
  expired: boolean;
}): string {
  const { row, athleteName, action } = options;
  const approved = row.approvedAt !== null;
  const status = approved
    ? `${escapeHtml(who(athleteName))} heeft je referentie goedgekeurd: hij staat op het profiel.`
    : `${escapeHtml(who(athleteName))} keurt je referentie eerst goed. Pas daarna staat hij op het profiel.`;
  const edit = options.expired
    ? '<p>Deze link is verlopen: je kunt je tekst niet meer aanpassen. Intrekken kan altijd.</p>'
    : `<p><a href="${escapeHtml(`${action}?bewerken=1`)}">Tekst aanpassen</a> (na een wijziging keurt ${escapeHtml(who(athleteName))} hem opnieuw goed).</p>`;
  return documentOf(
    options.thanks ? 'Bedankt voor je referentie' : 'Je referentie',
    `<h1>${options.thanks ? 'Bedankt voor je referentie' : 'Je referentie'}</h1><p role="status">${status}</p>${writtenText(row)}${edit}${withdrawForm(`${action}/withdraw`)}`,
  );
}

/** A link that opens nothing (any more): said plainly, nothing about whose it was. */
export function renderReferenceClosed(state: 'expired' | 'withdrawn' | 'unknown'): string {
  const text = {
    expired:
      'Deze link is verlopen: een link voor een referentie werkt 14 dagen. Vraag de sporter om een nieuwe uitnodiging als je toch een referentie wilt schrijven.',
    withdrawn: 'Deze referentie is ingetrokken. Hij staat niet meer op het profiel en deze link werkt niet meer.',
    unknown: 'Deze link bestaat niet of werkt niet meer. Controleer of je de hele link uit de e-mail hebt gebruikt.',
  }[state];
  const title = { expired: 'Link verlopen', withdrawn: 'Referentie ingetrokken', unknown: 'Link niet gevonden' }[state];
  return documentOf(title, `<h1>${title}</h1><p>${text}</p>`);
}

/**
 * A form post must come from this page: the token in the address is the credential, and the
 * browser's Origin or Sec-Fetch-Site must say same-origin (a cross-site form cannot post a
 * reference or withdraw one for a trainer who happens to have the link open).
 */
export function isSameOriginPost(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === publicOrigin;
  // Neither header: not a browser's post from this page.
  return false;
}

/**
 * The trainer's pages (issue 37, item 6), Dutch, no login and no script: GET /referentie/{token}
 * (the form, the written text, or why the link opens nothing), POST the same address (the form),
 * POST /referentie/{token}/withdraw ('Intrekken'). Rendered here on the server (README).
 */
export const referencePageRoutes: FastifyPluginAsync<{ references: ReferencesService; publicOrigin: string }> = async (
  app,
  { references, publicOrigin },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(PAGE_HEADERS);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return payload;
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);

  const closedStatus = (state: 'expired' | 'withdrawn' | 'unknown') => (state === 'unknown' ? 404 : 410);

  const EMPTY = { name: '', club: '', role: '', language: '', text: '' };

  app.get<{ Params: { token: string }; Querystring: { bewerken?: string } }>(
    '/referentie/:token',
    async (request, reply) => {
      const { token } = request.params;
      const action = referencePath(token);
      const view = await references.openForTrainer(token);
      if (view.state === 'open') {
        return html(reply, 200, renderReferenceForm({ action, athleteName: view.athleteName, values: EMPTY }));
      }
      if (view.state === 'written') {
        const row = view.reference;
        if (request.query.bewerken === '1' && !view.expired) {
          const values = {
            name: row.authorName ?? '',
            club: row.club ?? '',
            role: row.role ?? '',
            language: row.language ?? '',
            text: row.body ?? '',
          };
          return html(
            reply,
            200,
            renderReferenceForm({ action, athleteName: view.athleteName, values, editing: true }),
          );
        }
        return html(
          reply,
          200,
          renderReferenceWritten({ row, athleteName: view.athleteName, action, thanks: false, expired: view.expired }),
        );
      }
      return html(reply, closedStatus(view.state), renderReferenceClosed(view.state));
    },
  );

  app.post<{ Params: { token: string } }>('/referentie/:token', async (request, reply) => {
    const { token } = request.params;
    if (!isSameOriginPost(request, publicOrigin)) return html(reply, 403, renderReferenceClosed('unknown'));
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const result = await references.writeForTrainer(token, body);
    if (result === null) {
      const view = await references.openForTrainer(token);
      const state = view.state === 'open' || view.state === 'written' ? 'expired' : view.state;
      return html(reply, closedStatus(state), renderReferenceClosed(state));
    }
    const action = referencePath(token);
    if ('errors' in result) {
      const view = await references.openForTrainer(token);
      const athleteName = view.state === 'open' || view.state === 'written' ? view.athleteName : null;
      return html(
        reply,
        400,
        renderReferenceForm({
          action,
          athleteName,
          values: result.values,
          errors: result.errors,
          editing: view.state === 'written',
        }),
      );
    }
    const view = await references.openForTrainer(token);
    const athleteName = view.state === 'written' ? view.athleteName : null;
    return html(reply, 200, renderReferenceWritten({ row: result, athleteName, action, thanks: true, expired: false }));
  });

  app.post<{ Params: { token: string } }>('/referentie/:token/withdraw', async (request, reply) => {
    if (!isSameOriginPost(request, publicOrigin)) return html(reply, 403, renderReferenceClosed('unknown'));
    const withdrawn = await references.withdrawForTrainer(request.params.token);
    return html(reply, withdrawn ? 200 : 404, renderReferenceClosed(withdrawn ? 'withdrawn' : 'unknown'));
  });
};
