import type { Match } from '@talentbrug/domain/contracts/matches';
import {
  createDossierLinkSchema,
  DOSSIER_FIELD_DEFAULTS,
  DOSSIER_MESSAGES,
  type Dossier,
  type DossierLink,
  type DossierResponse,
  dossierWriteSchema,
  type PublicDossier,
  publicDossierSchema,
} from '@talentbrug/domain/dossier';
import { UPLOAD_MIME_TYPES, type UploadedFile, uploadedFileSchema } from '@talentbrug/domain/uploads';
import {
  type Failure,
  type MultipartBody,
  type RecordedRequest,
  sendFailure,
  sendJson,
  startTestServer,
} from './test-server.tsx';

export type { Failure, RecordedRequest };

/**
 * A real HTTP server standing where the platform's API stands for /api/dossier and its links, for
 * tests in jsdom: real sockets, status codes and bodies, so the code under test runs its own fetch.
 * It keeps one athlete's dossier and links in memory and answers as the server does
 * (server/src/modules/dossier/README.md): PUT validated with the server's schema (400 with `fields`),
 * `public_fields` merged switch by switch, publishing refused without a profile or, when consent is
 * required, without a parent's consent (the Dutch 400), a link's address only in the POST answer,
 * a revoked link kept with its views, an unknown id a 404. Beside them it answers what the editor
 * reads of other modules: the athlete's matches (GET /api/matches, the schools a link can be for)
 * and uploaded files (GET /api/upload/files, the images the photo is chosen from, and
 * POST /api/upload/image, a new one from the editor); a photo that is
 * not one of the athlete's images is refused as the server refuses it.
 */
