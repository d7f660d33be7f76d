import { useAuthStore } from '@talentbrug/api-client/auth';
import { dashboardProfile, highlightFile, startDashboardApi } from '@talentbrug/api-client/testing/dashboard-api';
import { exampleMatch, exampleMatches } from '@talentbrug/api-client/testing/matches';
import { fakeSession } from '@talentbrug/api-client/testing/session';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import type { Suggestion } from '@talentbrug/domain/contracts/suggestions';
import { videoAnalysisSchema } from '@talentbrug/domain/uploads';
import { TOAST_TEXTS } from '@talentbrug/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageApi } from '../testing/page-api.ts';
import { renderInShell } from '../testing/render-in-shell.tsx';
import DashboardPage from './dashboard-page.tsx';

const initialAuth = useAuthStore.getState();

const TIPS = [
  { title: 'Zet je highlightvideo op je profiel', description: 'Coaches kijken eerst naar je video.' },
  { title: 'Plan je Engelse taaltoets', description: 'Elke school bepaalt een eigen minimum.' },
  { title: 'Kies je voorkeursstaten', description: 'Dan houden je matches er rekening mee.' },
];

const api = usePageApi(() => startDashboardApi(), '/dashboard');
beforeEach(() => {
  api.set({ suggestions: TIPS });
});
afterEach(() => {
  useAuthStore.setState(initialAuth, true);
});

/** Signed in as the auth service would have it: metadata { first_name: 'Sem' }, e-mail sem@voorbeeld.nl. */
function signedIn(change: { email?: string; metadata?: Record<string, unknown> } = {}) {
  const session = fakeSession({ email: change.email ?? 'sem@voorbeeld.nl' });
  const user = { ...session.user, user_metadata: change.metadata ?? session.user.user_metadata };
  useAuthStore.setState({ session: { ...session, user }, user, isAuthenticated: true, loading: false });
}

const renderPage = () => renderInShell(<DashboardPage />, '/dashboard');

const loaded = () => screen.findByRole('heading', { level: 2, name: 'Je profielscore' });
const section = (name: string) => screen.getByRole('region', { name });
/** The shell's toast region, there from the first toast on (react-toastify loads with it). */
const toasts = () => screen.findByRole('region', { name: TOAST_TEXTS.region });
const href = (link: HTMLElement) => link.getAttribute('href');
const taskState = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('✓', '').trim());

