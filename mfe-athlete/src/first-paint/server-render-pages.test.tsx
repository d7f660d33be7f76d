import {
  type DashboardApi,
  dashboardProfile,
  highlightFile,
  startDashboardApi,
} from '@talentbrug/api-client/testing/dashboard-api';
import { exampleMatch, exampleMatches } from '@talentbrug/api-client/testing/matches';
import { type MatchesApi, SHARED_AT, startMatchesApi } from '@talentbrug/api-client/testing/matches-api';
import { exampleEntry, OUTREACH_AT } from '@talentbrug/api-client/testing/outreach-api';
import {
  exampleFile,
  exampleProfile,
  type ProfileUploadsApi,
  startProfileUploadsApi,
} from '@talentbrug/api-client/testing/profile-uploads-api';
import { athleteSession, setDocumentUrl, useServerRenderTests } from '@talentbrug/api-client/testing/server-render';
import { TERMS_VERSION } from '@talentbrug/domain/constants';
import type { Match } from '@talentbrug/domain/contracts/matches';
import { MOTIVATION_LETTER_TYPE, TRANSCRIPT_TYPE } from '@talentbrug/domain/uploads';
import { within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTREACH_TEXTS } from '../features/outreach/utils/texts.ts';
import DashboardPage from '../pages/dashboard-page.tsx';
import MatchesPage from '../pages/matches-page.tsx';
import ProfilePage from '../pages/profile-page.tsx';
import { renderPage, SSR_PATHS } from './server-render-pages.tsx';

const server = useServerRenderTests(MemoryRouter, renderPage);

const FLEUR = athleteSession(1, 'Fleur', 'Jansen');
const DAAN = athleteSession(2, 'Daan', 'Jansen');

const TIPS = [
  { title: 'Zet je highlightvideo op je profiel', description: 'Coaches kijken eerst naar je video.' },
  { title: 'Plan je Engelse taaltoets', description: 'Elke school bepaalt een eigen minimum.' },
  { title: 'Kies je voorkeursstaten', description: 'Dan houden je matches er rekening mee.' },
];

let dashboard: DashboardApi;
let matches: MatchesApi;
let profile: ProfileUploadsApi;

const MATCHES = [exampleMatch(1, { favourite: true, status: 'contacted' }), ...exampleMatches(5).slice(1)];
const PROFILE = exampleProfile({
  first_name: 'Fleur',
  last_name: 'Jansen',
  highlight_video_url: 'https://www.youtube.com/watch?v=abc123',
});
const FILES = [
  exampleFile(1, { title: 'finale-2026.mp4', originalName: 'finale-2026.mp4' }),
  exampleFile(2, {
    title: 'cijferlijst.pdf',
    originalName: 'cijferlijst.pdf',
    mimeType: 'application/pdf',
    type: TRANSCRIPT_TYPE,
  }),
  exampleFile(3, {
    title: 'motivatiebrief.pdf',
    originalName: 'motivatiebrief.pdf',
    mimeType: 'application/pdf',
    type: MOTIVATION_LETTER_TYPE,
  }),
];

beforeAll(async () => {
  [dashboard, matches, profile] = await Promise.all([
    startDashboardApi(),
    startMatchesApi(MATCHES),
    startProfileUploadsApi(PROFILE, FILES),
  ]);
});
afterAll(() => Promise.all([dashboard.close(), matches.close(), profile.close()]));
beforeEach(() => {
  dashboard.reset();
  dashboard.set({
    profile: dashboardProfile({ highlight_video_url: 'https://www.youtube.com/watch?v=abc123' }),
    matches: MATCHES,
    files: [highlightFile()],
    suggestions: TIPS,
    history: [
      { type: 'user', content: 'Welke matches passen het best bij mij?', timestamp: '2026-11-04T09:00:00.000Z' },
      { type: 'ai', content: 'Duke past het best bij je cijfers.', timestamp: '2026-11-04T09:00:01.000Z' },
    ],
  });
  matches.reset();
  matches.setShares([
    {
      institution_id: MATCHES[0]?.institution_id ?? '',
      terms_version: TERMS_VERSION,
      consented_at: SHARED_AT,
      include_documents: true,
      withdrawn_at: null,
    },
  ]);
  profile.reset();
});

