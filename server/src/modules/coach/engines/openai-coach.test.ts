/**
 * The OpenAI-compatible engine against a local stand-in server speaking the protocol (streamed
 * `chat.completion.chunk` events, an error, silence), alone and behind the fallback; then the
 * whole app configured with it: the stream reaches the athlete as the model writes, and a client
 * that leaves stops the model and stores nothing.
 */
import { chatResponseSchema, POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import { MISSING_LABEL } from '@talentbrug/domain/contracts/matches';
import { formatUsd } from '@talentbrug/domain/format';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_SERVICE_KEY } from '../../../testing/sign-in.ts';
import { buildTestApp, freePort } from '../../../testing/test-app.ts';
import { committedInstitutionSet } from '../../matches/index.ts';
import { TOPICS } from '../evaluation/topics.ts';
import { loadKnowledge } from '../knowledge.ts';
import { createTopicRouter, type TopicRouter } from '../routing/router.ts';
import { trainingPhrasings } from '../routing/training.ts';
import { createSchoolLookup } from '../school-lookup.ts';
import { contextFor, DAAN, FLEUR } from '../testing/athletes.ts';
import { framesOf, parseEventStream } from '../testing/sse.ts';
import { type StandInModel, startStandInModel } from '../testing/stand-in-model.ts';
import { createBuiltInCoach } from './built-in/built-in-coach.ts';
import { type CoachEngine, type CoachInput, routeOnce } from './engine.ts';
import { FALLBACK_BRIDGE, withFallback } from './fallback.ts';
import { CoachEngineError, createOpenAiCoach, systemPrompt } from './openai-coach.ts';

const knowledge = loadKnowledge();
const builtIn = createBuiltInCoach(knowledge);
const QUESTION = 'Heb je tips voor mijn beursaanvraag?';

async function collect(engine: CoachEngine, input: CoachInput): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of engine.answer(input)) chunks.push(chunk);
  return chunks;
}

function recordingLog() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  return { lines, warn: (details: Record<string, unknown>, message: string) => void lines.push({ details, message }) };
}

describe('the prompt', () => {
  it('names one I-20 proof-of-funds figure per match: the first year’s cost minus the aid estimate’s low end', () => {
    const context = contextFor(FLEUR);
    const prompt = systemPrompt(context, []);
    const funded = context.matches.find((match) => match.net_cost !== null);
    if (!funded?.net_cost) throw new Error('a match with a net cost');
    expect(prompt).toContain(
      `het bedrag dat de sporter moet laten zien (kosten van het eerste jaar min de onderkant van de geschatte beurs): ${formatUsd(funded.net_cost.max_usd)}`,
    );
  });

  it('holds the athlete’s own diploma year and first contact day, as the built-in coach says them', () => {
    const now = new Date('2026-12-04T10:00:00Z');
    const prompt = systemPrompt(contextFor(FLEUR), [], undefined, undefined, now);
    expect(prompt).toContain('Eindexamen: 2028 (uit de klas op het profiel)');
    expect(prompt).toContain(
      'Eerste contactdag (NCAA-kalender): Coaches in D1 hockey mogen je vanaf 15 juni na je 4e klas antwoorden: dat was in juni 2026, je kunt nu schrijven',
    );
    expect(
      systemPrompt(
        contextFor({ ...FLEUR, education_level: null, target_start_year: null }),
        [],
        undefined,
        undefined,
        now,
      ),
    ).not.toContain('Eindexamen');
  });

  it('says a start left open in the onboarding is unknown, and a chosen one as the profile shows it', () => {
    const open = systemPrompt(contextFor({ ...FLEUR, target_start_month: null, target_start_year: null }), []);
    expect(open).toContain('Gewenste start: nog onbekend');
    expect(open).not.toContain('?-?');
    expect(systemPrompt(contextFor({ ...FLEUR, target_start_month: 8, target_start_year: 2029 }), [])).toContain(
      'Gewenste start: augustus 2029',
    );
  });

  it('holds how a coach gets to see the profile: the dossier, as the built-in coach says it', () => {
    const prompt = systemPrompt(contextFor(FLEUR), []);
    expect(prompt).toContain('Vraagt de sporter hoe een coach het profiel te zien krijgt');
    expect(prompt).toContain('[dossier](/dossier)');
  });

  it('holds the first five matches, and a school the question names from further down the list', () => {
    const context = contextFor(FLEUR);
    const far = context.ranking[14];
    if (!far) throw new Error('Fleur needs fifteen matches');
    expect(systemPrompt(context, [])).not.toContain(`${far.rank}. ${far.school_name} (`);
    const prompt = systemPrompt(context, [], undefined, `Wat kost ${far.school_name}?`);
    expect(prompt).toContain('## Scholen uit de vraag, verderop in de lijst');
    expect(prompt).toContain(
      `${far.rank}. ${far.school_name} (${far.division}, ${far.school_location}): ${far.match_score}%`,
    );
  });

  it('holds a school the question names outside the matches: its place, or why it is ruled out', async () => {
    const lookup = createSchoolLookup(committedInstitutionSet);
    const stanford = await lookup.find('Stanford', [], null);
    if (!stanford) throw new Error('the dataset has Stanford');
    const placed = systemPrompt({ ...contextFor(FLEUR), absent: await lookup.place(FLEUR, stanford) }, []);
    expect(placed).toContain('## Een school uit de vraag die niet bij de matches staat: Stanford University');
    expect(placed).toMatch(/Plaats voor de sporter: nummer \d+ van alle scholen \(de matches zijn de eerste 30\)/);
    const ruledOut = systemPrompt({ ...contextFor(DAAN), absent: await lookup.place(DAAN, stanford) }, []);
    expect(ruledOut).toMatch(/Valt af: .*niet realistisch/);
  });

  it('leaves out what matches from before a profile change say about the athlete, and says they are old', () => {
    const before = { ...FLEUR, english_test: null, english_score: null };
    const old = contextFor(FLEUR, [], true, before);
    expect(old.matches.some((match) => match.missing.some((line) => line.includes('nog geen score')))).toBe(true);
    const prompt = systemPrompt(old, []);
    expect(prompt).not.toContain('nog geen score');
    expect(prompt).not.toContain(MISSING_LABEL);
    expect(prompt).not.toContain('Waarom:');
    expect(prompt).toContain('berekend vóór de laatste profielwijziging');
    expect(prompt).toContain("'Genereer opnieuw'");
    expect(prompt).toContain('Engelse toets: TOEFL 95');
    // Current matches keep their reasons.
    expect(systemPrompt(contextFor(FLEUR), [])).toContain(MISSING_LABEL);
  });

  it("tells the model what Talentbrug itself costs as the built-in coach says it, with the terms' link and no amount", () => {
    const rule = systemPrompt(contextFor(FLEUR), [])
      .split('\n')
      .find((line) => line.includes('zelf kost'));
    expect(rule).toContain('Je begint gratis bij Talentbrug, zonder creditcard.');
    expect(rule).toContain('](/terms#prijzen)');
    expect(rule).not.toMatch(/\d/);
  });
});

