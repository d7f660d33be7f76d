const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

/**
 * GoTrue's redirect rule: `redirect_to` must be a page of the site (any port when the site
 * itself is on loopback, for the dev servers) or match an entry of the allow-list, where `*`
 * stands for any characters but `/` and `**` for anything. Anything else falls back to the
 * default page, so a mail link can never send a session to another site.
 */
export function createRedirectPolicy(options: { publicOrigin: string; allowList: readonly string[] }) {
  const site = new URL(options.publicOrigin);
  const patterns = options.allowList.map(globToRegExp);

  function allowed(candidate: string): boolean {
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username || url.password) return false;
    if (url.origin === site.origin) return true;
    if (LOOPBACK.has(site.hostname) && LOOPBACK.has(url.hostname) && url.protocol === site.protocol) return true;
    return patterns.some((pattern) => pattern.test(candidate));
  }

  return {
    /** The allow-listed `candidate`, or the site page `fallbackPath`. */
    resolve(candidate: string | null | undefined, fallbackPath: string): string {
      if (candidate && allowed(candidate)) return candidate;
      return new URL(fallbackPath, site).toString();
    },
  };
}

export type RedirectPolicy = ReturnType<typeof createRedirectPolicy>;
