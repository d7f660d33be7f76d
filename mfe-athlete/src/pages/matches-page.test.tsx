import { exampleMatch, exampleMatches } from '@talentbrug/api-client/testing/matches';
import { SHARED_AT, startMatchesApi } from '@talentbrug/api-client/testing/matches-api';
import { COACH_CONTACT_TEXT } from '@talentbrug/domain/coach-contact';
import { TERMS_VERSION } from '@talentbrug/domain/constants';
import type { Match } from '@talentbrug/domain/contracts/matches';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { browserFocus } from '@talentbrug/ui/testing/focus';
import { TOAST_TEXTS } from '@talentbrug/ui/toast';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePageApi } from '../testing/page-api.ts';
import { renderInShell } from '../testing/render-in-shell.tsx';
import MatchesPage from './matches-page.tsx';

/** Five distinct schools (see exampleMatch): Duke and Iowa (D1), Williams (D3, no athletic aid), Grand Valley (D2), Keiser (NAIA, sport unconfirmed, no coordinates). */
const FIVE = exampleMatches(5);

const api = usePageApi(() => startMatchesApi(), '/matches');
beforeEach(() => {
  api.setMatches(FIVE);
});

const renderPage = () => renderInShell(<MatchesPage />, '/matches');

const cards = () => screen.queryAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const chip = (name: string) => screen.getByRole('button', { name });
/** The shell's toast region, there from the first toast on (react-toastify loads with it). */
const toasts = () => screen.findByRole('region', { name: TOAST_TEXTS.region });
const stat = (term: string) => {
  const dt = within(screen.getByRole('region', { name: 'In deze selectie' })).getByText(term);
  return dt.parentElement?.querySelector('dd')?.textContent;
};
const loaded = () => screen.findAllByRole('article');
/** Presses 'Genereer AI Matches' once the empty list has loaded: until then it is disabled, for a user too. */
const generateFirst = async () => {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Genereer AI Matches' });
  await waitFor(() => expect(button.disabled).toBe(false));
  await userEvent.click(button);
};