describe('the OpenAI-compatible engine', () => {
  let model: StandInModel;
  const engine = (timeoutMs = 2000, url = () => model.url) =>
    createOpenAiCoach({ baseUrl: url(), apiKey: 'sk-test', model: 'stand-in-1', timeoutMs, knowledge });
  const input: CoachInput = { question: QUESTION, context: contextFor(FLEUR) };

  beforeAll(async () => {
    model = await startStandInModel({ kind: 'stream', chunks: [] });
  });
  afterEach(() => {
    model.received.length = 0;
  });
  afterAll(() => model.close());

  it('streams the model’s chunks and sends the persona, the athlete’s context and the retrieved facts', async () => {
    model.set({ kind: 'stream', chunks: ['Hoi Fleur! ', 'Goede vraag over ', 'je beurs.'] });
    expect(await collect(engine(), input)).toEqual(['Hoi Fleur! ', 'Goede vraag over ', 'je beurs.']);

    const [request] = model.received;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'stand-in-1', stream: true });
    const [system, user] = request?.body.messages ?? [];
    expect(user).toEqual({ role: 'user', content: QUESTION });
    expect(system?.role).toBe('system');
    const prompt = system?.content ?? '';
    expect(prompt).toContain('Je bent Sanne, de AI-coach van Talentbrug');
    expect(prompt).toContain('Gebruik alleen getallen');
    // The spec's context lines, from the server's data.
    expect(prompt).toContain('Naam: Fleur de Vries');
    expect(prompt).toContain('Sport en positie: Hockey, Middenveld');
    expect(prompt).toContain('GPA: 3,5');
    expect(prompt).toContain('Huidig team: HC Bloemendaal');
    const top = input.context.matches[0];
    expect(prompt).toContain(`- ${top?.school_name}: ${top?.match_score}%`);
    expect(prompt).toContain(top?.rationale ?? '');
    // The facts, each with its source and the month it was checked.
    expect(prompt).toContain('Sportbeurzen per divisie');
    expect(prompt).toContain('gecontroleerd in november 2026');
  });

  it('uses the previous question to find the facts for a short follow-up', async () => {
    model.set({ kind: 'stream', chunks: ['Ja.'] });
    const followUp = contextFor(FLEUR, [
      { type: 'user', content: 'Hoe werkt het visumproces?' },
      { type: 'ai', content: 'Het F-1-studentenvisum regel je nadat...' },
    ]);
    await collect(engine(), { question: 'En de kosten?', context: followUp });
    const prompt = model.received[0]?.body.messages[0]?.content ?? '';
    expect(prompt).toContain('SEVIS I-901-fee is circa $350');
    expect(prompt).toContain('Sporter: Hoe werkt het visumproces?');
  });

  it('is told the topic the built-in coach’s router found, or that the question is outside what it knows (issue 34)', async () => {
    model.set({ kind: 'stream', chunks: ['Ja.'] });
    const routed = createOpenAiCoach({
      baseUrl: model.url,
      apiKey: 'sk-test',
      model: 'stand-in-1',
      timeoutMs: 2000,
      knowledge,
      router: createTopicRouter(trainingPhrasings()),
    });
    await collect(routed, { question: 'Wat moet er in mijn highlightvideo?', context: contextFor(FLEUR) });
    const [video] = model.received.map((request) => request.body.messages[0]?.content ?? '');
    expect(video).toContain(`Onderwerp: ${TOPICS['highlight-video']}`);
    expect(video).toContain('Je highlightvideo: wat college-coaches willen zien');

    model.received.length = 0;
    await collect(routed, { question: 'Wat wordt het weer morgen in Boston?', context: contextFor(FLEUR) });
    expect(model.received[0]?.body.messages[0]?.content).toContain('De vraag valt buiten wat je weet');
  });

  it('throws on an error answer, and after the timeout when the model stays silent or stalls', async () => {
    model.set({ kind: 'error', status: 503 });
    await expect(collect(engine(), input)).rejects.toMatchObject({ status: 503 });

    model.set({ kind: 'hang' });
    const started = performance.now();
    await expect(collect(engine(300), input)).rejects.toEqual(new CoachEngineError('timeout'));
    expect(performance.now() - started).toBeLessThan(2000);

    model.set({ kind: 'stall', chunks: ['Een begin'] });
    const chunks: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of engine(300).answer(input)) chunks.push(chunk);
      })(),
    ).rejects.toEqual(new CoachEngineError('timeout'));
    expect(chunks).toEqual(['Een begin']);
  });

  describe('behind the fallback', () => {
    it('answers with the built-in coach when the model fails, and logs why without the question', async () => {
      const expected = builtIn.write(input);
      const cases: [StandInModel['set'] extends (b: infer B) => void ? B : never, string][] = [
        [{ kind: 'error', status: 500 }, 'http 500'],
        [{ kind: 'error', status: 401 }, 'http 401'],
        [{ kind: 'hang' }, 'timeout'],
        [{ kind: 'stream', chunks: ['', '  ', '\n'] }, 'empty'],
      ];
      for (const [behaviour, reason] of cases) {
        model.set(behaviour);
        const log = recordingLog();
        const answer = (await collect(withFallback(engine(300), builtIn, log), input)).join('');
        expect(answer.trim()).toBe(expected);
        expect(log.lines).toHaveLength(1);
        expect(log.lines[0]?.details).toMatchObject({ reason, engine: 'openai-compatible (stand-in-1)' });
        expect(JSON.stringify(log.lines)).not.toContain('beursaanvraag');
      }
    });

    it('falls back when nothing listens at the configured address', async () => {
      const port = await freePort();
      const log = recordingLog();
      const answer = (
        await collect(
          withFallback(
            engine(1000, () => `http://127.0.0.1:${port}/v1`),
            builtIn,
            log,
          ),
          input,
        )
      ).join('');
      expect(answer.trim()).toBe(builtIn.write(input));
      expect(log.lines[0]?.details.reason).toBe('network');
    });

    it('finishes an answer that broke off with the built-in one, saying so', async () => {
      model.set({ kind: 'stall', chunks: ['Goede vraag, Fleur. ', 'Eerst dit: '] });
      const log = recordingLog();
      const answer = (await collect(withFallback(engine(300), builtIn, log), input)).join('');
      expect(answer).toBe(`Goede vraag, Fleur. Eerst dit: ${FALLBACK_BRIDGE}${builtIn.write(input)}`);
      expect(log.lines[0]?.details).toMatchObject({ reason: 'timeout', streamedChars: 31 });
    });

    it('routes a question once for the model and the built-in coach after it, which answer by that one topic', async () => {
      const router = createTopicRouter(trainingPhrasings());
      let routings = 0;
      const counted: TopicRouter = {
        explain: (text) => router.explain(text),
        route: (question, previous) => {
          routings++;
          return router.route(question, previous);
        },
      };
      const both = withFallback(
        createOpenAiCoach({
          baseUrl: model.url,
          apiKey: 'sk-test',
          model: 'stand-in-1',
          timeoutMs: 300,
          knowledge,
          router: counted,
        }),
        createBuiltInCoach(knowledge, counted),
        recordingLog(),
      );
      const question = 'Wat moet er in mijn highlightvideo?';
      const context = contextFor(FLEUR);
      const routed = routeOnce(both, question, context.recent);
      model.set({ kind: 'error', status: 500 });
      const answer = (await collect(both, { question, context, ...(routed ? { routed } : {}) })).join('');
      expect(routings).toBe(1);
      expect(model.received[0]?.body.messages[0]?.content).toContain(`Onderwerp: ${TOPICS['highlight-video']}`);
      expect(answer.trim()).toBe(builtIn.write({ question, context }));
    });

    it('passes a good answer through untouched', async () => {
      model.set({ kind: 'stream', chunks: ['Alles ', 'goed.'] });
      const log = recordingLog();
      expect((await collect(withFallback(engine(), builtIn, log), input)).join('')).toBe('Alles goed.');
      expect(log.lines).toEqual([]);
    });
  });
});

