import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { cookieValue } from '@talentbrug/domain/contracts/first-paint/cookies';
import { REMOTES } from '@talentbrug/domain/contracts/routes';
import {
  DOSSIER_NOT_FOUND,
  dossierPath,
  dossierPdfPath,
  PUBLIC_DOSSIER_RENDER_FILE,
  type PublicDossier,
  type PublicDossierRenderModule,
} from '@talentbrug/domain/dossier';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { changedModuleLoader } from '../../file-signature.ts';
import { serverRenderFile } from '../../first-paint/server-render.ts';
import { newVisitMarker, type PublicVisit } from './dossier-service.ts';
import { type PdfPhoto, pdfFileName, renderDossierPdf } from './public-pdf.ts';

/** The page's own visitor cookie (README: 'A view is a visit of a person'); its path is the link's page. */
export const VISIT_COOKIE = 'tb_visit';
const MARKER = /^[\w-]{16,64}$/;
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Every answer under /r/: never indexed, never stored (the photo and video links are signed for about an hour). */
const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
  // The address carries the token: no other site learns it from a click on a link in the page.
  'referrer-policy': 'no-referrer',
};

/** A short English page of our own, for when the remote's renderer cannot answer. */
const plainPage = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
const UNAVAILABLE = plainPage(
  'Profile briefly unavailable',
  'This profile cannot be shown right now. Please try again in a few minutes.',
);
/** The 404 page when the remote's renderer is missing too: the same plain English sentence. */
const NOT_FOUND_FALLBACK = plainPage('Profile not found', DOSSIER_NOT_FOUND);

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The page's CSP: nothing may run (no script-src, so default-src 'none' refuses all script), the
 * inline stylesheets by their hashes, images and video from our origin and the upload storage's
 * origins (signed links), nothing framed, no form posted.
 */