describe('the matches page', () => {
  it('shows a loading state, then the cards with their count text', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/matches') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Matches laden...');
    await loaded();
    expect(cardNames()).toEqual([
      'Duke University',
      'University of Iowa',
      'Williams College',
      'Grand Valley State University',
      'Keiser University',
    ]);
    expect(screen.getByText('5 universiteiten passen bij jouw profiel, de beste eerst.')).toBeTruthy();
    const duke = cards()[0] as HTMLElement;
    expect(within(duke).getByText('92% match')).toBeTruthy();
    expect(within(duke).getByText('Durham, NC')).toBeTruthy();
    expect(within(duke).getByText('Geschatte sportbeurs: $8.000-$20.000 per jaar')).toBeTruthy();
    expect(within(duke).queryByText('niet bevestigd')).toBeNull();
    expect(within(cards()[4] as HTMLElement).getByText('niet bevestigd')).toBeTruthy();
  });

  it('filters for real with the chips, one pressed at a time', async () => {
    renderPage();
    await loaded();
    expect(chip('Alle').getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(chip('Division I'));
    expect(chip('Division I').getAttribute('aria-pressed')).toBe('true');
    expect(chip('Alle').getAttribute('aria-pressed')).toBe('false');
    expect(cardNames()).toEqual(['Duke University', 'University of Iowa']);
    expect(screen.getByText('5 universiteiten passen bij jouw profiel; je ziet er 2.')).toBeTruthy();

    await userEvent.click(chip('Scholarships'));
    expect(cardNames()).not.toContain('Williams College');
    expect(cards()).toHaveLength(4);

    await userEvent.click(chip('Alle'));
    expect(cards()).toHaveLength(5);
  });

  it('Top 10 shows the ten best of more', async () => {
    api.setMatches(exampleMatches(12));
    renderPage();
    await loaded();
    expect(cards()).toHaveLength(12);
    await userEvent.click(chip('Top 10'));
    expect(cards()).toHaveLength(10);
    expect(cardNames()).not.toContain('Duke University 3');
  });

  it('computes the stats box from the matches shown', async () => {
    api.setMatches([exampleMatch(1, { favourite: true }), ...FIVE.slice(1)]);
    renderPage();
    await loaded();
    // Scores 92, 88, 84, 80, 76; Williams (D3) has no athletic aid.
    expect(stat('Gemiddelde match')).toBe('84%');
    expect(stat('Sportbeurs mogelijk')).toBe('4');
    expect(stat('Favorieten')).toBe('1');
    await userEvent.click(chip('Division I'));
    expect(stat('Gemiddelde match')).toBe('90%');
    expect(stat('Sportbeurs mogelijk')).toBe('2');
    expect(stat('Favorieten')).toBe('1');
  });

  it('labels the generate button by state: first, busy (idle, keeping the focus), again; and toasts the success', async () => {
    api.setMatches([]);
    renderPage();
    const first = await screen.findByRole('button', { name: 'Genereer AI Matches' });
    expect(await within(await toasts()).findByText('Nog geen matches. Genereer je eerste matches!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Nog geen matches' })).toBeTruthy();

    api.generateWith({ matches: FIVE });
    const release = api.hold('POST', '/api/matches/generate');
    await userEvent.click(first);
    const busy = await screen.findByRole('button', { name: 'AI Genereert Matches...' });
    // Idle while it works, yet focusable: a disabled button would drop the focus to <body>.
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(browserFocus()).toBe(busy);
    await userEvent.click(busy);
    // 'No matches yet' goes as soon as the generation starts, toast and all.
    expect(screen.queryByRole('heading', { level: 2, name: 'Nog geen matches' })).toBeNull();
    await waitFor(() => {
      // jsdom runs no CSS animation: the toast's exit ends when its animationend fires.
      const leaving = screen.queryByText('Nog geen matches. Genereer je eerste matches!')?.closest('.Toastify__toast');
      if (leaving) fireEvent.animationEnd(leaving);
      expect(screen.queryByText('Nog geen matches. Genereer je eerste matches!')).toBeNull();
    });
    release();

    const again = await screen.findByRole('button', { name: 'Genereer Nieuwe Matches' });
    // The list re-rendered around the button; the focus is still where the athlete left it.
    expect(browserFocus()).toBe(again);
    expect(await within(await toasts()).findByText('Matches succesvol gegenereerd! 🎉')).toBeTruthy();
    expect(cards()).toHaveLength(5);
    expect(screen.queryByText('Nog geen matches. Genereer je eerste matches!')).toBeNull();
    expect(api.requests.filter((r) => r.path === '/api/matches/generate')).toHaveLength(1);
  });

  it('says when the matches are from before the latest profile change, and regenerates them from there', async () => {
    api.setStale(true);
    renderPage();
    await loaded();
    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'Je matches zijn niet meer actueel',
    });
    const notice = heading.closest('[role="status"]') as HTMLElement;
    expect(
      within(notice).getByText(/is je profiel veranderd of hebben wij onze universiteitsdata of berekening bijgewerkt/),
    ).toBeTruthy();
    // Above the list: the first thing after the toolbar.
    expect(notice.compareDocumentPosition(cards()[0] as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    api.generateWith({ matches: FIVE.map((match) => ({ ...match, missing: [] })) });
    const release = api.hold('POST', '/api/matches/generate');
    await userEvent.click(within(notice).getByRole('button', { name: 'Genereer opnieuw' }));
    const busy = within(notice).getByRole('button', { name: 'AI Genereert Matches...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(browserFocus()).toBe(busy);
    release();

    await waitFor(() => expect(screen.queryByRole('heading', { name: /niet meer actueel/ })).toBeNull());
    // The notice and its button are gone: the focus is on the new calculation's time.
    expect(document.activeElement?.textContent).toMatch(/^Berekend op /);
    expect(await within(await toasts()).findByText('Matches succesvol gegenereerd! 🎉')).toBeTruthy();
    expect(api.requests.filter((r) => r.path === '/api/matches/generate')).toHaveLength(1);
  });

  it('says nothing of the sort when the matches are current, or when there are none', async () => {
    renderPage();
    await loaded();
    expect(screen.queryByRole('button', { name: 'Genereer opnieuw' })).toBeNull();
    cleanup();
    api.setMatches([]);
    api.setStale(true);
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Nog geen matches' });
    expect(screen.queryByRole('button', { name: 'Genereer opnieuw' })).toBeNull();
  });

  it('shows a load failure as a red banner and an error toast, with a retry', async () => {
    api.failGet({ status: 500 });
    renderPage();
    const text = 'Kon je matches niet laden. Probeer het later opnieuw.';
    const banner = await screen.findByText(text, { selector: 'p' });
    expect(banner.closest('[role="alert"]')).toBeTruthy();
    expect(await within(await toasts()).findByText(text)).toBeTruthy();

    api.failGet(null);
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await loaded()).toHaveLength(5);
  });

  it("says 'Niet ingelogd' when the API refuses the session", async () => {
    api.failGet({ status: 401, error: 'Niet ingelogd' });
    renderPage();
    const banner = (
      await screen.findByText('Je bent niet ingelogd. Log in om je matches te bekijken.', {
        selector: 'p',
      })
    ).closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByText('Niet ingelogd')).toBeTruthy();
  });

  it('shows a generate failure in the banner and a toast', async () => {
    api.generateWith({ status: 500 });
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Genereer Nieuwe Matches' }));
    const text = 'Kon geen matches genereren. Probeer het later opnieuw.';
    expect((await screen.findByText(text, { selector: 'p' })).closest('[role="alert"]')).toBeTruthy();
    expect(await within(await toasts()).findByText(text)).toBeTruthy();
    // The previous matches stay.
    expect(cards()).toHaveLength(5);
  });

  it("passes on the server's list of what the profile lacks, with the way to fill it in", async () => {
    const lacks = 'Om matches te maken missen we nog: je GPA en je huidige niveau.';
    api.generateWith({ status: 400, error: lacks });
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Genereer Nieuwe Matches' }));
    const banner = (await screen.findByText(lacks, { selector: 'p' })).closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Vul je profiel aan' }).getAttribute('href')).toBe('/profile');
    expect(within(banner).getByRole('link', { name: 'loop de onboarding door' }).getAttribute('href')).toBe(
      '/onboarding',
    );
    expect(await within(await toasts()).findByText(lacks)).toBeTruthy();
  });

  it('points to the onboarding when there is no profile yet', async () => {
    const noProfile = 'Je hebt nog geen profiel. Vul eerst de onboarding in!';
    api.setMatches([]);
    api.generateWith({ status: 404, error: noProfile });
    renderPage();
    await generateFirst();
    const banner = (await screen.findByText(noProfile, { selector: 'p' })).closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'loop de onboarding door' }).getAttribute('href')).toBe(
      '/onboarding',
    );
  });

  it('says plainly why there are no matches when the sport has no college programme', async () => {
    api.setMatches([]);
    const notice = 'Amerikaanse colleges hebben geen veldhockey voor heren. Wel club-teams; kijk ook naar lacrosse.';
    api.generateWith({ matches: [], notice });
    renderPage();
    await generateFirst();
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.queryByText('Matches succesvol gegenereerd! 🎉')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nog geen matches' })).toBeNull();
  });

  it('saves a favourite through PATCH, shown at once, and counts it', async () => {
    renderPage();
    await loaded();
    const heart = screen.getByRole('button', { name: 'Favoriet: Duke University' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    expect(screen.getByRole('button', { name: 'Favoriet: Duke University' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]).toMatchObject({ path: `/api/matches/${FIVE[0]?.id}`, body: { favourite: true } });
    await waitFor(() => expect(api.matches[0]?.favourite).toBe(true));
    expect(stat('Favorieten')).toBe('1');
  });

  it('undoes a favourite the server refuses and says so', async () => {
    api.failPatch({ status: 500 });
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Favoriet: Duke University' }));
    expect(await within(await toasts()).findByText('Kon je favoriet niet opslaan. Probeer het opnieuw.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Favoriet: Duke University' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('saves the pipeline status through PATCH', async () => {
    renderPage();
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Status van University of Iowa' }) as HTMLSelectElement;
    expect(select.value).toBe('new');
    fireEvent.change(select, { target: { value: 'contacted' } });
    // At once, before the cache's optimistic patch (which comes after an await) or the answer.
    expect(select.value).toBe('contacted');
    await waitFor(() => expect(api.patches()[0]?.body).toEqual({ status: 'contacted' }));
    expect(select.value).toBe('contacted');
    await waitFor(() => expect(api.matches[1]?.status).toBe('contacted'));
  });

  it('puts a status the server refuses back', async () => {
    api.failPatch({ status: 500 });
    renderPage();
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Status van University of Iowa' }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'contacted' } });
    expect(select.value).toBe('contacted');
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    await waitFor(() => expect(select.value).toBe('new'));
  });

  it('opens a detail dialog with every field, and closes it with Escape back to the card', async () => {
    renderPage();
    await loaded();
    const open = screen.getByRole('button', { name: 'Duke University' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Duke University' });
    expect(document.activeElement).toBe(dialog);
    const text = dialog.textContent ?? '';
    const duke = FIVE[0] as Match;
    for (const expected of [
      // Who contacts the coach: said as the share dialog says it.
      COACH_CONTACT_TEXT,
      duke.rationale,
      'Waarom dit past',
      'Wat ontbreekt',
      'TOEFL 100 nodig, jij hebt 92',
      'Hoogtepunten',
      'Sterk hockeyprogramma',
      'Sportief niveau',
      'weegt 35% mee',
      'Hoofdklasse hockey past bij Division I',
      'Geschatte sportbeurs: $8.000-$20.000 per jaar',
      '$8.000-$20.000',
      '24 (seizoen 2020-21)',
      'Atlantic Coast Conference',
      '6% van de aanmelders',
      '1522',
      '$87.000',
      'Particulier, zonder winstoogmerk',
    ]) {
      expect(text).toContain(expected);
    }
    // The spec's invented defaults are never shown as facts.
    for (const invented of [/Head Coach/, /\$30,000/, /\bwins\b/, /\blosses\b/, /championships/, /Great match/]) {
      expect(text).not.toMatch(invented);
    }
    expect(
      within(dialog)
        .getByRole('link', { name: /Website van de school/ })
        .getAttribute('href'),
    ).toBe('https://www.duke.edu/');
    expect(within(dialog).getByRole('link', { name: 'Vraag de AI-coach' }).getAttribute('href')).toBe('/aicoach');
    expect(within(dialog).getByRole('combobox', { name: 'Status van Duke University' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('keeps the keyboard inside the dialog and saves a favourite from it', async () => {
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'University of Iowa' }));
    const dialog = await screen.findByRole('dialog', { name: 'University of Iowa' });
    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Favoriet: University of Iowa' }));
    await waitFor(() => expect(api.matches[1]?.favourite).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says in the dialog when the sport and the team facts are not known', async () => {
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Keiser University' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keiser University' });
    expect(within(dialog).getByText(/^Niet bevestigd:/)).toBeTruthy();
    expect(within(dialog).getByText('Over het team zijn geen cijfers bekend.')).toBeTruthy();
    expect(within(dialog).queryByText('Sporters in de selectie')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Website/ })).toBeNull();
  });

  it('puts a dot on the map for each match with coordinates; a dot opens its match', async () => {
    renderPage();
    await loaded();
    const dots = await screen.findByRole('list', { name: 'Matches op de kaart' });
    const buttons = within(dots).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Duke University, Durham, NC: 92% match',
      'University of Iowa, Iowa City, IA: 88% match',
      'Williams College, Williamstown, MA: 84% match',
      'Grand Valley State University, Allendale, MI: 80% match',
    ]);
    expect(screen.getByText(/Zonder bekende ligging: Keiser University/)).toBeTruthy();
    // Durham lies east of Iowa City on the map.
    const left = (b: HTMLElement) => Number.parseFloat((b.parentElement as HTMLElement).style.left);
    expect(left(buttons[0] as HTMLElement)).toBeGreaterThan(left(buttons[1] as HTMLElement));

    await userEvent.click(within(dots).getByRole('button', { name: /^Grand Valley State University/ }));
    expect(await screen.findByRole('dialog', { name: 'Grand Valley State University' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(chip('Division I'));
    expect(within(dots).getAllByRole('button')).toHaveLength(2);
  });

  it('compares two or three matches side by side', async () => {
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vergelijk Duke University' }));
    // The comparison downloads at the first tick.
    expect(await screen.findByText(/Kies nog een of twee scholen/)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vergelijk Williams College' }));

    const table = await screen.findByRole('table', { name: 'Vergelijking van 2 scholen' });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.querySelector('span')?.textContent);
    expect(columns).toEqual(['Duke University', 'Williams College']);
    const row = (name: string) =>
      within(table)
        .getByRole('rowheader', { name })
        .closest('tr')
        ?.querySelectorAll('td') as NodeListOf<HTMLTableCellElement>;
    expect([...row('Sportbeurs')].map((td) => td.textContent)).toEqual([
      'Geschatte sportbeurs: $8.000-$20.000 per jaar',
      'Geen sportbeurs (D3), wel kans op merit aid',
    ]);
    expect([...row('Sportief niveau')].map((td) => td.textContent)).toEqual([
      '95/100 (weegt 35%)',
      '87/100 (weegt 35%)',
    ]);
    expect([...row('Match')].map((td) => td.textContent)).toEqual(['92%', '84%']);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Vergelijk University of Iowa' }));
    expect(await screen.findByRole('table', { name: 'Vergelijking van 3 scholen' })).toBeTruthy();
    const fourth = screen.getByRole('checkbox', {
      name: 'Vergelijk Grand Valley State University',
    }) as HTMLInputElement;
    expect(fourth.disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Haal weg Duke University' }));
    expect(screen.getByRole('table', { name: 'Vergelijking van 2 scholen' })).toBeTruthy();
    expect(fourth.disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Wis vergelijking' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows Pro honestly as not there yet', async () => {
    renderPage();
    await loaded();
    const pro = screen.getByRole('complementary', { name: 'Talentbrug Pro' });
    const button = within(pro).getByRole('button', { name: 'Binnenkort' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Pro is er nog niet',
    );
  });

  it('shares the profile with one university after a confirmation that says what goes where', async () => {
    renderPage();
    await loaded();
    const duke = cards()[0] as HTMLElement;
    const open = within(duke).getByRole('button', { name: 'Deel mijn profiel met Duke University' });
    await userEvent.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Je profiel delen met Duke University' });
    // The safe choice has the focus; nothing is recorded yet.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuleren' }));
    const text = dialog.textContent ?? '';
    for (const expected of [
      'Je geeft onze talentmanagers je profiel en je toestemming om het met Duke University te delen.',
      COACH_CONTACT_TEXT,
      'Dit deel je',
      'De links naar je video’s',
      'Die delen we alleen als je dit aanvinkt.',
      'Wat de universiteit al heeft ontvangen, kunnen wij niet terughalen.',
      `de versie van de voorwaarden (${TERMS_VERSION})`,
    ]) {
      expect(text).toContain(expected);
    }
    const documents = within(dialog).getByRole('checkbox', {
      name: 'Stuur ook mijn cijferlijst en motivatiebrief mee',
    }) as HTMLInputElement;
    expect(documents.checked).toBe(false);
    const privacy = within(dialog).getByRole('link', { name: /privacyverklaring/ });
    expect(privacy.getAttribute('href')).toBe('/privacy');
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, deel mijn profiel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `/api/matches/${FIVE[0]?.id}/share`,
      body: { include_documents: false },
    });
    expect(
      await within(await toasts()).findByText(
        'Je toestemming om je profiel met Duke University te delen is vastgelegd.',
      ),
    ).toBeTruthy();
    expect(within(duke).getByText(/^Gedeeld op 4 mei 2025/).textContent).toBe(
      'Gedeeld op 4 mei 2025 met Duke University',
    );
    expect(within(duke).getByRole('button', { name: 'Intrekken (delen met Duke University)' })).toBeTruthy();
    expect(within(duke).queryByRole('button', { name: /Deel mijn profiel/ })).toBeNull();
    // Only this school: the others still ask.
    expect(within(cards()[1] as HTMLElement).getByRole('button', { name: /Deel mijn profiel met/ })).toBeTruthy();
  });

  it('sends the transcript and motivation letter only when the athlete ticks it', async () => {
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Deel mijn profiel met Williams College' }));
    const dialog = await screen.findByRole('dialog', { name: 'Je profiel delen met Williams College' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /cijferlijst en motivatiebrief/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, deel mijn profiel' }));
    await waitFor(() => expect(api.shares).toHaveLength(1));
    expect(api.shares[0]).toMatchObject({ institution_id: FIVE[2]?.institution_id, include_documents: true });
  });

  it('shares nothing when the athlete cancels, and returns the focus to the button', async () => {
    renderPage();
    await loaded();
    const open = screen.getByRole('button', { name: 'Deel mijn profiel met University of Iowa' });
    await userEvent.click(open);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('keeps the dialog open and says so when the share is refused', async () => {
    api.failShare({ status: 500 });
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Deel mijn profiel met Duke University' }));
    const dialog = await screen.findByRole('dialog', { name: 'Je profiel delen met Duke University' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, deel mijn profiel' }));
    expect(await within(dialog).findByText('Je profiel is niet gedeeld. Probeer het opnieuw.')).toBeTruthy();
    expect(within(cards()[0] as HTMLElement).queryByText(/Gedeeld op/)).toBeNull();
  });

  it("passes on the server's reason, such as an address still to confirm", async () => {
    const confirmFirst = 'Bevestig eerst je e-mailadres met de link in de mail die we je stuurden.';
    api.failShare({ status: 403, error: confirmFirst });
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Deel mijn profiel met Duke University' }));
    const dialog = await screen.findByRole('dialog', { name: 'Je profiel delen met Duke University' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, deel mijn profiel' }));
    expect(await within(dialog).findByText(confirmFirst)).toBeTruthy();
  });

  it("tells a girl under 16 to ask her parent's consent first, and leads to where it is recorded", async () => {
    // The server's text (SHARE_CONSENT_MESSAGES.under16 in matches-service.ts).
    const under16 =
      'Je bent jonger dan 16: vraag eerst je ouder of voogd om toestemming om je profiel met een universiteit te delen. Leg die toestemming samen vast op je dossierpagina, bij ‘Toestemming van je ouder of voogd’. Daarna kun je je profiel delen.';
    api.failShare({ status: 403, error: under16 });
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Deel mijn profiel met Duke University' }));
    const dialog = await screen.findByRole('dialog', { name: 'Je profiel delen met Duke University' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, deel mijn profiel' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText(under16)).toBeTruthy();
    const toDossier = within(alert).getByRole('link', { name: 'Naar toestemming op je dossierpagina' });
    expect(toDossier.getAttribute('href')).toBe('/dossier');
    expect(within(cards()[0] as HTMLElement).queryByText(/Gedeeld op/)).toBeNull();
  });

  it('withdraws a share from the card', async () => {
    api.setShares([
      {
        institution_id: FIVE[1]?.institution_id ?? '',
        terms_version: TERMS_VERSION,
        consented_at: SHARED_AT,
        include_documents: false,
        withdrawn_at: null,
      },
    ]);
    renderPage();
    await loaded();
    const iowa = cards()[1] as HTMLElement;
    expect(within(iowa).getByText(/^Gedeeld op 4 mei 2025/)).toBeTruthy();
    await userEvent.click(within(iowa).getByRole('button', { name: 'Intrekken (delen met University of Iowa)' }));
    expect(
      await within(await toasts()).findByText('Je deelt je profiel niet meer met University of Iowa.'),
    ).toBeTruthy();
    expect(await within(iowa).findByRole('button', { name: 'Deel mijn profiel met University of Iowa' })).toBeTruthy();
    expect(within(iowa).queryByText(/Gedeeld op/)).toBeNull();
    expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe(`/api/matches/${FIVE[1]?.id}/share`);
  });

  it('puts the university the athlete chose first, marked, with why the chances are small', async () => {
    const chosen = exampleMatch(6, {
      school_name: 'Stanford University',
      rank: 57,
      match_score: 41,
      chosen: true,
      caps: ['Buiten je voorkeursstaten: de score telt voor 65% (hoogstens 65)'],
    });
    api.setMatches([...FIVE, chosen]);
    renderPage();
    await loaded();
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Stanford University');
    expect(within(first).getByText('Jouw keuze')).toBeTruthy();
    expect(within(first).getByText('41% match')).toBeTruthy();
    expect(
      within(first).getByText(
        'Je kansen hier zijn klein. Buiten je voorkeursstaten: de score telt voor 65% (hoogstens 65).',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('6 universiteiten passen bij jouw profiel: jouw keuze bovenaan, daarna de beste eerst.'),
    ).toBeTruthy();
    expect(within(cards()[1] as HTMLElement).queryByText('Jouw keuze')).toBeNull();
    // Wherever a chip shows it, it leads.
    await userEvent.click(chip('Division I'));
    expect(cardNames()).toEqual(['Stanford University', 'Duke University', 'University of Iowa']);
  });

  it('says why the chosen university is no match, and never counts it as one', async () => {
    const reason =
      'University of California, Los Angeles heeft volgens de sportgegevens geen team voor hockey (dames).';
    const chosen = exampleMatch(6, {
      school_name: 'University of California, Los Angeles',
      rank: 250,
      match_score: 0,
      chosen: true,
      ruled_out: reason,
      score_parts: [],
      athletic_aid_possible: false,
      aid_estimate: null,
    });
    api.setMatches([...FIVE, chosen]);
    renderPage();
    await loaded();
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByText('Geen match')).toBeTruthy();
    expect(within(first).getByText(reason)).toBeTruthy();
    expect(within(first).queryByText(/#250/)).toBeNull();
    expect(
      screen.getByText('5 universiteiten passen bij jouw profiel: jouw keuze bovenaan, daarna de beste eerst.'),
    ).toBeTruthy();
    expect(stat('Gemiddelde match')).toBe('84%');

    await userEvent.click(within(first).getByRole('button', { name: 'University of California, Los Angeles' }));
    const dialog = await screen.findByRole('dialog', { name: 'University of California, Los Angeles' });
    expect(within(dialog).getByRole('heading', { name: 'Waarom dit geen match is' })).toBeTruthy();
    expect(within(dialog).queryByText('Opbouw van de score')).toBeNull();
  });
});

describe("'Sorteer op' and the crowded top (issue 33)", () => {
  /** exampleMatch at `rank` with its own match score and cost score. */
  const withCost = (rank: number, score: number, cost: number) => {
    const base = exampleMatch(rank);
    return exampleMatch(rank, {
      match_score: score,
      score_parts: base.score_parts.map((part) => (part.key === 'cost' ? { ...part, score: cost } : part)),
    });
  };
  const sortSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sorteer op' });
  const crowdedNote = () => screen.queryByText(/liggen binnen 2 punten van elkaar/);

  it('orders the cards by the part chosen, says so, keeps the match score on each card, and combines with a chip', async () => {
    // Duke 92 (cost 40), Iowa 88 (cost 95), Williams 84 (cost 70), Grand Valley 80 (cost 90), Keiser 76 (cost 70).
    api.setMatches([
      withCost(1, 92, 40),
      withCost(2, 88, 95),
      withCost(3, 84, 70),
      withCost(4, 80, 90),
      withCost(5, 76, 70),
    ]);
    renderPage();
    await loaded();
    expect(sortSelect().value).toBe('best');
    expect([...sortSelect().options].map((o) => o.text)).toEqual([
      'Beste match',
      'Kosten na beurs',
      'Sportief niveau',
      'Studie en toelating',
      'Plek in het team',
    ]);
    expect(screen.queryByText(/^Kosten na beurs: /)).toBeNull();

    await userEvent.selectOptions(sortSelect(), 'Kosten na beurs');
    expect(cardNames()).toEqual([
      'University of Iowa',
      'Grand Valley State University',
      'Williams College',
      'Keiser University',
      'Duke University',
    ]);
    expect(screen.getByText('5 universiteiten passen bij jouw profiel, gesorteerd op kosten na beurs.')).toBeTruthy();
    const iowa = cards()[0] as HTMLElement;
    expect(within(iowa).getByText('88% match')).toBeTruthy();
    expect(within(iowa).getByText('Kosten na beurs: 95/100')).toBeTruthy();

    await userEvent.click(chip('Division I'));
    expect(cardNames()).toEqual(['University of Iowa', 'Duke University']);
    expect(
      screen.getByText('5 universiteiten passen bij jouw profiel; je ziet er 2, gesorteerd op kosten na beurs.'),
    ).toBeTruthy();

    await userEvent.selectOptions(sortSelect(), 'Beste match');
    expect(cardNames()).toEqual(['Duke University', 'University of Iowa']);
    expect(screen.queryByText(/^Kosten na beurs: /)).toBeNull();
  });

  it('says how many schools the score does not tell apart when the top is crowded, and nothing when it is not', async () => {
    // 34, 34, 33, 33, 32, then 31 and less: five within 2 points of the best.
    api.setMatches([34, 34, 33, 33, 32, 31, 30, 29, 28, 27, 26].map((score, i) => withCost(i + 1, score, 70)));
    renderPage();
    await loaded();
    expect(crowdedNote()?.textContent).toBe(
      'Je beste 5 scholen liggen binnen 2 punten van elkaar. Het verschil zit in wat jij het belangrijkst vindt: sorteer op kosten, sportief niveau, studie of plek in het team.',
    );
    // Still true of the list while a part sorts it.
    await userEvent.selectOptions(sortSelect(), 'Sportief niveau');
    expect(crowdedNote()).toBeTruthy();
    cleanup();

    api.setMatches(FIVE); // 92, 88, 84, 80, 76
    renderPage();
    await loaded();
    expect(crowdedNote()).toBeNull();
  });
});
