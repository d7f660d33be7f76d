/**
 * The uploads figures for bench/results.json: the server's peak RSS increase while it takes a
 * 100 MB upload, the upload's throughput over loopback, and the time to the first byte of a Range
 * request on the stored file. `benchUploads()` measures a server that is already running (the
 * bench's own, by its pid); `node bench/uploads.mjs` starts one on a fresh data dir and measures it.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { postStreamed } from '../src/modules/uploads/testing/fixtures.ts';

const MB = 1024 * 1024;
const SAMPLE_MS = 5;

export interface UploadBench {
  method: string;
  fileBytes: number;
  upload: { ms: number; mibPerSecond: number };
  rss: { baselineMib: number; peakMib: number; peakIncreaseMib: number };
  rangeTtfb: { rangeBytes: number; samples: number; medianMs: number; p95Ms: number };
}

/** The process's resident set in MiB, from /proc (Linux). */
function rssMib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** ms from sending a GET to the first byte of its body. */
function timeToFirstByte(url: string, range: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(url, { headers: { range } }, (response) => {
      if (response.statusCode !== 206) reject(new Error(`range answered ${response.statusCode}`));
      response.once('data', () => {
        const ms = performance.now() - started;
        response.destroy();
        resolve(ms);
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * Uploads one MP4 of `bytes` (streamed from a generator, never held in memory) as `accessToken`'s
 * athlete, sampling the server's RSS every 5 ms, then times `rangeSamples` Range requests of 1 MB
 * from the middle of the stored file. Deletes the file afterwards.
 */
export async function benchUploads(options: {
  origin: string;
  pid: number;
  accessToken: string;
  bytes?: number;
  rangeSamples?: number;
}): Promise<UploadBench> {
  const { origin, pid, accessToken } = options;
  const bytes = options.bytes ?? 100 * MB;
  const rangeSamples = options.rangeSamples ?? 30;

  const baseline = Math.max(...[0, 1, 2].map(() => rssMib(pid)));
  let peak = baseline;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssMib(pid));
      await sleep(SAMPLE_MS);
    }
  })();
  const started = performance.now();
  const answer = await postStreamed(`${origin}/api/upload/video`, accessToken, 'video', bytes);
  const ms = performance.now() - started;
  sampling = false;
  await sampler;
  if (answer?.status !== 201) throw new Error(`upload answered ${answer?.status}: ${answer?.body.slice(0, 200)}`);
  const { file } = JSON.parse(answer.body) as { file: { id: string; url: string } };

  const url = new URL(file.url, origin).toString();
  const start = Math.floor(bytes / 2);
  const range = `bytes=${start}-${start + MB - 1}`;
  await timeToFirstByte(url, range); // warm-up: the first request opens the connection pool and JIT paths
  const samples: number[] = [];
  for (let i = 0; i < rangeSamples; i++) samples.push(await timeToFirstByte(url, range));

  await fetch(`${origin}/api/upload/file/${file.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return {
    method:
      `One ${round(bytes / MB, 0)} MiB MP4 POSTed as multipart over loopback (generated while sent, Content-Length ` +
      `known), the server's VmRSS sampled every ${SAMPLE_MS} ms from /proc (peakIncrease = peak during the upload - ` +
      `baseline before it); then ${rangeSamples} GETs of its signed url with a 1 MiB Range from the middle ` +
      '(after one warm-up), time from sending to the first body byte.',
    fileBytes: bytes,
    upload: { ms: round(ms, 0), mibPerSecond: round(bytes / MB / (ms / 1000)) },
    rss: { baselineMib: round(baseline), peakMib: round(peak), peakIncreaseMib: round(peak - baseline) },
    rangeTtfb: {
      rangeBytes: MB,
      samples: rangeSamples,
      medianMs: round(percentile(samples, 50), 2),
      p95Ms: round(percentile(samples, 95), 2),
    },
  };
}

/** A confirmed athlete's access token on a server started with AUTH_AUTOCONFIRM=true. */
export async function signUpForBench(origin: string): Promise<string> {
  const { supabasePublishableKey: apikey } = (await (await fetch(`${origin}/app-config.json`)).json()) as {
    supabasePublishableKey: string;
  };
  const response = await fetch(`${origin}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-upload-${Date.now()}@example.com`, password: 'Bench-Wachtwoord-2026' }),
  });
  const session = (await response.json()) as { access_token?: string };
  if (!session.access_token) throw new Error(`signup answered ${response.status} without a session`);
  return session.access_token;
}
