/**
 * Sanne on the athlete's own highlight video (issue 36): 'wat moet er beter aan mijn video?' and
 * questions like it are answered from this athlete's analysed video (the fixes and tips first, one
 * next step), and with the general advice when there is no video yet, the analysis still runs or
 * failed. Two athletes with two different videos get two different answers. Then the same through
 * the service on the real app's database: the analysis is read from `video_analyses`.
 */
import { randomUUID } from 'node:crypto';
import { SPORTS, TEAM_SPORTS } from '@talentbrug/domain/sports';
import { profile, DAAN as TEST_DAAN, FLEUR as TEST_FLEUR } from '@talentbrug/domain/testing/athletes';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp, queryRows } from '../../testing/test-app.ts';
import { createMatchesRepository } from '../matches/index.ts';
import { createProfilesRepository } from '../profiles/profiles-repository.ts';
import { EVALUATION, facts } from '../video/findings/evaluation.ts';
import { formatDuration } from '../video/findings/format.ts';
import { guidelineFor } from '../video/findings/guidelines.ts';
import type { CoachContext, CoachVideo } from './coach-context.ts';
import { buildCoachContext, contextText } from './coach-context.ts';
import { createCoachRepository } from './coach-repository.ts';
import { type CoachEvent, createCoachService } from './coach-service.ts';
import { coachVideo, createCoachVideoSource } from './coach-video.ts';
import { aboutOwnVideo } from './engines/built-in/answers.ts';
import { createBuiltInCoach } from './engines/built-in/built-in-coach.ts';
import { loadKnowledge } from './knowledge.ts';
import { contextFor, DAAN, FLEUR } from './testing/athletes.ts';
import { numbersIn, numbersOf } from './testing/numbers.ts';

const coach = createBuiltInCoach(loadKnowledge());
const ask = (question: string, context: CoachContext) => coach.write({ question, context });
const withVideo = (context: CoachContext, video: CoachVideo | null): CoachContext => ({ ...context, video });

/** Daan (football): 6:40, clips 14 to 22 repeat earlier ones, filmed upright, a 12-second intro. */
const DAAN_FACTS = facts({
  duration: 400,
  opening: 12,
  width: 1080,
  height: 1920,
  repeats: Object.fromEntries(Array.from({ length: 9 }, (_, at) => [at + 14, at + 4])),
});
/** Fleur (hockey): a tidy 3:20 video with an info card, only loud music under it. */
const FLEUR_FACTS = facts({ duration: 200, opening: 4, meanVolumeDb: -14 });

const daanVideo = coachVideo({ status: 'done', facts: DAAN_FACTS }, DAAN.sport);
const fleurVideo = coachVideo({ status: 'done', facts: FLEUR_FACTS }, FLEUR.sport);
const daan = withVideo(contextFor(DAAN, [], false), daanVideo);
const fleur = withVideo(contextFor(FLEUR, [], false), fleurVideo);

const QUESTIONS = [
  'wat moet er beter aan mijn video?',
  'Is mijn highlightvideo goed genoeg?',
  'wat vinden coaches van mijn filmpje',
];

describe('the questions about the athlete’s own video', () => {
  it.each(QUESTIONS)('are recognised: %s', (question) => expect(aboutOwnVideo(question)).toBe(true));
  it('leave a general question general', () => {
    expect(aboutOwnVideo('Hoe lang mag een highlightvideo zijn?')).toBe(false);
  });
});

