// Package paths, never relative ones: in a remote a relative import is bundled as a second copy,
// while the package path resolves to the one module the shell shares at run time.
import {
  API_BASE,
  type ApiClientOptions,
  ApiError,
  type ApiFetch,
  apiFetch,
  apiUrl,
  currentAccessToken,
  errorText,
  type RequestOptions,
} from '@talentbrug/api-client/api';
import { profileKeys } from '@talentbrug/api-client/profile';
import { type Profile, profileResponseSchema } from '@talentbrug/domain/contracts/profile';
import {
  filesResponseSchema,
  type UploadedFile,
  type UploadKind,
  uploadResponseSchema,
  uploadTooLargeMessage,
} from '@talentbrug/domain/uploads';
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';

/** The athlete's uploaded files (ADR 0005): keys shared by the profile page and the dashboard's checklist. */
export const uploadKeys = {
  all: ['uploads'] as const,
  list: (type?: string) => [...uploadKeys.all, 'list', type ?? 'all'] as const,
};

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

/** PUT /api/upload/file/{id}/highlight: this uploaded video becomes the profile's highlight; the answer is the profile. */
export async function showOnProfile(id: string, { api = apiFetch }: RequestOptions = {}): Promise<Profile> {
  const answer = await api<unknown>(`/upload/file/${encodeURIComponent(id)}/highlight`, { method: 'PUT' });
  return profileResponseSchema.parse(answer).profile;
}

/** Bytes of the request body sent so far; `total` is the whole body (the file plus a little multipart framing). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions extends ApiClientOptions {
  title?: string;
  description?: string;
  /** The file's purpose, such as 'highlight' for the profile's video. */
  type?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the request; the promise then rejects with an AbortError, as fetch does. */
  signal?: AbortSignal;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  if (!xhr.responseText) return null;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return xhr.responseText;
  }
}

const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

/**
 * POST /api/upload/{kind} as multipart, through XMLHttpRequest because fetch cannot report how
 * much of a request body has been sent: the widget's progress is the real one. So it does not go
 * through `apiFetch`; it takes the same `baseUrl` and `getAccessToken` as `createApiFetch` instead. Errors are
 * `ApiError`s with the server's Dutch `{ error }` (413 too large or over the quota, 400 a file
 * that is not what it claims), 'Network error' with status 0 when no answer came.
 */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  {
    title,
    description,
    type,
    onProgress,
    signal,
    baseUrl = API_BASE,
    getAccessToken = currentAccessToken,
  }: UploadOptions = {},
): Promise<UploadedFile> {
  if (signal?.aborted) throw abortError();
  const token = await getAccessToken();
  if (signal?.aborted) throw abortError();

  // The text fields go before the file: the server reads the multipart body as a stream and
  // stores the file while it arrives, so fields that came after it would be read too late.
  const form = new FormData();
  if (title !== undefined) form.append('title', title);
  if (description !== undefined) form.append('description', description);
  if (type !== undefined) form.append('type', type);
  form.append(kind, file, file.name);

  const url = apiUrl(`/upload/${kind}`, baseUrl);
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      const body = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(uploadResponseSchema.parse(body).file);
        } catch (error) {
          reject(error);
        }
        return;
      }
      // A proxy in front of the API may refuse a large body with its own page instead of our JSON.
      const fallback = xhr.status === 413 ? uploadTooLargeMessage() : 'Upload failed';
      reject(new ApiError(errorText(body) ?? fallback, xhr.status, body));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError('Network error', 0));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new ApiError('Network error', 0));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/**
 * What an upload widget says when the server refused the file: its own Dutch reason for a request
 * only the athlete can fix (413 too large or over the quota, 400 not what it claims by its first
 * bytes), and for a 413 without our JSON (a proxy's) the client's own too-large text. Null for
 * anything else (no answer, a 5xx), where the widget's general sentence says more.
 */
export function uploadErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return error.serverMessage ?? (error.status === 413 ? error.message : null);
}

export function filesQueryOptions(type?: string, api?: ApiFetch) {
  return queryOptions({ queryKey: uploadKeys.list(type), queryFn: ({ signal }) => fetchFiles(type, { signal, api }) });
}

/** Choosing an uploaded video as the highlight: the answer becomes the cached profile, its readers follow. */
export function showOnProfileMutationOptions() {
  return mutationOptions({
    mutationKey: [...uploadKeys.all, 'highlight'],
    mutationFn: (id: string) => showOnProfile(id),
    onSuccess: async (profile, _variables, _result, { client }) => {
      client.setQueryData(profileKeys.mine(), profile);
      await client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

export interface UploadFileVariables extends Omit<UploadOptions, 'baseUrl' | 'getAccessToken'> {
  kind: UploadKind;
  file: File;
  /**
   * The files the new one takes the place of (a document's earlier versions): deleted once it is
   * stored, so the athlete has one transcript, not a pile. Should that fail, they stay as earlier
   * versions, which the next replace or delete removes: the upload itself succeeded.
   */
  replaces?: readonly string[];
}

/**
 * Uploading a file. The list and the profile are read again: a highlight video sets the
 * profile's highlight_video_url, which the score and the dashboard's checklist count.
 */
export function uploadFileMutationOptions() {
  return mutationOptions({
    mutationKey: [...uploadKeys.all, 'upload'],
    mutationFn: async ({ kind, file, replaces = [], ...options }: UploadFileVariables) => {
      const uploaded = await uploadFile(kind, file, options);
      await Promise.all(replaces.map((id) => deleteFile(id))).catch(() => undefined);
      return uploaded;
    },
    onSuccess: async (_data, _variables, _result, { client }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: uploadKeys.all }),
        client.invalidateQueries({ queryKey: profileKeys.all }),
      ]);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks: what the pages call (the options above are for the server's render and the tests)

/** How often a list is read again while one of its videos is analysed (issue 36): the progress moves in steps of seconds. */
export const ANALYSIS_POLL_MS = 3000;

/** Whether a video in the list is still waiting for or in its analysis. */
export const analysing = (files: readonly UploadedFile[] | undefined) =>
  Boolean(files?.some((file) => file.analysis?.status === 'pending' || file.analysis?.status === 'running'));

/**
 * The athlete's files of one purpose, newest first (`uploadKeys.list(type)`). With
 * `followAnalysis` the list is read again every few seconds while a video is being analysed, and
 * no longer once every analysis is done or failed (documents have none, so their lists never poll).
 */
export function useFiles(type?: string, { followAnalysis = false }: { followAnalysis?: boolean } = {}) {
  return useQuery({
    ...filesQueryOptions(type),
    refetchInterval: (query) => (followAnalysis && analysing(query.state.data) ? ANALYSIS_POLL_MS : false),
  });
}

/** PUT /api/upload/file/{id}/highlight: the athlete's choice of the video the profile shows. */
export function useShowOnProfile() {
  return useMutation(showOnProfileMutationOptions());
}