describe("the athlete's pages rendered on the server (ADR 0017)", () => {
  it('renders exactly the dashboard, the matches and the profile', () => {
    expect([...SSR_PATHS].sort()).toEqual(['/dashboard', '/matches', '/profile']);
  });

  it("/dashboard: Fleur's dashboard from her reads, the markup the app's first render has from that state", async () => {
    const rendered = await server.render('/dashboard', FLEUR, dashboard.url);

    const page = server.renderedPage(rendered.html, '/dashboard', ['Dashboard laden...']);
    expect(within(page).getByText(/^Hoi Fleur!/)).toBeTruthy();
    expect(within(page).getByRole('region', { name: 'Je profielscore' })).toBeTruthy();
    expect(within(page).getByText('Zet je highlightvideo op je profiel')).toBeTruthy();
    expect(within(page).getByText('Duke University')).toBeTruthy();
    expect(rendered.html).not.toContain('role="status"');

    // Any read after the start (the suggestions are stale at once) lands on the same API.
    setDocumentUrl(`${dashboard.url}/dashboard`);
    server.expectSameMarkup(rendered, { path: '/dashboard', Page: DashboardPage, session: FLEUR });
  });

  it('/matches: her matches with a share, the markup the app starts with', async () => {
    const rendered = await server.render('/matches', FLEUR, matches.url);

    const page = server.renderedPage(rendered.html, '/matches', ['Matches laden...']);
    const cards = within(page).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Duke University',
      'University of Iowa',
      'Williams College',
      'Grand Valley State University',
      'Keiser University',
    ]);
    expect(within(page).getByText('5 universiteiten passen bij jouw profiel, de beste eerst.')).toBeTruthy();

    setDocumentUrl(`${matches.url}/matches`);
    server.expectSameMarkup(rendered, { path: '/matches', Page: MatchesPage, session: FLEUR });
  });

  it('/profile: her profile, video and documents, the markup the app starts with', async () => {
    const rendered = await server.render('/profile', FLEUR, profile.url);

    const page = server.renderedPage(rendered.html, '/profile', ['Profiel laden...']);
    expect(within(page).getByText('Fleur Jansen')).toBeTruthy();
    expect(within(page).getByText('finale-2026.mp4')).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Profiel bewerken' })).toBeTruthy();
    // Only the upload widgets' live regions, empty until an upload has something to say.
    expect(
      within(page)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual(['', '', '', '']);

    setDocumentUrl(`${profile.url}/profile`);
    server.expectSameMarkup(rendered, { path: '/profile', Page: ProfilePage, session: FLEUR });
  });

  it('an athlete without a profile gets the way to the onboarding, as the app shows it', async () => {
    dashboard.set({ profile: null });
    const rendered = await server.render('/dashboard', FLEUR, dashboard.url);

    const page = server.renderedPage(rendered.html, '/dashboard', ['Dashboard laden...']);
    expect(within(page).getByText('Je hebt nog geen profiel. Vul eerst de onboarding in!')).toBeTruthy();
    expect(within(page).getByText('Hoi Fleur!')).toBeTruthy();

    setDocumentUrl(`${dashboard.url}/dashboard`);
    server.expectSameMarkup(rendered, { path: '/dashboard', Page: DashboardPage, session: FLEUR });
  });

  it('two athletes rendered at once each get only their own name', async () => {
    // Their profiles name nobody, so the greeting comes from the signed-in user alone (the auth state).
    const daansApi = await startDashboardApi();
    try {
      dashboard.set({ profile: dashboardProfile({ first_name: null }) });
      daansApi.set({ profile: dashboardProfile({ first_name: null }), suggestions: TIPS });
      // Fleur's profile read is held until Daan's page has rendered: his render runs while hers is under way.
      const release = dashboard.hold('/api/profiles/me');
      const [fleurs, daans] = await Promise.all([
        server.render('/dashboard', FLEUR, dashboard.url),
        server.render('/dashboard', DAAN, daansApi.url).finally(release),
      ]);

      expect(fleurs.html).toContain('Hoi Fleur!');
      expect(fleurs.html).not.toContain('Daan');
      expect(daans.html).toContain('Hoi Daan!');
      expect(daans.html).not.toContain('Fleur');
      server.expectAuthStoreUntouched();
    } finally {
      await daansApi.close();
    }
  });

  it('/dashboard holds the follow-up reminder from its first render on, the same on every render', async () => {
    // Fleur wrote to a school (MATCHES[0], 'contacted') ten days ago without a reply. The reminder is
    // a chunk of its own in the app; a server renders many pages in one process, and once that chunk
    // had loaded there a render asked for the outreach list it did not read, failed, and the
    // dashboard went out without its markup (found by running these tests in one worker).
    dashboard.set({
      outreach: [exampleEntry(MATCHES[0] as Match, { next_step: { step: 'follow_up', due_at: OUTREACH_AT } })],
    });
    const first = await server.render('/dashboard', FLEUR, dashboard.url);
    const again = await server.render('/dashboard', FLEUR, dashboard.url);
    expect(again.html).toBe(first.html);
    const reminder = within(server.markupElement(first.html)).getByRole('region', {
      name: OUTREACH_TEXTS.reminderCard.title,
    });
    expect(reminder.textContent).toContain(OUTREACH_TEXTS.reminderCard.followUps(1));
    // The app takes over from the same state: the list is in what the server hands over.
    expect(JSON.stringify(first.state)).toContain('"outreach","list"');
  });

  it('a read that fails fails the render: the server then sends the page without markup', async () => {
    dashboard.fail('matches', { status: 500 });
    await server.expectReadFails('/dashboard', FLEUR, dashboard.url, 500);
    matches.failGet({ status: 500 });
    await server.expectReadFails('/matches', FLEUR, matches.url, 500);
  });

  it('a path it does not render is refused', async () => {
    await server.expectRefused('/aicoach');
    await server.expectRefused('/login');
  });
});