describe('Sanne answers from this athlete’s analysed video', () => {
  it.each(QUESTIONS)('Daan, "%s": his fixes first, then tips, with one next step', (question) => {
    const answer = ask(question, daan);
    expect(answer).toMatch(/^Daan, ik heb je video van 6:40 bekeken/);
    expect(answer).toContain('Dit moet je aanpassen:');
    expect(answer).toContain('Laat clips 14 tot en met 22 weg, die lijken op eerdere');
    expect(answer).toContain('staand gefilmd');
    expect(answer).toContain('pas na 12 seconden');
    expect(answer).toContain('Mijn advies: pak eerst de lengte aan');
    expect(answer.indexOf('Dit moet je aanpassen')).toBeLessThan(answer.indexOf('Wat al goed zit'));
    expect(answer).toMatch(/Bron: .*Hudl.*gecontroleerd in december 2026/);
  });

  it('Fleur: no fix, the music as a tip, and what is good', () => {
    const answer = ask('wat moet er beter aan mijn video?', fleur);
    expect(answer).toMatch(/^Fleur, ik heb je video van 3:20 bekeken/);
    expect(answer).not.toContain('Dit moet je aanpassen');
    expect(answer).toContain('Dit kan nog beter:\n- Onder je video zit doorlopend hard geluid');
    expect(answer).toContain('Wat al goed zit: de lengte, de snelle start, je infokaart');
    expect(answer).toContain('Mijn advies: pak eerst de muziek aan');
    expect(answer).not.toContain('6:40');
  });

  it('gives two athletes two answers, each from their own video only', () => {
    const forDaan = ask('Is mijn highlightvideo goed genoeg?', daan);
    const forFleur = ask('Is mijn highlightvideo goed genoeg?', fleur);
    expect(forDaan).not.toEqual(forFleur);
    expect(forFleur).not.toContain('clips 14');
    expect(forDaan).not.toContain('muziek aan');
  });

  it('says so when the video has nothing left to change, and gives the next step', () => {
    const tidy = coachVideo({ status: 'done', facts: facts({ duration: 200, opening: 4 }) }, 'Hockey');
    const answer = ask('wat moet er beter aan mijn video?', withVideo(contextFor(FLEUR, [], false), tidy));
    expect(answer).toContain('hij staat er goed voor');
    expect(answer).toContain('Volgende stap: zet je video op YouTube');
  });
});

describe('Sanne without an analysed video', () => {
  it('has seen no video yet: says so and gives the general advice', () => {
    const answer = ask('wat moet er beter aan mijn video?', withVideo(contextFor(DAAN, [], false), null));
    expect(answer).toMatch(/^Daan, ik heb nog geen video van je gezien/);
    expect(answer).toContain('**Lengte**: houd je video kort: circa 3 tot 5 minuten');
    expect(answer).toContain('Voor voetbal:');
  });

  it('has only a link on the profile: asks for the upload', () => {
    const answer = ask('wat moet er beter aan mijn video?', withVideo(contextFor(FLEUR, [], false), null));
    expect(answer).toContain(
      'je hebt een link naar je video op je profiel, maar bekijken kan ik alleen een video die je uploadt',
    );
  });

  it.each([
    ['pending', 'je video wordt nog geanalyseerd'],
    ['running', 'je video wordt nog geanalyseerd'],
    ['failed', 'de analyse van je video is niet gelukt'],
  ] as const)('while the analysis is %s: says so and gives the general advice', (status, says) => {
    const video = coachVideo({ status, facts: null }, 'Voetbal');
    const answer = ask('wat vinden coaches van mijn filmpje', withVideo(contextFor(DAAN, [], false), video));
    expect(answer).toContain(says);
    expect(answer).toContain('Tot die tijd: hier letten coaches op.');
    expect(answer).toContain('**Beste actie eerst**');
  });

  it('answers a general question generally, with a word about the analysed video', () => {
    const answer = ask('Hoe lang mag een highlightvideo zijn?', daan);
    expect(answer).toContain('**Lengte**');
    expect(answer).toContain('Je eigen video heb ik ook bekeken: er zijn drie punten om aan te werken.');
  });

  it('answers as before where the video was not looked up', () => {
    const before = ask('wat moet er beter aan mijn video?', contextFor(DAAN, [], false));
    expect(before).toContain('Er staat nog geen highlightvideo op je profiel');
    expect(before).not.toContain('ik heb nog geen video van je gezien');
  });

  it("gives every sport the same own section as the video analysis' guideline: the team sports the team-sport one", () => {
    const knowledge = loadKnowledge();
    for (const sport of SPORTS) {
      const answer = ask(
        'Wat moet er in mijn highlightvideo?',
        contextFor(profile({ ...FLEUR, sport: sport.name }), [], false),
      );
      const own = guidelineFor(sport.name).sportPassage;
      const line = answer.split('\n\n').find((paragraph) => paragraph.startsWith('Voor '));
      const text = own ? knowledge.section(own).passage.text : null;
      expect(line?.slice(line.indexOf(': ') + 2).toLowerCase() ?? null, sport.name).toBe(text?.toLowerCase() ?? null);
      if (TEAM_SPORTS.has(sport.id)) expect(line, sport.name).toContain('willen coaches vooral wedstrijdbeelden');
    }
  });
});

