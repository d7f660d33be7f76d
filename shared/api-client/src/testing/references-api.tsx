import {
  createReferenceInviteSchema,
  type DossierReference,
  REFERENCE_MESSAGES,
  REFERENCE_OPEN_INVITES_MAX,
} from '@talentbrug/domain/dossier';
import { type Failure, type RecordedRequest, sendFailure, sendJson, startTestServer } from './test-server.tsx';

/**
 * A real HTTP server standing where the platform's API stands for /api/dossier/references (the club
 * trainer's reference, issue 37 item 6), for tests in jsdom. It keeps one athlete's references in
 * memory and answers as the server does (server/src/modules/dossier/README.md): an invitation
 * validated with the server's schema (400 with `fields`), at most 5 open (409), approve only a
 * written one (409), an unknown id a 404. The dossier's own routes are in dossier-api.tsx.
 */
export interface ReferencesApi {
  url: string;
  requests: RecordedRequest[];
  readonly references: DossierReference[];
  setReferences(references: DossierReference[]): void;
  /** GET /api/dossier/references fails with this until `failGet(null)`. */
  failGet(failure: Failure | null): void;
  hold(method: string, path: string): () => void;
  received(method: string, path: string): Promise<RecordedRequest>;
  reset(): void;
  close(): Promise<void>;
}

export const REFERENCE_AT = '2026-12-04T09:15:00.000Z';

export function exampleReference(n = 1, overrides: Partial<DossierReference> = {}): DossierReference {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    status: 'invited',
    trainer_email: `trainer${n}@hcbloemendaal.nl`,
    trainer_name: null,
    expires_at: '2026-12-18T09:15:00.000Z',
    written: null,
    written_at: null,
    approved_at: null,
    withdrawn_at: null,
    created_at: REFERENCE_AT,
    ...overrides,
  };
}

/** A reference the trainer has written, waiting for the athlete's approval. */
export function writtenReference(n = 1, overrides: Partial<DossierReference> = {}): DossierReference {
  return exampleReference(n, {
    status: 'written',
    trainer_name: 'Marieke',
    written: {
      name: 'Marieke Jansen',
      club: 'HC Bloemendaal',
      role: 'Hoofdtrainer MO18',
      language: 'en',
      text: 'Sem is the most coachable player I have trained.',
    },
    written_at: REFERENCE_AT,
    ...overrides,
  });
}

export async function startReferencesApi(initial: DossierReference[] = []): Promise<ReferencesApi> {
  let references = structuredClone(initial);
  let next = 100;
  let getFailure: Failure | null = null;

  const server = await startTestServer(({ method, path, body }, res) => {
    if (path === '/api/dossier/references' && method === 'GET') {
      return getFailure ? sendFailure(res, getFailure) : sendJson(res, 200, { references });
    }
    if (path === '/api/dossier/references' && method === 'POST') {
      const parsed = createReferenceInviteSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || '_root'] ??= issue.message;
        return sendJson(res, 400, { error: Object.values(fields)[0] ?? 'Ongeldige invoer', fields });
      }
      if (references.filter((item) => item.status === 'invited').length >= REFERENCE_OPEN_INVITES_MAX) {
        return sendJson(res, 409, { error: REFERENCE_MESSAGES.tooManyOpen });
      }
      next += 1;
      const made = exampleReference(next, {
        trainer_email: parsed.data.trainer_email,
        trainer_name: parsed.data.trainer_name ?? null,
      });
      references = [made, ...references];
      return sendJson(res, 201, { reference: made });
    }
    const action = /^\/api\/dossier\/references\/([^/]+)\/(approve|hide)$/.exec(path);
    if (action && method === 'POST') {
      const found = references.find((item) => item.id === decodeURIComponent(action[1] ?? ''));
      if (!found) return sendJson(res, 404, { error: REFERENCE_MESSAGES.notFound });
      if (action[2] === 'approve') {
        if (!found.written || found.status === 'withdrawn') {
          return sendJson(res, 409, { error: REFERENCE_MESSAGES.notWritten });
        }
        found.status = 'approved';
        found.approved_at = REFERENCE_AT;
      } else if (found.status === 'approved') {
        found.status = 'written';
        found.approved_at = null;
      }
      return sendJson(res, 200, { reference: found });
    }
    return sendJson(res, 404, { error: 'Niet gevonden' });
  });

  return {
    url: server.url,
    requests: server.requests,
    get references() {
      return references;
    },
    setReferences: (list) => {
      references = structuredClone(list);
    },
    failGet: (failure) => {
      getFailure = failure;
    },
    hold: server.hold,
    received: server.received,
    reset: () => {
      server.reset();
      references = structuredClone(initial);
      next = 100;
      getFailure = null;
    },
    close: server.close,
  };
}
