import { exampleFile, exampleProfile } from '@talentbrug/api-client/testing/profile-uploads-api';
import {
  type Failure,
  sendFailure,
  sendJson,
  startTestServer,
  type TestServer,
} from '@talentbrug/api-client/testing/test-server';
import { ANALYSIS_POLL_MS } from '@talentbrug/api-client/uploads';
import { type UploadedFile, type VideoAnalysis, videoAnalysisSchema } from '@talentbrug/domain/uploads';
import { TOAST_TEXTS } from '@talentbrug/ui/toast';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { VideosCard } from './videos-card.tsx';

declare const jsdom: { reconfigure(options: { url: string }): void };

// Counts the analysis dialog's module being imported: the card must ask for it on the first
// opening only, so /profile's first visit does not download it.
const dialogModule = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./video-analysis-modal.tsx', async (importOriginal) => {
  dialogModule.imports += 1;
  return importOriginal();
});

/** An analysis as the API answers it, parsed with the domain's schema so the fixtures cannot drift from it. */
function analysis(overrides: Partial<VideoAnalysis> = {}): VideoAnalysis {
  return videoAnalysisSchema.parse({
    status: 'done',
    progress: 100,
    duration_s: 222.4,
    width: 1920,
    height: 1080,
    fps: 30,
    has_audio: true,
    poster_url: '/media/poster.jpg',
    clips: [
      { start_s: 0, end_s: 12, thumbnail_url: '/media/clip-1.jpg' },
      { start_s: 12, end_s: 42, thumbnail_url: '/media/clip-2.jpg' },
      { start_s: 42.4, end_s: 51.9, thumbnail_url: '/media/clip-3.jpg' },
      { start_s: 51.9, end_s: 222.4, thumbnail_url: null },
    ],
    // Not in the order the athlete should read them: the dialog puts them in that order.
    findings: [
      { code: 'resolution', severity: 'ok', text: 'Je video is in 1080p: scherp genoeg.', clips: [] },
      {
        code: 'first-action',
        severity: 'fix',
        text: 'Je eerste actie komt pas na 0:42. Begin met je beste actie.',
        clips: [3],
      },
      {
        code: 'info-card',
        severity: 'tip',
        text: 'Zet aan het begin een kaart met je naam, eindexamenjaar, positie en club.',
        clips: [],
      },
      { code: 'long-clips', severity: 'fix', text: 'Clip 4 duurt bijna 3 minuten. Kort hem in.', clips: [4] },
    ],
    analysed_at: '2026-11-21T10:05:00.000Z',
    error: null,
    ...overrides,
  });
}

const WAITING: Partial<VideoAnalysis> = {
  duration_s: null,
  poster_url: null,
  clips: [],
  findings: [],
  analysed_at: null,
};
const video = (n: number, title: string, state: VideoAnalysis | undefined) =>
  exampleFile(n, { title, originalName: title, ...(state ? { analysis: state } : {}) });

/** The API's GET /api/upload/files and POST /api/upload/file/{id}/analysis, over real sockets. */
let server: TestServer;
let files: UploadedFile[] = [];
let failPost: Failure | null = null;
const analysisPath = (file: UploadedFile) => `/api/upload/file/${file.id}/analysis`;

beforeAll(async () => {
  server = await startTestServer(({ method, path }, res) => {
    if (method === 'GET' && path === '/api/upload/files') return sendJson(res, 200, { files });
    const again = /^\/api\/upload\/file\/([^/]+)\/analysis$/.exec(path);
    if (method === 'POST' && again) {
      if (failPost) return sendFailure(res, failPost);
      const state = analysis({ ...WAITING, status: 'pending', progress: 0 });
      files = files.map((file) => (file.id === again[1] ? { ...file, analysis: state } : file));
      return sendJson(res, 200, { analysis: state });
    }
    return sendJson(res, 404, { error: 'Niet gevonden' });
  });
  jsdom.reconfigure({ url: `${server.url}/profile` });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  failPost = null;
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  toast.dismiss();
});

const renderCard = () => renderInShell(<VideosCard profile={exampleProfile()} />, '/profile');
const card = () => screen.getByRole('region', { name: "Mijn Video's" });
const row = (title: string) => within(card()).getByRole('heading', { name: title }).closest('li') as HTMLElement;
const reads = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/api/upload/files').length;

