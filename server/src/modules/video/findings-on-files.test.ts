import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VideoFinding } from '@talentbrug/domain/uploads';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseFile } from './analyse-file.ts';
import { videoFindings } from './findings/findings.ts';
import { makeBlackIntro, makeInfoCard, makePhoneVideo, makeReel } from './testing/make-videos.ts';

/**
 * The whole chain on real files (issue 36's tests): each generated video through the same FFmpeg
 * run the queue makes (analyseFile), then the findings a hockey player would read. The facts are
 * FFmpeg's, not written by hand, so a threshold that drifts on either side shows here.
 */
// Folders of its own, not test-app's tempDir: that import would put this file, which never meets
// the database, in the PostgreSQL pass too (tooling/server-db-tests.mjs), about a minute.
const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

describe('the findings of real videos', () => {
  const dir = tempDir('talentbrug-findings-files-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function findingsOf(file: string): Promise<Map<string, VideoFinding>> {
    const workDir = tempDir('talentbrug-findings-run-');
    try {
      const output = await analyseFile(file, { signal: new AbortController().signal, onProgress: () => {}, workDir });
      return new Map(videoFindings(output.facts, 'hockey').map((finding) => [finding.code, finding]));
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }

  it('a reel of over five minutes under 720p: too long, the resolution; its look-alike shots are not called repeats', async () => {
    const reel = await makeReel(dir);
    const findings = await findingsOf(reel.file);
    expect(findings.get('length')?.severity).toBe('fix');
    expect(findings.get('length')?.text).toMatch(/^Je video duurt 5:0\d; coaches kijken 3 tot 5 minuten\./);
    // The reel's 75 shots are crops of one test pattern: in 8x8 grey most hash alike, so the
    // measure cannot tell them apart, and no clip is named to be cut (REPEAT_MAX_SHARE).
    expect(findings.has('repeats')).toBe(false);
    expect(findings.get('length')?.clips).toEqual([]);
    expect(findings.get('resolution')?.severity).toBe('tip');
    expect(findings.get('portrait')?.severity).toBe('ok');
  }, 120_000);

  it('an upright phone video: filmed upright is a fix', async () => {
    const phone = await makePhoneVideo(dir);
    const findings = await findingsOf(phone.file);
    expect(findings.get('portrait')?.severity).toBe('fix');
    expect(findings.get('portrait')?.text).toMatch(/liggend/);
  }, 60_000);

  it('fifteen seconds of black before the first action: the first action comes too late, and the black is named', async () => {
    const black = await makeBlackIntro(dir);
    const findings = await findingsOf(black.file);
    expect(findings.get('first-action')?.severity).toBe('fix');
    expect(findings.get('black')?.severity).toBe('fix');
    // Silence alone is never a problem: coaches mute anyway.
    expect(findings.get('sound')?.severity ?? 'ok').toBe('ok');
  }, 60_000);

  it('an info card of five seconds, then play: the card is seen and the start is on time', async () => {
    const card = await makeInfoCard(dir);
    const findings = await findingsOf(card.file);
    expect(findings.get('info-card')?.severity).toBe('ok');
    expect(findings.get('first-action')?.severity).toBe('ok');
    // A few seconds of test picture is a clip, not a highlight video: never 'Klaar voor coaches'.
    expect(findings.get('length')?.severity).toBe('fix');
  }, 60_000);
});
