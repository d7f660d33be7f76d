import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthStorage } from './auth-storage.tsx';

const KEY = 'talentbrug.auth';

describe("the session storage behind 'Onthoud mij'", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a remembered login in localStorage, so it outlives the browser session', async () => {
    const storage = createAuthStorage();
    storage.rememberNextSignIn(true);
    await storage.adapter.setItem(KEY, 'sessie');
    expect(localStorage.getItem(KEY)).toBe('sessie');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps an unticked login in sessionStorage only, so it ends with the browser session', async () => {
    const storage = createAuthStorage();
    storage.rememberNextSignIn(false);
    await storage.adapter.setItem(KEY, 'sessie');
    expect(sessionStorage.getItem(KEY)).toBe('sessie');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(await storage.adapter.getItem(KEY)).toBe('sessie');
  });

  it('moves an earlier remembered session out of localStorage when the next login is not remembered', async () => {
    localStorage.setItem(KEY, 'oude sessie');
    const storage = createAuthStorage();
    storage.rememberNextSignIn(false);
    await storage.adapter.setItem(KEY, 'nieuwe sessie');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(await storage.adapter.getItem(KEY)).toBe('nieuwe sessie');
  });

  it('after a reload, writes a refreshed session back where it lives', async () => {
    sessionStorage.setItem(KEY, 'sessie');
    const afterReload = createAuthStorage();
    await afterReload.adapter.setItem(KEY, 'ververst');
    expect(sessionStorage.getItem(KEY)).toBe('ververst');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a session from an e-mail link (no login form) in localStorage', async () => {
    await createAuthStorage().adapter.setItem(KEY, 'sessie');
    expect(localStorage.getItem(KEY)).toBe('sessie');
  });

  it('removes the session from both places on sign-out', async () => {
    localStorage.setItem(KEY, 'a');
    sessionStorage.setItem(KEY, 'b');
    await createAuthStorage().adapter.removeItem(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps working when the browser refuses storage (private mode)', async () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const storage = createAuthStorage(refusing, refusing);
      await storage.adapter.setItem(KEY, 'sessie');
      expect(await storage.adapter.getItem(KEY)).toBeNull();
      await storage.adapter.removeItem(KEY);
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});
