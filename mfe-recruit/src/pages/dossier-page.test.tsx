import {
  DOSSIER_SAVED_AT,
  exampleDossier,
  exampleImage,
  exampleLink,
  startDossierApi,
} from '@talentbrug/api-client/testing/dossier-api';
import { exampleMatch } from '@talentbrug/api-client/testing/matches';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import {
  DOSSIER_FIELD_DEFAULTS,
  DOSSIER_FIELD_LABELS,
  DOSSIER_FIELDS,
  DOSSIER_MESSAGES,
  DOSSIER_TEXT_MAX,
} from '@talentbrug/domain/dossier';
import { browserFocus } from '@talentbrug/ui/testing/focus';
import { TOAST_TEXTS } from '@talentbrug/ui/toast';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageApi } from '../testing/page-api.ts';
import { renderInShell } from '../testing/render-in-shell.tsx';
import DossierPage from './dossier-page.tsx';

const STANFORD = exampleLink(2, { label: 'Stanford', views: 3, last_viewed_at: '2026-12-04T10:00:00.000Z' });
const api = usePageApi(() => startDossierApi(exampleDossier(), [STANFORD]), '/dossier');

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const renderPage = () => renderInShell(<DossierPage />, '/dossier');
const loaded = () => screen.findByRole('group', { name: 'Wat ziet een coach?' });
const box = (field: keyof typeof DOSSIER_FIELD_LABELS) =>
  within(screen.getByRole('group', { name: 'Wat ziet een coach?' })).getByRole('checkbox', {
    name: DOSSIER_FIELD_LABELS[field],
  }) as HTMLInputElement;
const linksCard = () => screen.getByRole('region', { name: 'Links voor coaches' });

/** A match of the example schools under its real IPEDS id (Duke 198419, Iowa 153658). */
function matchOf(rank: number, institutionId: string) {
  const match = exampleMatch(rank);
  return { ...match, institution_id: institutionId, institution: { ...match.institution, id: institutionId } };
}
const DUKE = matchOf(1, '198419');
const IOWA = matchOf(2, '153658');
/**
 * The photo card once its part has come and read the photos (its upload button is there): the
 * stand-in before it is a region of the same name, which the part replaces, so a card found
 * earlier would be a node no longer on the page (the first photo test failed alone on it).
 */
