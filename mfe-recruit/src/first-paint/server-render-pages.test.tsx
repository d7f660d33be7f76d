import {
  DOSSIER_SAVED_AT,
  type DossierApi,
  exampleDossier,
  exampleLink,
  startDossierApi,
} from '@talentbrug/api-client/testing/dossier-api';
import { athleteSession, setDocumentUrl, useServerRenderTests } from '@talentbrug/api-client/testing/server-render';
import { DOSSIER_FIELD_LABELS } from '@talentbrug/domain/dossier';
import { within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import DossierPage from '../pages/dossier-page.tsx';
import { renderPage, SSR_PATHS } from './server-render-pages.tsx';

const server = useServerRenderTests(MemoryRouter, renderPage);

const FLEUR = athleteSession(1, 'Fleur', 'van Dijk');
const DAAN = athleteSession(2, 'Daan', 'Bakker');

const FLEURS_DOSSIER = exampleDossier({
  position_en: 'Central midfielder',
  about_en: 'Two-footed midfielder who reads the game early.',
  athlete_email: 'fleur.coach-only@voorbeeld.nl',
  public_fields: { ...exampleDossier().public_fields, athlete_email: true },
  published: true,
  published_at: DOSSIER_SAVED_AT,
});
const FLEURS_LINKS = [
  exampleLink(2, { label: 'Coach Miller, Duke', views: 3, last_viewed_at: '2026-12-04T10:00:00.000Z' }),
  exampleLink(1, { label: 'Stanford University', revoked: true }),
];

/**
 * The browser's IntersectionObserver before it has reported (it does so after the first render):
 * the parts further down the editor are still their stand-ins, as in the app's first render on a
 * phone. jsdom has none, and without one LazyPart would load its part at once. The server's renders
 * run without it, as Node has none.
 */
class ObserverBeforeItReports {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** The page as the app starts it from the document the server sent, compared with the server's markup. */
function expectSameDossier(rendered: { html: string; state: unknown }, session = FLEUR) {
  vi.stubGlobal('IntersectionObserver', ObserverBeforeItReports);
  server.expectSameMarkup(rendered, { path: '/dossier', Page: DossierPage, session });
}

/** The markup the server wrote, as the athlete reads it: the page's title, never the page's loading states. */
const renderedDossier = (html: string) => server.renderedPage(html, '/dossier', ['Dossier laden...', 'Links laden...']);

let fleur: DossierApi;
let daan: DossierApi;

beforeAll(async () => {
  [fleur, daan] = await Promise.all([startDossierApi(FLEURS_DOSSIER, FLEURS_LINKS), startDossierApi()]);
});
afterAll(() => Promise.all([fleur.close(), daan.close()]));
beforeEach(() => {
  fleur.reset();
  daan.reset();
  daan.setDossier(
    exampleDossier({
      position_en: 'Goalkeeper',
      athlete_email: 'daan.keeper@voorbeeld.nl',
      public_fields: { ...exampleDossier().public_fields, athlete_email: true },
    }),
  );
  daan.setLinks([exampleLink(7, { label: 'Coach Jones, Iowa' })]);
  // Any read after the start (a query gone stale) lands on Fleur's API.
  setDocumentUrl(`${fleur.url}/dossier`);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the athlete's dossier editor rendered on the server (ADR 0017)", () => {
  it('renders exactly the dossier editor', () => {
    expect([...SSR_PATHS]).toEqual(['/dossier']);
  });

  it("/dossier: Fleur's editor from her reads, the markup the app's first render has from that state", async () => {
    const rendered = await server.render('/dossier', FLEUR, fleur.url);
    const page = renderedDossier(rendered.html);

    // Published, her switches as she set them, her English texts in their fields.
    expect(within(page).getByText('Openbaar')).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Dossier offline halen' })).toBeTruthy();
    const switches = within(page).getByRole('group', { name: 'Wat ziet een coach?' });
    const box = (label: string) => within(switches).getByRole('checkbox', { name: label }) as HTMLInputElement;
    expect(box(DOSSIER_FIELD_LABELS.athlete_email).checked).toBe(true);
    expect(box(DOSSIER_FIELD_LABELS.parent_email).checked).toBe(false);
    expect((within(page).getByLabelText('Je positie, in het Engels') as HTMLInputElement).value).toBe(
      'Central midfielder',
    );
    expect((within(page).getByLabelText('Over jou, in het Engels') as HTMLTextAreaElement).value).toBe(
      'Two-footed midfielder who reads the game early.',
    );
    expect((within(page).getByLabelText('Jouw e-mailadres voor coaches') as HTMLInputElement).value).toBe(
      'fleur.coach-only@voorbeeld.nl',
    );
    // What a coach sees, in English; her links with what they did.
    const preview = within(page).getByRole('region', { name: 'Zo ziet een coach je dossier' });
    expect(within(preview).getByText('Sem de Vries')).toBeTruthy();
    const links = within(page).getByRole('region', { name: 'Links voor coaches' });
    expect(within(links).getByText('Coach Miller, Duke')).toBeTruthy();
    expect(within(links).getByText('3 keer bekeken, laatst op 4 december 2026')).toBeTruthy();
    expect(within(links).getByText('Stanford University')).toBeTruthy();
    expect(within(links).getByText('Ingetrokken')).toBeTruthy();
    // The photo's card stands in until its part comes, as in the app; the parts below are not there yet.
    expect(within(page).getByRole('region', { name: 'Je foto' })).toBeTruthy();
    expect(within(page).queryByRole('region', { name: /Cijfers|Referentie/ })).toBeNull();
    // Only the two reads of the page's first render went to the API, as her.
    expect(fleur.requests.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
      'GET /api/dossier',
      'GET /api/dossier/links',
    ]);

    expectSameDossier(rendered);

    // Rendered again (the lazy parts' code, bundled into the server's module, has loaded by now):
    // still the stand-ins, never the parts, whose reads the server does not make.
    const again = await server.render('/dossier', FLEUR, fleur.url);
    expect(again.html).toBe(rendered.html);
  });

  it('an athlete who needs a parent’s consent gets the consent form, as the app shows it', async () => {
    fleur.setDossier({ consent_required: true, published: false, published_at: null });
    fleur.setLinks([]);
    const rendered = await server.render('/dossier', FLEUR, fleur.url);
    const page = renderedDossier(rendered.html);
    expect(within(page).getByText('Offline')).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Toestemming vastleggen' })).toBeTruthy();
    expect(within(page).getByText('Je hebt nog geen links gemaakt.')).toBeTruthy();

    expectSameDossier(rendered);
  });

  it("two athletes rendered at once each get only their own dossier: another athlete's data is never in it", async () => {
    // Fleur's dossier read is held until Daan's page has rendered: his render runs while hers is under way.
    const release = fleur.hold('GET', '/api/dossier');
    const [fleurs, daans] = await Promise.all([
      server.render('/dossier', FLEUR, fleur.url),
      server.render('/dossier', DAAN, daan.url).finally(release),
    ]);

    expect(fleurs.html).toContain('fleur.coach-only@voorbeeld.nl');
    expect(fleurs.html).toContain('Coach Miller, Duke');
    for (const leak of ['daan.keeper@voorbeeld.nl', 'Goalkeeper', 'Coach Jones, Iowa']) {
      expect(fleurs.html).not.toContain(leak);
      expect(JSON.stringify(fleurs.state)).not.toContain(leak);
    }
    expect(daans.html).toContain('daan.keeper@voorbeeld.nl');
    expect(daans.html).toContain('Coach Jones, Iowa');
    for (const leak of [
      'fleur.coach-only@voorbeeld.nl',
      'Two-footed midfielder',
      'Coach Miller, Duke',
      'Stanford University',
    ]) {
      expect(daans.html).not.toContain(leak);
      expect(JSON.stringify(daans.state)).not.toContain(leak);
    }
    server.expectAuthStoreUntouched();

    expectSameDossier(daans, DAAN);
  });

  it('a read the API refuses fails the render: the server then sends the page without markup', async () => {
    // Signed out in between (the session ended): the app starts and its guard sends the athlete to the login.
    fleur.failGet({ status: 401 });
    await server.expectReadFails('/dossier', FLEUR, fleur.url, 401);
    fleur.failGet({ status: 500 });
    await server.expectReadFails('/dossier', FLEUR, fleur.url, 500);
  });

  it('a path it does not render is refused', async () => {
    for (const path of ['/dashboard', '/r/abc', '/login']) await server.expectRefused(path);
  });
});
