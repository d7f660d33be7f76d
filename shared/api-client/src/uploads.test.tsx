import type { UploadedFile } from '@talentbrug/domain/uploads';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.tsx';
import { deleteFilesMutationOptions } from './file-actions.tsx';
import { profileKeys, profileQueryOptions } from './profile.tsx';
import { usePageApi } from './testing/page-api.tsx';
import { exampleFile, type MultipartBody, startProfileUploadsApi } from './testing/profile-uploads-api.tsx';
import { SteppedXhr } from './testing/stepped-xhr.tsx';
import {
  filesQueryOptions,
  type UploadProgress,
  uploadErrorText,
  uploadFile,
  uploadFileMutationOptions,
  uploadKeys,
} from './uploads.tsx';

const server = usePageApi(() => startProfileUploadsApi(), '/profile');

const video = (name = 'highlights.mp4', bytes = 2048, type = 'video/mp4') =>
  new File([new Uint8Array(bytes).fill(7)], name, { type });
const token = (value: string | null) => ({ getAccessToken: async () => value });

describe('uploadFile', () => {
  it('posts the file under the field named like its kind, the fields first, with the bearer token', async () => {
    const file = await uploadFile('video', video(), {
      title: 'highlights.mp4',
      type: 'highlight',
      ...token('token-7'),
    });

    expect(file).toMatchObject({
      title: 'highlights.mp4',
      originalName: 'highlights.mp4',
      size: 2048,
      type: 'highlight',
    });
    expect(file.url).toMatch(new RegExp(`^${server.url}/api/upload/file/`));
    const [request] = server.uploads();
    expect(request?.path).toBe('/api/upload/video');
    expect(request?.headers.authorization).toBe('Bearer token-7');
    expect(request?.body).toMatchObject({
      fields: { title: 'highlights.mp4', type: 'highlight' },
      files: [{ field: 'video', filename: 'highlights.mp4', contentType: 'video/mp4', size: 2048 }],
    });
    // The fields before the file, so a streaming server has them when the file arrives.
    expect((request?.body as MultipartBody | undefined)?.order).toEqual(['title', 'type', 'video']);
  });

  it('sends no Authorization header without a session and leaves out fields it was not given', async () => {
    await uploadFile('image', video('foto.png', 10, 'image/png'), token(null));
    const [request] = server.uploads();
    expect(request?.path).toBe('/api/upload/image');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.body).toMatchObject({ fields: {}, files: [{ field: 'image', filename: 'foto.png' }] });
  });

  it('reports the progress of the request body it sends', async () => {
    const seen: UploadProgress[] = [];
    await uploadFile('video', video('a.mp4', 4096), { onProgress: (p) => seen.push(p), ...token(null) });
    expect(seen.length).toBeGreaterThan(0);
    const last = seen.at(-1);
    expect(last?.loaded).toBe(last?.total);
    expect(last?.total).toBeGreaterThan(4096);
  });

  it.each([
    [413, 'Bestand is te groot. Maximum 100MB toegestaan.'],
    [400, 'Dit bestand is geen video. Kies een MP4, MOV, AVI of MKV.'],
    [413, 'Je opslag is vol (500 MB). Verwijder eerst een oude video.'],
  ])("rejects a %i with the server's Dutch message as an ApiError", async (status, error) => {
    server.failUpload({ status, error });
    const failure = await uploadFile('video', video(), token(null)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status, message: error, body: { error } });
  });

  it('gives the spec\'s size message for a 413 without our JSON (a proxy\'s page) and "Upload failed" otherwise', async () => {
    server.failUpload({ status: 413, error: '' });
    await expect(uploadFile('video', video(), token(null))).rejects.toMatchObject({
      status: 413,
      message: 'Bestand is te groot. Maximum 100MB toegestaan.',
    });
    server.failUpload({ status: 502, error: '' });
    await expect(uploadFile('video', video(), token(null))).rejects.toMatchObject({
      status: 502,
      message: 'Upload failed',
    });
  });

  it("is a 'Network error' with status 0 when nothing answers", async () => {
    const failure = await uploadFile('video', video(), { baseUrl: 'http://127.0.0.1:9/api', ...token(null) }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, message: 'Network error' });
  });

  it('aborts through the signal with an AbortError, before sending or while waiting for the answer', async () => {
    const before = new AbortController();
    before.abort();
    await expect(uploadFile('video', video(), { signal: before.signal, ...token(null) })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(server.uploads()).toHaveLength(0);

    const release = server.hold('POST', '/api/upload/video');
    const during = new AbortController();
    const pending = uploadFile('video', video(), { signal: during.signal, ...token(null) });
    await server.received('POST', '/api/upload/video');
    during.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    release();
  });

  it('refuses an answer that breaks the contract', async () => {
    server.setFiles([]);
    // A 201 whose file lacks its id: parsed with the domain schema, so it fails loudly here.
    const original = globalThis.XMLHttpRequest;
    class BrokenAnswer extends original {
      override get responseText() {
        return JSON.stringify({ file: { title: 'x' } });
      }
    }
    vi.stubGlobal('XMLHttpRequest', BrokenAnswer);
    try {
      await expect(uploadFile('video', video(), token(null))).rejects.toMatchObject({ name: '$ZodError' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

// jsdom's XMLHttpRequest reports upload progress only when the answer arrives; the steps in
// between come from a stand-in for the browser's XMLHttpRequest (the network edge).
describe('uploadFile progress (stand-in XMLHttpRequest)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    SteppedXhr.last = null;
  });

  it('passes every upload progress step on, then resolves with the parsed file', async () => {
    vi.stubGlobal('XMLHttpRequest', SteppedXhr);
    const seen: UploadProgress[] = [];
    const pending = uploadFile('video', video(), { onProgress: (p) => seen.push(p), ...token('t') });
    await vi.waitFor(() => expect(SteppedXhr.last?.sent).toBeInstanceOf(FormData));
    const xhr = SteppedXhr.last as SteppedXhr;
    expect(xhr.headers.Authorization).toBe('Bearer t');
    xhr.progress(250, 1000);
    xhr.progress(500, 1000);
    xhr.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: false }));
    xhr.progress(1000, 1000);
    expect(seen).toEqual([
      { loaded: 250, total: 1000 },
      { loaded: 500, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
    const file = exampleFile(1);
    xhr.answer(201, { file });
    await expect(pending).resolves.toEqual(file);
  });

  it('aborts the request when the signal fires mid-way', async () => {
    vi.stubGlobal('XMLHttpRequest', SteppedXhr);
    const controller = new AbortController();
    const pending = uploadFile('video', video(), { signal: controller.signal, ...token(null) });
    await vi.waitFor(() => expect(SteppedXhr.last?.sent).not.toBeNull());
    SteppedXhr.last?.progress(100, 1000);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(SteppedXhr.last?.aborted).toBe(true);
  });
});

describe('upload query and mutation options', () => {
  /** A client with the lists and the profile on screen, so invalidation reads them again. */
  async function watchingClient() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observers = [
      new QueryObserver(client, filesQueryOptions('highlight')),
      new QueryObserver(client, filesQueryOptions()),
      new QueryObserver(client, profileQueryOptions()),
    ];
    const unsubscribes = observers.map((observer) => observer.subscribe(() => {}));
    await expect.poll(() => client.getQueryData(uploadKeys.list('highlight'))).toBeDefined();
    await expect.poll(() => client.getQueryData(profileKeys.mine())).toBeDefined();
    return {
      client,
      stop: () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
      },
    };
  }

  it('a highlight upload refreshes every file list and the profile (its highlight_video_url)', async () => {
    const { client, stop } = await watchingClient();
    expect(client.getQueryData<UploadedFile[]>(uploadKeys.list('highlight'))).toEqual([]);

    const mutation = new MutationObserver(client, uploadFileMutationOptions());
    const uploaded = await mutation.mutate({
      kind: 'video',
      file: video('finale.mp4'),
      title: 'finale.mp4',
      type: 'highlight',
    });

    const highlights = client.getQueryData<UploadedFile[]>(uploadKeys.list('highlight'));
    expect(highlights?.map((f) => f.id)).toEqual([uploaded.id]);
    expect(client.getQueryData<UploadedFile[]>(uploadKeys.list())).toHaveLength(1);
    expect(client.getQueryData<{ highlight_video_url: string }>(profileKeys.mine())?.highlight_video_url).toContain(
      uploaded.id,
    );
    stop();
  });

  it('a replacing upload deletes the files it replaces once it is stored', async () => {
    const transcript = (n: number) => exampleFile(n, { type: 'transcript', mimeType: 'application/pdf' });
    server.setFiles([transcript(1), transcript(2)]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const unsubscribe = new QueryObserver(client, filesQueryOptions('transcript')).subscribe(() => {});
    await expect.poll(() => client.getQueryData<UploadedFile[]>(uploadKeys.list('transcript'))).toHaveLength(2);

    const mutation = new MutationObserver(client, uploadFileMutationOptions());
    const uploaded = await mutation.mutate({
      kind: 'document',
      file: new File(['%PDF-1.4'], 'cijfers.pdf', { type: 'application/pdf' }),
      type: 'transcript',
      replaces: [transcript(1).id, transcript(2).id],
    });

    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/upload/file/${transcript(1).id}`,
      `/api/upload/file/${transcript(2).id}`,
    ]);
    expect(client.getQueryData<UploadedFile[]>(uploadKeys.list('transcript'))?.map((f) => f.id)).toEqual([uploaded.id]);
    unsubscribe();
  });

  it('deleting refreshes the lists and the profile', async () => {
    server.setFiles([exampleFile(1)]);
    const { client, stop } = await watchingClient();
    expect(client.getQueryData<UploadedFile[]>(uploadKeys.list('highlight'))).toHaveLength(1);
    const mutation = new MutationObserver(client, deleteFilesMutationOptions());
    await mutation.mutate([exampleFile(1).id]);
    expect(client.getQueryData<UploadedFile[]>(uploadKeys.list('highlight'))).toEqual([]);
    expect(server.requests.filter((r) => r.path === '/api/profiles/me').length).toBeGreaterThanOrEqual(2);
    stop();
  });

  it('deletes several files at once, and reads the lists again even when one of them failed', async () => {
    const transcript = (n: number) => exampleFile(n, { type: 'transcript', mimeType: 'application/pdf' });
    server.setFiles([transcript(1), transcript(2), transcript(3)]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const unsubscribe = new QueryObserver(client, filesQueryOptions('transcript')).subscribe(() => {});
    await expect.poll(() => client.getQueryData<UploadedFile[]>(uploadKeys.list('transcript'))).toHaveLength(3);

    const mutation = new MutationObserver(client, deleteFilesMutationOptions());
    await mutation.mutate([transcript(2).id, transcript(3).id]);
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/upload/file/${transcript(2).id}`,
      `/api/upload/file/${transcript(3).id}`,
    ]);
    expect(client.getQueryData<UploadedFile[]>(uploadKeys.list('transcript'))?.map((f) => f.id)).toEqual([
      transcript(1).id,
    ]);

    // One gone already (another tab): the rest is deleted, the error reported, the list read again.
    const failed = await mutation.mutate([transcript(1).id, transcript(2).id]).catch((e: unknown) => e);
    expect(failed).toMatchObject({ status: 404 });
    expect(client.getQueryData<UploadedFile[]>(uploadKeys.list('transcript'))).toEqual([]);
    unsubscribe();
  });
});

