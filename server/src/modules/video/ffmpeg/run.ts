import { spawn } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import type { Readable } from 'node:stream';
import { binaries } from './binaries.ts';

/**
 * One child process of FFmpeg or ffprobe, bounded in every direction: it runs at low CPU priority
 * (the API keeps answering while a video is analysed), it is SIGKILLed on abort or when its time
 * is up, its output is kept only up to a cap, and the promise settles even if the child never
 * closes its pipes.
 */
export interface RunOptions {
  readonly signal?: AbortSignal | undefined;
  /** Wall-clock limit; the child is killed and the result says `timedOut`. */
  readonly timeoutMs: number;
  /** Nice value for the child: 10 leaves the CPU to the web server when it needs it. */
  readonly priority?: number;
  /** Bytes of stdout kept in `stdout`; more sets `stdoutOverflow` (the rest is dropped). Default 0. */
  readonly stdoutLimit?: number;
  /** Each complete line of stderr, for parsers that keep only what they need. */
  readonly onStderrLine?: ((line: string) => void) | undefined;
  /** Bytes of stderr kept as the tail for error messages. Default 16 KiB. */
  readonly stderrTailBytes?: number;
  /** With `-progress pipe:3` among the arguments: the media time reached, in seconds. */
  readonly onProgressTime?: ((seconds: number) => void) | undefined;
  /** The child's pid, once spawned (for logs, and for tests that check it is gone). */
  readonly onSpawn?: ((pid: number) => void) | undefined;
}

export interface RunResult {
  /** The exit code, null when killed. */
  readonly code: number | null;
  readonly timedOut: boolean;
  readonly stdout: Buffer;
  readonly stdoutOverflow: boolean;
  /** The last `stderrTailBytes` of stderr. */
  readonly stderrTail: string;
}

/** A line of stderr longer than this is cut: a hostile file's metadata can be one endless line. */
const MAX_LINE = 4096;
/** After SIGKILL the child's pipes close at once; this is only a backstop for a stuck close. */
const CLOSE_GRACE_MS = 2000;

function lines(stream: Readable, onLine: (line: string) => void): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    let newline = pending.search(/[\r\n]/);
    while (newline !== -1) {
      const line = pending.slice(0, newline);
      if (line) onLine(line.slice(0, MAX_LINE));
      pending = pending.slice(newline + 1);
      newline = pending.search(/[\r\n]/);
    }
    if (pending.length > MAX_LINE) {
      onLine(pending.slice(0, MAX_LINE));
      pending = '';
    }
  });
  stream.on('end', () => {
    if (pending) onLine(pending.slice(0, MAX_LINE));
  });
}

/** Parses a `-progress` line's `out_time_us` / `out_time` into seconds, or null. */
export function progressSeconds(line: string): number | null {
  const us = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
  // FFmpeg 4.x writes microseconds under the name out_time_ms too.
  if (us) return Number(us[1]) / 1e6;
  const hms = /^out_time=(-?)(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(line);
  if (!hms) return null;
  if (hms[1]) return 0;
  return Number(hms[2]) * 3600 + Number(hms[3]) * 60 + Number(hms[4]);
}

export function run(binary: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const { signal, timeoutMs } = options;
  const stdoutLimit = options.stdoutLimit ?? 0;
  const tailBytes = options.stderrTailBytes ?? 16 * 1024;

  return new Promise<RunResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const child = spawn(binary, args, {
      stdio: ['ignore', 'pipe', 'pipe', options.onProgressTime ? 'pipe' : 'ignore'],
    });
    if (child.pid !== undefined) {
      options.onSpawn?.(child.pid);
      try {
        // Never above this process's own niceness: a server started with `nice` keeps its children below it.
        setPriority(child.pid, Math.max(options.priority ?? 10, getPriority()));
      } catch {
        // The child may already have exited; priority is a courtesy, not a requirement.
      }
    }

    const stdoutChunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stdoutOverflow = false;
    let stderrTail = '';
    let timedOut = false;
    let settled = false;
    let graceTimer: NodeJS.Timeout | undefined;

    const kill = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(graceTimer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    // On abort the promise settles once the child has exited (or the grace time passed), so a
    // caller that removes its work folder next never races a still-writing FFmpeg.
    let aborted = false;
    const onAbort = () => {
      aborted = true;
      kill();
      clearTimeout(graceTimer);
      graceTimer = setTimeout(() => finish(() => reject(signal?.reason)), CLOSE_GRACE_MS);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);

    // Both are pipes by the stdio above; the conditional fourth entry only hides that from the types.
    (child.stdout as Readable).on('data', (chunk: Buffer) => {
      if (stdoutBytes + chunk.length > stdoutLimit) {
        stdoutOverflow = true;
        const room = stdoutLimit - stdoutBytes;
        if (room > 0) stdoutChunks.push(chunk.subarray(0, room));
        stdoutBytes = stdoutLimit;
        return;
      }
      stdoutChunks.push(chunk);
      stdoutBytes += chunk.length;
    });
    lines(child.stderr as Readable, (line) => {
      stderrTail += `${line}\n`;
      if (stderrTail.length > tailBytes * 2) stderrTail = stderrTail.slice(-tailBytes);
      options.onStderrLine?.(line);
    });
    const progress = child.stdio[3] as Readable | null | undefined;
    if (progress && options.onProgressTime) {
      const onTime = options.onProgressTime;
      lines(progress, (line) => {
        const seconds = progressSeconds(line);
        if (seconds !== null) onTime(seconds);
      });
    }

    const done = (code: number | null) =>
      finish(() =>
        aborted
          ? reject(signal?.reason)
          : resolve({
              code,
              timedOut,
              stdout: Buffer.concat(stdoutChunks),
              stdoutOverflow,
              stderrTail: stderrTail.slice(-tailBytes),
            }),
      );
    child.on('error', (error) => {
      kill();
      finish(() => reject(error));
    });
    child.on('exit', (code) => {
      clearTimeout(graceTimer);
      graceTimer = setTimeout(() => done(code), CLOSE_GRACE_MS);
    });
    child.on('close', (code) => done(code));
  });
}

/** FFmpeg with the flags every call wants: no stdin (a job must never wait on a terminal), no banner, no stats. */
export function runFfmpeg(args: readonly string[], options: RunOptions): Promise<RunResult> {
  return run(binaries().ffmpeg, ['-hide_banner', '-nostdin', '-nostats', ...args], options);
}

export function runFfprobe(args: readonly string[], options: RunOptions): Promise<RunResult> {
  return run(binaries().ffprobe, ['-hide_banner', ...args], options);
}
