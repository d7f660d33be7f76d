import { uploadedFileSchema, type VideoAnalysis, videoAnalysisSchema } from '@talentbrug/domain/uploads';
import { describe, expect, it } from 'vitest';
import { type ChecklistState, checklistFor, highlightFixes, previewTasks, progressText } from './checklist.ts';

const NOTHING: ChecklistState = {
  score: 0,
  hasVideo: false,
  videoFixes: 0,
  matchCount: 0,
  hasFavourite: false,
  coachAsked: false,
};
const done = (state: Partial<ChecklistState>) =>
  checklistFor({ ...NOTHING, ...state })
    .filter((task) => task.done)
    .map((task) => task.id);

describe('the checklist', () => {
  it('has five tasks, each leading to where it is done', () => {
    expect(checklistFor(NOTHING).map((task) => [task.label, task.to])).toEqual([
      ['Maak je profiel compleet', '/profile'],
      ['Upload je highlightvideo', '/profile'],
      ['Genereer je matches', '/matches'],
      ['Kies een favoriete school', '/matches'],
      ['Stel je eerste vraag aan de AI-coach', '/aicoach'],
    ]);
    expect(done({})).toEqual([]);
  });

  it('follows the state', () => {
    expect(done({ score: 80 })).toEqual([]);
    expect(done({ score: 100 })).toEqual(['profile']);
    expect(done({ hasVideo: true, matchCount: 12 })).toEqual(['video', 'matches']);
    expect(done({ matchCount: 12, hasFavourite: true, coachAsked: true })).toEqual(['matches', 'favourite', 'coach']);
  });

  it('previews the open tasks first, three of them', () => {
    const tasks = checklistFor({ ...NOTHING, score: 100, hasVideo: true });
    expect(previewTasks(tasks).map((task) => task.id)).toEqual(['matches', 'favourite', 'coach']);
    const almost = checklistFor({
      ...NOTHING,
      score: 100,
      hasVideo: true,
      matchCount: 3,
      hasFavourite: true,
      coachAsked: false,
    });
    expect(previewTasks(almost).map((task) => task.id)).toEqual(['coach', 'profile', 'video']);
    expect(progressText(almost)).toBe('4 van 5 taken gedaan');
  });
});

describe("the video's analysis in the checklist", () => {
  const ID = '00000000-0000-4000-8000-0000000000f1';
  const finding = (severity: 'ok' | 'tip' | 'fix', code: string) => ({ code, severity, text: `${code}.`, clips: [] });
  /** An uploaded highlight as GET /api/upload/files answers it, parsed with the domain's schemas so it cannot drift. */
  const video = (analysis: Partial<VideoAnalysis> & Pick<VideoAnalysis, 'status'>) =>
    uploadedFileSchema.parse({
      id: ID,
      title: 'highlights.mp4',
      originalName: 'highlights.mp4',
      size: 12_345_678,
      mimeType: 'video/mp4',
      url: `/api/upload/file/${ID}/content?sig=test`,
      type: 'highlight',
      description: null,
      created_at: '2026-11-02T10:00:00.000Z',
      analysis: videoAnalysisSchema.parse({
        progress: analysis.status === 'done' ? 100 : 40,
        duration_s: 222,
        width: 1920,
        height: 1080,
        fps: 30,
        has_audio: true,
        poster_url: null,
        clips: [],
        findings: [],
        analysed_at: analysis.status === 'done' ? '2026-11-02T10:05:00.000Z' : null,
        error: null,
        ...analysis,
      }),
    });
  const ON_PROFILE = `/api/upload/file/${ID}/content`;
  const videoTask = (state: Partial<ChecklistState>) =>
    checklistFor({ ...NOTHING, hasVideo: true, ...state }).find((task) => task.id === 'video');

  it("counts the highlight's 'fix' findings once its analysis is done", () => {
    const done = video({
      status: 'done',
      findings: [finding('fix', 'length'), finding('tip', 'info-card'), finding('fix', 'black')],
    });
    expect(highlightFixes([done], ON_PROFILE)).toBe(2);
    expect(highlightFixes([video({ status: 'running' })], ON_PROFILE)).toBe(0);
    expect(
      highlightFixes([video({ status: 'failed', error: 'Dit bestand is geen volledige video.' })], ON_PROFILE),
    ).toBe(0);
    // The athlete's own link is on the profile: the upload's findings are not about that video.
    expect(highlightFixes([done], 'https://www.youtube.com/watch?v=abc123')).toBe(0);
    expect(highlightFixes(undefined, ON_PROFILE)).toBe(0);
  });

  it('says what is left to improve and leads to the profile; without fixes the video counts as done', () => {
    expect(videoTask({ videoFixes: 2 })).toEqual({
      id: 'video',
      label: 'Je video: 2 punten om te verbeteren',
      done: false,
      to: '/profile',
    });
    expect(videoTask({ videoFixes: 1 })?.label).toBe('Je video: 1 punt om te verbeteren');
    expect(videoTask({ videoFixes: 0 })).toMatchObject({ label: 'Upload je highlightvideo', done: true });
    expect(videoTask({ hasVideo: false })?.done).toBe(false);
  });
});
