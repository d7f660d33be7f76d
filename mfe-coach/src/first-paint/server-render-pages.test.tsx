import { type CoachApi, exampleProfile, startCoachApi, TEST_TIMESTAMP } from '@talentbrug/api-client/testing/coach-api';
import { athleteSession, setDocumentUrl, useServerRenderTests } from '@talentbrug/api-client/testing/server-render';
import type { ChatMessage } from '@talentbrug/domain/coach';
import { within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import CoachPage from '../pages/coach-page.tsx';
import { renderPage, SSR_PATHS } from './server-render-pages.tsx';

const server = useServerRenderTests(MemoryRouter, renderPage);

const LISA = athleteSession(1, 'Lisa', 'de Vries');
const DAAN = athleteSession(2, 'Daan', 'de Vries');

const at = (minutes: number) => new Date(Date.parse(TEST_TIMESTAMP) + minutes * 60_000).toISOString();
const CONVERSATION: ChatMessage[] = [
  { type: 'user', content: 'Wat is het verschil tussen D1 en D2?', timestamp: at(0) },
  { type: 'ai', content: 'Division I is het hoogste niveau; D2 geeft vaker gedeeltelijke beurzen.', timestamp: at(1) },
  { type: 'user', content: 'Welke SAT-score heb ik nodig voor Duke?', timestamp: at(5) },
  { type: 'ai', content: 'Duke vraagt gemiddeld rond de 1520; begin op tijd met oefenen.', timestamp: at(6) },
];

let api: CoachApi;

beforeAll(async () => {
  api = await startCoachApi();
  // Whatever the app reads after its start lands on the same API.
  setDocumentUrl(`${api.url}/aicoach`);
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  api.setHistory(CONVERSATION);
});

const WELCOME_REST = 'Ik ben Sanne, je AI-coach.';

describe("the coach's page rendered on the server (ADR 0017)", () => {
  it('renders /aicoach alone', () => {
    expect(SSR_PATHS).toEqual(['/aicoach']);
  });

  it("/aicoach: Lisa's conversation and Sanne's greeting, the markup the app's first render has", async () => {
    const rendered = await server.render('/aicoach', LISA, api.url);

    const page = server.renderedPage(rendered.html, '/aicoach', ['AI-coach laden...']);
    const log = within(page).getByRole('log', { name: 'Gesprek met Sanne' });
    expect(log.textContent).toContain(`Hoi Lisa! ${WELCOME_REST}`);
    for (const message of CONVERSATION) expect(log.textContent).toContain(message.content);

    server.expectSameMarkup(rendered, { path: '/aicoach', Page: CoachPage, session: LISA });
  });

  it("greets with the profile's first name over the one given at sign-up", async () => {
    api.setProfile(exampleProfile({ first_name: 'Liesje' }));
    const rendered = await server.render('/aicoach', LISA, api.url);
    expect(rendered.html).toContain(`Hoi Liesje! ${WELCOME_REST}`);

    server.expectSameMarkup(rendered, { path: '/aicoach', Page: CoachPage, session: LISA });
  });

  it('a new conversation: Sanne greets and the popular questions show, as in the app', async () => {
    api.setHistory([]);
    const rendered = await server.render('/aicoach', LISA, api.url);
    expect(rendered.html).toContain(`Hoi Lisa! ${WELCOME_REST}`);

    server.expectSameMarkup(rendered, { path: '/aicoach', Page: CoachPage, session: LISA });
  });

  it('two athletes rendered at once each get only their own name', async () => {
    // Neither has a profile, so Sanne's greeting comes from the signed-in user alone (the auth state).
    const daansApi = await startCoachApi();
    try {
      api.setProfile(null);
      daansApi.setProfile(null);
      // Lisa's history read is held until Daan's page has rendered: his render runs while hers is under way.
      const release = api.hold('GET', '/api/ai/history');
      const [lisas, daans] = await Promise.all([
        server.render('/aicoach', LISA, api.url),
        server.render('/aicoach', DAAN, daansApi.url).finally(release),
      ]);

      expect(lisas.html).toContain(`Hoi Lisa! ${WELCOME_REST}`);
      expect(lisas.html).not.toContain('Daan');
      expect(daans.html).toContain(`Hoi Daan! ${WELCOME_REST}`);
      expect(daans.html).not.toContain('Lisa');
      server.expectAuthStoreUntouched();
    } finally {
      await daansApi.close();
    }
  });

  it('a read that fails fails the render: the server then sends the page without markup', async () => {
    api.failHistory({ status: 500 });
    await server.expectReadFails('/aicoach', LISA, api.url, 500);
  });

  it('a path it does not render is refused', async () => {
    await server.expectRefused('/dashboard');
  });
});
