/// <reference types="node" />
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Profile, profileSchema, profileWriteSchema } from '@talentbrug/domain/profile';
import {
  HIGHLIGHT_TYPE,
  UPLOAD_KINDS,
  type UploadedFile,
  uploadedFileSchema,
  uploadTooLargeMessage,
} from '@talentbrug/domain/uploads';

/**
 * A real HTTP server standing where the platform's API stands for /api/profiles/me and
 * /api/upload/*, for tests in jsdom (the pattern of ./matches-api.tsx): real sockets, real
 * multipart bodies from the browser's FormData, real status codes. It keeps one athlete's
 * profile and files in memory, validates PATCH bodies with the server's schema (400 with
 * `fields`), and a highlight upload sets the profile's highlight_video_url as the server does.
 * Point the page at it with `jsdom.reconfigure({ url })`, so '/api' is this server.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** JSON bodies parsed; multipart bodies as their fields and files; anything else as text. */
  body: unknown;
}

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  size: number;
  content: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: MultipartFile[];
  /** The parts' names in the order they were sent. */
  order: string[];
}

export type Failure = { status: number; error?: string; fields?: Record<string, string> };

export interface ProfileUploadsApi {
  url: string;
  requests: RecordedRequest[];
  readonly profile: Profile | null;
  readonly files: UploadedFile[];
  /** null: GET answers 404 with the server's no-profile message. */
  setProfile(profile: Profile | null): void;
  setFiles(files: UploadedFile[]): void;
  failProfileGet(failure: Failure | null): void;
  failPatch(failure: Failure | null): void;
  failUpload(failure: Failure | null): void;
  failFilesGet(failure: Failure | null): void;
  failDelete(failure: Failure | null): void;
  /** Holds the next answer to `method path` until the returned function is called. */
  hold(method: string, path: string): () => void;
  patches(): RecordedRequest[];
  uploads(): RecordedRequest[];
  /** Resolves once a request to `method path` has arrived in full (or at once if one did). */
  received(method: string, path: string): Promise<RecordedRequest>;
  reset(): void;
  close(): Promise<void>;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A complete profile as GET /api/profiles/me answers it after the onboarding. */
export function exampleProfile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    user_id: '6f1c2f1e-0000-4000-8000-000000000001',
    first_name: 'Sem',
    last_name: 'de Vries',
    date_of_birth: '2008-05-12',
    nationality: 'Nederlandse',
    sport: 'Hockey',
    position: 'Middenvelder',
    team: 'heren',
    competition_level: 'hoofdklasse',
    height_cm: 182,
    weight_kg: 74,
    current_team: 'HC Bloemendaal JA1',
    achievements: 'Landskampioen JA (2025)',
    academic_gpa: 3.3,
    education_level: 'VWO',
    highlight_video_url: null,
    sat_score: 1310,
    act_score: null,
    english_test: 'toefl',
    english_score: 100,
    budget_eur_min: 15000,
    preferred_states: ['CA', 'NC'],
    preferred_school_size: 'middel',
    study_interest: 'Business',
    graduation_year: 2026,
    target_start_year: 2027,
    target_start_month: 8,
    scholarship_type: 'Partial',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

/** A stored file as the list answers it; `url` is made absolute by the server that serves it. */
export function exampleFile(n = 1, overrides: Partial<UploadedFile> = {}): UploadedFile {
  return uploadedFileSchema.parse({
    id: uuid(n),
    title: `highlights-${n}.mp4`,
    originalName: `highlights-${n}.mp4`,
    size: 1024 * 1024 * (10 + n) + 512 * 1024,
    mimeType: 'video/mp4',
    url: `/api/upload/file/${uuid(n)}/content?sig=test`,
    type: HIGHLIGHT_TYPE,
    description: null,
    created_at: `2026-11-2${n % 10}T10:00:00.000Z`,
    ...overrides,
  });
}

/** The few parts a browser's FormData produces; enough for the tests, not a general parser. */
export function parseMultipart(body: Buffer, contentType: string): MultipartBody {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const result: MultipartBody = { fields: {}, files: [], order: [] };
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return result;
  const delimiter = Buffer.from(`--${marker}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part: CRLF, headers, CRLF CRLF, content, CRLF before the next delimiter.
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const headers = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1] ?? '';
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      result.order.push(name);
      if (filename === undefined) {
        result.fields[name] = content.toString('utf8');
      } else {
        const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? 'application/octet-stream';
        result.files.push({ field: name, filename, contentType: type.trim(), size: content.length, content });
      }
    }
    start = next;
  }
  return result;
}

// jsdom's XMLHttpRequest checks CORS against the origin the window was created with, which
// jsdom.reconfigure({ url }) does not change: answer as a cross-origin API would.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
};

const NO_PROFILE = 'Je hebt nog geen profiel. Vul eerst de onboarding in!';

export async function startProfileUploadsApi(
  initialProfile: Profile | null = exampleProfile(),
  initialFiles: UploadedFile[] = [],
): Promise<ProfileUploadsApi> {
  const requests: RecordedRequest[] = [];
  let profile = structuredClone(initialProfile);
  let files = structuredClone(initialFiles);
  const failures: Record<'profileGet' | 'patch' | 'upload' | 'filesGet' | 'delete', Failure | null> = {
    profileGet: null,
    patch: null,
    upload: null,
    filesGet: null,
    delete: null,
  };
  const held = new Map<string, Promise<void>>();
  const waiting: Array<{ key: string; resolve: (request: RecordedRequest) => void }> = [];
  let nextId = 100;
  let origin = '';

  const send = (res: ServerResponse, status: number, payload: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...CORS });
    res.end(payload === null ? '' : JSON.stringify(payload));
  };
  const fail = (res: ServerResponse, { status, error, fields }: Failure) =>
    send(res, status, { error: error ?? 'Er ging iets mis', ...(fields ? { fields } : {}) });
  const withUrl = (file: UploadedFile) => ({ ...file, url: new URL(file.url, origin).href });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://test');
      const raw = Buffer.concat(chunks);
      const contentType = req.headers['content-type'] ?? '';
      let body: unknown = null;
      if (contentType.startsWith('multipart/form-data')) {
        body = parseMultipart(raw, contentType);
      } else if (raw.length > 0) {
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          body = raw.toString('utf8');
        }
      }
      const method = req.method ?? 'GET';
      if (method === 'OPTIONS') {
        res.writeHead(204, CORS);
        return res.end();
      }
      const request = { method, path: url.pathname, query: url.searchParams, headers: req.headers, body };
      requests.push(request);
      const key = `${method} ${url.pathname}`;
      for (const waiter of waiting.filter((w) => w.key === key)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(request);
      }

      const answer = () => {
        if (url.pathname === '/api/profiles/me' && method === 'GET') {
          if (failures.profileGet) return fail(res, failures.profileGet);
          return profile ? send(res, 200, { profile }) : send(res, 404, { error: NO_PROFILE });
        }
        if (url.pathname === '/api/profiles/me' && method === 'PATCH') {
          if (failures.patch) return fail(res, failures.patch);
          if (!profile) return send(res, 404, { error: NO_PROFILE });
          const parsed = profileWriteSchema.safeParse(body ?? {});
          if (!parsed.success) {
            const fields: Record<string, string> = {};
            for (const issue of parsed.error.issues)
              fields[issue.path.map(String).join('.') || '_root'] ??= issue.message;
            return send(res, 400, { error: 'Ongeldige invoer', fields });
          }
          profile = profileSchema.parse({ ...profile, ...parsed.data, updated_at: new Date().toISOString() });
          return send(res, 200, { profile });
        }
        const kind = /^\/api\/upload\/([a-z]+)$/.exec(url.pathname)?.[1];
        if (method === 'POST' && kind && (UPLOAD_KINDS as readonly string[]).includes(kind)) {
          if (failures.upload) return fail(res, failures.upload);
          if (!contentType.startsWith('multipart/form-data'))
            return send(res, 400, { error: 'Geen bestand ontvangen' });
          const form = body as MultipartBody;
          const part = form.files.find((f) => f.field === kind);
          if (!part) return send(res, 400, { error: 'Geen bestand ontvangen' });
          if (part.size > 100 * 1024 * 1024) return send(res, 413, { error: uploadTooLargeMessage() });
          const id = uuid(nextId++);
          const file = uploadedFileSchema.parse({
            id,
            title: form.fields.title || part.filename,
            originalName: part.filename,
            size: part.size,
            mimeType: part.contentType,
            url: `/api/upload/file/${id}/content?sig=test`,
            type: form.fields.type ?? null,
            description: form.fields.description ?? null,
            created_at: new Date().toISOString(),
          });
          files = [file, ...files];
          if (file.type === HIGHLIGHT_TYPE && profile) {
            // The profile keeps a link that does not expire; the server redirects it to a signed one.
            profile = { ...profile, highlight_video_url: `${origin}/api/upload/file/${id}/content` };
          }
          return send(res, 201, { file: withUrl(file) });
        }
        if (method === 'GET' && url.pathname === '/api/upload/files') {
          if (failures.filesGet) return fail(res, failures.filesGet);
          const type = url.searchParams.get('type');
          return send(res, 200, { files: files.filter((f) => !type || f.type === type).map(withUrl) });
        }
        const remove = /^\/api\/upload\/file\/([^/]+)$/.exec(url.pathname);
        if (method === 'DELETE' && remove) {
          if (failures.delete) return fail(res, failures.delete);
          const id = decodeURIComponent(remove[1] ?? '');
          const file = files.find((f) => f.id === id);
          if (!file) return send(res, 404, { error: 'Bestand niet gevonden' });
          files = files.filter((f) => f.id !== id);
          // As the server does: the newest remaining highlight takes the deleted one's place.
          if (profile?.highlight_video_url?.includes(id)) {
            const next = files.find((f) => f.type === HIGHLIGHT_TYPE);
            profile = { ...profile, highlight_video_url: next ? `${origin}/api/upload/file/${next.id}/content` : null };
          }
          res.writeHead(204);
          return res.end();
        }
        return send(res, 404, { error: 'Niet gevonden' });
      };

      const wait = held.get(key);
      if (wait) {
        held.delete(key);
        void wait.then(answer);
      } else {
        answer();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: origin,
    requests,
    get profile() {
      return profile;
    },
    get files() {
      return files;
    },
    setProfile: (next) => {
      profile = structuredClone(next);
    },
    setFiles: (next) => {
      files = structuredClone(next);
    },
    failProfileGet: (failure) => {
      failures.profileGet = failure;
    },
    failPatch: (failure) => {
      failures.patch = failure;
    },
    failUpload: (failure) => {
      failures.upload = failure;
    },
    failFilesGet: (failure) => {
      failures.filesGet = failure;
    },
    failDelete: (failure) => {
      failures.delete = failure;
    },
    hold: (method, path) => {
      let release = () => {};
      held.set(
        `${method} ${path}`,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => release();
    },
    patches: () => requests.filter((r) => r.method === 'PATCH'),
    uploads: () => requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/upload/')),
    received: (method, path) => {
      const seen = requests.find((r) => r.method === method && r.path === path);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiting.push({ key: `${method} ${path}`, resolve }));
    },
    reset: () => {
      requests.length = 0;
      profile = structuredClone(initialProfile);
      files = structuredClone(initialFiles);
      for (const key of Object.keys(failures) as Array<keyof typeof failures>) failures[key] = null;
      held.clear();
      waiting.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
