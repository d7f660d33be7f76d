import {
  exampleFile,
  exampleProfile,
  type MultipartBody,
  startProfileUploadsApi,
} from '@talentbrug/api-client/testing/profile-uploads-api';
import { SteppedXhr } from '@talentbrug/api-client/testing/stepped-xhr';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { browserFocus } from '@talentbrug/ui/testing/focus';
import { TOAST_TEXTS } from '@talentbrug/ui/toast';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ageFromDateOfBirth } from '../features/profile/utils/age.ts';
import { usePageApi } from '../testing/page-api.ts';
import { renderInShell } from '../testing/render-in-shell.tsx';
import ProfilePage from './profile-page.tsx';

const PROFILE = exampleProfile();
const VIDEO = exampleFile(1, { title: 'finale-2026.mp4', originalName: 'finale-2026.mp4' });

const api = usePageApi(() => startProfileUploadsApi(PROFILE, [VIDEO]), '/profile');
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () => renderInShell(<ProfilePage />, '/profile');

/** The shell's toast region, there from the first toast on (react-toastify loads with it). */
const toasts = () => screen.findByRole('region', { name: TOAST_TEXTS.region });
const loaded = () => screen.findByRole('button', { name: 'Profiel bewerken' });
/** The value shown for a fact in a card, the card found by its heading. */
const fact = (card: string, term: string) => {
  const region = screen.getByRole('region', { name: card });
  const dt = within(region).getByText(term, { selector: 'dt' });
  return dt.parentElement?.querySelector('dd')?.textContent ?? null;
};
const dialog = (name: string) => screen.getByRole('dialog', { name });
/** A dialog just asked for: it is downloaded on first use. */
const opened = (name: string) => screen.findByRole('dialog', { name });
const field = (name: string | RegExp) => within(dialog('Profiel bewerken')).getByLabelText(name);

/** Opens the editor, which is downloaded on first use. */
async function openEditor() {
  await userEvent.click(await loaded());
  return screen.findByRole('dialog', { name: 'Profiel bewerken' });
}

async function replace(name: string | RegExp, text: string) {
  const input = field(name);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('the profile page', () => {
  it('shows its title and a loading state, then the three cards with the real facts', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/profile') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Profiel laden...');
    await loaded();

    expect(fact('Over jou', 'Naam')).toBe('Sem de Vries');
    expect(fact('Over jou', 'Sport en positie')).toBe('Hockey (heren) · Middenvelder');
    expect(fact('Over jou', 'Leeftijd')).toBe(`${ageFromDateOfBirth('2008-05-12')} jaar`);
    expect(fact('Over jou', 'Nationaliteit')).toBe('Nederlandse');
    expect(fact('Over jou', 'Lengte')).toBe('182 cm');
    expect(fact('Over jou', 'Gewicht')).toBe('74 kg');

    expect(fact('Studie', 'GPA')).toBe('3,3');
    expect(fact('Studie', 'SAT')).toBe('1310');
    expect(fact('Studie', 'ACT')).toBe('Niet ingevuld');
    expect(fact('Studie', 'Engelse toets')).toBe('TOEFL iBT: 100');

    const preferences = screen.getByRole('region', { name: 'Voorkeuren' });
    expect(
      within(preferences)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Californië', 'North Carolina']);
    expect(fact('Voorkeuren', 'Huidig niveau')).toBeTruthy();
    expect(fact('Voorkeuren', 'Huidig niveau')).not.toBe('Nog invullen');
    expect(fact('Voorkeuren', 'Grootte universiteit')).toBe('Middelgroot (5.000 tot 20.000)');
    expect(fact('Voorkeuren', 'Eigen budget')).toBe('€15.000 per jaar');
    expect(fact('Voorkeuren', 'Gewenste start')).toBe('augustus 2027');
  });

  it("says 'Nog onbekend' for a start the athlete left open in the onboarding, never a guessed date", async () => {
    api.setProfile(exampleProfile({ target_start_year: null, target_start_month: null, graduation_year: 2029 }));
    renderPage();
    await loaded();
    expect(fact('Voorkeuren', 'Gewenste start')).toBe('Nog onbekend');
  });

  it('shows the Dutch average the athlete typed as a grade, with its GPA estimate beside it', async () => {
    api.setProfile(exampleProfile({ academic_gpa: 3.3, academic_grade: 7.4 }));
    renderPage();
    await loaded();
    expect(fact('Studie', 'Gemiddeld cijfer')).toBe('7,4 (GPA-schatting 3,3)');
    expect(within(screen.getByRole('region', { name: 'Studie' })).queryByText('GPA', { selector: 'dt' })).toBeNull();
  });

  it("shows the key stats the wizard asked for ('Belangrijkste statistieken') right after the achievements", async () => {
    api.setProfile(exampleProfile({ key_stats: '2k ergo 7:18,4, 6k 23:40' }));
    renderPage();
    await loaded();
    expect(fact('Over jou', 'Belangrijkste statistieken')).toBe('2k ergo 7:18,4, 6k 23:40');
    const terms = within(screen.getByRole('region', { name: 'Over jou' }))
      .getAllByText(/./, { selector: 'dt' })
      .map((term) => term.textContent);
    expect(terms.indexOf('Belangrijkste statistieken')).toBe(terms.indexOf('Prestaties') + 1);
  });

  it('shows the placeholders where facts are missing', async () => {
    api.setProfile(
      exampleProfile({
        date_of_birth: null,
        preferred_states: [],
        sat_score: null,
        position: null,
        height_cm: null,
        key_stats: null,
      }),
    );
    renderPage();
    await loaded();
    expect(fact('Over jou', 'Belangrijkste statistieken')).toBe('Nog invullen');
    expect(fact('Over jou', 'Leeftijd')).toBe('Nog invullen');
    expect(fact('Over jou', 'Lengte')).toBe('Nog invullen');
    expect(fact('Over jou', 'Sport en positie')).toBe('Hockey (heren) · positie onbekend');
    expect(fact('Studie', 'SAT')).toBe('Niet ingevuld');
    expect(fact('Voorkeuren', 'Voorkeursstaten')).toBe('Geen voorkeur: overal in de VS');
  });

  it("shows 'Kon je profiel niet laden.' as a red banner and a toast, with a retry", async () => {
    api.failProfileGet({ status: 500, error: 'Er ging iets mis' });
    renderPage();
    const title = await screen.findByText('Kon je profiel niet laden.', { selector: '[role=alert] p' });
    const alert = title.closest('[role=alert]') as HTMLElement;
    expect(await within(await toasts()).findByText('Kon je profiel niet laden.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Profiel bewerken' })).toBeNull();

    api.failProfileGet(null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await loaded();
    expect(fact('Over jou', 'Naam')).toBe('Sem de Vries');
  });

  it('without a profile shows the yellow notice with the way to the onboarding', async () => {
    api.setProfile(null);
    renderPage();
    const notice = await screen.findByText('Je hebt nog geen profiel. Vul eerst de onboarding in!');
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de onboarding' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.queryByRole('button', { name: 'Profiel bewerken' })).toBeNull();
    expect(screen.queryByRole('heading', { name: "Mijn Video's" })).toBeNull();
  });
});