export interface DossierApi {
  url: string;
  requests: RecordedRequest[];
  readonly dossier: Dossier;
  readonly links: DossierLink[];
  /** The athlete's uploaded files, newest first (an image uploaded from the editor comes first). */
  readonly files: UploadedFile[];
  setDossier(changes: Partial<Dossier>): void;
  setLinks(links: DossierLink[]): void;
  /** GET /api/matches answers these (none by default). */
  setMatches(matches: Match[]): void;
  /** GET /api/upload/files answers these (none by default); only the images among them can be the photo. */
  setFiles(files: UploadedFile[]): void;
  /** Whether the athlete has a profile (without one, publishing is refused). */
  setHasProfile(has: boolean): void;
  /** GET /api/dossier fails with this until `failGet(null)`. */
  failGet(failure: Failure | null): void;
  /** PUT /api/dossier fails with this until `failPut(null)`. */
  failPut(failure: Failure | null): void;
  /** POST /api/dossier/links fails with this until `failCreate(null)`. */
  failCreate(failure: Failure | null): void;
  hold(method: string, path: string): () => void;
  /** Resolves once a request to `method path` has arrived in full. */
  received(method: string, path: string): Promise<RecordedRequest>;
  puts(): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

/** When the fake saves or records anything: a fixed moment, so a test can read the dates shown. */
export const DOSSIER_SAVED_AT = '2026-12-04T09:15:00.000Z';

export function exampleDossier(overrides: Partial<Dossier> = {}): Dossier {
  return {
    public_fields: { ...DOSSIER_FIELD_DEFAULTS },
    position_en: 'Central midfielder',
    about_en: null,
    achievements_en: null,
    ncaa_id: null,
    photo_upload_id: null,
    athlete_email: 'sem@voorbeeld.nl',
    parent_email: null,
    parent_consent: null,
    consent_required: false,
    published: false,
    published_at: null,
    updated_at: null,
    ...overrides,
  };
}

/** What a coach would see of the example athlete (Sem, a hockey player), in English. */
export function examplePreview(overrides: Partial<PublicDossier> = {}): PublicDossier {
  return publicDossierSchema.parse({
    name: 'Sem de Vries',
    photo_url: null,
    graduation_year: 2026,
    start_term: 'Fall 2027',
    sport: { name: 'Field Hockey', college_team: "Men's Field Hockey" },
    position: 'Central midfielder',
    height: { cm: 182, feet: 5, inches: 11.7, text: '5\'11.7"' },
    weight: { kg: 74, lb: 163 },
    club: 'HC Bloemendaal JA1',
    level: {
      dutch_name: 'Hoofdklasse',
      tier: 1,
      tier_name: 'National top flight',
      us_levels: [{ level: 'NCAA Division I', fit: 'typical' }],
      explanation: 'Hoofdklasse: the top Dutch senior league, the strongest club hockey league in the world.',
    },
    about: null,
    achievements: null,
    video: null,
    academics: {
      school: null,
      dutch_average_grade: 7.4,
      gpa: 3.3,
      gpa_basis: 'converted_dutch_average',
      gpa_range: null,
      gpa_table: null,
    },
    english_test: { test: 'TOEFL iBT', score: 100 },
    test_scores: { sat: 1310, act: null },
    ncaa_id: null,
    contact: null,
    updated_at: DOSSIER_SAVED_AT,
    ...overrides,
  });
}

/** An uploaded image as GET /api/upload/files lists it. */
export function exampleImage(n = 1, overrides: Partial<UploadedFile> = {}): UploadedFile {
  const id = `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
  return uploadedFileSchema.parse({
    id,
    title: `Foto ${n}`,
    originalName: `foto-${n}.jpg`,
    size: 512 * 1024,
    mimeType: 'image/jpeg',
    url: `/api/upload/file/${id}/content?sig=test`,
    type: null,
    description: null,
    created_at: DOSSIER_SAVED_AT,
    ...overrides,
  });
}

export function exampleLink(n = 1, overrides: Partial<DossierLink> = {}): DossierLink {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    url: null,
    label: `Coach ${n}`,
    institution_id: null,
    views: 0,
    last_viewed_at: null,
    revoked: false,
    created_at: DOSSIER_SAVED_AT,
    ...overrides,
  };
}

const fieldsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_root'] ??= issue.message;
  return fields;
};

export async function startDossierApi(
  initial: Dossier = exampleDossier(),
  initialLinks: DossierLink[] = [],
): Promise<DossierApi> {
  let dossier = structuredClone(initial);
  let links = structuredClone(initialLinks);
  let matches: Match[] = [];
  let files: UploadedFile[] = [];
  let hasProfile = true;
  let getFailure: Failure | null = null;
  let putFailure: Failure | null = null;
  let createFailure: Failure | null = null;
  let nextLink = 100;
  let nextFile = 100;
  let origin = '';

  const photoUrl = () => {
    const photo = files.find((file) => file.id === dossier.photo_upload_id);
    return photo && dossier.public_fields.photo ? `${origin}${photo.url}` : null;
  };
  const answer = (): DossierResponse => ({ dossier, preview: examplePreview({ photo_url: photoUrl() }) });
  const isImage = (id: string) =>
    files.some((file) => file.id === id && UPLOAD_MIME_TYPES.image.includes(file.mimeType));

  const server = await startTestServer(({ method, path, query, body }, res) => {
    if (path === '/api/dossier' && method === 'GET') {
      return getFailure ? sendFailure(res, getFailure) : sendJson(res, 200, answer());
    }
    if (path === '/api/dossier' && method === 'PUT') {
      if (putFailure) return sendFailure(res, putFailure);
      const parsed = dossierWriteSchema.safeParse(body ?? {});
      if (!parsed.success) {
        return sendJson(res, 400, { error: 'Ongeldige invoer', fields: fieldsOf(parsed.error.issues) });
      }
      const write = parsed.data;
      if (write.photo_upload_id && !isImage(write.photo_upload_id)) {
        return sendJson(res, 400, {
          error: DOSSIER_MESSAGES.photo,
          fields: { photo_upload_id: DOSSIER_MESSAGES.photo },
        });
      }
      const next: Dossier = { ...dossier, public_fields: { ...dossier.public_fields, ...write.public_fields } };
      for (const key of ['position_en', 'key_stats_en', 'about_en', 'achievements_en'] as const) {
        if (write[key] !== undefined) next[key] = write[key] || null;
      }
      for (const key of ['ncaa_id', 'athlete_email', 'parent_email', 'photo_upload_id'] as const) {
        if (write[key] !== undefined) next[key] = write[key];
      }
      if (write.parent_consent !== undefined) {
        next.parent_consent = write.parent_consent && { ...write.parent_consent, recorded_at: DOSSIER_SAVED_AT };
      }
      if (write.published !== undefined) next.published = write.published;
      if (next.published) {
        if (!hasProfile) return sendJson(res, 400, { error: DOSSIER_MESSAGES.noProfile });
        if (next.consent_required && !next.parent_consent && !next.onboarding_consent) {
          return sendJson(res, 400, { error: DOSSIER_MESSAGES.consentNeeded });
        }
      }
      next.published_at = next.published ? (dossier.published_at ?? DOSSIER_SAVED_AT) : null;
      next.updated_at = DOSSIER_SAVED_AT;
      dossier = next;
      return sendJson(res, 200, answer());
    }
    if (path === '/api/matches' && method === 'GET') {
      return sendJson(res, 200, {
        matches,
        generated_at: matches.length ? DOSSIER_SAVED_AT : null,
        stale: false,
        shares: [],
      });
    }
    if (path === '/api/upload/files' && method === 'GET') {
      const type = query.get('type');
      return sendJson(res, 200, { files: type ? files.filter((file) => file.type === type) : files });
    }
    if (path === '/api/upload/image' && method === 'POST') {
      const part = (body as MultipartBody | null)?.files.find((file) => file.field === 'image');
      if (!part) return sendJson(res, 400, { error: 'Geen bestand ontvangen' });
      const fields = (body as MultipartBody).fields;
      nextFile += 1;
      const file = exampleImage(nextFile, {
        title: fields.title || part.filename,
        originalName: part.filename,
        size: part.size,
        mimeType: part.contentType,
        type: fields.type ?? null,
      });
      files = [file, ...files];
      return sendJson(res, 201, { file });
    }
    if (path === '/api/dossier/links' && method === 'GET') {
      return sendJson(res, 200, { links });
    }
    if (path === '/api/dossier/links' && method === 'POST') {
      if (createFailure) return sendFailure(res, createFailure);
      const parsed = createDossierLinkSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const fields = fieldsOf(parsed.error.issues);
        return sendJson(res, 400, { error: Object.values(fields)[0] ?? 'Ongeldige invoer', fields });
      }
      nextLink += 1;
      const link = exampleLink(nextLink, {
        label: parsed.data.label,
        institution_id: parsed.data.institution_id ?? null,
      });
      links = [link, ...links];
      return sendJson(res, 201, { link: { ...link, url: `${origin}/r/token${nextLink}AbCdEfGhIjKlMnOpQrStUvW` } });
    }
    const revoke = /^\/api\/dossier\/links\/([^/]+)$/.exec(path);
    if (revoke && method === 'DELETE') {
      const id = decodeURIComponent(revoke[1] ?? '');
      const link = links.find((item) => item.id === id);
      if (!link) return sendJson(res, 404, { error: DOSSIER_MESSAGES.linkNotFound });
      link.revoked = true;
      return sendJson(res, 200, { link });
    }
    return sendJson(res, 404, { error: 'Niet gevonden' });
  });
  origin = server.url;

  return {
    url: server.url,
    requests: server.requests,
    get dossier() {
      return dossier;
    },
    get links() {
      return links;
    },
    get files() {
      return files;
    },
    setDossier: (changes) => {
      dossier = { ...dossier, ...structuredClone(changes) };
    },
    setLinks: (next) => {
      links = structuredClone(next);
    },
    setMatches: (next) => {
      matches = structuredClone(next);
    },
    setFiles: (next) => {
      files = structuredClone(next);
    },
    setHasProfile: (has) => {
      hasProfile = has;
    },
    failGet: (failure) => {
      getFailure = failure;
    },
    failPut: (failure) => {
      putFailure = failure;
    },
    failCreate: (failure) => {
      createFailure = failure;
    },
    hold: server.hold,
    received: server.received,
    puts: () => server.requests.filter((r) => r.method === 'PUT'),
    reset: () => {
      server.reset();
      dossier = structuredClone(initial);
      links = structuredClone(initialLinks);
      matches = [];
      files = [];
      hasProfile = true;
      getFailure = null;
      putFailure = null;
      createFailure = null;
      nextLink = 100;
      nextFile = 100;
    },
    close: server.close,
  };
}
