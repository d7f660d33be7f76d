import { describe, expect, it } from 'vitest';
import { binaries } from './binaries.ts';
import { progressSeconds, run, runFfmpeg } from './run.ts';

/** Whether a process still exists (a reaped child answers ESRCH). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return !alive(pid);
}

// An endless source: FFmpeg would run until killed.
const ENDLESS = ['-f', 'lavfi', '-i', 'testsrc2=s=64x64:r=25', '-f', 'null', '-'];

describe('run', () => {
  it('kills the child on abort and rejects with the abort reason', async () => {
    const controller = new AbortController();
    let pid = 0;
    const running = runFfmpeg(ENDLESS, {
      signal: controller.signal,
      timeoutMs: 60_000,
      onSpawn: (p) => {
        pid = p;
      },
    });
    await expect.poll(() => pid, { timeout: 5000, interval: 10 }).toBeGreaterThan(0);
    expect(alive(pid)).toBe(true);
    controller.abort(new Error('stop'));
    await expect(running).rejects.toThrow('stop');
    // Settled only once the child is gone: nothing is left writing.
    expect(alive(pid)).toBe(false);
  });

  it('kills the child when its time is up and says so', async () => {
    let pid = 0;
    const started = Date.now();
    const result = await runFfmpeg(ENDLESS, {
      timeoutMs: 300,
      onSpawn: (p) => {
        pid = p;
      },
    });
    expect(result.timedOut).toBe(true);
    expect(result.code).toBeNull();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await gone(pid, 2000)).toBe(true);
  });

  it('runs the child at low priority', async () => {
    const result = await run('/bin/sh', ['-c', 'sleep 0.2; cat /proc/self/stat'], {
      timeoutMs: 5000,
      stdoutLimit: 4096,
    });
    // Field 19 of /proc/<pid>/stat is the nice value; the shell's `cat` inherits it.
    const fields = result.stdout.toString().split(') ')[1]?.split(' ') ?? [];
    expect(Number(fields[16])).toBe(10);
  });

  it('keeps only a bounded tail of stderr and stdout', async () => {
    const result = await run(
      '/bin/sh',
      [
        '-c',
        'i=0; while [ $i -lt 3000 ]; do echo "line $i of noise noise noise" >&2; i=$((i+1)); done; head -c 100000 /dev/zero',
      ],
      { timeoutMs: 10_000, stderrTailBytes: 1024, stdoutLimit: 1000 },
    );
    expect(result.code).toBe(0);
    expect(result.stderrTail.length).toBeLessThanOrEqual(1024);
    expect(result.stderrTail).toContain('line 2999');
    expect(result.stdout.length).toBe(1000);
    expect(result.stdoutOverflow).toBe(true);
  });

  it('rejects at once when already aborted, and when the binary is missing', async () => {
    await expect(run(binaries().ffmpeg, [], { timeoutMs: 1000, signal: AbortSignal.abort() })).rejects.toThrow();
    await expect(run('/nonexistent/ffmpeg', [], { timeoutMs: 1000 })).rejects.toThrow(/ENOENT/);
  });

  it('reads both spellings of -progress time', () => {
    expect(progressSeconds('out_time_us=1500000')).toBe(1.5);
    expect(progressSeconds('out_time_ms=2500000')).toBe(2.5);
    expect(progressSeconds('out_time=00:01:02.500000')).toBe(62.5);
    expect(progressSeconds('out_time=-577014:32:22.77')).toBe(0);
    expect(progressSeconds('frame=12')).toBeNull();
  });
});