describe('the numbers of an answer about the own video', () => {
  it('come from the video’s findings, its duration, the profile or the knowledge', () => {
    const known = numbersOf(loadKnowledge().entries);
    fc.assert(
      fc.property(
        fc.constantFrom(...EVALUATION),
        fc.constantFrom(DAAN, FLEUR),
        fc.constantFrom(...QUESTIONS, 'Hoe lang mag een highlightvideo zijn?', 'Wat moet er in mijn video?'),
        (test, athlete, question) => {
          const video = coachVideo({ status: 'done', facts: test.facts }, test.sport);
          const answer = ask(question, withVideo(contextFor(athlete, [], false), video));
          expect(answer.trim()).not.toBe('');
          const { user_id: _id, created_at: _c, updated_at: _u, ...own } = athlete;
          const allowed = numbersOf([own, video?.findings, formatDuration(video?.duration_s ?? 0)], new Set(known));
          expect(
            numbersIn(answer).filter((number) => !allowed.has(number)),
            answer,
          ).toEqual([]);
        },
      ),
      { numRuns: 60, seed: 20_261_204 },
    );
  });
});

describe('the video for the model', () => {
  it('carries the status and the findings that ask for a change', () => {
    const text = contextText(buildCoachContext(DAAN, [], [], false, daanVideo));
    expect(text).toContain('Highlightvideo: geanalyseerd');
    expect(text).toContain('- fix: Je video duurt 6:40');
    expect(text).not.toContain('- ok:');
    expect(contextText(buildCoachContext(DAAN, [], []))).not.toContain('Highlightvideo');
  });

  it('reads stored facts defensively: an unreadable result is a failed analysis', () => {
    expect(coachVideo({ status: 'done', facts: { nonsense: true } }, null)).toEqual({
      status: 'failed',
      findings: [],
      duration_s: null,
    });
    expect(coachVideo(null, null)).toBeNull();
  });
});

// ---- through the service, on the real database ----------------------------------------------------

let app: FastifyInstance;
let tableExists = false;

beforeAll(async () => {
  app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
  // video_analyses comes with the analysis job's migration (0015); until it is in, this part waits.
  const [row] = await queryRows<{ found: string | null }>(
    app,
    sql`select to_regclass('video_analyses')::text as found`,
  );
  tableExists = Boolean(row?.found);
});
afterAll(() => app.close());

async function eventsOf(generator: AsyncGenerator<CoachEvent>): Promise<string> {
  let done = '';
  for await (const event of generator) if (event.type === 'done') done = event.response.message;
  return done;
}

describe('the service reads the athlete’s own analysis', () => {
  it('answers Daan from his analysed video and Fleur, who has none, with the general advice', async (context) => {
    if (!tableExists) context.skip();
    const db = app.database.db;
    const profiles = createProfilesRepository(db);
    const service = createCoachService({
      repository: createCoachRepository(db),
      profiles,
      matches: createMatchesRepository(db),
      engine: coach,
      videos: createCoachVideoSource(db),
      log: { error: () => {} },
    });
    const athlete = async (email: string, profile: Record<string, unknown>) => {
      const session = await signIn(app, email);
      const created = await app.inject({
        method: 'POST',
        url: '/api/profiles',
        headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(profile),
      });
      expect(created.statusCode).toBe(201);
      return session.user.id;
    };
    const daanId = await athlete('video-daan@example.nl', TEST_DAAN.profile);
    const fleurId = await athlete('video-fleur@example.nl', TEST_FLEUR.profile);

    const upload = randomUUID();
    await db.execute(
      sql`insert into uploads (id, user_id, kind, type, title, original_name, mime_type, size, storage_key)
          values (${upload}, ${daanId}, 'video', 'highlight', 'Highlights', 'daan.mp4', 'video/mp4', 1000, ${`videos/${upload}.mp4`})`,
    );
    await db.execute(
      sql`insert into video_analyses (upload_id, user_id, status, progress, facts)
          values (${upload}, ${daanId}, 'done', 100, ${JSON.stringify(DAAN_FACTS)}::jsonb)`,
    );

    const forDaan = await eventsOf(await service.ask(daanId, 'wat moet er beter aan mijn video?'));
    expect(forDaan).toContain('ik heb je video van 6:40 bekeken');
    expect(forDaan).toContain('Laat clips 14 tot en met 22 weg');
    const forFleur = await eventsOf(await service.ask(fleurId, 'wat moet er beter aan mijn video?'));
    expect(forFleur).toContain('ik heb nog geen video van je gezien');
    expect(forFleur).not.toContain('6:40');
  });
});
