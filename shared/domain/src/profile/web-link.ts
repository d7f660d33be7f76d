/**
 * Web links as athletes type them. 'youtube.com/watch?v=...' and 'www.vimeo.com/123' are links
 * to anyone who reads them, so they are accepted and written out with https://; only http(s)
 * links are stored, because a javascript: or data: URL would run when a talent manager clicks it.
 */

/** The longest link stored, in characters. */
export const URL_MAX = 2048;

/** A link as the wizard takes it: https:// may be left out. */
export const LINK_MESSAGE = 'Voer een geldige link in, bijvoorbeeld youtube.com/watch?v=… of vimeo.com/123456789.';

/** Only web links with a host. */
export function isHttpUrl(text: string): boolean {
  const value = text.trim();
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// 'youtube.com/...', 'www.hudl.com', 'youtu.be:443/x': a host name with a dot before any slash.
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i;

/**
 * The link as it is stored: trimmed, and with https:// in front of a bare host name. Anything
 * else (another scheme, text that is no link) is returned trimmed, for the rules to refuse.
 */
export function normalizeWebLink(text: string): string {
  const value = text.trim();
  if (value === '' || /^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  return BARE_HOST.test(value) ? `https://${value}` : value;
}

/** A web link as typed: with or without https://. */
export function isWebLink(text: string): boolean {
  return isHttpUrl(normalizeWebLink(text));
}
