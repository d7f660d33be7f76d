import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { EMAIL_BANNER_DISMISSED_KEY } from '@talentbrug/api-client/browser-data';
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

describe('settleAppPage on a signed-in page the server rendered (ADR 0017)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const session = (id: string) =>
    JSON.stringify({ access_token: 'a.b.c', expires_at: 4_000_000_000, user: { id, email: `${id}@voorbeeld.nl` } });

  const mount = (userId: string, { banner = false } = {}) => {
    document.body.innerHTML =
      `<div id="root" class="tb-root" data-prerendered data-prerender-app data-prerender-user="${userId}">` +
      `<header>anna@voorbeeld.nl</header>${banner ? '<section data-email-banner>Bevestig je adres</section>' : ''}` +
      '<main id="main"><h1>Dashboard</h1><p>Hoi Anna!</p></main></div>' +
      `<script type="application/json" id="tb-query-state" data-user="${userId}">{}</script>`;
    return document.getElementById('root') as HTMLElement;
  };

  it('shows the page when this browser holds the session it was rendered for, in either storage', () => {
    const kept: Array<[Record<string, string>, Record<string, string>]> = [
      [{ [AUTH_STORAGE_KEY]: session('anna') }, {}],
      [{}, { [AUTH_STORAGE_KEY]: session('anna') }],
    ];
    for (const stores of kept) {
      const root = mount('anna');
      expect(settleAppPage(root, env('/dashboard', ...stores))).toBeNull();
      expect(root.querySelector('h1')?.textContent).toBe('Dashboard');
      expect(root.hasAttribute('data-prerendered')).toBe(true);
      expect(root.hasAttribute('data-prerender-user')).toBe(false);
      expect(document.getElementById('tb-query-state')).not.toBeNull();
    }
  });

  it("shows nothing of another account's page, its address included, and drops its data", () => {
    const root = mount('anna');
    expect(settleAppPage(root, env('/dashboard', { [AUTH_STORAGE_KEY]: session('bram') }))).toBe('other-user');
    expect(root.childNodes).toHaveLength(0);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(document.getElementById('tb-query-state')).toBeNull();
  });

  it('shows nothing when this browser holds no session at all (signed out elsewhere)', () => {
    const root = mount('anna');
    expect(settleAppPage(root, env('/dashboard'))).toBe('other-user');
    expect(root.textContent).toBe('');
  });

  /** /matches as the server rendered it for anna, with her session in this browser, judged by the boot script. */
  const settledMatches = (header: string, main: string) => {
    document.body.innerHTML =
      `<div id="root" class="tb-root" data-prerendered data-prerender-app data-prerender-user="anna"><header>${header}</header>` +
      `<main id="main"><h1>Mijn Matches</h1>${main}</main></div>`;
    const root = document.getElementById('root') as HTMLElement;
    settleAppPage(root, env('/matches', { [AUTH_STORAGE_KEY]: session('anna') }));
    return root;
  };

  it('marks the plain button clicked last before the app runs, for the app to click (not a submit)', () => {
    const root = settledMatches(
      '<button type="button">Menu</button>',
      '<button type="button"><span>Genereer AI Matches</span></button><form><button>Zoek</button></form>',
    );
    const [menu, generate, submit] = [...root.querySelectorAll('button')];
    menu?.click();
    generate?.querySelector('span')?.click();
    expect(menu?.hasAttribute('data-click-pending')).toBe(false);
    expect(generate?.hasAttribute('data-click-pending')).toBe(true);
    submit?.click();
    expect(submit?.hasAttribute('data-click-pending')).toBe(false);
    expect(generate?.hasAttribute('data-click-pending')).toBe(true);
  });

  it("marks a toggle clicked before the app runs too: a match's heart, clicked on its icon", () => {
    const root = settledMatches(
      '',
      '<button type="button" aria-label="Favoriet: Duke" aria-pressed="false"><svg><path></path></svg></button>',
    );
    const heart = root.querySelector('button');
    heart?.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(heart?.hasAttribute('data-click-pending')).toBe(true);
  });

  it('marks every heart tapped before the app runs (two favourites), a heart tapped twice none, and a plain button beside them', () => {
    const heart = (school: string) =>
      `<button type="button" aria-label="Favoriet: ${school}" aria-pressed="false"><svg></svg></button>`;
    const root = settledMatches(
      '',
      `${heart('Emmanuel')}${heart('Point')}${heart('Duke')}<button type="button">Genereer AI Matches</button>`,
    );
    const [emmanuel, point, duke, generate] = [...root.querySelectorAll('button')];
    emmanuel?.click();
    point?.click();
    duke?.click();
    duke?.click();
    generate?.click();
    const pending = [...root.querySelectorAll('[data-click-pending]')].map(
      (button) => button.getAttribute('aria-label') ?? button.textContent,
    );
    expect(pending).toEqual(['Favoriet: Emmanuel', 'Favoriet: Point', 'Genereer AI Matches']);
  });

  it('drops the first view for another one the hash names (/matches#coaches), keeping the data; an anchor keeps it', () => {
    // The server never sees the hash: it rendered the first view, 'Je matches'.
    const matches = () => {
      document.body.innerHTML =
        '<div id="root" class="tb-root" data-prerendered data-prerender-app data-prerender-user="anna">' +
        '<header><a href="#main">Naar de inhoud</a></header><main id="main"><h1>Mijn Matches</h1><nav>' +
        '<a href="/matches" aria-current="true">Je matches</a><a href="/matches#coaches" aria-current="false">Contact met coaches</a>' +
        '</nav></main></div><script type="application/json" id="tb-query-state" data-user="anna">{}</script>';
      return document.getElementById('root') as HTMLElement;
    };
    const coaches = matches();
    expect(settleAppPage(coaches, env('/matches#coaches', { [AUTH_STORAGE_KEY]: session('anna') }))).toBe('view');
    expect(coaches.querySelector('main')?.childNodes).toHaveLength(0);
    expect(coaches.querySelector('header')?.textContent).toBe('Naar de inhoud');
    expect(coaches.hasAttribute('data-prerendered')).toBe(false);
    // Another view of the same page for the same athlete: the app starts from the page's data.
    expect(document.getElementById('tb-query-state')).not.toBeNull();

    const anchored = matches();
    expect(settleAppPage(anchored, env('/matches#main', { [AUTH_STORAGE_KEY]: session('anna') }))).toBeNull();
    expect(anchored.querySelector('h1')?.textContent).toBe('Mijn Matches');
  });

  it("holds Enter in the coach's question box as a send, not a new line; Shift+Enter stays a new line", () => {
    const root = settledMatches(
      '',
      '<form><textarea name="question" enterkeyhint="send">Welke divisie past bij mij?</textarea><button type="submit" disabled>Verstuur</button></form><textarea name="note"></textarea>',
    );
    const [question, note] = [...root.querySelectorAll('textarea')];
    const form = root.querySelector('form') as HTMLFormElement;
    const press = (target: Element | undefined, init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init });
      target?.dispatchEvent(event);
      return event;
    };
    expect(press(question, { shiftKey: true }).defaultPrevented).toBe(false);
    expect(press(question, { isComposing: true }).defaultPrevented).toBe(false);
    expect(press(note, {}).defaultPrevented).toBe(false);
    expect(form.hasAttribute('data-submit-pending')).toBe(false);
    expect(press(question, {}).defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-submit-pending')).toBe(true);
  });

  it('keeps a file dropped before the app has taken over in the page, and one dropped on an upload zone in its input', () => {
    const root = settledMatches(
      '',
      '<div data-file-drop><label for="video">Kies je highlightvideo<span>of sleep het bestand hierheen</span></label><input id="video" type="file"><p>MP4</p></div><p>Mijn Video\'s</p>',
    );
    const files = { length: 1, 0: new File(['x'], 'wedstrijd.mp4', { type: 'video/mp4' }) };
    const drag = (type: string, target: Element | null, types = ['Files']) => {
      // jsdom has no DragEvent or DataTransfer: the event with what a browser's carries.
      const event = new Event(type, { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'dataTransfer', { value: { types, files } });
      target?.dispatchEvent(event);
      return event;
    };
    const input = root.querySelector('input') as HTMLInputElement;
    let received: unknown = null;
    Object.defineProperty(input, 'files', { set: (value) => (received = value), get: () => received });

    // Dropped beside the zone: not opened in place of the page, and nowhere to go.
    expect(drag('dragover', root.querySelector('main > p')).defaultPrevented).toBe(true);
    expect(drag('drop', root.querySelector('main > p')).defaultPrevented).toBe(true);
    expect(received).toBeNull();
    // Dropped on the zone: into its input, from where the handoff moves it into the app's.
    expect(drag('drop', root.querySelector('label span')).defaultPrevented).toBe(true);
    expect(received).toBe(files);
    // Text dragged within the page is left to the browser.
    expect(drag('dragover', root.querySelector('main > p'), ['text/plain']).defaultPrevented).toBe(false);
    // Once the app has taken over (the handoff removes this markup), its own zone decides.
    root.remove();
    document.body.innerHTML = '<p>app</p>';
    expect(drag('drop', document.querySelector('p')).defaultPrevented).toBe(false);
  });

  it('keeps the e-mail banner, unless the athlete closed it for this visit', () => {
    const shown = mount('anna', { banner: true });
    settleAppPage(shown, env('/dashboard', { [AUTH_STORAGE_KEY]: session('anna') }));
    expect(shown.querySelector('[data-email-banner]')).not.toBeNull();

    const closed = mount('anna', { banner: true });
    settleAppPage(
      closed,
      env('/dashboard', { [AUTH_STORAGE_KEY]: session('anna') }, { [EMAIL_BANNER_DISMISSED_KEY]: 'anna' }),
    );
    expect(closed.querySelector('[data-email-banner]')).toBeNull();
    expect(closed.querySelector('h1')?.textContent).toBe('Dashboard');
  });
});