describe('editing the profile', () => {
  it('offers every field, filled from the profile', async () => {
    renderPage();
    await openEditor();
    const expected: Array<[string | RegExp, string]> = [
      ['Voornaam', 'Sem'],
      ['Achternaam', 'de Vries'],
      ['Geboortedatum', '2008-05-12'],
      ['Nationaliteit', 'Nederlandse'],
      [/^Sport$/, 'Hockey'],
      ['Team', 'heren'],
      ['Positie of discipline', 'Middenvelder'],
      ['Club', 'HC Bloemendaal JA1'],
      ['Lengte (cm)', '182'],
      ['Gewicht (kg)', '74'],
      ['Prestaties', 'Landskampioen JA (2025)'],
      ['Opleiding', 'VWO'],
      ['GPA', '3,3'],
      ['Eindexamenjaar', '2026'],
      ['Studierichting', 'Business'],
      ['SAT-score', '1310'],
      ['ACT-score', ''],
      ['Engelse toets', 'toefl'],
      ['Score Engelse toets', '100'],
      ['Grootte van de universiteit', 'middel'],
      ['Eigen budget per jaar (euro)', '15000'],
      ['Startmaand', '8'],
      ['Startjaar', '2027'],
      ['Soort beurs', 'Partial'],
      ['Link naar je highlightvideo', ''],
    ];
    for (const [label, value] of expected) expect((field(label) as HTMLInputElement).value, String(label)).toBe(value);
    expect((field('Huidig niveau') as HTMLSelectElement).value).not.toBe('');
    // Said for every sport, a rower's or a swimmer's too (it said 'De competitie die...').
    const levelHelp = (field('Huidig niveau').getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ');
    expect(levelHelp).toContain('in een individuele sport telt je beste resultaat of je hoogste selectie');
    expect((field('Geboortedatum') as HTMLInputElement).type).toBe('date');
    const states = within(dialog('Profiel bewerken')).getByRole('group', { name: 'Voorkeursstaten' });
    expect((within(states).getByRole('checkbox', { name: 'Californië' }) as HTMLInputElement).checked).toBe(true);
    expect((within(states).getByRole('checkbox', { name: 'Texas' }) as HTMLInputElement).checked).toBe(false);
  });

  it('saves only the changes: integers, the GPA in tenths, emptied values as null, empty ones left out', async () => {
    renderPage();
    await openEditor();
    await replace('Lengte (cm)', '185');
    await replace('Gewicht (kg)', '78');
    await replace('GPA', '3,5');
    await replace('SAT-score', '');
    await replace('ACT-score', '');
    const states = within(dialog('Profiel bewerken')).getByRole('group', { name: 'Voorkeursstaten' });
    await userEvent.type(within(states).getByLabelText('Zoek een staat'), 'tex');
    expect(
      within(states)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label') ?? box.parentElement?.textContent),
    ).toEqual(['Texas']);
    await userEvent.click(within(states).getByRole('checkbox', { name: 'Texas' }));
    await userEvent.click(within(states).getByRole('button', { name: 'North Carolina verwijderen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await within(await toasts()).findByText('Profiel succesvol opgeslagen! ✅')).toBeTruthy();
    expect(api.patches()).toHaveLength(1);
    expect(api.patches()[0]?.body).toEqual({
      height_cm: 185,
      weight_kg: 78,
      academic_gpa: 3.5,
      sat_score: null,
      preferred_states: ['CA', 'TX'],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(fact('Over jou', 'Lengte')).toBe('185 cm'));
    expect(fact('Studie', 'SAT')).toBe('Niet ingevuld');
    expect(fact('Studie', 'GPA')).toBe('3,5');
    const preferences = screen.getByRole('region', { name: 'Voorkeuren' });
    expect(
      within(preferences)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Californië', 'Texas']);
    // The focus is back on the button that opened the editor.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Profiel bewerken' }));
  });

  it('saves the key stats as typed, and an emptied field as null', async () => {
    api.setProfile(exampleProfile({ key_stats: '2k ergo 7:18,4' }));
    renderPage();
    await openEditor();
    expect((field('Belangrijkste statistieken') as HTMLTextAreaElement).value).toBe('2k ergo 7:18,4');
    await replace('Belangrijkste statistieken', '2k ergo 7:12,9{Enter}6k 23:21');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await within(await toasts()).findByText('Profiel succesvol opgeslagen! ✅')).toBeTruthy();
    expect(api.patches().map((patch) => patch.body)).toEqual([{ key_stats: '2k ergo 7:12,9\n6k 23:21' }]);
    await waitFor(() => expect(fact('Over jou', 'Belangrijkste statistieken')).toBe('2k ergo 7:12,9\n6k 23:21'));

    await openEditor();
    await replace('Belangrijkste statistieken', '');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(api.patches()).toHaveLength(2));
    expect(api.patches()[1]?.body).toEqual({ key_stats: null });
    await waitFor(() => expect(fact('Over jou', 'Belangrijkste statistieken')).toBe('Nog invullen'));
  });

  it("refuses key stats longer than the wizard's 5000 characters in Dutch, and sends nothing", async () => {
    renderPage();
    await openEditor();
    fireEvent.change(field('Belangrijkste statistieken'), { target: { value: 'x'.repeat(5001) } });
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(field('Belangrijkste statistieken').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Gebruik maximaal 5000 tekens.')).toBeTruthy();
    expect(api.patches()).toHaveLength(0);
  });

  it('saves the matching facts: ACT, the English test and score, school size and start', async () => {
    renderPage();
    await openEditor();
    await replace('ACT-score', '31');
    await userEvent.selectOptions(field('Engelse toets'), 'IELTS');
    await replace('Score Engelse toets', '7,5');
    await userEvent.selectOptions(field('Grootte van de universiteit'), 'Groot (20.000 of meer)');
    await userEvent.selectOptions(field('Startmaand'), 'januari');
    await replace('Startjaar', '2028');
    await replace('Eigen budget per jaar (euro)', '20.000');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    await within(await toasts()).findByText('Profiel succesvol opgeslagen! ✅');
    expect(api.patches()[0]?.body).toEqual({
      act_score: 31,
      english_test: 'ielts',
      english_score: 7.5,
      preferred_school_size: 'groot',
      target_start_month: 1,
      target_start_year: 2028,
      budget_eur_min: 20000,
    });
    await waitFor(() => expect(fact('Studie', 'ACT')).toBe('31'));
    expect(fact('Studie', 'Engelse toets')).toBe('IELTS: 7,5');
    expect(fact('Voorkeuren', 'Gewenste start')).toBe('januari 2028');
  });

  it('shows the college levels the athlete wishes and lets them be changed with the keyboard, or cleared', async () => {
    api.setProfile(exampleProfile({ preferred_divisions: ['d2', 'naia'] }));
    renderPage();
    await loaded();
    const preferences = screen.getByRole('region', { name: 'Voorkeuren' });
    const levels = within(preferences).getByText('Voorkeursniveaus', { selector: 'dt' }).parentElement;
    expect(
      within(levels as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['NCAA Division II', 'NAIA']);

    await openEditor();
    const group = () => within(dialog('Profiel bewerken')).getByRole('group', { name: 'Voorkeursniveaus' });
    expect(
      (group().getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    ).toContain('Vink je niets aan, dan kijken we naar alle niveaus.');
    const box = (name: string) => within(group()).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(
      ['NCAA Division I', 'NCAA Division II', 'NCAA Division III', 'NAIA'].map((name) => box(name).checked),
    ).toEqual([false, true, false, true]);
    expect(
      document.getElementById(box('NJCAA (junior college)').getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Tweejarige colleges: goedkoper, daarna vaak door naar een vierjarige universiteit.');
    box('NCAA Division III').focus();
    await userEvent.keyboard(' ');
    await userEvent.click(box('NAIA'));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    await within(await toasts()).findByText('Profiel succesvol opgeslagen! ✅');
    expect(api.patches()[0]?.body).toEqual({ preferred_divisions: ['d2', 'd3'] });
    await waitFor(() => expect(fact('Voorkeuren', 'Voorkeursniveaus')).toBe('NCAA Division IINCAA Division III'));

    await openEditor();
    await userEvent.click(box('NCAA Division II'));
    await userEvent.click(box('NCAA Division III'));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(api.patches()).toHaveLength(2));
    expect(api.patches()[1]?.body).toEqual({ preferred_divisions: [] });
    await waitFor(() => expect(fact('Voorkeuren', 'Voorkeursniveaus')).toBe('Geen voorkeur: alle niveaus'));
  });

  it('shows a Dutch error under each wrong field, sends nothing and moves the focus to the first', async () => {
    renderPage();
    await openEditor();
    await replace('Lengte (cm)', '182,5');
    await replace('GPA', '3,45');
    await replace('SAT-score', '1700');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    const height = field('Lengte (cm)');
    expect(height.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | ');
    expect(describedBy(height)).toContain('Gebruik een heel getal.');
    expect(describedBy(field('GPA'))).toContain('Gebruik één decimaal, bijvoorbeeld 3,4.');
    expect(describedBy(field('SAT-score'))).toContain('Vul een waarde in tussen 400 en 1600.');
    expect(within(dialog('Profiel bewerken')).getByRole('alert').textContent).toContain(
      'Controleer de 3 gemarkeerde velden.',
    );
    await waitFor(() => expect(document.activeElement).toBe(height));
    expect(api.patches()).toHaveLength(0);

    // Fixing a field takes its message away.
    await replace('Lengte (cm)', '183');
    expect(field('Lengte (cm)').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses to empty the first name: the Dutch message under the field, nothing sent, no success', async () => {
    renderPage();
    await openEditor();
    await replace('Voornaam', '');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    const firstName = field('Voornaam');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(
      (firstName.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | '),
    ).toContain('Vul je voornaam in.');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(api.patches()).toHaveLength(0);
    expect(screen.queryByText('Profiel succesvol opgeslagen! ✅')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Profiel bewerken' })).toBeTruthy();
  });

  it('refuses a name of 61 characters and a birth date in 2030, in Dutch', async () => {
    renderPage();
    await openEditor();
    await replace('Achternaam', 'x'.repeat(61));
    fireEvent.change(field('Geboortedatum'), { target: { value: '2030-04-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const alertText = within(dialog('Profiel bewerken')).getByRole('alert').textContent;
    expect(alertText).toContain('Controleer de 2 gemarkeerde velden.');
    expect(screen.getByText('Gebruik maximaal 60 tekens.')).toBeTruthy();
    expect(screen.getByText('Je geboortedatum kan niet in de toekomst liggen.')).toBeTruthy();
    expect(api.patches()).toHaveLength(0);
  });

  it("shows the server's Dutch message per field and 'Kon profiel niet opslaan'", async () => {
    api.failPatch({
      status: 400,
      error: 'Ongeldige invoer',
      fields: { nationality: 'Deze tekst bevat een ongeldig teken.' },
    });
    renderPage();
    await openEditor();
    await replace('Nationaliteit', 'Nederlands');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await within(await toasts()).findByText('Kon profiel niet opslaan')).toBeTruthy();
    const nationality = field('Nationaliteit');
    expect(nationality.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Deze tekst bevat een ongeldig teken.')).toBeTruthy();
    expect(within(dialog('Profiel bewerken')).getByRole('alert').textContent).toContain('Kon profiel niet opslaan');
  });

  it("keeps the form open with 'Kon profiel niet opslaan' when the server fails", async () => {
    api.failPatch({ status: 500, error: 'Er ging iets mis' });
    renderPage();
    await openEditor();
    await replace('Voornaam', 'Semmy');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await within(await toasts()).findByText('Kon profiel niet opslaan')).toBeTruthy();
    expect((field('Voornaam') as HTMLInputElement).value).toBe('Semmy');

    api.failPatch(null);
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await within(await toasts()).findByText('Profiel succesvol opgeslagen! ✅')).toBeTruthy();
    await waitFor(() => expect(fact('Over jou', 'Naam')).toBe('Semmy de Vries'));
  });

  it("keeps the focus on 'Opslaan' while it saves, and saves once however often it is pressed", async () => {
    renderPage();
    await openEditor();
    await replace('Voornaam', 'Semmy');
    const release = api.hold('PATCH', '/api/profiles/me');
    within(dialog('Profiel bewerken')).getByRole('button', { name: 'Opslaan' }).focus();
    await userEvent.keyboard('{Enter}');

    // Busy, and still the focus's place: a disabled button would drop it to <body>.
    const busy = await within(dialog('Profiel bewerken')).findByRole('button', { name: 'Opslaan...' });
    expect(browserFocus()).toBe(busy);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(busy);
    await userEvent.type(field('Voornaam'), '{Enter}');
    release();

    expect(await within(await toasts()).findByText('Profiel succesvol opgeslagen! ✅')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Profiel bewerken' }));
    expect(api.patches()).toHaveLength(1);
  });

  it('cancel closes without saving, and the next opening starts from the stored profile', async () => {
    renderPage();
    await openEditor();
    await replace('Voornaam', 'Anders');
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await openEditor();
    expect((field('Voornaam') as HTMLInputElement).value).toBe('Sem');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.patches()).toHaveLength(0);
  });
});

describe("'Mijn Video's'", () => {
  const videosRegion = () => screen.getByRole('region', { name: "Mijn Video's" });
  const videoTitles = () =>
    within(videosRegion())
      .queryAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
  const picker = () => within(videosRegion()).getByLabelText(/Kies je highlightvideo/);
  const mp4 = (name = 'training.mp4', bytes = 4096) =>
    new File([new Uint8Array(bytes).fill(1)], name, { type: 'video/mp4' });

  it('lists the videos with their sizes', async () => {
    renderPage();
    await loaded();
    expect(await within(videosRegion()).findByText('finale-2026.mp4')).toBeTruthy();
    expect(within(videosRegion()).getByText(/11,5 MB · geüpload op 21 november 2026/)).toBeTruthy();
    expect(api.requests.filter((r) => r.path === '/api/upload/files').map((r) => r.query.get('type'))).toContain(
      'highlight',
    );
  });

  it('says so when there are no videos yet', async () => {
    api.setFiles([]);
    renderPage();
    await loaded();
    expect(await within(videosRegion()).findByText("Je hebt nog geen video's geüpload.")).toBeTruthy();
  });

  it('uploads a highlight (title the file name), shows success and the new video on the profile', async () => {
    api.setFiles([]);
    renderPage();
    await loaded();
    await within(videosRegion()).findByText("Je hebt nog geen video's geüpload.");
    const profileReads = api.requests.filter((r) => r.path === '/api/profiles/me').length;

    const release = api.hold('POST', '/api/upload/video');
    await userEvent.upload(picker(), mp4('training.mp4'));
    expect(within(videosRegion()).getByRole('progressbar')).toBeTruthy();
    expect(within(videosRegion()).getByRole('button', { name: 'Annuleren' })).toBeTruthy();
    const request = await api.received('POST', '/api/upload/video');
    expect(request.body).toMatchObject({
      fields: { title: 'training.mp4', type: 'highlight' },
      files: [{ field: 'video', filename: 'training.mp4', contentType: 'video/mp4', size: 4096 }],
    });
    expect((request.body as MultipartBody).order).toEqual(['title', 'type', 'video']);
    release();

    expect(
      await within(videosRegion()).findByText('Upload Succesvol!', { selector: ':not([role=status])' }),
    ).toBeTruthy();
    await waitFor(() => expect(videoTitles()).toEqual(['training.mp4']));
    expect(within(videosRegion()).getByText('Op je profiel')).toBeTruthy();
    // The profile was read again: the server set its highlight_video_url, which the score counts.
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/profiles/me').length).toBeGreaterThan(profileReads),
    );
  });

  it('shows the real progress of the request, step by step', async () => {
    vi.stubGlobal('XMLHttpRequest', SteppedXhr);
    renderPage();
    await loaded();
    await userEvent.upload(picker(), mp4('wedstrijd.mp4'));
    await waitFor(() => expect(SteppedXhr.last?.sent).toBeInstanceOf(FormData));
    const xhr = SteppedXhr.last as SteppedXhr;
    expect(xhr.url).toBe(`${api.url}/api/upload/video`);
    const bar = within(videosRegion()).getByRole('progressbar');

    act(() => xhr.progress(300, 1000));
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(within(videosRegion()).getByText('30% geüpload')).toBeTruthy();
    act(() => xhr.progress(650, 1000));
    expect(bar.getAttribute('aria-valuenow')).toBe('65');
    expect(within(videosRegion()).getByText('60% geüpload')).toBeTruthy();

    act(() => xhr.answer(201, { file: exampleFile(7, { title: 'wedstrijd.mp4' }) }));
    expect(
      await within(videosRegion()).findByText('Upload Succesvol!', { selector: ':not([role=status])' }),
    ).toBeTruthy();
  });

  it("cancels a running upload with 'Annuleren'", async () => {
    vi.stubGlobal('XMLHttpRequest', SteppedXhr);
    renderPage();
    await loaded();
    await userEvent.upload(picker(), mp4());
    await waitFor(() => expect(SteppedXhr.last?.sent).not.toBeNull());
    await userEvent.click(within(videosRegion()).getByRole('button', { name: 'Annuleren' }));
    expect(SteppedXhr.last?.aborted).toBe(true);
    expect(within(videosRegion()).getByText('Upload geannuleerd.')).toBeTruthy();
    expect(picker()).toBeTruthy();
  });

  it("shows the server's Dutch reason for a refused file, and 'Kies een ander bestand' sends another", async () => {
    api.failUpload({ status: 400, error: 'Dit bestand is geen video. Kies een MP4, MOV, AVI of MKV.' });
    renderPage();
    await loaded();
    await userEvent.upload(picker(), mp4('nep.mp4'));
    const alert = await within(videosRegion()).findByRole('alert');
    expect(alert.textContent).toContain('Upload Mislukt');
    expect(alert.textContent).toContain('Dit bestand is geen video. Kies een MP4, MOV, AVI of MKV.');
    // Sending the same file again cannot help.
    expect(within(videosRegion()).queryByRole('button', { name: 'Probeer Opnieuw' })).toBeNull();

    api.failUpload(null);
    const other = within(videosRegion()).getByRole('button', { name: 'Kies een ander bestand' });
    const filePicker = videosRegion().querySelector('input[type=file][hidden]') as HTMLInputElement;
    const opened = vi.fn();
    filePicker.addEventListener('click', opened);
    await userEvent.click(other);
    expect(opened).toHaveBeenCalledTimes(1);
    fireEvent.change(filePicker, { target: { files: [mp4('echt.mp4')] } });
    expect(
      await within(videosRegion()).findByText('Upload Succesvol!', { selector: ':not([role=status])' }),
    ).toBeTruthy();
    expect(api.uploads()).toHaveLength(2);
  });

  it("offers 'Probeer Opnieuw' when the server failed for its own reasons, and it sends the same file again", async () => {
    api.failUpload({ status: 503, error: 'Even niet bereikbaar' });
    renderPage();
    await loaded();
    await userEvent.upload(picker(), mp4('wedstrijd.mp4'));
    await within(videosRegion()).findByRole('alert');
    api.failUpload(null);
    await userEvent.click(within(videosRegion()).getByRole('button', { name: 'Probeer Opnieuw' }));
    expect(
      await within(videosRegion()).findByText('Upload Succesvol!', { selector: ':not([role=status])' }),
    ).toBeTruthy();
    expect(api.uploads()).toHaveLength(2);
  });

  it("gives the spec's sentence when the server fails for its own reasons", async () => {
    api.failUpload({ status: 500, error: 'Er ging iets mis' });
    renderPage();
    await loaded();
    await userEvent.upload(picker(), mp4());
    const alert = await within(videosRegion()).findByRole('alert');
    expect(alert.textContent).toContain('Upload mislukt. Probeer het opnieuw.');
  });

  it('refuses a file that is not a video before sending it', async () => {
    renderPage();
    await loaded();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(picker(), new File(['%PDF'], 'cijferlijst.pdf', { type: 'application/pdf' }));
    expect(within(videosRegion()).getByRole('alert').textContent).toBe(
      'Alleen video bestanden zijn toegestaan (MP4, MOV, AVI, MKV)',
    );
    expect(api.uploads()).toHaveLength(0);
  });

  it('plays a video from its own URL in a dialog', async () => {
    renderPage();
    await loaded();
    await userEvent.click(await within(videosRegion()).findByRole('button', { name: 'Afspelen: finale-2026.mp4' }));
    const player = await opened('finale-2026.mp4');
    const video = player.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(`${api.url}${VIDEO.url}`);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(document.activeElement).toBe(video);
    await userEvent.click(within(player).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("renews an expired URL once, then says 'Kon video niet laden'", async () => {
    renderPage();
    await loaded();
    await userEvent.click(await within(videosRegion()).findByRole('button', { name: 'Afspelen: finale-2026.mp4' }));
    const player = await opened('finale-2026.mp4');

    // The signed URL expired while the list sat on screen: the list is read again for a new one.
    api.setFiles([{ ...VIDEO, url: `${VIDEO.url}&renewed=1` }]);
    fireEvent.error(player.querySelector('video') as HTMLVideoElement);
    await waitFor(() =>
      expect(player.querySelector('video')?.getAttribute('src')).toBe(`${api.url}${VIDEO.url}&renewed=1`),
    );
    expect(within(player).queryByRole('alert')).toBeNull();

    fireEvent.error(player.querySelector('video') as HTMLVideoElement);
    expect((await within(player).findByRole('alert')).textContent).toContain('Kon video niet laden');
    expect(player.querySelector('video')).toBeNull();
  });

  it('deletes a video after asking, and puts the focus on the section', async () => {
    renderPage();
    await loaded();
    await userEvent.click(await within(videosRegion()).findByRole('button', { name: 'Verwijderen: finale-2026.mp4' }));
    const confirm = await opened('Video verwijderen?');
    expect(confirm.textContent).toContain("'finale-2026.mp4' wordt definitief verwijderd.");
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Annuleren' }));

    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja, verwijderen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((r) => r.method === 'DELETE')?.path).toBe(`/api/upload/file/${VIDEO.id}`);
    expect(videoTitles()).toEqual([]);
    expect(within(videosRegion()).getByText('Video verwijderd.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(videosRegion()).getByRole('heading', { name: "Mijn Video's" })),
    );
  });

  it("marks the profile's highlight and says what deleting it does", async () => {
    const other = exampleFile(2, { title: 'oefenwedstrijd.mp4' });
    api.setFiles([VIDEO, other]);
    api.setProfile(exampleProfile({ highlight_video_url: `${api.url}/api/upload/file/${VIDEO.id}/content` }));
    renderPage();
    await loaded();
    const row = (await within(videosRegion()).findByRole('heading', { name: 'finale-2026.mp4' })).closest('li');
    expect(row?.textContent).toContain('Op je profiel');
    expect(
      within(videosRegion()).getByRole('heading', { name: 'oefenwedstrijd.mp4' }).closest('li')?.textContent,
    ).not.toContain('Op je profiel');

    await userEvent.click(within(videosRegion()).getByRole('button', { name: 'Verwijderen: finale-2026.mp4' }));
    expect((await opened('Video verwijderen?')).textContent).toContain(
      'Je nieuwste andere video komt dan op je profiel.',
    );
    await userEvent.click(within(dialog('Video verwijderen?')).getByRole('button', { name: 'Ja, verwijderen' }));
    await waitFor(() => expect(videoTitles()).toEqual(['oefenwedstrijd.mp4']));
    await waitFor(() =>
      expect(
        within(videosRegion()).getByRole('heading', { name: 'oefenwedstrijd.mp4' }).closest('li')?.textContent,
      ).toContain('Op je profiel'),
    );
  });

  it('shows the uploaded video and the own link side by side, and the athlete chooses which one is on the profile', async () => {
    const youtube = 'https://www.youtube.com/watch?v=abc123';
    api.setProfile(
      exampleProfile({ video_link: youtube, highlight_video_url: `${api.url}/api/upload/file/${VIDEO.id}/content` }),
    );
    renderPage();
    await loaded();
    const rowOf = async (name: string) =>
      (await within(videosRegion()).findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;
    expect((await rowOf('finale-2026.mp4')).textContent).toContain('Op je profiel');
    const linkRow = await rowOf('Je eigen link');
    expect(within(linkRow).getByRole('link', { name: youtube }).getAttribute('href')).toBe(youtube);
    expect(linkRow.textContent).not.toContain('Op je profiel');

    await userEvent.click(within(linkRow).getByRole('button', { name: 'Zet op je profiel: Je eigen link' }));
    await waitFor(() => expect(api.patches().map((r) => r.body)).toEqual([{ highlight_video_url: youtube }]));
    await waitFor(async () => expect((await rowOf('Je eigen link')).textContent).toContain('Op je profiel'));
    expect(within(videosRegion()).getByText('Je eigen link staat nu op je profiel.').getAttribute('role')).toBe(
      'status',
    );
    const videoRow = await rowOf('finale-2026.mp4');
    expect(videoRow.textContent).not.toContain('Op je profiel');

    await userEvent.click(within(videoRow).getByRole('button', { name: 'Zet op je profiel: finale-2026.mp4' }));
    await waitFor(async () => expect((await rowOf('finale-2026.mp4')).textContent).toContain('Op je profiel'));
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      `/api/upload/file/${VIDEO.id}/highlight`,
    ]);
    expect((await rowOf('Je eigen link')).textContent).not.toContain('Op je profiel');
  });

  it("says 'Kon video niet verwijderen' when deleting fails, and keeps the video", async () => {
    api.failDelete({ status: 500, error: 'Er ging iets mis' });
    renderPage();
    await loaded();
    await userEvent.click(await within(videosRegion()).findByRole('button', { name: 'Verwijderen: finale-2026.mp4' }));
    const confirm = await opened('Video verwijderen?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja, verwijderen' }));
    expect((await within(confirm).findByRole('alert')).textContent).toContain('Kon video niet verwijderen');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    expect(videoTitles()).toEqual(['finale-2026.mp4']);
  });
});

describe("'Documenten'", () => {
  const region = () => screen.getByRole('region', { name: 'Documenten' });
  const slot = (name: 'Cijferlijst' | 'Motivatiebrief') => within(region()).getByRole('region', { name });
  const pdf = (name = 'cijferlijst-vwo5.pdf', bytes = 2048) =>
    new File([new Uint8Array(bytes).fill(1)], name, { type: 'application/pdf' });
  const transcript = (n: number, name = `cijferlijst-${n}.pdf`) =>
    exampleFile(n, { title: name, originalName: name, type: 'transcript', mimeType: 'application/pdf', size: 84_000 });
  const successShown = (name: 'Cijferlijst' | 'Motivatiebrief') =>
    within(slot(name)).findByText('Upload Succesvol!', { selector: ':not([role=status])' });

  it('says what is private, and that neither document is there yet', async () => {
    api.setFiles([]);
    renderPage();
    await loaded();
    expect(region().textContent).toContain(
      'Privé: alleen jij en je talentmanager zien deze bestanden. Een universiteit krijgt ze alleen als jij je profiel met die universiteit deelt en aanvinkt dat je ze meestuurt.',
    );
    expect(await within(slot('Cijferlijst')).findByText('Nog niet geüpload.')).toBeTruthy();
    expect(await within(slot('Motivatiebrief')).findByText('Nog niet geüpload.')).toBeTruthy();
    expect(within(slot('Cijferlijst')).getByLabelText(/Kies je cijferlijst/)).toBeTruthy();
    expect(within(slot('Motivatiebrief')).getByLabelText(/Kies je motivatiebrief/)).toBeTruthy();
    const types = api.requests.filter((r) => r.path === '/api/upload/files').map((r) => r.query.get('type'));
    expect(types).toEqual(expect.arrayContaining(['transcript', 'motivation-letter']));
  });

  it('uploads the transcript as a private document and lists it with its size, day and download link', async () => {
    api.setFiles([]);
    renderPage();
    await loaded();
    await userEvent.upload(await within(slot('Cijferlijst')).findByLabelText(/Kies je cijferlijst/), pdf());
    const request = await api.received('POST', '/api/upload/document');
    expect(request.body).toMatchObject({
      fields: { title: 'cijferlijst-vwo5.pdf', type: 'transcript' },
      files: [{ field: 'document', filename: 'cijferlijst-vwo5.pdf', contentType: 'application/pdf', size: 2048 }],
    });
    expect(await successShown('Cijferlijst')).toBeTruthy();

    const download = await within(slot('Cijferlijst')).findByRole('link', { name: 'Downloaden: cijferlijst-vwo5.pdf' });
    const stored = api.files.find((file) => file.type === 'transcript');
    expect(download.getAttribute('href')).toBe(`${api.url}${stored?.url}`);
    expect(within(slot('Cijferlijst')).getByText(/^2,0 KB · geüpload op \d+ \w+ \d{4}$/)).toBeTruthy();
    // The letter is untouched.
    expect(within(slot('Motivatiebrief')).getByText('Nog niet geüpload.')).toBeTruthy();
    // Once the success has been shown, the drop zone makes way and the focus goes to the document.
    await waitFor(() => expect(within(slot('Cijferlijst')).queryByText('Upload Succesvol!')).toBeNull(), {
      timeout: 4000,
    });
    expect(within(slot('Cijferlijst')).queryByLabelText(/Kies je/)).toBeNull();
    expect(document.activeElement).toBe(within(slot('Cijferlijst')).getByRole('heading', { name: 'Cijferlijst' }));
  });

  it("refuses a text file in Dutch before sending it, and gives the server's own reason for a refused one", async () => {
    api.setFiles([]);
    renderPage();
    await loaded();
    const user = userEvent.setup({ applyAccept: false });
    const picker = await within(slot('Motivatiebrief')).findByLabelText(/Kies je motivatiebrief/);
    await user.upload(picker, new File(['Beste coach,'], 'motivatie.txt', { type: 'text/plain' }));
    expect(within(slot('Motivatiebrief')).getByRole('alert').textContent).toBe(
      'Alleen PDF en Word documenten zijn toegestaan',
    );
    expect(api.uploads()).toHaveLength(0);

    api.failUpload({ status: 400, error: 'Dit bestand is geen PDF of Word-document.' });
    await user.upload(picker, pdf('motivatie.pdf'));
    const alert = await within(slot('Motivatiebrief')).findByRole('alert');
    expect(alert.textContent).toContain('Dit bestand is geen PDF of Word-document.');
  });

  it('replaces the transcript: the new file is stored, then the old one (and an earlier version) deleted', async () => {
    api.setFiles([transcript(12, 'cijferlijst-havo4.pdf'), transcript(11, 'oud.pdf'), VIDEO]);
    renderPage();
    await loaded();
    await userEvent.click(
      await within(slot('Cijferlijst')).findByRole('button', { name: 'Vervangen: cijferlijst-havo4.pdf' }),
    );
    const picker = within(slot('Cijferlijst')).getByLabelText(/Kies je nieuwe cijferlijst/);
    await waitFor(() => expect(document.activeElement).toBe(picker));
    expect(within(slot('Cijferlijst')).getByText('Het nieuwe bestand komt in de plaats van het huidige.')).toBeTruthy();

    await userEvent.upload(picker, pdf('cijferlijst-vwo5.pdf'));
    expect(await successShown('Cijferlijst')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/upload/file/${transcript(12).id}`,
      `/api/upload/file/${transcript(11).id}`,
    ]);
    expect(api.files.map((file) => file.originalName)).toEqual(['cijferlijst-vwo5.pdf', VIDEO.originalName]);
    expect(
      await within(slot('Cijferlijst')).findByRole('link', { name: 'Downloaden: cijferlijst-vwo5.pdf' }),
    ).toBeTruthy();
    await waitFor(() => expect(within(slot('Cijferlijst')).queryByText('Upload Succesvol!')).toBeNull(), {
      timeout: 4000,
    });
    expect(within(slot('Cijferlijst')).queryByLabelText(/Kies je/)).toBeNull();
    // Waits up to 4 s for the success message to go by itself: the default 5 s left no room on a busy CI machine.
  }, 15_000);

  it("'Niet vervangen' keeps the file and closes the drop zone", async () => {
    api.setFiles([transcript(1)]);
    renderPage();
    await loaded();
    await userEvent.click(
      await within(slot('Cijferlijst')).findByRole('button', { name: 'Vervangen: cijferlijst-1.pdf' }),
    );
    await userEvent.click(within(slot('Cijferlijst')).getByRole('button', { name: 'Niet vervangen' }));
    expect(within(slot('Cijferlijst')).queryByLabelText(/Kies je/)).toBeNull();
    expect(document.activeElement).toBe(within(slot('Cijferlijst')).getByRole('heading', { name: 'Cijferlijst' }));
    expect(api.uploads()).toHaveLength(0);
  });

  it('deletes the letter after asking, with its earlier versions, and says so', async () => {
    const letter = (n: number, name: string) =>
      exampleFile(n, { title: name, originalName: name, type: 'motivation-letter', mimeType: 'application/pdf' });
    api.setFiles([letter(4, 'motivatie-v2.docx'), letter(3, 'motivatie-v1.docx')]);
    renderPage();
    await loaded();
    await userEvent.click(
      await within(slot('Motivatiebrief')).findByRole('button', { name: 'Verwijderen: motivatie-v2.docx' }),
    );
    const confirm = await opened('Motivatiebrief verwijderen?');
    expect(confirm.textContent).toContain(
      "'motivatie-v2.docx' wordt definitief verwijderd. Ook de eerdere versie die we nog bewaren, wordt verwijderd.",
    );
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Annuleren' }));

    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja, verwijderen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.files).toEqual([]);
    expect(within(slot('Motivatiebrief')).getByText('Nog niet geüpload.')).toBeTruthy();
    expect(within(slot('Motivatiebrief')).getByText('Motivatiebrief verwijderd.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(slot('Motivatiebrief')).getByRole('heading', { name: 'Motivatiebrief' }),
      ),
    );
  });

  it('keeps the document and says so when deleting fails', async () => {
    api.setFiles([transcript(1)]);
    api.failDelete({ status: 500, error: 'Er ging iets mis' });
    renderPage();
    await loaded();
    await userEvent.click(
      await within(slot('Cijferlijst')).findByRole('button', { name: 'Verwijderen: cijferlijst-1.pdf' }),
    );
    const confirm = await opened('Cijferlijst verwijderen?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja, verwijderen' }));
    expect((await within(confirm).findByRole('alert')).textContent).toContain(
      'Kon het bestand niet verwijderen. Probeer het opnieuw.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    expect(within(slot('Cijferlijst')).getByRole('link', { name: 'Downloaden: cijferlijst-1.pdf' })).toBeTruthy();
  });

  it('reads a list that has stood for over half an hour again before a download, for a link that has not expired', async () => {
    api.setFiles([transcript(1)]);
    renderPage();
    await loaded();
    const link = await within(slot('Cijferlijst')).findByRole('link', { name: 'Downloaden: cijferlijst-1.pdf' });
    const reads = () =>
      api.requests.filter((r) => r.path === '/api/upload/files' && r.query.get('type') === 'transcript');
    const before = reads().length;
    api.setFiles([{ ...transcript(1), url: `${transcript(1).url}&renewed=1` }]);
    // What the browser follows: a click the page did not hold back once it has passed the page's
    // handlers (then held back here, since jsdom does not navigate).
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      if (event.target !== link) return;
      if (!event.defaultPrevented) followed.push(link.getAttribute('href') ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 31 * 60 * 1000);
    try {
      fireEvent.click(link);
      await waitFor(() => expect(followed).toEqual([`${api.url}${transcript(1).url}&renewed=1`]));
      expect(reads().length).toBe(before + 1);
    } finally {
      vi.restoreAllMocks();
      document.removeEventListener('click', follow);
    }
  });
});
