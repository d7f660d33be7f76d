/**
 * Which requests for a dossier page count as a view. A link pasted in a chat or a mail is fetched
 * at once by the app's link preview (WhatsApp, Slack, iMessage, Teams, LinkedIn...) and later by
 * search engines and scripts; none of those is a person reading the page, and counting them would
 * tell the athlete a school opened the link when nobody did.
 *
 * The named agents are the previews and crawlers a shared link meets; the generic words catch the
 * rest of the well-behaved ones (they name themselves bot, crawler or spider). A request without a
 * browser name at all is no browser. HeadlessChrome is NOT on the list: it is the name of a real
 * browser that tests, accessibility checkers and some readers use, and it renders like a person's.
 * In-app browsers (Instagram, Snapchat, LinkedIn's app, Outlook's) carry their app's name but are
 * a person reading, so only the apps' fetchers are named (LinkedInBot, not LinkedInApp). A mail
 * filter that fetches links with an ordinary browser's name cannot be told apart; it counts.
 */
const PREVIEW_AGENTS = new RegExp(
  [
    'facebookexternalhit',
    'facebot',
    'meta-externalagent',
    'slackbot',
    'slack-imgproxy',
    'whatsapp',
    'twitterbot',
    'linkedinbot',
    'googlebot',
    'google-inspectiontool',
    'googleother',
    'adsbot-google',
    'mediapartners-google',
    'feedfetcher-google',
    'bingbot',
    'bingpreview',
    'msnbot',
    'discordbot',
    'telegrambot',
    'applebot',
    'skypeuripreview',
    'microsoftpreview',
    'pinterestbot',
    'redditbot',
    'yandex',
    'baiduspider',
    'duckduckbot',
    'petalbot',
    'embedly',
    'iframely',
    'vkshare',
    'lighthouse',
    'curl',
    'wget',
    'python-requests',
    'python-urllib',
    'aiohttp',
    'httpx',
    'go-http-client',
    'okhttp',
    'java\\/',
    'axios',
    'node-fetch',
    'undici',
    'libwww-perl',
    '\\bbot\\b',
    '[a-z]bot\\/',
    'crawler',
    'spider',
    'preview',
  ].join('|'),
  'i',
);

export interface Visitor {
  /** The User-Agent header as sent; missing or empty is no browser. */
  userAgent: string | null | undefined;
  /** A HEAD request: something checking the link, not reading it. */
  head?: boolean | undefined;
  /** A speculative load (Sec-Purpose or Purpose: prefetch): the browser guessed, nobody clicked yet. */
  prefetch?: boolean | undefined;
}

/** Whether this request is a person reading the page (counted) or a preview, crawler, script or check (not). */
export function isCountedVisit({ userAgent, head, prefetch }: Visitor): boolean {
  if (head || prefetch) return false;
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return false;
  return !PREVIEW_AGENTS.test(agent);
}