describe('the app with AI_BASE_URL, AI_API_KEY and AI_MODEL set', () => {
  let model: StandInModel;
  let app: FastifyInstance;
  let base: string;
  let users = 0;

  beforeAll(async () => {
    model = await startStandInModel({ kind: 'stream', chunks: [] });
    app = await buildTestApp({
      AUTH_SERVICE_KEY: TEST_SERVICE_KEY,
      AI_BASE_URL: model.url,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'stand-in-1',
      AI_TIMEOUT_MS: '1000',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app.close();
    await model.close();
  });

  const token = async () => (await signIn(app, `model${users++}@example.nl`)).access_token;
  /** The answers stopped because the athlete left, as GET /metrics counts them. */
  const leftAnswers = async () => {
    const { body } = await app.inject({ method: 'GET', url: '/metrics' });
    return Number(/^talentbrug_coach_left_total (\S+)$/m.exec(body)?.[1] ?? Number.NaN);
  };
  const post = (bearer: string, message: string, signal?: AbortSignal) =>
    fetch(`${base}/api/ai/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message }),
      ...(signal ? { signal } : {}),
    });
  const history = async (bearer: string) =>
    (await app.inject({ url: '/api/ai/history', headers: { authorization: `Bearer ${bearer}` } })).json().messages;

  it('streams each token to the athlete as the model writes it, and stores the answer', async () => {
    model.set({ kind: 'stream', chunks: ['Een ', 'sportbeurs ', 'wordt ', 'elk jaar ', 'verlengd.'], delayMs: 80 });
    const bearer = await token();
    const response = await post(bearer, QUESTION);
    const frames: { frame: string; at: number }[] = [];
    for await (const frame of framesOf(response.body as ReadableStream<Uint8Array>)) frames.push(frame);
    const events = parseEventStream(frames.map((frame) => frame.frame).join(''));
    expect(events.map((event) => event.event)).toEqual(['token', 'token', 'token', 'token', 'token', 'done']);
    // The first token arrived while the model was still writing the rest.
    expect((frames[frames.length - 1]?.at ?? 0) - (frames[0]?.at ?? 0)).toBeGreaterThan(200);
    const done = chatResponseSchema.parse(events[5]?.data);
    expect(done.message).toBe('Een sportbeurs wordt elk jaar verlengd.');
    expect((await history(bearer))[1]?.content).toBe(done.message);
  });

  it('answers from the built-in coach when the model fails', async () => {
    model.set({ kind: 'error', status: 500 });
    const bearer = await token();
    const response = await app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      payload: { message: POPULAR_QUESTIONS[4] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('I-20');
  });

  it('stops the model when the athlete leaves half-way, and stores nothing', async () => {
    model.set({ kind: 'endless', delayMs: 20 });
    const bearer = await token();
    const leave = new AbortController();
    const response = await post(bearer, QUESTION, leave.signal);
    const reader = framesOf(response.body as ReadableStream<Uint8Array>);
    expect((await reader.next()).value?.frame).toMatch(/^event: token\n/);
    leave.abort();
    // Frames that came before the abort may still be read (a loaded machine buffers a few); then the
    // stream fails. An endless answer never ends on its own, so an end would be a failure too.
    const readToTheEnd = async () => {
      for (;;) if ((await reader.next()).done) return 'ended';
    };
    await expect(readToTheEnd()).rejects.toThrow();
    await expect.poll(() => model.clientLeft(), { timeout: 10_000 }).toBe(true);
    // The service counts an answer the athlete left once it is over: then nothing more can be stored.
    await expect.poll(leftAnswers, { timeout: 10_000 }).toBe(1);
    expect(await history(bearer)).toEqual([]);
  });
});