export function pageContentSecurityPolicy(html: string, mediaSources: readonly string[]): string {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => sha256Source(match[1] ?? ''));
  const media = ["'self'", ...mediaSources].join(' ');
  return [
    "default-src 'none'",
    `style-src ${styles.length > 0 ? styles.join(' ') : "'none'"}`,
    `img-src ${media}`,
    `media-src ${media}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface PublicPageOptions {
  dossiers: { openPublicDossier(token: string, visit?: PublicVisit): Promise<PublicDossier> };
  publicOrigin: string;
  staticRoot: string;
  /** The recruit remote's manifest in the current remote map (the map can change without a restart). */
  manifestUrl: () => string;
  /** Origins the upload storage serves signed links from besides ours (S3 mode). */
  mediaSources: readonly string[];
}

/**
 * The recruit remote's public.mjs (PUBLIC_DOSSIER_RENDER_FILE), from the build the remote map
 * points at (its dist/ or a release), else from its dist/ on this server. Imported by path and
 * signature, like ssr.mjs, so a new release renders on the next request without a restart; null
 * while there is none or it does not load.
 */
export function createPublicRenderLoader(
  options: Omit<PublicPageOptions, 'dossiers' | 'mediaSources'>,
  log: FastifyBaseLogger,
) {
  const { publicOrigin, staticRoot } = options;
  const fallback = join(staticRoot, REMOTES.recruit.dir, 'dist', PUBLIC_DOSSIER_RENDER_FILE);
  const fileOf = () => {
    try {
      const manifest = new URL(options.manifestUrl(), publicOrigin);
      return serverRenderFile('recruit', manifest, publicOrigin, staticRoot, PUBLIC_DOSSIER_RENDER_FILE) ?? fallback;
    } catch {
      return fallback;
    }
  };
  const load = changedModuleLoader<PublicDossierRenderModule>(
    (error, file) => log.warn({ err: error, file }, 'The public dossier page renderer failed to load; /r/ answers 503'),
    (loaded) =>
      typeof loaded.renderDossierDocument === 'function' && typeof loaded.renderNotFoundDocument === 'function'
        ? (loaded as PublicDossierRenderModule)
        : null,
  );
  return () => load(fileOf());
}

/**
 * The visitor marker's cookie: for this link's page only, for the browser's session, never read by
 * a script, sent on a coach's click from a mail or chat (Lax), and only over HTTPS where the app is.
 */
export const visitCookie = (token: string, marker: string, secure: boolean) =>
  `${VISIT_COOKIE}=${marker}; Path=${dossierPath(token)}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

const isNotFound = (error: unknown) =>
  error instanceof Error && 'statusCode' in error && (error as { statusCode: unknown }).statusCode === 404;

/**
 * GET /r/{token}: the athlete's English page for a coach, rendered per request by the recruit
 * remote's public.mjs; GET /r/{token}.pdf: the same view on one A4 page (public-pdf.ts). No login,
 * no script, never indexed or cached. An unknown, revoked or unpublished token is the plain
 * English 404 page; no renderer is a 503 page, never a crash.
 */
export const publicPageRoutes: FastifyPluginAsync<PublicPageOptions> = async (app, options) => {
  const { dossiers, publicOrigin, mediaSources } = options;
  const secure = new URL(publicOrigin).protocol === 'https:';
  const renderer = createPublicRenderLoader(options, app.log);

  // After the app's own onSend (security-headers.ts, registered on the root before this plugin):
  // this page's CSP allows no script at all, whatever the app's pages need.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(PAGE_HEADERS);
    const html = reply.getHeader('content-type');
    if (typeof html === 'string' && html.startsWith('text/html') && typeof payload === 'string')
      reply.header('content-security-policy', pageContentSecurityPolicy(payload, mediaSources));
    return payload;
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);

  async function page(request: FastifyRequest, reply: FastifyReply, token: string) {
    const render = await renderer();
    const carried = cookieValue(request.headers.cookie, VISIT_COOKIE);
    const marker = carried && MARKER.test(carried) ? carried : null;
    const visitMarker = marker ?? newVisitMarker();
    const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''}`.toLowerCase();
    let view: PublicDossier;
    try {
      // Without a renderer the link is still checked (an unknown one stays a 404), but not counted:
      // nobody read the page. Without a visit, openPublicDossier counts nothing.
      view = await dossiers.openPublicDossier(
        token,
        render
          ? {
              userAgent: request.headers['user-agent'] ?? null,
              head: request.method === 'HEAD',
              prefetch: purpose.includes('prefetch'),
              visitMarker,
            }
          : undefined,
      );
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return html(reply, 404, (render && safely(() => render.renderNotFoundDocument(), request)) ?? NOT_FOUND_FALLBACK);
    }
    if (!render) return html(reply.header('retry-after', '60'), 503, UNAVAILABLE);
    const document = safely(() => render.renderDossierDocument(view, { pdfUrl: dossierPdfPath(token) }), request);
    if (document === null) return html(reply.header('retry-after', '60'), 503, UNAVAILABLE);
    // The token passed the service's pattern ([A-Za-z0-9_-]{32}), so it is safe in the cookie's path.
    if (!marker) reply.header('set-cookie', visitCookie(token, visitMarker, secure));
    return html(reply, 200, document);
  }

  function safely(render: () => string, request: FastifyRequest): string | null {
    try {
      const out = render();
      return typeof out === 'string' ? out : null;
    } catch (error) {
      request.log.error({ err: error }, 'The public dossier page failed to render');
      return null;
    }
  }

  async function pdf(request: FastifyRequest, reply: FastifyReply, token: string) {
    let view: PublicDossier;
    try {
      // Not a view: the PDF is opened from the page, whose visit already counted (README).
      view = await dossiers.openPublicDossier(token);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      const render = await renderer();
      return html(reply, 404, (render && safely(() => render.renderNotFoundDocument(), request)) ?? NOT_FOUND_FALLBACK);
    }
    const photo = await photoOf(view.photo_url, request);
    const bytes = await renderDossierPdf(view, { pageUrl: `${publicOrigin}${dossierPath(token)}`, photo });
    return reply
      .code(200)
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${pdfFileName(view.name)}"`)
      .send(Buffer.from(bytes));
  }

  /**
   * The photo's bytes for the PDF, read through its signed link as a browser would: our own upload
   * route (local storage) or the storage's origin (S3). JPEG and PNG only (what a PDF embeds); a
   * WebP photo, a slow or failed read or a file over 5 MB leaves the PDF without it.
   */
  async function photoOf(url: string | null, request: FastifyRequest): Promise<PdfPhoto | null> {
    if (!url) return null;
    try {
      const target = new URL(url, publicOrigin);
      let type: string;
      let body: Buffer;
      if (target.origin === publicOrigin) {
        const response = await app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
        if (response.statusCode !== 200) return null;
        type = String(response.headers['content-type'] ?? '');
        body = response.rawPayload;
      } else if (mediaSources.includes(target.origin)) {
        const response = await fetch(target, { signal: AbortSignal.timeout(3000) });
        if (!response.ok) return null;
        type = response.headers.get('content-type') ?? '';
        body = Buffer.from(await response.arrayBuffer());
      } else return null;
      const kind = type.startsWith('image/jpeg') ? 'jpeg' : type.startsWith('image/png') ? 'png' : null;
      return kind && body.length <= PHOTO_MAX_BYTES ? { type: kind, bytes: body } : null;
    } catch (error) {
      request.log.warn({ err: error }, 'The dossier photo could not be read for the PDF; it goes out without it');
      return null;
    }
  }

  app.get<{ Params: { token: string } }>('/r/:token', async (request, reply) => {
    const { token } = request.params;
    return token.endsWith('.pdf') ? pdf(request, reply, token.slice(0, -'.pdf'.length)) : page(request, reply, token);
  });
};