async function photoCard() {
  const card = () => screen.getByRole('region', { name: 'Je foto' });
  await waitFor(() => within(card()).getByLabelText(/Kies een nieuwe foto/), { timeout: 3000 });
  return card();
}
const RECORDED = { parent_email: 'ouder@voorbeeld.nl', given_on: '2026-11-30', recorded_at: DOSSIER_SAVED_AT };

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('the dossier page', () => {
  it('shows its title, then every switch with its Dutch label as the server has it', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/dossier') })).toBeTruthy();
    await loaded();
    for (const field of DOSSIER_FIELDS) expect(box(field).checked, field).toBe(DOSSIER_FIELD_DEFAULTS[field]);
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dossier openbaar maken' })).toBeTruthy();
    // The preview, in English, as a coach reads it.
    const preview = screen.getByRole('region', { name: 'Zo ziet een coach je dossier' });
    expect(within(preview).getByText('Sem de Vries')).toBeTruthy();
    expect(preview.querySelector('dl')?.getAttribute('lang')).toBe('en');
  });

  it("shows 'Kon je dossier niet laden.' as a red banner and a toast, with a retry", async () => {
    api.failGet({ status: 500 });
    renderPage();
    const title = await screen.findByText('Kon je dossier niet laden.', { selector: '[role=alert] p' });
    const alert = title.closest('[role=alert]') as HTMLElement;
    const toasts = await screen.findByRole('region', { name: TOAST_TEXTS.region });
    expect(await within(toasts).findByText('Kon je dossier niet laden.')).toBeTruthy();
    api.failGet(null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await loaded();
  });

  it('saves a switch on its own: only that switch is sent, and the save is announced', async () => {
    renderPage();
    await loaded();
    await userEvent.click(box('photo'));
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    expect(api.puts()[0]?.body).toEqual({ public_fields: { photo: true } });
    expect(await screen.findByText('Opgeslagen: ‘Foto’ is nu zichtbaar voor coaches.')).toBeTruthy();
    expect(box('photo').checked).toBe(true);
    expect(api.dossier.public_fields.photo).toBe(true);
  });

  it('shows a ticked switch at once, while its save is on its way', async () => {
    renderPage();
    await loaded();
    fireEvent.click(box('photo'));
    // Before any answer or optimistic patch of the cache (which comes after an await).
    expect(box('photo').checked).toBe(true);
    expect(await screen.findByText('Opgeslagen: ‘Foto’ is nu zichtbaar voor coaches.')).toBeTruthy();
    expect(box('photo').checked).toBe(true);
  });

  it('puts a refused switch back and says why under the group', async () => {
    api.failPut({ status: 500 });
    renderPage();
    await loaded();
    await userEvent.click(box('name'));
    const group = screen.getByRole('group', { name: 'Wat ziet een coach?' });
    const error = await within(group).findByRole('alert');
    expect(error.textContent).toBe('‘Naam’: Opslaan lukte niet. Probeer het opnieuw.');
    expect(group.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(box('name').checked).toBe(true));
  });

  it("shows the server's consent refusal under the publish button, tied to it", async () => {
    api.setDossier({ consent_required: true });
    renderPage();
    await loaded();
    expect(screen.getByRole('group', { name: 'Toestemming van je ouder of voogd' })).toBeTruthy();
    const publish = screen.getByRole('button', { name: 'Dossier openbaar maken' });
    await userEvent.click(publish);
    const error = await screen.findByText(DOSSIER_MESSAGES.consentNeeded);
    expect(publish.getAttribute('aria-describedby')).toBe(error.id);
    expect(api.dossier.published).toBe(false);
  });

  it("says the consent her parent gave in the wizard is on record, with the parent's address, and publishes on it", async () => {
    api.setDossier({
      consent_required: true,
      onboarding_consent: {
        parent_name: 'Marieke Bakker',
        parent_email: 'marieke.bakker@voorbeeld.nl',
        given_at: '2026-11-28T18:30:00.000Z',
      },
    });
    renderPage();
    await loaded();
    const consent = screen.getByRole('group', { name: 'Toestemming van je ouder of voogd' });
    expect(
      within(consent).getByText(
        /^Je ouder of voogd Marieke Bakker \(marieke\.bakker@voorbeeld\.nl\) gaf toestemming bij je aanmelding, op 28 november 2026\. Die staat vast/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Je hebt eerst de toestemming van je ouder of voogd nodig/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dossier openbaar maken' }));
    expect(await screen.findByRole('button', { name: 'Dossier offline halen' })).toBeTruthy();
    expect(api.puts()[0]?.body).toEqual({ published: true });
  });

  it('says a profile comes first when there is none, and keeps the dossier offline', async () => {
    api.setHasProfile(false);
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Dossier openbaar maken' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DOSSIER_MESSAGES.noProfile);
    expect(screen.getByText('Offline')).toBeTruthy();
  });

  it('publishes with the consent recorded, and offers to take it offline', async () => {
    api.setDossier({ consent_required: true });
    renderPage();
    await loaded();
    const consent = screen.getByRole('group', { name: 'Toestemming van je ouder of voogd' });
    await userEvent.type(
      within(consent).getByLabelText('E-mailadres van de ouder of voogd die toestemming geeft'),
      'ouder@voorbeeld.nl',
    );
    fireEvent.change(within(consent).getByLabelText('Datum van de toestemming'), { target: { value: '2026-11-30' } });
    await userEvent.click(within(consent).getByRole('button', { name: 'Toestemming vastleggen' }));
    expect(await within(consent).findByText('Toestemming vastgelegd.')).toBeTruthy();
    expect(api.puts()[0]?.body).toEqual({
      parent_consent: { parent_email: 'ouder@voorbeeld.nl', given_on: '2026-11-30' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Dossier openbaar maken' }));
    expect(await screen.findByRole('button', { name: 'Dossier offline halen' })).toBeTruthy();
    expect(screen.getByText('Je dossier is nu openbaar.')).toBeTruthy();
  });

  it('keeps the focus on the publish button and on Opslaan while they work, and after', async () => {
    renderPage();
    await loaded();
    let release = api.hold('PUT', '/api/dossier');
    await userEvent.click(screen.getByRole('button', { name: 'Dossier openbaar maken' }));
    // Busy, and still the focus's place: a disabled button would drop it to <body>.
    const publishing = await screen.findByRole('button', { name: 'Bezig met openbaar maken...' });
    expect(publishing.getAttribute('aria-disabled')).toBe('true');
    expect(browserFocus()).toBe(publishing);
    release();
    expect(await screen.findByText('Je dossier is nu openbaar.')).toBeTruthy();
    expect(browserFocus()).toBe(screen.getByRole('button', { name: 'Dossier offline halen' }));

    await userEvent.type(screen.getByLabelText('Over jou, in het Engels'), 'I play in the Dutch top league.');
    release = api.hold('PUT', '/api/dossier');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const saving = await screen.findByRole('button', { name: 'Bezig met opslaan...' });
    expect(browserFocus()).toBe(saving);
    release();
    expect(await screen.findByText('Opgeslagen.')).toBeTruthy();
    expect(browserFocus()).toBe(screen.getByRole('button', { name: 'Opslaan' }));
  });

  it('keeps what was typed when a save fails, and sends only what changed', async () => {
    renderPage();
    await loaded();
    const about = screen.getByLabelText('Over jou, in het Engels') as HTMLTextAreaElement;
    await userEvent.type(about, 'I play in the Dutch top league.');
    expect(screen.getByText(/31 van 1500 tekens/)).toBeTruthy();
    api.failPut({ status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opslaan lukte niet. Probeer het opnieuw.')).toBeTruthy();
    expect(about.value).toBe('I play in the Dutch top league.');

    api.failPut(null);
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen.')).toBeTruthy();
    expect(api.puts().at(-1)?.body).toEqual({ about_en: 'I play in the Dutch top league.' });
    expect(about.value).toBe('I play in the Dutch top league.');
  });

  it("puts the domain's Dutch message under an invalid NCAA ID and focuses it, before sending", async () => {
    renderPage();
    await loaded();
    const ncaa = screen.getByLabelText('Je NCAA ID (Eligibility Center)');
    await userEvent.type(ncaa, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const error = await screen.findByText(DOSSIER_MESSAGES.ncaaId);
    expect(ncaa.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(ncaa));
    expect(api.puts()).toHaveLength(0);
  });
});

describe('the key stats', () => {
  const DUTCH = '14 doelpunten en 9 assists in 22 wedstrijden (MO18, 2025-2026)\nSnelste sprint: 2,9 s over 20 m';
  const keyStats = () => screen.getByLabelText('Je belangrijkste statistieken, in het Engels') as HTMLTextAreaElement;

  it("shows the profile's Dutch beside the English field, tied to it, and saves only what was written", async () => {
    api.setDossier({ profile_key_stats: DUTCH });
    renderPage();
    await loaded();
    const field = keyStats();
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('lang')).toBe('en');
    // The Dutch to translate from, in Dutch, read out with the field after its label.
    const reference = screen.getByText('Dit schreef je in je profiel (Nederlands):').parentElement as HTMLElement;
    const dutch = within(reference).getByText(/^14 doelpunten en 9 assists/);
    expect(dutch.getAttribute('lang')).toBe('nl');
    expect(dutch.textContent).toBe(DUTCH);
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy).toContain(reference.id);
    const hint = document.getElementById(describedBy.at(-1) ?? '');
    expect(hint?.textContent).toMatch(
      /^Zet je cijfers in het Engels voor coaches, één per regel en met het seizoen erbij/,
    );
    expect(hint?.textContent).toMatch(/Decimalen met een punt: 7:18\.4, niet 7:18,4\. 0 van 1000 tekens$/);

    // By keyboard, right after the position, as the page shows them.
    screen.getByLabelText('Je positie, in het Engels').focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(field);
    await userEvent.keyboard('14 goals, 9 assists in 22 games (U18, 2025-26){Enter}Fastest 20 m sprint: 2.9 s');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen.')).toBeTruthy();
    expect(api.puts().at(-1)?.body).toEqual({
      key_stats_en: '14 goals, 9 assists in 22 games (U18, 2025-26)\nFastest 20 m sprint: 2.9 s',
    });
    expect(api.dossier.key_stats_en).toBe('14 goals, 9 assists in 22 games (U18, 2025-26)\nFastest 20 m sprint: 2.9 s');
  });

  it('refuses a text over the limit under the field, in Dutch, and focuses it before sending', async () => {
    renderPage();
    await loaded();
    const field = keyStats();
    fireEvent.change(field, { target: { value: 'x'.repeat(DOSSIER_TEXT_MAX.key_stats + 1) } });
    expect(screen.getByText(/1001 van 1000 tekens$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const error = await screen.findByText('Gebruik maximaal 1000 tekens.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(api.puts()).toHaveLength(0);
    // What was typed stays; shortened, the message goes and the save goes through.
    expect(field.value).toHaveLength(DOSSIER_TEXT_MAX.key_stats + 1);
    fireEvent.change(field, { target: { value: '2k ergo: 6:58.4 (March 2026)' } });
    expect(screen.queryByText('Gebruik maximaal 1000 tekens.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen.')).toBeTruthy();
    expect(api.puts().at(-1)?.body).toEqual({ key_stats_en: '2k ergo: 6:58.4 (March 2026)' });
  });

  it("puts the server's refusal under the field", async () => {
    api.failPut({ status: 400, error: 'Ongeldige invoer', fields: { key_stats_en: 'Gebruik maximaal 1000 tekens.' } });
    renderPage();
    await loaded();
    await userEvent.type(keyStats(), '2k ergo: 6:58.4');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const error = await screen.findByText('Gebruik maximaal 1000 tekens.');
    expect(keyStats().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(keyStats()));
  });

  it('shows the field without a reference when the profile has no key stats, and a stored text to edit', async () => {
    api.setDossier({ profile_key_stats: null, key_stats_en: '2k ergo: 6:58.4 (March 2026)' });
    renderPage();
    await loaded();
    expect(keyStats().value).toBe('2k ergo: 6:58.4 (March 2026)');
    expect(screen.queryByText('Dit schreef je in je profiel (Nederlands):')).toBeNull();
    expect(keyStats().getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
    // Its own switch among the others.
    expect(box('key_stats').checked).toBe(true);
  });
});

describe('links for coaches', () => {
  it('lists each link with its views', async () => {
    renderPage();
    await loaded();
    const item = (await within(linksCard()).findByText('Stanford')).closest('li') as HTMLElement;
    expect(item.textContent).toContain('3 keer bekeken, laatst op 4 december 2026');
    expect(item.textContent).toContain('Actief');
  });

  it('makes a link and shows its address once, with a copy button', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    renderPage();
    await loaded();
    await userEvent.click(within(linksCard()).getByRole('button', { name: 'Link maken' }));
    expect(await within(linksCard()).findByText(DOSSIER_MESSAGES.label)).toBeTruthy();

    await userEvent.type(within(linksCard()).getByLabelText('Voor wie is de link?'), 'Duke');
    await userEvent.click(within(linksCard()).getByRole('button', { name: 'Link maken' }));
    const notice = await screen.findByRole('region', { name: 'Je nieuwe link voor Duke' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Je nieuwe link voor Duke'));
    const address = within(notice).getByLabelText('Adres van de link') as HTMLInputElement;
    expect(address.value).toMatch(new RegExp(`^${api.url}/r/`));
    expect(address.readOnly).toBe(true);
    expect(notice.textContent).toContain(
      'Bewaar of kopieer de link nu: we tonen hem niet nog een keer. Kwijt? Trek hem in en maak een nieuwe.',
    );
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ label: 'Duke' });

    stubClipboard(writeText);
    fireEvent.click(within(notice).getByRole('button', { name: 'Kopieer link' }));
    expect(await within(notice).findByText('Link gekopieerd.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(address.value);

    const url = address.value;
    const item = (await within(linksCard()).findByText('Duke', { selector: 'li span' })).closest('li');
    expect(item?.textContent).toContain('Nog niet bekeken');
    await userEvent.click(within(notice).getByRole('button', { name: 'Ik heb de link bewaard' }));
    expect(screen.queryByRole('region', { name: 'Je nieuwe link voor Duke' })).toBeNull();
    expect(document.body.innerHTML).not.toContain(url);
  });

  it('selects the address to copy by hand when the clipboard is refused', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    renderPage();
    await loaded();
    await userEvent.type(within(linksCard()).getByLabelText('Voor wie is de link?'), 'Coach Miller');
    await userEvent.click(within(linksCard()).getByRole('button', { name: 'Link maken' }));
    const notice = await screen.findByRole('region', { name: 'Je nieuwe link voor Coach Miller' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Kopieer link' }));
    expect(await within(notice).findByText(/Kopiëren lukte niet/)).toBeTruthy();
    const address = within(notice).getByLabelText('Adres van de link') as HTMLInputElement;
    expect(document.activeElement).toBe(address);
    expect([address.selectionStart, address.selectionEnd]).toEqual([0, address.value.length]);
  });

  it('revokes a link after a confirmation, and the list says so', async () => {
    renderPage();
    await loaded();
    await userEvent.click(await within(linksCard()).findByRole('button', { name: 'Link voor Stanford intrekken' }));
    const confirm = within(linksCard()).getByRole('group', { name: /Link voor Stanford intrekken\?/ });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Annuleren'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Intrekken'));

    await userEvent.click(within(linksCard()).getByRole('button', { name: 'Link voor Stanford intrekken' }));
    await userEvent.click(within(linksCard()).getByRole('button', { name: 'Ja, intrekken' }));
    expect(await within(linksCard()).findByText('De link voor Stanford is ingetrokken.')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe(`/api/dossier/links/${STANFORD.id}`);
    const item = within(linksCard()).getByText('Stanford').closest('li') as HTMLElement;
    expect(item.textContent).toContain('Ingetrokken');
    expect(within(item).queryByRole('button')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(item));
  });
});

describe('a link per school', () => {
  it('offers the schools of the matches by name, fills an empty label with the one chosen and sends its id', async () => {
    api.setMatches([IOWA, DUKE, matchOf(3, '198419')]);
    renderPage();
    await loaded();
    const select = (await within(linksCard()).findByLabelText('Universiteit (optioneel)')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Geen universiteit gekozen',
      'Duke University',
      'University of Iowa',
    ]);
    await userEvent.selectOptions(select, 'University of Iowa');
    const label = within(linksCard()).getByLabelText('Voor wie is de link?') as HTMLInputElement;
    expect(label.value).toBe('University of Iowa');
    // The name filled in follows another choice.
    await userEvent.selectOptions(select, 'Duke University');
    expect(label.value).toBe('Duke University');
    await userEvent.click(within(linksCard()).getByRole('button', { name: 'Link maken' }));
    expect(await screen.findByRole('region', { name: 'Je nieuwe link voor Duke University' })).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      label: 'Duke University',
      institution_id: '198419',
    });
    expect(select.value).toBe('');
  });

  it('keeps a label the athlete typed, and names the link by its school in the list', async () => {
    api.setMatches([DUKE, IOWA]);
    renderPage();
    await loaded();
    const label = within(linksCard()).getByLabelText('Voor wie is de link?') as HTMLInputElement;
    await userEvent.type(label, 'Coach Smith');
    await userEvent.selectOptions(
      await within(linksCard()).findByLabelText('Universiteit (optioneel)'),
      'University of Iowa',
    );
    expect(label.value).toBe('Coach Smith');
    await userEvent.click(within(linksCard()).getByRole('button', { name: 'Link maken' }));
    await screen.findByRole('region', { name: 'Je nieuwe link voor Coach Smith' });
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      label: 'Coach Smith',
      institution_id: '153658',
    });
    const item = (await within(linksCard()).findByText('University of Iowa', { selector: 'li span' })).closest('li');
    expect(item?.textContent).toContain('Coach Smith');
  });

  it('names a link by its label when its school is no longer among the matches', async () => {
    api.setMatches([DUKE]);
    api.setLinks([
      exampleLink(3, { label: 'Coach K', institution_id: '198419' }),
      exampleLink(4, { label: 'Stanford Cardinal', institution_id: '243744' }),
    ]);
    renderPage();
    await loaded();
    const duke = (await within(linksCard()).findByText('Duke University', { selector: 'li span' })).closest('li');
    expect(duke?.textContent).toContain('Coach K');
    expect(within(linksCard()).getByText('Stanford Cardinal', { selector: 'li span' })).toBeTruthy();
  });

  it("tells apart a school's links made by drafts on one day: the draft's kind and the time", async () => {
    api.setMatches([DUKE]);
    api.setLinks([
      exampleLink(5, {
        label: 'Duke University · Eerste e-mail',
        institution_id: '198419',
        created_at: '2026-12-07T09:05:00.000Z',
      }),
      exampleLink(6, {
        label: 'Duke University · Follow-up',
        institution_id: '198419',
        created_at: '2026-12-07T14:40:00.000Z',
      }),
    ]);
    renderPage();
    await loaded();
    const items = (await within(linksCard()).findAllByText('Duke University', { selector: 'li span' })).map(
      (span) => span.closest('li')?.textContent ?? '',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Duke University · Eerste e-mail');
    expect(items[0]).toContain('Gemaakt op 7 december 2026 om 10:05');
    expect(items[1]).toContain('Duke University · Follow-up');
    expect(items[1]).toContain('Gemaakt op 7 december 2026 om 15:40');
  });

  it('shows no select without matches, and says a name of its own is enough', async () => {
    renderPage();
    await loaded();
    expect(
      await within(linksCard()).findByText('Je hebt nog geen matches: geef de link gewoon een naam die jij herkent.'),
    ).toBeTruthy();
    expect(within(linksCard()).queryByLabelText('Universiteit (optioneel)')).toBeNull();
  });
});

describe('the photo', () => {
  it('offers only uploaded images, saves a choice at once and shows it', async () => {
    const photo = exampleImage(1, { title: 'Wedstrijdfoto' });
    api.setFiles([photo, exampleImage(2, { title: 'highlights.mp4', mimeType: 'video/mp4' })]);
    renderPage();
    await loaded();
    const card = await photoCard();
    const select = (await within(card).findByLabelText('Foto op je dossier')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Geen foto', 'Wedstrijdfoto']);

    await userEvent.selectOptions(select, 'Wedstrijdfoto');
    expect(await within(card).findByText('Opgeslagen: deze foto staat op je dossier.')).toBeTruthy();
    expect(api.puts().at(-1)?.body).toEqual({ photo_upload_id: photo.id });
    expect(select.value).toBe(photo.id);
    expect(within(card).getByRole('img', { name: 'De foto die je hebt gekozen' }).getAttribute('src')).toBe(photo.url);

    await userEvent.selectOptions(select, 'Geen foto');
    expect(await within(card).findByText('Opgeslagen: er staat geen foto op je dossier.')).toBeTruthy();
    expect(api.puts().at(-1)?.body).toEqual({ photo_upload_id: null });
    expect(api.dossier.photo_upload_id).toBeNull();
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('puts the choice back when the server refuses it, with the reason under the select', async () => {
    api.setFiles([exampleImage(1, { title: 'Wedstrijdfoto' })]);
    api.failPut({ status: 400, error: 'Ongeldige invoer', fields: { photo_upload_id: DOSSIER_MESSAGES.photo } });
    renderPage();
    await loaded();
    const card = await photoCard();
    const select = (await within(card).findByLabelText('Foto op je dossier')) as HTMLSelectElement;
    await userEvent.selectOptions(select, 'Wedstrijdfoto');
    const error = await within(card).findByText(DOSSIER_MESSAGES.photo);
    expect(select.getAttribute('aria-describedby')).toContain(error.id);
    expect(select.value).toBe('');
  });

  it('uploads a first photo from the card, which becomes the photo at once', async () => {
    api.setFiles([exampleImage(2, { title: 'highlights.mp4', mimeType: 'video/mp4' })]);
    renderPage();
    await loaded();
    const card = await photoCard();
    expect(
      await within(card).findByText(
        'Je hebt nog geen foto geüpload. Upload hieronder een foto: die komt dan meteen op je dossier.',
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('combobox')).toBeNull();

    const jpeg = new File([new Uint8Array(2048).fill(1)], 'portret.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(card).getByLabelText(/Kies een nieuwe foto/), jpeg);
    expect(await within(card).findByText('Opgeslagen: deze foto staat op je dossier.')).toBeTruthy();
    const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/api/upload/image');
    expect(sent?.body).toMatchObject({ fields: { type: 'photo', title: 'portret.jpg' } });
    const uploaded = api.files[0];
    expect(uploaded?.originalName).toBe('portret.jpg');
    expect(api.puts().at(-1)?.body).toEqual({ photo_upload_id: uploaded?.id });
    const select = within(card).getByLabelText('Foto op je dossier') as HTMLSelectElement;
    expect(select.value).toBe(uploaded?.id);
    expect([...select.options].map((option) => option.text)).toEqual(['Geen foto', 'portret.jpg']);
  });
});

describe("withdrawing a parent's consent", () => {
  const consentGroup = () => screen.getByRole('group', { name: 'Toestemming van je ouder of voogd' });

  it('withdraws it after an inline confirmation, and the form is there to record it again', async () => {
    api.setDossier({ consent_required: true, parent_consent: RECORDED });
    renderPage();
    await loaded();
    expect(consentGroup().textContent).toContain('Toestemming van ouder@voorbeeld.nl vastgelegd');
    await userEvent.click(within(consentGroup()).getByRole('button', { name: 'Toestemming intrekken' }));
    const confirm = within(consentGroup()).getByRole('group', {
      name: /Toestemming van ouder@voorbeeld.nl intrekken\?/,
    });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Annuleren'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    expect(api.puts()).toHaveLength(0);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Toestemming intrekken'));

    await userEvent.click(within(consentGroup()).getByRole('button', { name: 'Toestemming intrekken' }));
    await userEvent.click(within(consentGroup()).getByRole('button', { name: 'Ja, intrekken' }));
    expect(await within(consentGroup()).findByText('Toestemming ingetrokken.')).toBeTruthy();
    expect(api.puts()[0]?.body).toEqual({ parent_consent: null });
    expect(api.dossier.parent_consent).toBeNull();
    expect(consentGroup().textContent).not.toContain('vastgelegd, gegeven op');
    const email = within(consentGroup()).getByLabelText('E-mailadres van de ouder of voogd die toestemming geeft');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it("shows the server's refusal inside the confirmation while the dossier is public", async () => {
    api.setDossier({
      consent_required: true,
      parent_consent: RECORDED,
      published: true,
      published_at: DOSSIER_SAVED_AT,
    });
    renderPage();
    await loaded();
    await userEvent.click(within(consentGroup()).getByRole('button', { name: 'Toestemming intrekken' }));
    const yes = within(consentGroup()).getByRole('button', { name: 'Ja, intrekken' });
    await userEvent.click(yes);
    const confirm = within(consentGroup()).getByRole('group', { name: /intrekken\?/ });
    const error = await within(confirm).findByRole('alert');
    expect(error.textContent).toBe(DOSSIER_MESSAGES.consentNeeded);
    expect(yes.getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(yes));
    expect(api.dossier.parent_consent).not.toBeNull();
    expect(screen.getByText('Openbaar')).toBeTruthy();
  });
});
