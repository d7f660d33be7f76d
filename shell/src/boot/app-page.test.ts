import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVTOOLS_KEY } from '../remotes/remote-map.ts';
import { prerenderMismatch, settleAppPage } from './app-page.ts';

const DRAFT = 'talentbrug.onboarding-draft.v1';
const store = (entries: Record<string, string> = {}) => ({ getItem: (key: string) => entries[key] ?? null });
const env = (href: string, local: Record<string, string> = {}, session: Record<string, string> = {}) => ({
  url: new URL(href, 'https://talentbrug.test'),
  stores: [store(local), store(session)],
});

describe('prerenderMismatch', () => {
  it('lets the markup stand for a new visitor, tracking parameters and anchors included', () => {
    expect(prerenderMismatch(env('/login'), [AUTH_STORAGE_KEY])).toBeNull();
    expect(prerenderMismatch(env('/onboarding?utm_source=instagram&gclid=x#start'), [DRAFT])).toBeNull();
  });

  it('drops it when a key the page named is stored, in either storage', () => {
    expect(prerenderMismatch(env('/login', { [AUTH_STORAGE_KEY]: '{}' }), [AUTH_STORAGE_KEY])).toBe('stored');
    expect(prerenderMismatch(env('/login', {}, { [AUTH_STORAGE_KEY]: '{}' }), [AUTH_STORAGE_KEY])).toBe('stored');
    expect(prerenderMismatch(env('/onboarding', { [DRAFT]: '{"state":{}}' }), [DRAFT, AUTH_STORAGE_KEY])).toBe(
      'stored',
    );
    // A key the page did not name changes nothing there (/signup shows its form signed in too).
    expect(prerenderMismatch(env('/signup', { [AUTH_STORAGE_KEY]: '{}' }), [])).toBeNull();
  });

  it('drops it for query state the page reads, an e-mail link and a local remote', () => {
    expect(prerenderMismatch(env('/login?redirect=%2Fmatches'), [])).toBe('query');
    expect(prerenderMismatch(env('/onboarding?universiteit=123'), [])).toBe('query');
    expect(prerenderMismatch(env('/login#access_token=abc&type=recovery'), [])).toBe('auth-link');
    expect(prerenderMismatch(env('/login?code=123'), [])).toBe('auth-link');
    expect(prerenderMismatch(env('/login', { [DEVTOOLS_KEY]: '{}' }), [])).toBe('devtools-override');
  });

  it('keeps the markup when storage cannot be read: the app finds nothing there either', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(prerenderMismatch({ url: new URL('https://t.test/login'), stores: [blocked, undefined] }, ['k'])).toBeNull();
  });
});

describe('settleAppPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const mount = (marks: string) => {
    document.body.innerHTML = `<div id="root" class="tb-root" data-prerendered ${marks}><header>menu</header><main id="main"><h1>Inloggen</h1><form><input name="email"><button type="submit">Inloggen</button></form></main></div>`;
    return document.getElementById('root') as HTMLElement;
  };

  it('shows matching markup and holds a submit until the app takes over', () => {
    const root = mount(`data-prerender-app data-prerender-unless-stored="${AUTH_STORAGE_KEY}"`);
    expect(settleAppPage(root, env('/login'))).toBeNull();
    expect(root.hasAttribute('data-prerender-app')).toBe(false);
    expect(root.hasAttribute('data-prerendered')).toBe(true);
    const form = root.querySelector('form') as HTMLFormElement;
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-submit-pending')).toBe(true);
  });

  it('removes markup the app would replace, before it is ever shown, and leaves the header', () => {
    const root = mount(`data-prerender-app data-prerender-unless-stored="${AUTH_STORAGE_KEY}"`);
    expect(settleAppPage(root, env('/login', { [AUTH_STORAGE_KEY]: '{}' }))).toBe('stored');
    expect(root.querySelector('main')?.childNodes).toHaveLength(0);
    expect(root.querySelector('header')?.textContent).toBe('menu');
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.hasAttribute('data-prerender-app')).toBe(false);
  });

  it('leaves a static page (the landing) alone', () => {
    const root = mount('');
    expect(settleAppPage(root, env('/?redirect=x'))).toBeNull();
    expect(root.querySelector('h1')).not.toBeNull();
    expect(root.hasAttribute('data-prerendered')).toBe(true);
  });
});
