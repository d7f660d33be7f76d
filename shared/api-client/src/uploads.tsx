// Package paths, never relative ones: in a remote a relative import is bundled as a second copy,
// while the package path resolves to the one module the shell shares at run time.
import { type ApiFetch, apiFetch } from '@talentbrug/api-client/api';
import { filesResponseSchema, type UploadedFile } from '@talentbrug/domain/uploads';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';

/** The athlete's uploaded files (ADR 0005): keys shared by the profile page and the dashboard's checklist. */
export const uploadKeys = {
  all: ['uploads'] as const,
  list: (type?: string) => [...uploadKeys.all, 'list', type ?? 'all'] as const,
};

export interface RequestOptions {
  signal?: AbortSignal;
  api?: ApiFetch;
}

/** GET /api/upload/files[?type=]. */
export async function fetchFiles(
  type?: string,
  { signal, api = apiFetch }: RequestOptions = {},
): Promise<UploadedFile[]> {
  const path = type ? `/upload/files?type=${encodeURIComponent(type)}` : '/upload/files';
  return filesResponseSchema.parse(await api<unknown>(path, { signal: signal ?? null })).files;
}

/** DELETE /api/upload/file/{id}: the file and its stored bytes. */
export async function deleteFile(id: string, { api = apiFetch }: RequestOptions = {}): Promise<void> {
  await api<unknown>(`/upload/file/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function filesQueryOptions(type?: string) {
  return queryOptions({ queryKey: uploadKeys.list(type), queryFn: ({ signal }) => fetchFiles(type, { signal }) });
}

/** Deleting a file; the highlight video's removal changes the profile too. */
export function deleteFileMutationOptions(client: QueryClient) {
  return mutationOptions({
    mutationKey: [...uploadKeys.all, 'delete'],
    mutationFn: (id: string) => deleteFile(id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: uploadKeys.all });
      await client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
