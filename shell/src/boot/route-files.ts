import { ROUTE_FILES_ATTRIBUTE, ROUTE_NEEDS_SESSION_ATTRIBUTE } from '@talentbrug/domain/prerender';

export interface RouteFile {
  href: string;
  /** 'fetch': the remote's manifest, which the federation runtime fetch()es; else the file's kind. */
  as: 'fetch' | 'script' | 'style';
}

/** The route files the server named on the boot script; none when the value is missing or malformed. */
export function routeFilesOf(script: HTMLElement | null): RouteFile[] {
  const value = script?.getAttribute(ROUTE_FILES_ATTRIBUTE);
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (file): file is RouteFile =>
        typeof file?.href === 'string' && (file.as === 'fetch' || file.as === 'script' || file.as === 'style'),
    );
  } catch {
    return [];
  }
}

/** Whether the route's files are of use only with a stored session (a protected route). */
export const routeNeedsSession = (script: HTMLElement | null) => !!script?.hasAttribute(ROUTE_NEEDS_SESSION_ATTRIBUTE);

/**
 * Fetches the route's remote files beside the shell's own (ADR 0016), so the page's chunks are in
 * the HTTP cache when the federation runtime asks for them, instead of being discovered one round
 * trip after another. Scripts and stylesheets are fetched as their elements will load them
 * (no-cors, with credentials: the same cache entry); the manifest, which the runtime fetch()es
 * once, as a preload. A fetch that fails leaves nothing in the cache: the runtime's own load then
 * goes to the network, so a remote that comes back is loaded by the next retry. (A failed
 * `<link rel="preload">` of a script would be handed to the next load of that file as its answer.)
 */
export function fetchRouteFiles(files: readonly RouteFile[], doc: Document = document, fetchImpl = fetch): void {
  for (const { href, as } of files) {
    if (as === 'fetch') {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'fetch');
      link.crossOrigin = 'anonymous';
      link.href = href;
      doc.head.append(link);
    } else {
      fetchImpl(href, { mode: 'no-cors', credentials: 'include', priority: 'high' } as RequestInit).catch(
        () => undefined,
      );
    }
  }
}
