import { type Profile, profileSchema, profileWriteSchema } from '@talentbrug/domain/contracts/profile';
import {
  HIGHLIGHT_TYPE,
  UPLOAD_KINDS,
  type UploadedFile,
  uploadedFileSchema,
  uploadTooLargeMessage,
} from '@talentbrug/domain/uploads';
import {
  type Failure,
  type MultipartBody,
  type MultipartFile,
  type RecordedRequest,
  sendFailure,
  sendJson,
  startTestServer,
} from './test-server.tsx';

export type { Failure, MultipartBody, MultipartFile, RecordedRequest };

/**
 * A real HTTP server standing where the platform's API stands for /api/profiles/me and
 * /api/upload/*, for tests in jsdom (on ./test-server.tsx): real sockets, real
 * multipart bodies from the browser's FormData, real status codes. It keeps one athlete's
 * profile and files in memory, validates PATCH bodies with the server's schema (400 with
 * `fields`), and a highlight upload sets the profile's highlight_video_url as the server does.
 * Point the page at it with `jsdom.reconfigure({ url })`, so '/api' is this server.
 */
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

const NO_PROFILE = 'Je hebt nog geen profiel. Vul eerst de onboarding in!';

export async function startProfileUploadsApi(
  initialProfile: Profile | null = exampleProfile(),
  initialFiles: UploadedFile[] = [],
): Promise<ProfileUploadsApi> {
  let profile = structuredClone(initialProfile);
  let files = structuredClone(initialFiles);
  const failures: Record<'profileGet' | 'patch' | 'upload' | 'filesGet' | 'delete', Failure | null> = {
    profileGet: null,
    patch: null,
    upload: null,
    filesGet: null,
    delete: null,
  };
  let nextId = 100;
  let origin = '';

  const withUrl = (file: UploadedFile) => ({ ...file, url: new URL(file.url, origin).href });

  const server = await startTestServer(({ method, path, query, headers, body }, res) => {
    if (path === '/api/profiles/me' && method === 'GET') {
      if (failures.profileGet) return sendFailure(res, failures.profileGet);
      return profile ? sendJson(res, 200, { profile }) : sendJson(res, 404, { error: NO_PROFILE });
    }
    if (path === '/api/profiles/me' && method === 'PATCH') {
      if (failures.patch) return sendFailure(res, failures.patch);
      if (!profile) return sendJson(res, 404, { error: NO_PROFILE });
      const parsed = profileWriteSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || '_root'] ??= issue.message;
        return sendJson(res, 400, { error: 'Ongeldige invoer', fields });
      }
      const write = parsed.data;
      // As the server does: the highlight follows a new link while it showed the old one or nothing.
      const follows =
        write.video_link !== undefined &&
        write.highlight_video_url === undefined &&
        (profile.highlight_video_url === null || profile.highlight_video_url === profile.video_link);
      profile = profileSchema.parse({
        ...profile,
        ...write,
        ...(follows ? { highlight_video_url: write.video_link } : {}),
        updated_at: new Date().toISOString(),
      });
      return sendJson(res, 200, { profile });
    }
    const kind = /^\/api\/upload\/([a-z]+)$/.exec(path)?.[1];
    if (method === 'POST' && kind && (UPLOAD_KINDS as readonly string[]).includes(kind)) {
      if (failures.upload) return sendFailure(res, failures.upload);
      if (!(headers['content-type'] ?? '').startsWith('multipart/form-data'))
        return sendJson(res, 400, { error: 'Geen bestand ontvangen' });
      const form = body as MultipartBody;
      const part = form.files.find((f) => f.field === kind);
      if (!part) return sendJson(res, 400, { error: 'Geen bestand ontvangen' });
      if (part.size > 100 * 1024 * 1024) return sendJson(res, 413, { error: uploadTooLargeMessage() });
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
      return sendJson(res, 201, { file: withUrl(file) });
    }
    if (method === 'GET' && path === '/api/upload/files') {
      if (failures.filesGet) return sendFailure(res, failures.filesGet);
      const type = query.get('type');
      return sendJson(res, 200, { files: files.filter((f) => !type || f.type === type).map(withUrl) });
    }
    const feature = /^\/api\/upload\/file\/([^/]+)\/highlight$/.exec(path);
    if (method === 'PUT' && feature && profile) {
      const id = decodeURIComponent(feature[1] ?? '');
      if (!files.some((f) => f.id === id && f.type === HIGHLIGHT_TYPE))
        return sendJson(res, 404, { error: 'Bestand niet gevonden' });
      profile = { ...profile, highlight_video_url: `${origin}/api/upload/file/${id}/content` };
      return sendJson(res, 200, { profile });
    }
    const remove = /^\/api\/upload\/file\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && remove) {
      if (failures.delete) return sendFailure(res, failures.delete);
      const id = decodeURIComponent(remove[1] ?? '');
      const file = files.find((f) => f.id === id);
      if (!file) return sendJson(res, 404, { error: 'Bestand niet gevonden' });
      files = files.filter((f) => f.id !== id);
      // As the server does: the newest remaining highlight takes the deleted one's place, else the athlete's link.
      if (profile?.highlight_video_url?.includes(id)) {
        const next = files.find((f) => f.type === HIGHLIGHT_TYPE);
        profile = {
          ...profile,
          highlight_video_url: next ? `${origin}/api/upload/file/${next.id}/content` : (profile.video_link ?? null),
        };
      }
      return sendJson(res, 204, null);
    }
    return sendJson(res, 404, { error: 'Niet gevonden' });
  });
  origin = server.url;

  return {
    url: origin,
    requests: server.requests,
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
    hold: server.hold,
    patches: () => server.requests.filter((r) => r.method === 'PATCH'),
    uploads: () => server.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/upload/')),
    received: server.received,
    reset: () => {
      server.reset();
      profile = structuredClone(initialProfile);
      files = structuredClone(initialFiles);
      for (const key of Object.keys(failures) as Array<keyof typeof failures>) failures[key] = null;
    },
    close: server.close,
  };
}
