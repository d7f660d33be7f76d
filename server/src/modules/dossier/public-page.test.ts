import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOSSIER_NOT_FOUND, type DossierLink } from '@talentbrug/domain/dossier';
import { bornYearsAgo } from '@talentbrug/domain/testing/athletes';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiMethod, callApi } from '../../testing/api.ts';
import { TEST_SERVICE_KEY, type TestSession } from '../../testing/sign-in.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { multipartBody, multipartHeaders, PNG_1X1 } from '../uploads/testing/fixtures.ts';
import { pageContentSecurityPolicy, visitCookie } from './public-page.ts';
import { pdfFileName } from './public-pdf.ts';
import { publishedAthlete } from './testing/athletes.ts';
import { pdfText } from './testing/pdf-text.ts';
import { staticRootWithRenderer } from './testing/static-root.ts';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

describe('the public dossier page at /r/{token} and its PDF', () => {
  let app: FastifyInstance;
  let staticRoot: string;
  let counter = 0;

  const call = (method: ApiMethod, url: string, token: string, payload?: unknown) =>
    callApi(app, method, url, token, payload);

  /** Fleur with her highlight video, `profile` over it, and her published dossier (`dossier` over it) at a coach's link. */
  const publishedLink = (profile: Record<string, unknown> = {}, dossier: Record<string, unknown> = {}) =>
    publishedAthlete(app, `public-page${counter++}@example.nl`, {
      profile: { video_link: 'youtube.com/watch?v=fleur2026', ...profile },
      dossier,
    });

  async function views(session: TestSession, link: DossierLink) {
    const response = await call('GET', '/api/dossier/links', session.access_token);
    return (response.json() as { links: DossierLink[] }).links.find((l) => l.id === link.id)?.views;
  }

  const visit = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: { 'user-agent': PHONE, ...headers } });

  beforeAll(async () => {
    staticRoot = staticRootWithRenderer();
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY, STATIC_ROOT: staticRoot });
  });
  afterAll(() => app?.close());

  it('renders the English page with no script, noindex and a CSP that allows none', async () => {
    // Fleur is 17: her height and weight show once she switches them on herself.
    const { token } = await publishedLink(
      {},
      { about_en: 'Left back.\n\nReads the game.', public_fields: { measurements: true } },
    );
    const response = await visit(`/r/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-robots-tag']).toMatch(/noindex/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'; img-src 'self'/);
    expect(csp).not.toMatch(/script-src|unsafe/);
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/ on\w+=/i);
    expect(html).toContain('<h1>Fleur de Vries</h1>');
    expect(html).toContain(`5&#39;8&quot; (172 cm)`);
    expect(html).toContain('143 lb (65 kg)');
    expect(html).toContain('Hoofdklasse: the top Dutch senior league, the strongest club hockey league in the world');
    expect(html).toContain('<p>Left back.</p><p>Reads the game.</p>');
    expect(html).toContain('TOEFL iBT: 95');
    expect(html).toContain('href="https://youtube.com/watch?v=fleur2026"');
    expect(html).toContain(`href="/r/${token}.pdf"`);
    expect(html).toContain('This profile is shared by the athlete.');
    // No request leaves for another site: nothing but our own pages and the athlete's video link.
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.filter((source) => !source?.startsWith('/') && !source?.startsWith('mailto:'))).toEqual([
      'https://youtube.com/watch?v=fleur2026',
    ]);
  });

  it('leaves a hidden field out of the page and the PDF, and shows one made public', async () => {
    const { session, token } = await publishedLink(
      { current_team: 'Geheime Club HC' },
      {
        parent_email: 'ouder@example.nl',
        ncaa_id: '2301234567',
        public_fields: { athlete_email: false, parent_email: true, club: false },
      },
    );
    const html = (await visit(`/r/${token}`)).body;
    const pdf = await visit(`/r/${token}.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const document of [html, text]) {
      expect(document).toContain('ouder@example.nl');
      expect(document).toContain('Fleur de Vries');
      expect(document, 'the athlete e-mail').not.toContain(session.user.email ?? '@');
      expect(document).not.toContain('Geheime Club');
      expect(document).not.toContain('2301234567');
      expect(document).not.toContain(bornYearsAgo(17));
    }
    expect(html).toContain('href="mailto:ouder@example.nl"');
    expect(html).not.toMatch(/>Club</);
    expect(html).not.toContain('NCAA Eligibility Center ID');
  });

  it('shows the key stats under their English heading on the page and in the PDF, only when written, never the Dutch', async () => {
    const dutch = 'Topscorer MO18 met 14 doelpunten';
    const { session, token } = await publishedLink(
      { key_stats: dutch },
      { key_stats_en: '14 goals, 9 assists in 22 games (U18, 2025-26)\n- <b>Top scorer</b> & captain' },
    );
    const html = (await visit(`/r/${token}`)).body;
    expect(html).toContain(
      '<section aria-labelledby="key-stats"><h2 id="key-stats">Key stats</h2><ul><li>14 goals, 9 assists in 22 games (U18, 2025-26)</li><li>&lt;b&gt;Top scorer&lt;/b&gt; &amp; captain</li></ul></section>',
    );
    expect(html).not.toContain('<b>');
    // After the level, before the athlete's own prose.
    expect(html.indexOf('id="key-stats"')).toBeGreaterThan(html.indexOf('id="level"'));
    const pdf = pdfText((await visit(`/r/${token}.pdf`)).rawPayload);
    expect(pdf).toContain('Key stats');
    expect(pdf).toContain('14 goals, 9 assists in 22 games (U18, 2025-26)');
    for (const document of [html, pdf]) expect(document).not.toContain(dutch);

    // Switched off, and emptied: no heading left on either.
    for (const write of [
      { public_fields: { key_stats: false } },
      { public_fields: { key_stats: true }, key_stats_en: '' },
    ]) {
      const saved = await call('PUT', '/api/dossier', session.access_token, write);
      expect(saved.statusCode, saved.body).toBe(200);
      const page = (await visit(`/r/${token}`)).body;
      expect(page, JSON.stringify(write)).not.toContain('Key stats');
      expect(page, JSON.stringify(write)).not.toContain('14 goals');
      expect(pdfText((await visit(`/r/${token}.pdf`)).rawPayload), JSON.stringify(write)).not.toContain('Key stats');
    }
  });

  it('gives a one-page A4 PDF with the page address', async () => {
    // 17: her height shows once she switches it on.
    const { token } = await publishedLink(
      { first_name: 'Émile', last_name: 'Ødegaard' },
      { public_fields: { measurements: true } },
    );
    const response = await visit(`/r/${token}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="emile-odegaard-dossier.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(response.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    const text = pdfText(response.rawPayload);
    expect(text).toContain('This profile is shared by the athlete.');
    expect(text).toContain(`/r/${token}`);
    expect(text).toContain('5\'8" (172 cm)');
    expect(pdfFileName(null)).toBe('athlete-dossier.pdf');
    expect(pdfFileName('"; x=<y>')).toBe('x-y-dossier.pdf');
  });

  it('shows the photo the athlete made public on the page and in the PDF, and neither while it is kept back', async () => {
    const { session, token } = await publishedLink();
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: multipartHeaders(session.access_token),
      payload: multipartBody({}, [{ field: 'image', filename: 'fleur.png', type: 'image/png', content: PNG_1X1 }]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json().file.id as string;
    const chosen = await call('PUT', '/api/dossier', session.access_token, { photo_upload_id: photo });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const hidden = await visit(`/r/${token}`);
    expect(hidden.body).not.toContain(photo);
    expect((await visit(`/r/${token}.pdf`)).rawPayload.toString('latin1')).not.toContain('/Subtype /Image');

    await call('PUT', '/api/dossier', session.access_token, { public_fields: { photo: true } });
    const html = (await visit(`/r/${token}`)).body;
    expect(html).toMatch(
      new RegExp(
        `<img class="photo" src="[^"]*/api/upload/file/${photo}/content\\?exp=\\d+&amp;sig=[^"]+" alt="Photo of Fleur de Vries"`,
      ),
    );
    const pdf = (await visit(`/r/${token}.pdf`)).rawPayload;
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  });

  it('stays one page with every text at its longest', async () => {
    const long = 'A sentence about the athlete that goes on. '.repeat(80).slice(0, 1500);
    const { token } = await publishedLink(
      {},
      {
        about_en: long,
        achievements_en: `${'- Champion 2025\n'.repeat(60)}`,
        key_stats_en: '2k ergo: 6:58.4 (March 2026)\n'.repeat(40).slice(0, 1000),
      },
    );
    const pdf = (await visit(`/r/${token}.pdf`)).rawPayload;
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    // The facts come first and always fit; the key stats are cut after six lines, before the prose.
    const text = pdfText(pdf);
    expect(text).toContain('TOEFL iBT: 95');
    expect(text.match(/2k ergo: 6:58\.4 \(March 2026\)/g)).toHaveLength(6);
    expect(text).toContain('About');
  });

  it('escapes every text: a name with markup is shown as text', async () => {
    const { token } = await publishedLink(
      { first_name: '<script>alert(1)</script>', last_name: 'de "Vries"' },
      { about_en: '<img src=x onerror=alert(1)> & more' },
    );
    const html = (await visit(`/r/${token}`)).body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; de &quot;Vries&quot;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
  });

  it('answers an unknown, malformed, revoked or unpublished link with the plain English 404 page', async () => {
    const { session, link, token } = await publishedLink();
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/dossier/links/${link.id}`,
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(revoked.statusCode).toBe(200);
    // A link of a dossier its athlete took offline.
    const offline = await publishedLink();
    const unpublished = await call('PUT', '/api/dossier', offline.session.access_token, { published: false });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const urls = [`/r/${token}`, `/r/${token}.pdf`, `/r/${offline.token}`, `/r/${offline.token}.pdf`];
    for (const url of [...urls, `/r/${'A'.repeat(32)}`, '/r/nope', '/r/%3Cscript%3E']) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['x-robots-tag'], url).toMatch(/noindex/);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(response.headers['set-cookie'], url).toBeUndefined();
      expect(response.body, url).toContain('<html lang="en">');
      expect(response.body, url).toContain(DOSSIER_NOT_FOUND);
      expect(response.body, url).not.toMatch(/<script/i);
    }
  });

  it('counts a view once per visit by its cookie; a link preview, a HEAD and a prefetch get the page uncounted', async () => {
    const { session, link, token } = await publishedLink();
    const first = await visit(`/r/${token}`);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^tb_visit=[\\w-]{16,64}; Path=/r/${token}; HttpOnly; SameSite=Lax$`));
    expect(await views(session, link)).toBe(1);
    const marker = cookie.split(';')[0] ?? '';
    for (let i = 0; i < 3; i++) {
      const again = await visit(`/r/${token}`, { cookie: marker });
      expect(again.statusCode).toBe(200);
      expect(again.headers['set-cookie']).toBeUndefined();
    }
    expect(await views(session, link)).toBe(1);

    expect((await visit(`/r/${token}`, { 'user-agent': FACEBOOK })).statusCode).toBe(200);
    expect((await visit(`/r/${token}`, {}, 'HEAD')).statusCode).toBe(200);
    expect((await visit(`/r/${token}`, { 'sec-purpose': 'prefetch' })).statusCode).toBe(200);
    expect((await visit(`/r/${token}.pdf`)).statusCode).toBe(200);
    expect(await views(session, link)).toBe(1);

    // Another coach, another visit.
    await visit(`/r/${token}`, { cookie: 'tb_visit=another-coach-0123456789' });
    expect(await views(session, link)).toBe(2);
  });

  it('renders with the remote build on disk now: a new build changes the page without a restart, none is a 503 page', async () => {
    const { session, link, token } = await publishedLink();
    const file = join(staticRoot, 'mfe-recruit', 'dist', 'public.mjs');
    const built = readFileSync(file, 'utf8');
    try {
      writeFileSync(
        file,
        built.replace('This profile is shared by the athlete.', 'Shared by the athlete (new build).'),
      );
      // A link preview: it gets the page, and counts no view.
      const preview = await visit(`/r/${token}`, { 'user-agent': FACEBOOK });
      expect(preview.body).toContain('Shared by the athlete (new build).');

      renameSync(file, `${file}.away`);
      const response = await visit(`/r/${token}`);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.headers['x-robots-tag']).toMatch(/noindex/);
      expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'none';/);
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain('Profile briefly unavailable');
      // An unknown link is still the 404 page, and a page nobody could read is no view.
      const unknown = await visit(`/r/${'A'.repeat(32)}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain(DOSSIER_NOT_FOUND);
      expect(await views(session, link)).toBe(0);
      renameSync(`${file}.away`, file);
    } finally {
      writeFileSync(file, built);
    }
    expect((await visit(`/r/${token}`)).body).toContain('This profile is shared by the athlete.');
  });

  it('sets a Secure cookie where the app is on HTTPS, and hashes each inline stylesheet into the CSP', () => {
    expect(visitCookie('T'.repeat(32), 'marker', true)).toBe(
      `tb_visit=marker; Path=/r/${'T'.repeat(32)}; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(pageContentSecurityPolicy('<style>a{}</style>', ['https://bucket.example'])).toBe(
      "default-src 'none'; style-src 'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='; img-src 'self' https://bucket.example; media-src 'self' https://bucket.example; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });
});
