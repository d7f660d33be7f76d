import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

declare const jsdom: { reconfigure(options: { url: string }): void };

/** What every fake API of `@talentbrug/api-client/testing` offers. */
export interface FakeApi {
  url: string;
  reset(): void;
  close(): Promise<void>;
}

/**
 * The fake API of one test file, with the page at `path` on its origin as on the
 * platform, so the page's '/api' calls land on it. Started once for the file, reset before each
 * test (a file's own `beforeEach`, registered after this call, sets the test's data on it) and
 * closed after the last; the screen is cleared after each test. Call it at the top level of the
 * file: the object it returns stands for the started API (`api.puts()`, `api.requests`), read
 * when a test uses it.
 */
export function usePageApi<Api extends FakeApi>(start: () => Promise<Api>, path: string): Api {
  let api: Api | undefined;
  const started = () => {
    if (!api) throw new Error('The fake API starts in beforeAll');
    return api;
  };
  beforeAll(async () => {
    api = await start();
    jsdom.reconfigure({ url: `${api.url}${path}` });
  });
  afterAll(() => api?.close());
  beforeEach(() => started().reset());
  afterEach(cleanup);
  return new Proxy({} as Api, {
    get(_, key) {
      const target = started();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