describe('uploadErrorText', () => {
  it("gives the server's Dutch reason for a file only the athlete can fix", () => {
    const tooLarge = new ApiError('Bestand is te groot. Maximum 100MB toegestaan.', 413, {
      error: 'Bestand is te groot. Maximum 100MB toegestaan.',
    });
    expect(uploadErrorText(tooLarge)).toBe('Bestand is te groot. Maximum 100MB toegestaan.');
    const wrongType = new ApiError('x', 400, { error: 'Alleen PDF en Word documenten zijn toegestaan' });
    expect(uploadErrorText(wrongType)).toBe('Alleen PDF en Word documenten zijn toegestaan');
  });

  it("says 'too large' for a proxy's 413 without our JSON, through uploadFile's own text", async () => {
    server.failUpload({ status: 413, error: '' });
    const failure = await uploadFile('document', video('cijferlijst.pdf', 10, 'application/pdf'), token(null)).catch(
      (e: unknown) => e,
    );
    expect(uploadErrorText(failure)).toBe('Bestand is te groot. Maximum 100MB toegestaan.');
  });

  it('leaves the rest to the widget: no answer, a 5xx, a 4xx without a reason, anything that is no ApiError', () => {
    expect(uploadErrorText(new ApiError('Network error', 0))).toBeNull();
    expect(uploadErrorText(new ApiError('Er ging iets mis', 500, { error: 'Er ging iets mis' }))).toBeNull();
    expect(uploadErrorText(new ApiError('Upload failed', 400, '<html>'))).toBeNull();
    expect(uploadErrorText(new Error('kapot'))).toBeNull();
    expect(uploadErrorText(new DOMException('The upload was aborted.', 'AbortError'))).toBeNull();
  });
});