describe("the video card's analysis", () => {
  it('shows the progress while a video is analysed, reads the list again every few seconds, and stops when done', async () => {
    // The list is read again on react-query's interval: the test moves that clock on instead of
    // waiting for it; the rest runs in real time (sockets, renders, waitFor).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    files = [video(1, 'finale.mp4', analysis({ ...WAITING, status: 'running', progress: 40, duration_s: 222.4 }))];
    const client = renderCard();
    const bar = await within(card()).findByRole('progressbar', { name: 'Video wordt geanalyseerd…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(row('finale.mp4')).getByText('40%')).toBeTruthy();
    expect(within(row('finale.mp4')).getByText(/^11,5 MB · geüpload op/)).toBeTruthy();
    expect(within(row('finale.mp4')).queryByRole('button', { name: /Bekijk de analyse/ })).toBeNull();
    expect(reads()).toBe(1);

    files = [video(1, 'finale.mp4', analysis({ status: 'running', progress: 70 }))];
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_POLL_MS));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('70'));
    expect(reads()).toBe(2);

    files = [video(1, 'finale.mp4', analysis())];
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_POLL_MS));
    expect(await within(card()).findByText('2 dingen om te verbeteren')).toBeTruthy();
    expect(within(card()).queryByRole('progressbar')).toBeNull();

    // Every analysis is done: the list is not read again, not in two more periods either (a read
    // the interval started would be under way as the clock moves on).
    const settled = reads();
    await act(() => vi.advanceTimersByTimeAsync(2 * ANALYSIS_POLL_MS));
    expect(client.isFetching()).toBe(0);
    expect(reads()).toBe(settled);
  });

  it("sums up a finished analysis: the poster, the length, what to improve or 'Klaar voor coaches'", async () => {
    files = [
      video(1, 'finale.mp4', analysis()),
      video(
        2,
        'toernooi.mp4',
        analysis({ findings: [{ code: 'length', severity: 'ok', text: 'Goede lengte.', clips: [] }] }),
      ),
      video(3, 'oud.mp4', undefined),
    ];
    renderCard();
    const poster = (await within(card()).findByRole('img', { name: 'Beeld uit finale.mp4' })) as HTMLImageElement;
    expect(poster.getAttribute('src')).toBe('/media/poster.jpg');
    expect([poster.getAttribute('width'), poster.getAttribute('height')]).toEqual(['128', '72']);
    expect(within(row('finale.mp4')).getByText('2 dingen om te verbeteren')).toBeTruthy();
    expect(within(row('finale.mp4')).getByText(/^Duur 3:42 ·/).textContent).toBe(
      'Duur 3:42 · 2 dingen om te verbeteren',
    );
    expect(within(row('toernooi.mp4')).getByText('Klaar voor coaches')).toBeTruthy();
    expect(within(row('finale.mp4')).getByRole('button', { name: 'Bekijk de analyse: finale.mp4' })).toBeTruthy();
    // A video from before the analysis existed shows as it did.
    expect(within(row('oud.mp4')).queryByRole('img')).toBeNull();
    expect(within(row('oud.mp4')).queryByRole('button', { name: /analyse/ })).toBeNull();
    expect(within(row('oud.mp4')).getByText(/^13,5 MB · geüpload op/)).toBeTruthy();
  });

  it("'Bekijk de analyse' downloads the dialog then: the video, the clip strip that plays from a clip, the findings in order", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    files = [video(1, 'finale.mp4', analysis())];
    renderCard();
    const opener = await within(card()).findByRole('button', { name: 'Bekijk de analyse: finale.mp4' });
    expect(dialogModule.imports).toBe(0);

    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'finale.mp4' });
    expect(dialogModule.imports).toBe(1);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Duur 3:42 · 4 clips · 2 dingen om te verbeteren')).toBeTruthy();
    const player = dialog.querySelector('video') as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe(files[0]?.url);
    expect(player.getAttribute('poster')).toBe('/media/poster.jpg');

    const strip = within(dialog).getByRole('list', { name: 'Clips op volgorde' });
    // Named by what they show, then the end (video-analysis-modal.test.tsx holds the order).
    const names = ['Clip 1, 0:00 tot 0:12', 'Clip 2, 0:12 tot 0:42', 'Clip 3, 0:42 tot 0:51', 'Clip 4, 0:51 tot 3:42'];
    for (const name of names) expect(within(strip).getByRole('button', { name })).toBeTruthy();
    expect(within(strip).getAllByRole('button')).toHaveLength(names.length);
    await userEvent.click(within(strip).getByRole('button', { name: 'Clip 3, 0:42 tot 0:51' }));
    expect(player.currentTime).toBe(42.4);
    expect(play).toHaveBeenCalledTimes(1);
    expect(within(strip).getByRole('button', { name: 'Clip 3, 0:42 tot 0:51' }).getAttribute('aria-current')).toBe(
      'true',
    );

    // The keyboard reaches every clip and Enter plays it.
    within(strip).getByRole('button', { name: 'Clip 2, 0:12 tot 0:42' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(player.currentTime).toBe(12);
    expect(play).toHaveBeenCalledTimes(2);

    // The findings: what to fix first, each with its severity in words beside its icon.
    const findings = within(within(dialog).getByRole('region', { name: 'Wat een coach ziet' })).getAllByRole(
      'listitem',
    );
    expect(findings.map((item) => item.textContent)).toEqual([
      'Verbeteren:Je eerste actie komt pas na 0:42. Begin met je beste actie.Clip 3',
      'Verbeteren:Clip 4 duurt bijna 3 minuten. Kort hem in.Clip 4',
      'Tip:Zet aan het begin een kaart met je naam, eindexamenjaar, positie en club.',
      'Goed:Je video is in 1080p: scherp genoeg.',
    ]);
    await userEvent.click(within(findings[1] as HTMLElement).getByRole('button', { name: 'Clip 4 bekijken' }));
    expect(player.currentTime).toBe(51.9);
    expect(play).toHaveBeenCalledTimes(3);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("shows why an analysis failed, and 'Opnieuw analyseren' starts it again and follows it", async () => {
    const reason = 'Dit bestand is geen volledige video: het lijkt afgebroken tijdens het uploaden.';
    files = [video(1, 'kapot.mp4', analysis({ ...WAITING, status: 'failed', progress: 0, error: reason }))];
    renderCard();
    expect(await within(card()).findByText(`De analyse is mislukt. ${reason}`)).toBeTruthy();
    const settled = reads();

    await userEvent.click(within(row('kapot.mp4')).getByRole('button', { name: 'Opnieuw analyseren: kapot.mp4' }));
    expect(await server.received('POST', analysisPath(files[0] as UploadedFile))).toBeTruthy();
    const bar = await within(row('kapot.mp4')).findByRole('progressbar', { name: 'Video wordt geanalyseerd…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(within(row('kapot.mp4')).queryByText(/mislukt/)).toBeNull();
    expect(bar.closest('[aria-live=polite]')).toBeTruthy();
    // The button went with the failure; the focus is not left on nothing.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card()).getByRole('heading', { level: 2, name: "Mijn Video's" })),
    );
    // The list is read again at once (and answered 'pending'), then every few seconds.
    await waitFor(() => expect(reads()).toBe(settled + 1));

    files = [video(1, 'kapot.mp4', analysis({ findings: [] }))];
    expect(
      await within(card()).findByText('Klaar voor coaches', {}, { timeout: ANALYSIS_POLL_MS + 2500 }),
    ).toBeTruthy();
    expect(reads()).toBeGreaterThanOrEqual(settled + 2);
  }, 20_000);

  it('says so when the analysis cannot be started again, and keeps the reason', async () => {
    files = [video(1, 'kapot.mp4', analysis({ ...WAITING, status: 'failed', progress: 0, error: 'Geen video.' }))];
    failPost = { status: 500 };
    renderCard();
    await userEvent.click(await within(card()).findByRole('button', { name: 'Opnieuw analyseren: kapot.mp4' }));
    const region = await screen.findByRole('region', { name: TOAST_TEXTS.region });
    expect(
      await within(region).findByText('Kon de analyse niet opnieuw starten. Probeer het later nog eens.'),
    ).toBeTruthy();
    expect(within(row('kapot.mp4')).getByText('De analyse is mislukt. Geen video.')).toBeTruthy();
  });
});
