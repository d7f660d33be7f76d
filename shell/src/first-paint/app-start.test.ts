import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { NEEDS_APP_ATTRIBUTE } from '@talentbrug/domain/contracts/first-paint/prerender';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVTOOLS_KEY } from '../remotes/remote-map.ts';
import { afterNextPaint, appStartReason, type BootEnvironment, startOnFirstInteraction } from './app-start.ts';

const store = (entries: Record<string, string> = {}) => ({ getItem: (key: string) => entries[key] ?? null });
const blocked = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};
const at = (href: string, stores: BootEnvironment['stores'] = [store(), store()], prerendered = true) =>
  appStartReason({ prerendered, url: new URL(href, 'https://talentbrug.test'), stores });

describe('appStartReason', () => {
  it('keeps a prerendered page static for a visitor without a session', () => {
    expect(at('/')).toBeNull();
    expect(at('/privacy?utm_source=nieuwsbrief#rechten')).toBeNull();
  });

  it('starts the app on every page that was not prerendered', () => {
    expect(at('/login', [store(), store()], false)).toBe('not-prerendered');
  });

  it('starts the app of an app page on first use, or at once when a session is kept (the header shows the account)', () => {
    const url = new URL('https://t.test/signup');
    expect(appStartReason({ prerendered: true, appPage: true, url, stores: [] })).toBe('app-page');
    expect(
      appStartReason({ prerendered: true, appPage: true, url, stores: [store({ [AUTH_STORAGE_KEY]: '{}' })] }),
    ).toBe('session');
  });

  it("waits for the first use on a signed-in page the server rendered for this browser's session (ADR 0017)", () => {
    const url = new URL('https://t.test/dashboard');
    const stores = [store({ [AUTH_STORAGE_KEY]: '{}' })];
    expect(appStartReason({ prerendered: true, appPage: true, renderedForSession: true, url, stores })).toBe(
      'app-page',
    );
    // Its markup was for another session and is gone: the app starts at once.
    expect(appStartReason({ prerendered: false, appPage: true, renderedForSession: false, url, stores })).toBe(
      'not-prerendered',
    );
  });

  it('starts the app when a session is kept in localStorage or sessionStorage', () => {
    expect(at('/', [store({ [AUTH_STORAGE_KEY]: '{}' }), store()])).toBe('session');
    expect(at('/', [store(), store({ [AUTH_STORAGE_KEY]: '{}' })])).toBe('session');
  });

  it('starts the app for an e-mail link or an auth error that lands on a prerendered page', () => {
    expect(at('/#access_token=abc&type=recovery')).toBe('auth-link');
    expect(at('/?code=123')).toBe('auth-link');
    expect(at('/?token_hash=xyz&type=signup')).toBe('auth-link');
    expect(at('/#error=access_denied&error_description=Link+verlopen')).toBe('auth-link');
  });

  it('starts the app when a developer points a remote at a local build', () => {
    expect(at('/', [store({ [DEVTOOLS_KEY]: '{"overrides":{}}' }), store()])).toBe('devtools-override');
  });

  it('stays static when storage cannot be read at all', () => {
    expect(at('/', [blocked, undefined])).toBeNull();
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, after the next frame, and also where no frame comes', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    // The frame, then the zero-delay timeout after it (a fake timer's 0 is 1 ms): far before the fallback's 100 ms.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    // The fallback for a page without frames comes too, and finds it done.
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);

    const noFrames = vi.fn();
    const win = { requestAnimationFrame: () => 0, setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) };
    afterNextPaint(noFrames, win as unknown as Window);
    vi.advanceTimersByTime(99);
    expect(noFrames).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(noFrames).toHaveBeenCalledTimes(1);
  });
});

describe('startOnFirstInteraction', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('waits while the visitor reads, then runs once at the first touch, key, focus, submit or file dragged in', () => {
    for (const event of [
      new PointerEvent('pointerdown', { bubbles: true }),
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
      new SubmitEvent('submit', { bubbles: true }),
      // jsdom has no DragEvent; the browser's carries the file, which the page holds (app-page.ts).
      new Event('dragenter', { bubbles: true }),
    ]) {
      document.body.innerHTML = '<main><form><input name="email"></form></main>';
      const run = vi.fn();
      startOnFirstInteraction(run);
      document.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('resize'));
      expect(run).not.toHaveBeenCalled();
      document.querySelector('input')?.dispatchEvent(event);
      expect(run, event.type).toHaveBeenCalledTimes(1);
      document.querySelector('input')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      expect(run, `${event.type}, then a touch`).toHaveBeenCalledTimes(1);
    }
  });

  it('runs at once when the focus is already inside the page', () => {
    document.body.innerHTML = '<main><input name="email"></main>';
    document.querySelector('input')?.focus();
    const run = vi.fn();
    startOnFirstInteraction(run);
    expect(run).toHaveBeenCalledTimes(1);
    document.querySelector('input')?.blur();
  });

  describe('a part only the app can fill', () => {
    // jsdom has no layout: a stand-in for the browser's observer, which the e2e suite meets for real
    // (signed-in-pages.spec.ts). `show` reports the part as on the screen.
    let observed: Element[] = [];
    let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    beforeEach(() => {
      observed = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
            report = callback;
          }
          observe(element: Element) {
            observed.push(element);
          }
        },
      );
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('starts the app once such a part is on the screen, and not for a part below it', () => {
      document.body.innerHTML = `<main><p>Dossier</p><div ${NEEDS_APP_ATTRIBUTE}>Foto's laden...</div></main>`;
      const run = vi.fn();
      startOnFirstInteraction(run);
      expect(observed).toEqual([document.querySelector(`[${NEEDS_APP_ATTRIBUTE}]`)]);
      report?.([{ isIntersecting: false, target: observed[0] }]);
      expect(run).not.toHaveBeenCalled();
      report?.([{ isIntersecting: true, target: observed[0] }]);
      expect(run).toHaveBeenCalledTimes(1);
      // Seen again, or a touch after that: nothing starts a second time.
      report?.([{ isIntersecting: true, target: observed[0] }]);
      document.querySelector('p')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('a touch first starts the app once; the part seen later starts nothing more', () => {
      document.body.innerHTML = `<main><button>Opslaan</button><div ${NEEDS_APP_ATTRIBUTE}></div></main>`;
      const run = vi.fn();
      startOnFirstInteraction(run);
      document.querySelector('button')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      report?.([{ isIntersecting: true, target: observed[0] }]);
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('watches nothing on a page without such parts', () => {
      document.body.innerHTML = '<main><p>Dashboard</p></main>';
      startOnFirstInteraction(vi.fn());
      expect(observed).toEqual([]);
    });
  });
});
