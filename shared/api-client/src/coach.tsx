// Package paths, never relative ones: in a remote a relative import is bundled as a second copy,
// while the package path resolves to the one module the shell shares at run time.
import {
  type ApiClientOptions,
  ApiError,
  type ApiFetch,
  apiFetch,
  createApiRequest,
  isAbortError,
  type RequestOptions,
} from '@talentbrug/api-client/api';
import {
  type ChatHistory,
  type ChatMessage,
  type ChatResponse,
  chatErrorEventSchema,
  chatHistorySchema,
  chatRequestSchema,
  chatResponseSchema,
  chatTokenEventSchema,
} from '@talentbrug/domain/coach';
import { mutationOptions, type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';

/**
 * The AI coach (issue 13): the request functions for /api/ai/chat and /api/ai/history, the
 * server-sent-events reader a streamed answer comes through, the shared query keys and the
 * TanStack Query options (ADR 0005). Every answer and every streamed event is parsed with the
 * domain's schema.
 */
export const coachKeys = {
  all: ['coach'] as const,
  history: () => [...coachKeys.all, 'history'] as const,
};

const CHAT_PATH = '/ai/chat';
const HISTORY_PATH = '/ai/history';

/** GET /api/ai/history: the athlete's own conversation, oldest first. */
export async function fetchHistory({ signal, api = apiFetch }: RequestOptions = {}): Promise<ChatHistory> {
  return chatHistorySchema.parse(await api<unknown>(HISTORY_PATH, { signal: signal ?? null }));
}

/** DELETE /api/ai/history: 'Nieuw gesprek'. */
export async function clearHistory({ api = apiFetch }: RequestOptions = {}): Promise<void> {
  await api<unknown>(HISTORY_PATH, { method: 'DELETE' });
}

/**
 * POST /api/ai/chat as JSON: the whole stored answer at once. A question that is blank or longer
 * than CHAT_MESSAGE_MAX is refused before any request ($ZodError, zod/mini's, with the Dutch reason); the
 * server's 400 and 429 arrive as an ApiError carrying its Dutch `error`.
 */
export async function askCoach(
  message: string,
  { signal, api = apiFetch, context }: RequestOptions & { context?: string } = {},
): Promise<ChatResponse> {
  const body = chatRequestSchema.parse({ message, context });
  const answer = await api<unknown>(CHAT_PATH, { method: 'POST', body, signal: signal ?? null });
  return chatResponseSchema.parse(answer);
}

// ---------------------------------------------------------------------------------------------
// text/event-stream

export interface SseEvent {
  /** The `event:` field; 'message' when the event named none. */
  event: string;
  data: string;
  /** The last `id:` seen in the stream, if any. */
  id: string | undefined;
}

/**
 * The event-stream framing of the WHATWG HTML standard ("Parsing an event stream") over text that
 * arrives in pieces of any size: lines end in CRLF, LF or CR (a CR at the end of one piece may be
 * followed by its LF in the next), a blank line dispatches, `data:` lines join with '\n', lines
 * starting with ':' are comments, one space after the colon is dropped, a leading BOM is ignored,
 * and an event the stream ends in the middle of is discarded. Bytes are decoded before this (see
 * readEventStream), so a character split between two network reads arrives whole.
 */
export class SseParser {
  readonly #onEvent: (event: SseEvent) => void;
  /** The unfinished last line. */
  #buffer = '';
  #skipLineFeed = false;
  #started = false;
  #event = '';
  #data = '';
  #hasData = false;
  #lastId: string | undefined;

  constructor(onEvent: (event: SseEvent) => void) {
    this.#onEvent = onEvent;
  }

  push(piece: string): void {
    let text = piece;
    if (text === '') return;
    if (this.#skipLineFeed) {
      this.#skipLineFeed = false;
      if (text.startsWith('\n')) text = text.slice(1);
    }
    if (!this.#started && text !== '') {
      this.#started = true;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    // The kept part holds no line end, so the search starts where the new text does: a long line
    // that arrives in many small pieces is not scanned again for each of them.
    let searchFrom = this.#buffer.length;
    const buffer = this.#buffer + text;
    let lineStart = 0;
    for (;;) {
      const end = lineEnd(buffer, searchFrom);
      if (end === -1) break;
      const line = buffer.slice(lineStart, end);
      let next = end + 1;
      if (buffer[end] === '\r') {
        if (next === buffer.length) this.#skipLineFeed = true;
        else if (buffer[next] === '\n') next += 1;
      }
      lineStart = next;
      searchFrom = next;
      this.#line(line);
    }
    this.#buffer = buffer.slice(lineStart);
  }

  /** The stream ended: an event without its closing blank line is dropped, as the standard says. */
  end(): void {
    this.#buffer = '';
    this.#event = '';
    this.#data = '';
    this.#hasData = false;
  }

  #line(line: string): void {
    if (line === '') {
      this.#dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.#event = value;
    else if (field === 'data') {
      this.#data = this.#hasData ? `${this.#data}\n${value}` : value;
      this.#hasData = true;
    } else if (field === 'id' && !value.includes('\u0000')) this.#lastId = value;
    // `retry` and unknown fields change nothing here: a finished chat answer is never resumed.
  }

  #dispatch(): void {
    const event = { event: this.#event || 'message', data: this.#data, id: this.#lastId };
    const hasData = this.#hasData;
    this.#event = '';
    this.#data = '';
    this.#hasData = false;
    if (hasData) this.#onEvent(event);
  }
}

function lineEnd(text: string, from: number): number {
  for (let index = from; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 10 || code === 13) return index;
  }
  return -1;
}

/**
 * Reads a text/event-stream body and hands each event to `onEvent` as soon as its blank line has
 * arrived. `onEvent` returns true to stop reading (the rest of the body is cancelled). UTF-8 is
 * decoded in streaming mode, so a character whose bytes are split between reads stays whole.
 */
async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => boolean | undefined,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  let stopped = false;
  const parser = new SseParser((event) => {
    if (!stopped && onEvent(event)) stopped = true;
  });
  try {
    while (!stopped) {
      const { done, value } = await reader.read();
      if (done) {
        parser.push(decoder.decode());
        parser.end();
        return;
      }
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    // Also after a throw in onEvent: the connection is given back instead of left half read.
    reader.cancel().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------
// Streaming the answer

/** The message of the ApiError for a stream that ended before its `done` (or `error`) event. */
export const STREAM_CUT_MESSAGE = 'Stream ended before the answer was complete';

/** `baseUrl` and `getAccessToken` are the API client's: '/api' and the signed-in user's unless a test or a tool passes its own. */
export interface StreamCoachOptions extends ApiClientOptions {
  signal?: AbortSignal;
  /** Each piece of the answer as it is written; the pieces joined are the answer so far. */
  onToken?: (text: string) => void;
  /** The spec's client context; the server builds its own and never trusts this one for facts. */
  context?: string;
}

/**
 * POST /api/ai/chat with `Accept: text/event-stream`: calls `onToken` for each `token` event as
 * the answer is written and resolves with the `done` event's stored answer. An `error` event, a
 * refused request (401, 400 too long, 429 too many questions) and a network failure reject with
 * an ApiError whose `body.error` is the server's Dutch text when it sent one; a stream that stops
 * before `done` rejects with status 0 and STREAM_CUT_MESSAGE. Abort with `signal`. A server that
 * answers with JSON instead still works: its whole answer is one token.
 */
export async function streamCoach(
  message: string,
  { signal, onToken, context, ...client }: StreamCoachOptions = {},
): Promise<ChatResponse> {
  const body = chatRequestSchema.parse({ message, context });
  const response = await createApiRequest(client)(CHAT_PATH, {
    method: 'POST',
    headers: { Accept: 'text/event-stream' },
    body,
    signal: signal ?? null,
    cache: 'no-store',
  });

  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    const answer = chatResponseSchema.parse(await response.json());
    onToken?.(answer.message);
    return answer;
  }

  const outcome: { answer?: ChatResponse; failure?: ApiError; broken?: unknown } = {};
  try {
    await readEventStream(response.body, ({ event, data }) => {
      try {
        if (event === 'token') {
          // Parsed even without a listener: a broken event fails here, not later in a screen.
          const { text } = chatTokenEventSchema.parse(JSON.parse(data));
          onToken?.(text);
        } else if (event === 'done') outcome.answer = chatResponseSchema.parse(JSON.parse(data));
        else if (event === 'error') {
          const parsed = chatErrorEventSchema.parse(JSON.parse(data));
          outcome.failure = new ApiError(parsed.error, response.status, parsed);
        }
        // Other event names (a keep-alive, something newer than this client) are left alone.
      } catch (error) {
        outcome.broken = error;
      }
      return outcome.answer !== undefined || outcome.failure !== undefined || 'broken' in outcome;
    });
  } catch (error) {
    // Reading broke off: the athlete left (abort), or the connection or the server went away.
    if (signal?.aborted || isAbortError(error)) throw error;
  }
  if ('broken' in outcome) throw outcome.broken;
  if (outcome.failure) throw outcome.failure;
  if (outcome.answer) return outcome.answer;
  throw new ApiError(STREAM_CUT_MESSAGE, 0);
}

// ---------------------------------------------------------------------------------------------
// Query and mutation options

export function historyQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: coachKeys.history(),
    queryFn: ({ signal }) => fetchHistory({ signal, api }),
  });
}

