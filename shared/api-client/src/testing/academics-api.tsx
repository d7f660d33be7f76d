import {
  ACADEMICS_MESSAGES,
  assessTranscript,
  type TranscriptInput,
  type TranscriptResponse,
  transcriptInputSchema,
} from '@talentbrug/domain/academics';
import { type Failure, type RecordedRequest, sendFailure, sendJson, startTestServer } from './test-server.tsx';

export type { Failure, RecordedRequest };

type StoredTranscript = NonNullable<TranscriptResponse['transcript']>;

/**
 * A real HTTP server standing where the platform's API stands for /api/academics (the Dutch grades
 * in NCAA terms, issue 37 item 5), for tests in jsdom. It keeps one athlete's transcript in memory
 * and answers as the server does (server/src/modules/academics/README.md): the transcript null
 * before the first save, a PUT validated with the server's schema (400 with `fields` by path) and
 * replacing the whole transcript, and the reading made by the domain's own `assessTranscript` (404
 * with the Dutch message before there is a transcript). Everything else is a 404, so it can stand
 * beside another fake only where a test needs the academics alone.
 */
export interface AcademicsApi {
  url: string;
  requests: RecordedRequest[];
  readonly transcript: StoredTranscript | null;
  setTranscript(transcript: TranscriptInput | null): void;
  /** GET /api/academics/transcript fails with this until `failGet(null)`. */
  failGet(failure: Failure | null): void;
  /** PUT /api/academics/transcript fails with this until `failPut(null)`. */
  failPut(failure: Failure | null): void;
  hold(method: string, path: string): () => void;
  received(method: string, path: string): Promise<RecordedRequest>;
  puts(): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

export const TRANSCRIPT_SAVED_AT = '2026-12-04T09:15:00.000Z';

/** A VWO E&M pupil in 5 vwo: years 3 and 4 final grades, year 5 the latest report. */
export function exampleTranscript(overrides: Partial<TranscriptInput> = {}): TranscriptInput {
  const years = (...grades: number[]) => grades.map((grade, index) => ({ year: 3 + index, grade }));
  return {
    track: 'vwo',
    profile: 'em',
    subjects: [
      { subject: 'nederlands', grades: years(7.1, 6.8, 7.2) },
      { subject: 'engels', grades: years(7.8, 8.1, 7.9) },
      { subject: 'wiskunde_a', grades: years(6.4, 6.9, 7.0) },
      { subject: 'economie', grades: years(7.5, 7.3, 7.6) },
      { subject: 'geschiedenis', grades: years(6.9, 7.0, 7.4) },
    ],
    ...overrides,
  };
}

const fieldsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_root'] ??= issue.message;
  return fields;
};

const stored = (input: TranscriptInput | null): StoredTranscript | null =>
  input ? { ...structuredClone(transcriptInputSchema.parse(input)), updated_at: TRANSCRIPT_SAVED_AT } : null;

export async function startAcademicsApi(initial: TranscriptInput | null = null): Promise<AcademicsApi> {
  let transcript = stored(initial);
  let getFailure: Failure | null = null;
  let putFailure: Failure | null = null;

  const server = await startTestServer(({ method, path, body }, res) => {
    if (path === '/api/academics/transcript' && method === 'GET') {
      return getFailure ? sendFailure(res, getFailure) : sendJson(res, 200, { transcript });
    }
    if (path === '/api/academics/transcript' && method === 'PUT') {
      if (putFailure) return sendFailure(res, putFailure);
      const parsed = transcriptInputSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const fields = fieldsOf(parsed.error.issues);
        return sendJson(res, 400, { error: Object.values(fields)[0] ?? 'Ongeldige invoer', fields });
      }
      transcript = stored(parsed.data);
      return sendJson(res, 200, { transcript });
    }
    if (path === '/api/academics/eligibility' && method === 'GET') {
      if (!transcript) return sendJson(res, 404, { error: ACADEMICS_MESSAGES.noTranscript });
      const { updated_at: _updatedAt, ...input } = transcript;
      return sendJson(res, 200, assessTranscript(input));
    }
    return sendJson(res, 404, { error: 'Niet gevonden' });
  });

  return {
    url: server.url,
    requests: server.requests,
    get transcript() {
      return transcript;
    },
    setTranscript: (next) => {
      transcript = stored(next);
    },
    failGet: (failure) => {
      getFailure = failure;
    },
    failPut: (failure) => {
      putFailure = failure;
    },
    hold: server.hold,
    received: server.received,
    puts: () => server.requests.filter((r) => r.method === 'PUT'),
    reset: () => {
      server.reset();
      transcript = stored(initial);
      getFailure = null;
      putFailure = null;
    },
    close: server.close,
  };
}