describe('the dashboard', () => {
  beforeEach(() => signedIn());

  it('greets at once while it loads, then shows the score and the quick actions', async () => {
    const release = api.hold('/api/profiles/me');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/dashboard') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Dashboard laden...');
    // Named from the session until the profile, which names her Fleur, has arrived.
    expect(screen.getByText('Hoi Sem! Hier zie je hoe ver je bent en wat je volgende stap is.')).toBeTruthy();
    release();
    await loaded();

    expect(screen.getByText(/^Hoi Fleur!/)).toBeTruthy();
    const score = section('Je profielscore');
    expect(within(score).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('80');
    expect(within(score).getByText('Je profiel scoort 80% - bijna klaar voor matching!')).toBeTruthy();

    const actions = within(section('Snelle acties'));
    expect(href(actions.getByRole('link', { name: 'Upload Video' }))).toBe('/profile');
    expect(href(actions.getByRole('link', { name: 'Complete Profile' }))).toBe('/profile');
    expect(href(actions.getByRole('link', { name: 'Bekijk Matches' }))).toBe('/matches');
    expect(href(actions.getByRole('link', { name: 'AI-coach' }))).toBe('/aicoach');
  });

  it('shows the three score texts as the profile fills', async () => {
    api.set({ profile: dashboardProfile({ highlight_video_url: 'https://www.youtube.com/watch?v=abc123' }) });
    const client = renderPage();
    await loaded();
    expect(screen.getByText('Je profiel is compleet - klaar voor matching! 🎉')).toBeTruthy();
    expect(within(section('Je profielscore')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    api.set({
      profile: dashboardProfile({
        first_name: null,
        sport: null,
        education_level: null,
        highlight_video_url: null,
        academic_gpa: null,
      }),
    });
    await client.invalidateQueries();
    expect(await screen.findByText('Start met het invullen van je profiel!')).toBeTruthy();
  });

  it('lists the AI coach suggestions, each dated only by when its reason arose, and the links to the coach', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    api.set({
      suggestions: [
        TIPS[0] as Suggestion,
        { ...(TIPS[1] as Suggestion), since: fiveMinutesAgo },
        TIPS[2] as Suggestion,
      ],
    });
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Tips van je AI-coach' }));
    const items = await card.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      TIPS.map((tip) => tip.title),
    );
    // No made-up times: only the tip whose reason has a moment says when.
    expect(items.map((item) => item.querySelector('time')?.textContent ?? null)).toEqual([null, '5 min geleden', null]);
    expect(items[1]?.querySelector('time')?.getAttribute('datetime')).toBe(fiveMinutesAgo);
    expect(card.queryByText(/net nu|15 min geleden|30 min geleden/)).toBeNull();
    expect(within(items[0] as HTMLElement).getByText('Coaches kijken eerst naar je video.')).toBeTruthy();
    expect(href(card.getByRole('link', { name: 'Bekijk alles' }))).toBe('/aicoach');
    expect(href(card.getByRole('link', { name: 'Chat met AI-coach' }))).toBe('/aicoach');
  });

  it('only logs a suggestion load failure: no banner, no toast, the rest stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.fail('suggestions', { status: 500 });
    renderPage();
    await loaded();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('[talentbrug] could not load the AI coach suggestions', expect.anything()),
    );
    const card = within(section('Tips van je AI-coach'));
    expect(card.queryAllByRole('listitem')).toHaveLength(0);
    expect(card.getByRole('link', { name: 'Chat met AI-coach' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no top matches and no pipeline before there are matches', async () => {
    renderPage();
    await loaded();
    expect(screen.queryByRole('region', { name: 'Je beste matches' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Je pipeline' })).toBeNull();
  });

  it('the top three leave out declined schools; the pipeline counts every status', async () => {
    api.set({
      matches: [
        exampleMatch(1, { status: 'declined' }),
        exampleMatch(2, { favourite: true, status: 'contacted' }),
        ...exampleMatches(5).slice(2),
      ],
    });
    renderPage();
    const top = within(await screen.findByRole('region', { name: 'Je beste matches' }));
    expect(top.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'University of Iowa',
      'Williams College',
      'Grand Valley State University',
    ]);
    expect(top.getByText('88% match')).toBeTruthy();
    expect(top.getByText('Favoriet')).toBeTruthy();
    expect(href(top.getByRole('link', { name: 'Bekijk al je 5 matches' }))).toBe('/matches');

    const stages = within(section('Je pipeline'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(stages).toEqual([
      'Nieuw 3',
      'Interesse 0',
      'Contact gelegd 1',
      'Aangemeld 0',
      'Aanbod 0',
      'Toegezegd 0',
      'Afgewezen 1',
    ]);
  });

  it('quotes no score of matches from before the latest profile change without saying so, and links to regenerate', async () => {
    api.set({ matches: exampleMatches(3), matchesStale: true });
    renderPage();
    const top = within(await screen.findByRole('region', { name: 'Je beste matches' }));
    const note = top.getByText(/Deze matches zijn niet meer actueel/);
    expect(href(within(note).getByRole('link', { name: 'Genereer ze opnieuw' }))).toBe('/matches');
    // Said before the first score.
    const score = top.getByText('92% match');
    expect(note.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of the kind of current matches', async () => {
    api.set({ matches: exampleMatches(3) });
    renderPage();
    const top = within(await screen.findByRole('region', { name: 'Je beste matches' }));
    expect(top.queryByText(/niet meer actueel/)).toBeNull();
  });

  it('a matches load failure says so on its own, the rest of the dashboard stays', async () => {
    api.fail('matches', { status: 500 });
    renderPage();
    await loaded();
    expect(
      (await screen.findByText('Kon je matches niet laden. Probeer het later opnieuw.')).closest('[role="status"]'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the checklist', () => {
  beforeEach(() => signedIn());

  it('follows the real state: score, video, matches, a favourite, the first question to the coach', async () => {
    const client = renderPage();
    await loaded();
    const card = () => section('Je volgende stappen');
    expect(within(card()).getByText('0 van 5 taken gedaan')).toBeTruthy();
    expect(taskState(card())).toEqual([
      'Maak je profiel compleet(nog te doen)',
      'Upload je highlightvideo(nog te doen)',
      'Genereer je matches(nog te doen)',
    ]);
    expect(href(within(card()).getByRole('link', { name: 'Upload je highlightvideo' }))).toBe('/profile');
    expect(href(within(card()).getByRole('link', { name: 'Genereer je matches' }))).toBe('/matches');

    // An upload of type 'highlight' counts as the video, even before the profile links it.
    api.set({ files: [highlightFile()], matches: exampleMatches(3) });
    await client.invalidateQueries();
    expect(await within(card()).findByText('2 van 5 taken gedaan')).toBeTruthy();
    expect(taskState(card())).toEqual([
      'Maak je profiel compleet(nog te doen)',
      'Kies een favoriete school(nog te doen)',
      'Stel je eerste vraag aan de AI-coach(nog te doen)',
    ]);

    api.set({
      profile: dashboardProfile({ highlight_video_url: 'https://www.youtube.com/watch?v=abc123' }),
      matches: [exampleMatch(1, { favourite: true }), ...exampleMatches(3).slice(1)],
    });
    await client.invalidateQueries();
    expect(await within(card()).findByText('4 van 5 taken gedaan')).toBeTruthy();
    expect(taskState(card())).toEqual([
      'Stel je eerste vraag aan de AI-coach(nog te doen)',
      'Maak je profiel compleet(gedaan)',
      'Upload je highlightvideo(gedaan)',
    ]);
    expect(href(within(card()).getByRole('link', { name: 'Stel je eerste vraag aan de AI-coach' }))).toBe('/aicoach');
    expect(api.requests.some((r) => r.path === '/api/upload/files' && r.query.get('type') === 'highlight')).toBe(true);

    // The first question to the coach ticks the last task.
    api.set({
      history: [
        { type: 'user', content: 'Welke matches passen het best bij mij?', timestamp: '2026-11-04T09:00:00.000Z' },
        { type: 'ai', content: 'Towson past het best.', timestamp: '2026-11-04T09:00:01.000Z' },
      ],
    });
    await client.invalidateQueries();
    expect(await within(card()).findByText('5 van 5 taken gedaan')).toBeTruthy();
  });

  it("names what the highlight video's analysis says to improve, and counts it done without fixes", async () => {
    const file = highlightFile();
    const analysed = (findings: Array<{ code: string; severity: 'ok' | 'tip' | 'fix' }>) =>
      highlightFile({
        analysis: videoAnalysisSchema.parse({
          status: 'done',
          progress: 100,
          duration_s: 400,
          width: 1280,
          height: 720,
          fps: 25,
          has_audio: true,
          poster_url: null,
          clips: [],
          findings: findings.map((finding) => ({ ...finding, text: 'Een zin.', clips: [] })),
          analysed_at: '2026-11-02T10:05:00.000Z',
          error: null,
        }),
      });
    api.set({
      profile: dashboardProfile({ highlight_video_url: `/api/upload/file/${file.id}/content` }),
      files: [
        analysed([
          { code: 'length', severity: 'fix' },
          { code: 'info-card', severity: 'tip' },
          { code: 'first-action', severity: 'fix' },
        ]),
      ],
    });
    const client = renderPage();
    await loaded();
    const card = () => section('Je volgende stappen');
    const link = await within(card()).findByRole('link', { name: 'Je video: 2 punten om te verbeteren' });
    expect(href(link)).toBe('/profile');
    expect(taskState(card())).toContain('Je video: 2 punten om te verbeteren(nog te doen)');

    api.set({ files: [analysed([{ code: 'info-card', severity: 'tip' }])] });
    await client.invalidateQueries();
    await waitFor(() =>
      expect(taskState(screen.getByRole('region', { name: 'Je volgende stappen' }))).not.toContain(
        'Je video: 2 punten om te verbeteren(nog te doen)',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bekijk alle taken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Al je taken' });
    expect(taskState(dialog)).toContain('Upload je highlightvideo(gedaan)');
  });

  it("'Bekijk alle taken' opens the full list in a dialog, and Escape closes it", async () => {
    api.set({ matches: exampleMatches(2) });
    renderPage();
    await loaded();
    const button = screen.getByRole('button', { name: 'Bekijk alle taken' });
    await userEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Al je taken' });
    expect(taskState(dialog)).toEqual([
      'Maak je profiel compleet(nog te doen)',
      'Upload je highlightvideo(nog te doen)',
      'Genereer je matches(gedaan)',
      'Kies een favoriete school(nog te doen)',
      'Stel je eerste vraag aan de AI-coach(nog te doen)',
    ]);
    expect(within(dialog).getByText('1 van 5 taken gedaan')).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('the greeting', () => {
  it("falls back to the auth metadata's first name without one on the profile", async () => {
    signedIn({ metadata: { first_name: 'Semmy' } });
    api.set({ profile: dashboardProfile({ first_name: null }) });
    renderPage();
    await loaded();
    expect(screen.getByText(/^Hoi Semmy!/)).toBeTruthy();
  });

  it('then to the e-mail address before the @', async () => {
    signedIn({ email: 'lotte.bakker@voorbeeld.nl', metadata: {} });
    api.set({ profile: dashboardProfile({ first_name: '  ' }) });
    renderPage();
    await loaded();
    expect(screen.getByText(/^Hoi lotte\.bakker!/)).toBeTruthy();
  });

  it("and to 'daar' when nothing names the athlete", async () => {
    api.set({ profile: null });
    renderPage();
    expect(await screen.findByText('Hoi daar!')).toBeTruthy();
  });
});

describe('the states without a dashboard', () => {
  beforeEach(() => signedIn());

  it('no profile: the yellow notice with the way to the onboarding', async () => {
    api.set({ profile: null });
    renderPage();
    const notice = await screen.findByText('Je hebt nog geen profiel. Vul eerst de onboarding in!');
    const banner = notice.closest('[role="status"]') as HTMLElement;
    expect(banner).toBeTruthy();
    expect(href(within(banner).getByRole('link', { name: 'Naar de onboarding' }))).toBe('/onboarding');
    expect(screen.getByText('Hoi Sem!')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Je profielscore' })).toBeNull();
  });

  it('a load failure: the red banner and the error toast with the spec text, and a retry', async () => {
    api.fail('profile', { status: 500 });
    renderPage();
    const text = 'Kon je profiel niet laden. Probeer het later opnieuw.';
    const banner = await screen.findByText(text, { selector: 'p' });
    expect(banner.closest('[role="alert"]')).toBeTruthy();
    expect(await within(await toasts()).findByText(text)).toBeTruthy();

    api.fail('profile', null);
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await loaded();
    expect(screen.queryByText(text, { selector: 'p' })).toBeNull();
  });

  it('signed out: Niet ingelogd, the sign-in link and the error toast', async () => {
    api.fail('profile', { status: 401, error: 'Niet ingelogd' });
    renderPage();
    expect(await screen.findByText('Niet ingelogd', { selector: 'p' })).toBeTruthy();
    expect(
      await within(await toasts()).findByText('Je bent niet ingelogd. Log in om je profiel te bekijken.'),
    ).toBeTruthy();
    expect(href(screen.getByRole('link', { name: 'Inloggen' }))).toBe('/login?redirect=%2Fdashboard');
  });
});