/** The coach finished without a word: the page says 'Sorry, ik kon geen antwoord genereren.'. */
export class EmptyAnswerError extends Error {
  readonly answer: ChatResponse;

  constructor(answer: ChatResponse) {
    super('The coach answered with an empty message');
    this.name = 'EmptyAnswerError';
    this.answer = answer;
  }
}

export interface AskCoachVariables {
  message: string;
  onToken?: (text: string) => void;
  signal?: AbortSignal;
  /** When the question was asked (ISO), for the cached history; the answer's time otherwise. */
  askedAt?: string;
}

function appendToHistory(client: QueryClient, messages: ChatMessage[]): void {
  client.setQueryData<ChatHistory>(coachKeys.history(), (current) =>
    current ? { messages: [...current.messages, ...messages] } : current,
  );
}

/**
 * Asks the coach with a streamed answer. A finished answer is appended, with its question, to the
 * cached history, so the conversation is whole wherever it is read next without a reload (the
 * server stores both). An empty answer rejects with EmptyAnswerError and leaves the cache alone.
 */
export function askCoachMutationOptions() {
  return mutationOptions({
    mutationKey: [...coachKeys.all, 'ask'],
    mutationFn: async ({ message, onToken, signal }: AskCoachVariables) => {
      const answer = await streamCoach(message, { ...(onToken ? { onToken } : {}), ...(signal ? { signal } : {}) });
      if (answer.message.trim() === '') throw new EmptyAnswerError(answer);
      return answer;
    },
    onSuccess: (answer, { message, askedAt }, _result, { client }) =>
      appendToHistory(client, [
        { type: 'user', content: message.trim(), timestamp: askedAt ?? answer.timestamp },
        { type: 'ai', content: answer.message, timestamp: answer.timestamp },
      ]),
  });
}

/** 'Nieuw gesprek': DELETE, then the cached history is empty without another read. */
export function clearHistoryMutationOptions() {
  return mutationOptions({
    mutationKey: [...coachKeys.all, 'clear'],
    mutationFn: () => clearHistory(),
    onMutate: async (_variables, { client }) => {
      // A read still on its way would otherwise put the old conversation back.
      await client.cancelQueries({ queryKey: coachKeys.history() });
    },
    onSuccess: (_data, _variables, _result, { client }) => {
      client.setQueryData<ChatHistory>(coachKeys.history(), { messages: [] });
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks: what the pages call (the options above are for the server's render and the tests)

/** The athlete's stored conversation with Sanne (`coachKeys.history()`); `enabled: false` waits. */
export function useCoachHistory({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...historyQueryOptions(), enabled });
}

/** POST /api/ai/chat, streamed; a finished answer joins the cached history with its question. */
export function useAskCoach() {
  return useMutation(askCoachMutationOptions());
}

/** DELETE /api/ai/history ('Nieuw gesprek'); the cached history is emptied on success. */
export function useClearHistory() {
  return useMutation(clearHistoryMutationOptions());
}
