import { type FakeApi, usePageApi as useFakeApi } from '@talentbrug/api-client/testing/page-api';
import { toast } from 'react-toastify';
import { afterEach } from 'vitest';

/** The file's fake API at the page's origin (`@talentbrug/api-client/testing/page-api`), and no toast left for the next test. */
export function usePageApi<Api extends FakeApi>(start: () => Promise<Api>, path: string): Api {
  afterEach(() => toast.dismiss());
  return useFakeApi(start, path);
}
