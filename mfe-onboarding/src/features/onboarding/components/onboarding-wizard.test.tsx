import { getAnalytics } from '@talentbrug/api-client/analytics';
import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { initSupabase } from '@talentbrug/api-client/supabase';
import { fakeSession, storeSession } from '@talentbrug/api-client/testing/session';
import { TERMS_VERSION } from '@talentbrug/domain/constants';
import type { OnboardingSubmitBody } from '@talentbrug/domain/contracts/onboarding';
import { SHARING_CONSENT_VERSION } from '@talentbrug/domain/onboarding/consent';
import { choicesOf, type FieldPath, getValue, type OnboardingData, setValue } from '@talentbrug/domain/onboarding/data';
import { exampleOnboardingData, exampleUnder16OnboardingData } from '@talentbrug/domain/onboarding/example';
import { visibleFields } from '@talentbrug/domain/onboarding/steps';
import { browserFocus } from '@talentbrug/ui/testing/focus';
import { Toaster } from '@talentbrug/ui/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import OnboardingPage from '../../../pages/onboarding-page.tsx';
import { startTestApi, type TestApi } from '../../../testing/api-server.ts';
import { type StepDef, stepPrompt, WIZARD_STEPS } from '../copy/steps.ts';
import { DRAFT_STORAGE_KEY, useOnboardingStore } from '../stores/onboarding-store.ts';
import { fieldId } from '../utils/field-id.ts';
import { COACH_TEXTS, SUBMIT_TEXTS, WIZARD_TEXTS } from '../utils/texts.ts';

declare const jsdom: { reconfigure(options: { url: string }): void };

let api: TestApi;
const example = exampleOnboardingData();

beforeAll(async () => {
  api = await startTestApi();
  // The page, the API and the auth service share one origin, as on the platform.
  jsdom.reconfigure({ url: `${api.url}/onboarding` });
  initSupabase({ supabaseUrl: api.url, supabasePublishableKey: 'sb_publishable_test' });
  // sendBeacon is a browser API jsdom lacks: this one delivers to the same server, as a browser would.
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
      return true;
    },
  });
});

afterAll(() => api.close());

beforeEach(async () => {
  // The page's one analytics queue outlives a test: earlier tests' events go out first.
  await getAnalytics().flush();
  localStorage.clear();
  useOnboardingStore.getState().reset();
  useAuthStore.setState({ user: null, session: null, isAuthenticated: false, loading: true, error: null });
  api.reset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The browser's Back and Forward buttons, and its address bar. */
let browserGo: NavigateFunction = () => {};
function BrowserChrome() {
  const location = useLocation();
  browserGo = useNavigate();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}
const address = () => screen.getByTestId('address').textContent;
const browserBack = () => act(() => browserGo(-1));
const browserForward = () => act(() => browserGo(1));

function renderWizard(at = '/onboarding') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <BrowserChrome />
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <OnboardingPage />
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const control = (path: FieldPath) => document.getElementById(fieldId(path)) as HTMLInputElement;
const nextButton = () =>
  screen.getByRole('button', { name: /^(Volgende stap|Verzend naar Talentbrug|Opslaan\.\.\.)$/ });
const backButton = () => screen.getByRole('button', { name: 'Vorige stap' });
const chat = () => screen.getByRole('log', { name: 'Gesprek met Sanne' });
const chatTexts = () =>
  within(chat())
    .queryAllByRole('listitem')
    .map((li) => li.textContent ?? '');
const progressPanel = () => screen.getByRole('region', { name: 'Voortgang' });
const invalidFields = () => Array.from(document.querySelectorAll('[aria-invalid="true"]'));

/** Types the example's answers into the current step's shown fields, the way a browser fires change events. */
function fillStep(stepIndex: number, data: OnboardingData = example) {
  const step = WIZARD_STEPS[stepIndex];
  for (const field of step ? visibleFields(step, data) : []) {
    const value = getValue(data, field.path);
    const element = control(field.path);
    if (field.type === 'checkbox') {
      if (element.checked !== value) fireEvent.click(element);
    } else if (field.type === 'checkboxes') {
      const chosen = choicesOf(String(value));
      for (const box of element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
        if (box.checked !== chosen.includes(box.value)) fireEvent.click(box);
      }
    } else {
      fireEvent.change(element, { target: { value } });
    }
  }
}

async function completeSteps(count: number, data: OnboardingData = example) {
  for (let index = 0; index < count; index++) {
    fillStep(index, data);
    fireEvent.click(nextButton());
    await screen.findByText(`Stap ${index + 2} van 6`);
  }
}

async function flushAnalytics() {
  window.dispatchEvent(new Event('pagehide'));
  await waitFor(() => expect(api.requests.some((r) => r.path === '/api/events')).toBe(true));
}

const signIn = async () => {
  storeSession(fakeSession({ email: 'lisa.devries@example.nl' }));
};

describe('the onboarding wizard', () => {
  it('shows the first step with its coach, one measure of progress, panels and buttons', async () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Onboarding met AI-coach Sanne' })).toBeTruthy();
    expect(screen.getByText('Stap 1 van 6')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Persoonlijke gegevens' })).toBeTruthy();
    expect(screen.getByText(WIZARD_STEPS[0]?.description ?? '')).toBeTruthy();
    expect(screen.getByText(WIZARD_STEPS[0]?.coachTip ?? '')).toBeTruthy();

    // One measure, named plainly: the required questions. Only the country is preset: 1 of 26.
    const bar = screen.getByRole('progressbar', { name: 'Verplichte vragen ingevuld' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuetext')).toBe('1 van 26');
    expect(screen.queryByRole('progressbar', { name: /Profiel/ })).toBeNull();

    expect(chatTexts()).toEqual([`Sanne: ${WIZARD_STEPS[0]?.coachPrompt}`]);
    expect(chat().getAttribute('aria-live')).toBe('polite');

    // The panel counts the same questions and says no score that could contradict it.
    const progress = progressPanel();
    expect(within(progress).getByText('1 van 26')).toBeTruthy();
    expect(progress.textContent).not.toMatch(/Profielscore|%|compleet|klaar voor matching/);
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Persoonlijke gegevens: Voornaam',
      'Persoonlijke gegevens: Achternaam',
      'Persoonlijke gegevens: E-mailadres',
      'Persoonlijke gegevens: Telefoonnummer',
      'Persoonlijke gegevens: Geboortedatum',
      'Persoonlijke gegevens: Nationaliteit',
    ]);
    expect(within(progress).getByText('en nog 19 vragen')).toBeTruthy();

    const overview = screen.getByRole('region', { name: 'Profieloverzicht' });
    expect(
      within(overview)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['Nog invullen', 'Nog invullen', 'Nog kiezen', 'Verenigde Staten']);

    expect((backButton() as HTMLButtonElement).disabled).toBe(true);
    expect(nextButton().textContent).toBe('Volgende stap');
  });

  it('says per field what is missing, counts in the singular and plural, and clears an error once edited', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(nextButton());

    expect(await screen.findByText('6 velden ontbreken of zijn niet goed ingevuld.')).toBeTruthy();
    for (const message of [
      'Vul je voornaam in.',
      'Vul je achternaam in.',
      'Vul je e-mailadres in.',
      'Vul je telefoonnummer in.',
      'Vul je geboortedatum in.',
      'Vul je nationaliteit in.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('Dit veld is verplicht.')).toBeNull();
    const firstName = screen.getByRole('textbox', { name: 'Voornaam' });
    expect(document.activeElement).toBe(firstName);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = firstName.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('⚠ Vul je voornaam in.');
    expect(screen.getByText('Stap 1 van 6')).toBeTruthy();

    await user.type(firstName, 'Lisa');
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Vul je voornaam in.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Achternaam' }).getAttribute('aria-invalid')).toBe('true');

    fillStep(0);
    fireEvent.change(control('personal.phone'), { target: { value: '06-1234' } });
    await user.click(nextButton());
    expect(await screen.findByText('1 veld ontbreekt of is niet goed ingevuld.')).toBeTruthy();
    expect(
      screen.getByText('Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678 of +32 470 12 34 56.'),
    ).toBeTruthy();
    expect(control('personal.phone').getAttribute('type')).toBe('tel');
  });

  it('says that a weight with a decimal is kept in whole kilos, and takes it', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeSteps(1);
    fillStep(1);
    const weight = control('sport.weightKg');
    fireEvent.change(weight, { target: { value: '69,5' } });
    const notice = document.getElementById(`${fieldId('sport.weightKg')}-notice`);
    expect(notice?.textContent).toBe('Je profiel bewaart hele kilo’s: 69,5 wordt 70 kg.');
    expect(notice?.getAttribute('role')).toBe('status');
    expect(weight.getAttribute('aria-describedby')?.split(' ')).toContain(notice?.id);
    // A whole number needs no word.
    fireEvent.change(weight, { target: { value: '70' } });
    expect(document.getElementById(`${fieldId('sport.weightKg')}-notice`)?.textContent ?? '').toBe('');
    fireEvent.change(weight, { target: { value: '69,5' } });
    await user.click(nextButton());
    await screen.findByText('Stap 3 van 6');
  });

  it('checks e-mail, link and number fields, and takes a video link as it is typed', async () => {
    const user = userEvent.setup();
    renderWizard();
    fillStep(0);
    fireEvent.change(control('personal.email'), { target: { value: 'lisa@gmail' } });
    await user.click(nextButton());
    expect(await screen.findByText('1 veld ontbreekt of is niet goed ingevuld.')).toBeTruthy();
    expect(screen.getByText('Voer een geldig e-mailadres in.')).toBeTruthy();
    expect(document.activeElement).toBe(control('personal.email'));
    fireEvent.change(control('personal.email'), { target: { value: example.personal.email } });
    await user.click(nextButton());
    await screen.findByText('Stap 2 van 6');

    fillStep(1);
    // A height in metres: the message says the field wants centimetres, not only its bounds.
    fireEvent.change(control('sport.heightCm'), { target: { value: '1,80' } });
    await user.click(nextButton());
    expect(screen.getByText('Vul je lengte in centimeters in, tussen 100 en 250.')).toBeTruthy();
    expect(screen.queryByText(/Je profiel bewaart/)).toBeNull();
    fireEvent.change(control('sport.heightCm'), { target: { value: 'een meter tachtig' } });
    await user.click(nextButton());
    expect(screen.getByText('Gebruik een numerieke waarde.')).toBeTruthy();
    fireEvent.change(control('sport.heightCm'), { target: { value: '172' } });
    await user.click(nextButton());
    await screen.findByText('Stap 3 van 6');

    fillStep(2);
    await user.click(nextButton());
    await screen.findByText('Stap 4 van 6');
    fillStep(3);
    await user.click(nextButton());
    await screen.findByText('Stap 5 van 6');

    fillStep(4);
    fireEvent.change(control('media.highlightVideo'), { target: { value: 'mijn video op youtube' } });
    await user.click(nextButton());
    expect(
      screen.getByText('Voer een geldige link in, bijvoorbeeld youtube.com/watch?v=… of vimeo.com/123456789.'),
    ).toBeTruthy();

    // Without https://, as people copy it from the address bar: accepted, and written out on leaving the field.
    const video = control('media.highlightVideo');
    await user.clear(video);
    await user.type(video, 'www.youtube.com/watch?v=abc');
    await user.tab();
    expect(video.value).toBe('https://www.youtube.com/watch?v=abc');
    await user.click(nextButton());
    await screen.findByText('Stap 6 van 6');
    expect(useOnboardingStore.getState().data.media.highlightVideo).toBe('https://www.youtube.com/watch?v=abc');
  });

  it('explains a Dutch grade as a GPA estimate with a decimal comma while it is typed', async () => {
    renderWizard();
    act(() => useOnboardingStore.getState().goTo(2));
    fireEvent.change(control('academics.gpa'), { target: { value: '7,4' } });
    expect(
      screen.getByText(
        'Een 7,4 is ongeveer een GPA van 3,3. Dat is een schatting: het NCAA Eligibility Center berekent de officiële GPA.',
      ),
    ).toBeTruthy();
  });

  it('offers start terms from the next one on and preselects neither a term nor a kind of scholarship', async () => {
    renderWizard();
    act(() => useOnboardingStore.getState().goTo(3));
    const term = screen.getByRole('combobox', { name: /^Gewenste start/ }) as HTMLSelectElement;
    const scholarship = screen.getByRole('combobox', { name: /^Soort beurs/ }) as HTMLSelectElement;
    expect(term.value).toBe('');
    expect(scholarship.value).toBe('');
    const terms = Array.from(term.options, (option) => option.value).filter(Boolean);
    // No diploma year yet: four years ahead.
    expect(terms.length).toBeGreaterThan(5);
    expect(terms.at(-1)).toBe('Nog onbekend');
    const now = new Date();
    for (const value of terms.slice(0, -1)) {
      const [season, year] = value.split(' ');
      // Never a term that has begun: it starts in a month after this one (Spring in January, Fall in August).
      const starts = Number(year) * 12 + (season === 'Fall' ? 8 : 1);
      expect(starts).toBeGreaterThan(now.getFullYear() * 12 + now.getMonth() + 1);
    }
    expect(screen.getByRole('textbox', { name: /^Wat vind je belangrijk\? \(optioneel\)/ })).toBeTruthy();
  });

  it('offers Noor, VWO 4 with her diploma in 2029, the terms from Fall 2029 on, and keeps an unknown start open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const user = userEvent.setup();
    const noor = setValue(setValue(example, 'academics.graduationYear', '2029'), 'preferences.startTerm', '');
    useOnboardingStore.setState({ data: noor, stepIndex: 3 });
    renderWizard();
    const term = screen.getByRole('combobox', { name: /^Gewenste start/ }) as HTMLSelectElement;
    expect(Array.from(term.options, (option) => option.value && option.text).filter(Boolean)).toEqual([
      'Fall 2029 (augustus 2029)',
      'Spring 2030 (januari 2030)',
      'Fall 2030 (augustus 2030)',
      'Nog onbekend',
    ]);
    await user.selectOptions(term, 'Nog onbekend');
    expect(document.getElementById(`${fieldId('preferences.startTerm')}-notice`)?.textContent).toBe(
      'Geen probleem. Op je profiel staat je start dan als nog onbekend; coaches zien geen verzonnen datum. Vul hem in op je profiel zodra je het weet.',
    );
  });

  it('says so when a term chosen earlier begins before the diploma', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const data = setValue(setValue(example, 'academics.graduationYear', '2029'), 'preferences.startTerm', 'Fall 2027');
    useOnboardingStore.setState({ data, stepIndex: 3 });
    renderWizard();
    expect(document.getElementById(`${fieldId('preferences.startTerm')}-notice`)?.textContent).toBe(
      'Je haalt je diploma in 2029, dus Fall 2027 is te vroeg. Kies Fall 2029 of later, of ‘Nog onbekend’.',
    );
  });

  it('clears field errors on a step change and disables nothing but the first back button', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeSteps(1);
    expect((backButton() as HTMLButtonElement).disabled).toBe(false);
    await user.click(nextButton());
    expect(invalidFields().length).toBeGreaterThan(0);
    expect(screen.getByText('Kies je sport.')).toBeTruthy();
    await user.click(backButton());
    expect(screen.getByText('Stap 1 van 6')).toBeTruthy();
    expect(document.activeElement?.id).toBe('onb-step-heading');
    await user.click(nextButton());
    expect(invalidFields()).toHaveLength(0);
  });
});

describe('the steps in the browser history', () => {
  it('gives each step its own address: Back and Forward walk the steps, the answers stay', async () => {
    renderWizard();
    expect(address()).toBe('/onboarding');
    await completeSteps(2);
    expect(address()).toBe('/onboarding?stap=3');
    fireEvent.change(control('academics.currentSchool'), { target: { value: 'VWO 6, Stedelijk Gymnasium' } });

    await browserBack();
    expect(screen.getByText('Stap 2 van 6')).toBeTruthy();
    expect(address()).toBe('/onboarding?stap=2');
    expect(control('sport.club').value).toBe(example.sport.club);
    expect(document.activeElement?.id).toBe('onb-step-heading');
    await browserBack();
    expect(screen.getByText('Stap 1 van 6')).toBeTruthy();
    expect(address()).toBe('/onboarding');

    await browserForward();
    await browserForward();
    expect(screen.getByText('Stap 3 van 6')).toBeTruthy();
    expect(control('academics.currentSchool').value).toBe('VWO 6, Stedelijk Gymnasium');
    // Forward again repeats nothing in the conversation: no step changed.
    expect(chatTexts().filter((text) => text.startsWith('Jij:'))).toHaveLength(2);

    // 'Vorige stap' is the browser's Back here: Forward returns to step 3.
    fireEvent.click(backButton());
    expect(screen.getByText('Stap 2 van 6')).toBeTruthy();
    await browserForward();
    expect(screen.getByText('Stap 3 van 6')).toBeTruthy();
  });

  it('goes Forward only as far as the answers allow, and says what is missing', async () => {
    renderWizard();
    await completeSteps(2);
    await browserBack();
    fireEvent.change(control('sport.club'), { target: { value: '' } });
    await browserForward();
    expect(screen.getByText('Stap 2 van 6')).toBeTruthy();
    expect(address()).toBe('/onboarding?stap=2');
    expect(control('sport.club').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(control('sport.club')));
  });

  it('opens a draft at its own step, and an address ahead of the answers at the furthest step, without errors', async () => {
    useOnboardingStore.setState({ data: example, stepIndex: 2 });
    const resumed = renderWizard();
    expect(screen.getByText('Stap 3 van 6')).toBeTruthy();
    expect(address()).toBe('/onboarding?stap=3');
    resumed.unmount();

    useOnboardingStore.getState().reset();
    renderWizard('/onboarding?universiteit=243744&stap=4');
    expect(screen.getByText('Stap 1 van 6')).toBeTruthy();
    expect(address()).toBe('/onboarding?universiteit=243744');
    expect(invalidFields()).toHaveLength(0);
  });
});

describe('Sanne', () => {
  it('answers with the summary at once and the coach after 450 ms; each prompt is said once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWizard();
    fillStep(0);
    fireEvent.click(nextButton());
    expect(screen.getByText('Stap 2 van 6')).toBeTruthy();
    const summary = WIZARD_STEPS[0]?.summary(example);
    expect(chatTexts().at(-1)).toBe(`Jij: ${summary?.user}`);
    expect(screen.getByText('Sanne typt…')).toBeTruthy();

    act(() => vi.advanceTimersByTime(449));
    expect(chatTexts()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(chatTexts().slice(2)).toEqual([
      'Sanne: Leuk je te leren kennen, Lisa!',
      `Sanne: ${WIZARD_STEPS[1]?.coachPrompt}`,
    ]);
    expect(screen.queryByText('Sanne typt…')).toBeNull();
  });

  it('keeps the conversation in order for a fast athlete: what Sanne was still typing comes before the next message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWizard();
    // Through all six steps faster than Sanne's reply delay: every reply is still being typed.
    for (let index = 0; index < 6; index++) {
      fillStep(index);
      fireEvent.click(nextButton());
    }
    const { data } = useOnboardingStore.getState();
    const lastSummary = `Jij: ${WIZARD_STEPS[5]?.summary(data).user}`;
    const sportPrompt = `Sanne: ${WIZARD_STEPS[1]?.coachPrompt}`;
    const sportAnswer = `Jij: ${WIZARD_STEPS[1]?.summary(data).user}`;
    expect(chatTexts().at(-1)).toBe(lastSummary);
    expect(chatTexts()).toContain(sportPrompt);

    act(() => vi.advanceTimersByTime(450));
    const texts = chatTexts();
    // After the athlete's last answer only the question for an account, nothing of the earlier steps.
    expect(texts.slice(texts.indexOf(lastSummary) + 1)).toEqual([`Sanne: ${SUBMIT_TEXTS.coachAccount}`]);
    // Each step's question comes before the athlete's answer to it, and once.
    expect(texts.filter((text) => text === sportPrompt)).toHaveLength(1);
    expect(texts.indexOf(sportPrompt)).toBeGreaterThan(-1);
    expect(texts.indexOf(sportPrompt)).toBeLessThan(texts.indexOf(sportAnswer));
  });

  it('replies to what the athlete typed and never says the next question twice in a row', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWizard();
    for (let index = 0; index < 3; index++) {
      fillStep(index);
      fireEvent.click(nextButton());
      act(() => vi.advanceTimersByTime(450));
    }
    const texts = chatTexts();
    expect(texts).toContain(
      'Sanne: Hockey bij HC Bloemendaal MO18-1, op het niveau ‘Hoofdklasse (senioren) of hoogste jeugdklasse (O18/O16)’: sterk! Daarmee kan een coach je snel plaatsen.',
    );
    expect(texts.filter((text) => text.includes('Nu je opleiding'))).toHaveLength(1);
    // No two coach messages in a row open with the same words.
    const coach = texts.filter((text) => text.startsWith('Sanne: '));
    coach.slice(1).forEach((text, index) => {
      expect(text.split(' ').slice(0, 4)).not.toEqual(coach[index]?.split(' ').slice(0, 4));
    });
  });

  it('says nothing again after Vorige and Volgende without a change, and answers a change in its own words', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWizard();
    await act(async () => {});
    for (let index = 0; index < 2; index++) {
      fillStep(index);
      fireEvent.click(nextButton());
      act(() => vi.advanceTimersByTime(450));
    }
    const before = chatTexts();
    expect(before).toHaveLength(7);

    // Back twice and forward twice, nothing changed: the conversation stays as it was.
    fireEvent.click(backButton());
    fireEvent.click(backButton());
    expect(screen.getByText('Stap 1 van 6')).toBeTruthy();
    fireEvent.click(nextButton());
    fireEvent.click(nextButton());
    act(() => vi.advanceTimersByTime(450));
    expect(screen.getByText('Stap 3 van 6')).toBeTruthy();
    expect(chatTexts()).toEqual(before);

    // A change: the new summary, and a reply that refers to it.
    fireEvent.click(backButton());
    fireEvent.change(control('sport.club'), { target: { value: 'HC Tilburg MO18-1' } });
    fireEvent.click(nextButton());
    act(() => vi.advanceTimersByTime(450));
    const after = chatTexts().slice(before.length);
    expect(after).toHaveLength(2);
    expect(after[0]).toContain('Jij: Mijn sport: hockey, positie Middenveld bij HC Tilburg MO18-1');
    expect(after[1]).toContain('Sanne: Hockey bij HC Tilburg MO18-1');
    // The academics prompt is not said again.
    expect(chatTexts().filter((text) => text === `Sanne: ${WIZARD_STEPS[2]?.coachPrompt}`)).toHaveLength(1);

    // A change the reply does not mention (the weight): a short acknowledgement, not the same reply twice.
    fireEvent.click(backButton());
    fireEvent.change(control('sport.heightCm'), { target: { value: '173' } });
    fireEvent.click(nextButton());
    act(() => vi.advanceTimersByTime(450));
    expect(chatTexts().at(-1)).toBe(`Sanne: ${COACH_TEXTS.updated}`);
  });

  it('keeps the conversation free of repeats across a reload too', async () => {
    const first = renderWizard();
    await completeSteps(2);
    await waitFor(() => expect(chatTexts()).toHaveLength(7));
    const before = chatTexts();
    first.unmount();
    const stored = localStorage.getItem(DRAFT_STORAGE_KEY) ?? '';
    useOnboardingStore.getState().reset();
    localStorage.setItem(DRAFT_STORAGE_KEY, stored);
    await useOnboardingStore.persist.rehydrate();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWizard();
    await act(async () => {});
    fireEvent.click(backButton());
    fireEvent.click(nextButton());
    expect(screen.getByText('Stap 3 van 6')).toBeTruthy();
    // Well past the coach's reply delay (450 ms): nothing was said again.
    act(() => vi.advanceTimersByTime(1000));
    expect(chatTexts()).toEqual(before);
  });
});

describe('the measure of progress', () => {
  it('counts the same questions in the bar and the panel, and says all is filled only when nothing is left', async () => {
    await signIn();
    renderWizard();
    await completeSteps(5);
    const bar = screen.getByRole('progressbar', { name: 'Verplichte vragen ingevuld' });
    // Everything but the two consents.
    expect(bar.getAttribute('aria-valuetext')).toBe('24 van 26');
    expect(bar.getAttribute('aria-valuenow')).toBe('92');
    expect(within(progressPanel()).getByText('24 van 26')).toBeTruthy();
    expect(
      within(progressPanel())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Toestemming: Akkoord met de voorwaarden en de privacyverklaring',
      'Toestemming: Delen met talentmanagers',
    ]);
    expect(within(progressPanel()).queryByText(/Alle verplichte vragen/)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /^Ik heb de algemene voorwaarden/ }));
    expect(bar.getAttribute('aria-valuetext')).toBe('25 van 26');
    expect(within(progressPanel()).queryByText(/Alle verplichte vragen/)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /^Talentbrug mag mijn profiel delen/ }));
    expect(bar.getAttribute('aria-valuetext')).toBe('26 van 26');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(within(progressPanel()).queryByRole('list')).toBeNull();
    expect(
      within(progressPanel()).getByText(
        'Alle verplichte vragen zijn ingevuld. Verstuur je profiel, dan start de matching.',
      ),
    ).toBeTruthy();
  });
});

describe('the consents', () => {
  it('asks for the terms and the sharing with talent managers apart, and records each with its moment and version', async () => {
    renderWizard();
    await completeSteps(5);
    expect(screen.getByText('Stap 6 van 6')).toBeTruthy();
    expect(nextButton().textContent).toBe('Verzend naar Talentbrug');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);

    const terms = screen.getByRole('checkbox', {
      name: 'Ik heb de algemene voorwaarden en de privacyverklaring gelezen en ga akkoord.',
    });
    const sharing = screen.getByRole('checkbox', {
      name: 'Talentbrug mag mijn profiel delen met zijn talentmanagers, zodat zij met me meedenken.',
    });
    // The texts open in this app: no new tab, the answers wait in the draft.
    for (const [name, href] of [
      ['algemene voorwaarden', '/terms'],
      ['privacyverklaring', '/privacy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBeNull();
    }
    // Required, and the text under it says so.
    const sharingHelp = (sharing.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(sharingHelp).toContain('Dit is nodig om je aan te melden');

    fireEvent.click(nextButton());
    expect(await screen.findByText('2 velden ontbreken of zijn niet goed ingevuld.')).toBeTruthy();
    expect(
      screen.getByText('Ga akkoord met de algemene voorwaarden en de privacyverklaring om je profiel te versturen.'),
    ).toBeTruthy();

    const before = Date.now();
    fireEvent.click(terms);
    fireEvent.click(sharing);
    const { consent } = useOnboardingStore.getState().data;
    expect(consent.accepted).toBe(true);
    expect(new Date(consent.timestamp).getTime()).toBeGreaterThanOrEqual(before);
    expect(consent.termsVersion).toBe(TERMS_VERSION);
    expect(consent.sharing.accepted).toBe(true);
    expect(consent.sharing.version).toBe(SHARING_CONSENT_VERSION);
    expect(new Date(consent.sharing.timestamp).getTime()).toBeGreaterThanOrEqual(before);

    fireEvent.click(sharing);
    expect(useOnboardingStore.getState().data.consent.sharing).toMatchObject({ accepted: false, timestamp: '' });
    expect(useOnboardingStore.getState().data.consent.accepted).toBe(true);
    expect(within(progressPanel()).getByText('Toestemming: Delen met talentmanagers')).toBeTruthy();
  });
});

describe('the documents of the media step', () => {
  it('not signed in: says the transcript and letter are uploaded after the account, and asks no public link', async () => {
    renderWizard();
    act(() => useOnboardingStore.getState().goTo(4));
    const documents = screen.getByRole('region', { name: 'Cijferlijst en motivatiebrief (optioneel)' });
    expect(documents.textContent).toContain(WIZARD_TEXTS.documents.signedOut);
    expect(within(documents).queryByLabelText(/Kies je cijferlijst/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/te openen voor iedereen|drive\.google/);
    // Nothing on the step is required: it can be passed as it is.
    fireEvent.click(nextButton());
    expect(await screen.findByText('Stap 6 van 6')).toBeTruthy();
  });

  it('signed in: uploads the transcript privately as a document and keeps its id in the draft', async () => {
    const user = userEvent.setup();
    await signIn();
    renderWizard();
    act(() => useOnboardingStore.getState().goTo(4));
    const documents = await screen.findByRole('region', { name: 'Cijferlijst en motivatiebrief (optioneel)' });
    expect(documents.textContent).toContain(WIZARD_TEXTS.documents.privateNote);
    const transcript = within(documents).getByRole('region', { name: 'Cijferlijst' });
    const input = within(transcript).getByLabelText(/Kies je cijferlijst/) as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4 cijfers'], 'cijferlijst-vwo5.pdf', { type: 'application/pdf' }));

    await waitFor(() => expect(useOnboardingStore.getState().data.media.transcriptFileId).toMatch(/^[0-9a-f-]{36}$/));
    const upload = api.requests.find((r) => r.method === 'POST' && r.path === '/api/upload/document');
    expect(upload?.headers.authorization).toMatch(/^Bearer /);
    expect(String(upload?.body)).toContain('name="type"\r\n\r\ntranscript');
    expect(
      await within(transcript).findByText('Klaar: cijferlijst-vwo5.pdf. Upload een nieuw bestand om het te vervangen.'),
    ).toBeTruthy();
    expect(WIZARD_STEPS[4]?.summary(useOnboardingStore.getState().data).user).toBe('Mijn cijferlijst staat klaar.');
  });
});

describe('the university an athlete came from', () => {
  it("names the school from 'Check je kansen' in the first prompt and on the preferences step, and lets it go", async () => {
    const user = userEvent.setup();
    renderWizard('/onboarding?universiteit=243744');
    await waitFor(() => expect(chatTexts()[0]).toContain('Je wilt weten wat je kansen zijn bij Stanford University.'));
    expect(chatTexts()).toHaveLength(1);
    expect(useOnboardingStore.getState().data.preferences.universityOfInterest).toBe('243744');
    const overview = screen.getByRole('region', { name: 'Profieloverzicht' });
    expect(within(overview).getByText('Stanford University')).toBeTruthy();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (let index = 0; index < 3; index++) {
      fillStep(index);
      fireEvent.click(nextButton());
      act(() => vi.advanceTimersByTime(450));
    }
    vi.useRealTimers();
    expect(chatTexts().at(-1)).toBe(
      `Sanne: ${stepPrompt(WIZARD_STEPS[3] as StepDef, useOnboardingStore.getState().data)}`,
    );
    expect(chatTexts().at(-1)).toContain('Stanford University staat al op je lijst');
    expect(screen.getByText('Je kwam binnen via Stanford University')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Niet meenemen' }));
    expect(useOnboardingStore.getState().data.preferences.universityOfInterest).toBe('');
    expect(screen.queryByText('Je kwam binnen via Stanford University')).toBeNull();
    expect(document.activeElement?.id).toBe('onb-step-heading');
  });

  it('says it once when the athlete was already under way, and ignores what is no institution id', async () => {
    renderWizard();
    await completeSteps(1);
    const said = chatTexts().length;
    cleanup();
    renderWizard('/onboarding?universiteit=199120');
    await waitFor(() => expect(chatTexts().length).toBeGreaterThan(said));
    expect(chatTexts().at(-1)).toContain('Je bekeek net University of North Carolina at Chapel Hill.');
    // The link is read in an effect of the first render, which render() has run; a message
    // would be in the chat at once (said, not after the reply delay).
    cleanup();
    renderWizard('/onboarding?universiteit=199120');
    await act(async () => {});
    expect(chatTexts().filter((text) => text.includes('Je bekeek net'))).toHaveLength(1);

    cleanup();
    renderWizard('/onboarding?universiteit=%3Cscript%3E');
    await act(async () => {});
    expect(useOnboardingStore.getState().data.preferences.universityOfInterest).toBe('199120');
  });
});

describe('the college levels the athlete wishes', () => {
  const levelGroup = () => screen.getByRole('group', { name: 'Welke niveaus spreken je aan?' });
  const descriptionOf = (element: Element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');

  it('asks them on the preferences step as one labelled group, each level explained, none needed', async () => {
    renderWizard();
    await completeSteps(3);
    const group = levelGroup();
    expect(group.tagName).toBe('FIELDSET');
    expect(descriptionOf(group)).toContain('Vink je niets aan, dan kijkt de matching naar alle niveaus.');
    const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual([
      'NCAA Division I',
      'NCAA Division II',
      'NCAA Division III',
      'NAIA',
      'NJCAA (junior college)',
    ]);
    expect(boxes.every((box) => !box.checked)).toBe(true);
    expect(descriptionOf(within(group).getByRole('checkbox', { name: 'NCAA Division III' }))).toBe(
      'Studie eerst: geen sportbeurzen, wel beurzen voor goede cijfers.',
    );
    // Nothing ticked is an answer too: the step goes on.
    fillStep(3);
    fireEvent.click(nextButton());
    expect(await screen.findByText('Stap 5 van 6')).toBeTruthy();
    expect(useOnboardingStore.getState().data.preferences.divisions).toBe('');
  });

  it('takes ticks by mouse and keyboard, says them back, keeps them in the draft and sends them', async () => {
    const user = userEvent.setup();
    await signIn();
    renderWizard();
    await completeSteps(3);
    await user.click(within(levelGroup()).getByRole('checkbox', { name: 'NAIA' }));
    within(levelGroup()).getByRole('checkbox', { name: 'NCAA Division II' }).focus();
    await user.keyboard(' ');
    await user.click(within(levelGroup()).getByRole('checkbox', { name: 'NCAA Division I' }));
    await user.click(within(levelGroup()).getByRole('checkbox', { name: 'NCAA Division I' }));
    expect(useOnboardingStore.getState().data.preferences.divisions).toBe('d2,naia');
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('"divisions":"d2,naia"'));

    fillStep(3, setValue(example, 'preferences.divisions', 'd2,naia'));
    fireEvent.click(nextButton());
    expect(await screen.findByText('Stap 5 van 6')).toBeTruthy();
    expect(chatTexts().some((text) => text.includes('niveau: NCAA Division II of NAIA'))).toBe(true);
    fireEvent.click(backButton());
    expect(
      (within(levelGroup()).getAllByRole('checkbox') as HTMLInputElement[])
        .filter((box) => box.checked)
        .map((box) => box.value),
    ).toEqual(['d2', 'naia']);

    fireEvent.click(nextButton());
    await screen.findByText('Stap 5 van 6');
    fillStep(4);
    fireEvent.click(nextButton());
    await screen.findByText('Stap 6 van 6');
    fillStep(5);
    api.submitWith({ status: 200 });
    fireEvent.click(nextButton());
    expect(await screen.findByText(SUBMIT_TEXTS.successBanner)).toBeTruthy();
    const body = api.submits().at(-1)?.body as OnboardingSubmitBody;
    expect(body.data.preferences.divisions).toBe('d2,naia');
  });
});

describe('submitting', () => {
  it('restores the whole draft after the page is reloaded', async () => {
    const first = renderWizard();
    await completeSteps(2);
    fireEvent.change(control('academics.currentSchool'), { target: { value: 'HAVO 5, Bonhoeffer College' } });
    await waitFor(() => expect(chatTexts().length).toBeGreaterThanOrEqual(7));
    const chatBefore = chatTexts();
    first.unmount();

    // A reload: a fresh store reads what the last page left in localStorage.
    const stored = localStorage.getItem(DRAFT_STORAGE_KEY);
    expect(stored).toContain('HAVO 5, Bonhoeffer College');
    useOnboardingStore.getState().reset();
    expect(useOnboardingStore.getState().stepIndex).toBe(0);
    localStorage.setItem(DRAFT_STORAGE_KEY, stored ?? '');
    await useOnboardingStore.persist.rehydrate();

    renderWizard();
    expect(screen.getByText('Stap 3 van 6')).toBeTruthy();
    expect(control('academics.currentSchool').value).toBe('HAVO 5, Bonhoeffer College');
    expect(chatTexts()).toEqual(chatBefore);
    fireEvent.click(backButton());
    expect(control('sport.club').value).toBe(example.sport.club);
    fireEvent.click(backButton());
    expect(control('personal.firstName').value).toBe('Lisa');
  });

  it('signed in: a missing endpoint shows the error texts and keeps everything; a retry reuses the key', async () => {
    await signIn();
    renderWizard();
    await completeSteps(5);
    fillStep(5);
    const release = api.holdSubmits();
    nextButton().focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText(SUBMIT_TEXTS.sending)).toBeTruthy();
    expect(nextButton().textContent).toBe('Opslaan...');
    // Idle while it sends, yet it keeps the focus: a disabled button would drop it to <body>.
    expect(nextButton().getAttribute('aria-disabled')).toBe('true');
    expect(browserFocus()).toBe(nextButton());
    await userEvent.keyboard('{Enter}');
    expect((backButton() as HTMLButtonElement).disabled).toBe(true);
    release();

    expect(await screen.findByText('Fout bij het opslaan. Controleer je verbinding.')).toBeTruthy();
    expect(api.submits()).toHaveLength(1);
    expect(browserFocus()).toBe(nextButton());
    expect(screen.getByText(SUBMIT_TEXTS.failureBanner).getAttribute('role')).toBe('alert');
    await waitFor(() => expect(chatTexts()).toContain(`Sanne: ${SUBMIT_TEXTS.coachError}`));
    expect(nextButton().textContent).toBe('Verzend naar Talentbrug');
    const draft = JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}').state;
    expect(draft.status).toBe('error');
    expect(draft.data).toEqual(useOnboardingStore.getState().data);
    expect(draft.data.personal.firstName).toBe('Lisa');

    const [attempt] = api.submits();
    const key = attempt?.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(attempt?.headers.authorization).toMatch(/^Bearer /);

    api.submitWith({ status: 200 });
    fireEvent.click(nextButton());
    expect(await screen.findByText(SUBMIT_TEXTS.successBanner)).toBeTruthy();
    // No '100%' the wizard's measure cannot back: the profile was sent.
    expect(chatTexts().at(-1)).toBe(`Sanne: ${SUBMIT_TEXTS.coachSuccess}`);
    expect(chatTexts().at(-1)).not.toContain('100%');
    expect(api.submits()).toHaveLength(2);
    expect(api.submits()[1]?.headers['idempotency-key']).toBe(key);
    // The server's schema accepted the body (the test API validates it before answering 200), both consents in it.
    const body = api.submits()[1]?.body as OnboardingSubmitBody;
    expect(body.consent.sharing).toMatchObject({ accepted: true, version: SHARING_CONSENT_VERSION });
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verzend naar Talentbrug' })).toBeNull();
  });

  it('not signed in: the send button stays in its place, idle, while the account step is open', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeSteps(5);
    fillStep(5);
    const send = nextButton() as HTMLButtonElement;
    await user.dblClick(send);
    const gate = await screen.findByRole('region', { name: 'Nog één stap: je account' });
    expect(screen.getByText('Stap 6 van 6')).toBeTruthy();
    expect(nextButton()).toBe(send);
    expect(send.disabled).toBe(true);
    expect((backButton() as HTMLButtonElement).disabled).toBe(false);
    expect(send.compareDocumentPosition(gate) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.submits()).toHaveLength(0);

    // 'Wijzig in stap 1' goes to the e-mail field, as a step of its own in the history.
    await user.click(within(gate).getByRole('button', { name: 'Wijzig in stap 1' }));
    expect(screen.getByText('Stap 1 van 6')).toBeTruthy();
    expect(address()).toBe('/onboarding');
    await waitFor(() => expect(document.activeElement).toBe(control('personal.email')));
    await browserBack();
    expect(screen.getByText('Stap 6 van 6')).toBeTruthy();
  });

  it("a 400 naming a field brings the athlete to that field with the server's message", async () => {
    await signIn();
    renderWizard();
    await completeSteps(5);
    fillStep(5);
    api.submitWith({
      status: 400,
      fields: { 'data.personal.email': 'Dit e-mailadres is al gekoppeld aan een ander profiel.' },
    });
    fireEvent.click(nextButton());
    expect(await screen.findByText('Dit e-mailadres is al gekoppeld aan een ander profiel.')).toBeTruthy();
    expect(screen.getByText('Stap 1 van 6')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(control('personal.email')));
    expect(screen.getByText('Ongeldige invoer')).toBeTruthy();
  });

  it('reports the funnel in batches without personal data, flushed with sendBeacon on page hide', async () => {
    const user = userEvent.setup();
    await signIn();
    renderWizard();
    await user.click(nextButton());
    await completeSteps(2);
    await user.click(backButton());
    await flushAnalytics();
    await waitFor(() => expect(api.events().map((e) => e.name)).toContain('onboarding_step_back'));
    expect(api.events().map((e) => [e.name, e.properties])).toEqual([
      ['onboarding_validation_error', { step: 'personal', stepIndex: 0, errorCount: 6 }],
      ['onboarding_step_completed', { step: 'personal', stepIndex: 0, fieldCount: 6 }],
      ['onboarding_step_completed', { step: 'sport', stepIndex: 1, fieldCount: 9 }],
      ['onboarding_step_back', { step: 'academics', stepIndex: 2 }],
    ]);
    // One request for the whole batch, sent as sendBeacon sends it.
    const beacons = api.requests.filter((r) => r.path === '/api/events');
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.headers['content-type']).toContain('text/plain');

    for (const index of [2, 3, 4, 5]) {
      act(() => useOnboardingStore.getState().goTo(index));
      fillStep(index);
    }
    api.submitWith({ status: 200 });
    await user.click(nextButton());
    await screen.findByText(SUBMIT_TEXTS.successBanner);
    await flushAnalytics();
    await waitFor(() => expect(api.events().map((e) => e.name)).toContain('onboarding_completed'));
    expect(
      api
        .events()
        .map((e) => e.name)
        .slice(4),
    ).toEqual(['onboarding_step_completed', 'onboarding_submission_started', 'onboarding_completed']);

    const sentText = JSON.stringify(api.events());
    for (const personal of ['Lisa', 'de Vries', 'example.nl', '06 12345678', 'Hockey', 'youtube', '2008']) {
      expect(sentText).not.toContain(personal);
    }
  });
});

describe('the consent of a parent or guardian', () => {
  const guardianName = () => screen.queryByRole('textbox', { name: /Naam van je ouder of voogd/ });
  const guardianEmail = () => screen.queryByRole('textbox', { name: /E-mailadres van je ouder of voogd/ });
  const guardianBox = () => screen.queryByRole('checkbox', { name: /Ik ben de ouder of voogd van/ });
  const submittedBody = () => api.submits().at(-1)?.body as OnboardingSubmitBody | undefined;

  it('an athlete under 16 sees the block on the last step and cannot send without it', async () => {
    const user = userEvent.setup();
    const minor = exampleUnder16OnboardingData();
    await signIn();
    renderWizard();
    await completeSteps(5, minor);
    expect(screen.getByText('Stap 6 van 6')).toBeTruthy();

    // Why, in words a fifteen-year-old and a parent understand, with the privacy statement's section.
    expect(
      screen.getByText(/Omdat je jonger bent dan 16, moet volgens de privacywet \(AVG\) ook je ouder of voogd/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wat de privacyverklaring hierover zegt' }).getAttribute('href')).toBe(
      '/privacy#jonger-dan-16',
    );
    expect(guardianName()).toBeTruthy();
    expect(guardianEmail()?.getAttribute('type')).toBe('email');
    expect(guardianBox()?.getAttribute('aria-required')).toBe('true');
    expect(
      screen.getByRole('checkbox', { name: /^Ik ben de ouder of voogd van Noor en geef Talentbrug toestemming/ }),
    ).toBeTruthy();

    // The athlete ticks their own boxes only.
    await user.click(screen.getByRole('checkbox', { name: /^Ik heb de algemene voorwaarden/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Talentbrug mag mijn profiel delen/ }));
    await user.click(nextButton());
    expect(await screen.findByText('3 velden ontbreken of zijn niet goed ingevuld.')).toBeTruthy();
    expect(screen.getByText('Vul de naam van je ouder of voogd in.')).toBeTruthy();
    expect(screen.getByText('Je ouder of voogd zet hier zelf het vinkje om toestemming te geven.')).toBeTruthy();
    expect(document.activeElement).toBe(guardianName());
    expect(guardianBox()?.getAttribute('aria-invalid')).toBe('true');
    expect(api.submits()).toHaveLength(0);
    const todo = within(progressPanel());
    expect(todo.getByText('Toestemming: Toestemming van je ouder of voogd')).toBeTruthy();

    // The athlete's own address is not the parent's.
    await user.type(guardianName() as HTMLElement, 'Marieke Bakker');
    await user.type(guardianEmail() as HTMLElement, minor.personal.email);
    const before = Date.now();
    await user.click(guardianBox() as HTMLElement);
    await user.click(nextButton());
    expect(
      await screen.findByText('Dit is je eigen e-mailadres. Vul het e-mailadres van je ouder of voogd in.'),
    ).toBeTruthy();
    const email = guardianEmail() as HTMLInputElement;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(api.submits()).toHaveLength(0);

    // Ticking recorded when the parent consented.
    const { guardian } = useOnboardingStore.getState().data.consent;
    expect(guardian.accepted).toBe(true);
    expect(new Date(guardian.timestamp).getTime()).toBeGreaterThanOrEqual(before);

    await user.clear(email);
    await user.type(email, 'marieke.bakker@example.nl');
    const overview = within(screen.getByRole('region', { name: 'Profieloverzicht' }));
    expect(overview.getByText('Toestemming ouder/voogd')).toBeTruthy();
    expect(overview.getByText('Gegeven door Marieke Bakker')).toBeTruthy();

    api.submitWith({ status: 200 });
    await user.click(nextButton());
    // The test API answers 200 only to a body the server's schema accepts.
    expect(await screen.findByText(SUBMIT_TEXTS.successBanner)).toBeTruthy();
    expect(submittedBody()?.consent.guardian).toEqual({
      name: 'Marieke Bakker',
      email: 'marieke.bakker@example.nl',
      accepted_at: guardian.timestamp,
    });
    expect(chatTexts()).toContain(
      'Jij: Ik ga akkoord met de voorwaarden en de privacyverklaring (versie 2025-01). Talentbrug mag mijn profiel delen met zijn talentmanagers. Mijn ouder of voogd, Marieke Bakker, geeft ook toestemming.',
    );
  });

  it('a 17-year-old does not see it and sends without it', async () => {
    const born = new Date();
    born.setUTCFullYear(born.getUTCFullYear() - 17);
    const seventeen = setValue(example, 'personal.dateOfBirth', born.toISOString().slice(0, 10));
    await signIn();
    renderWizard();
    await completeSteps(5, seventeen);
    expect(screen.getByText('Stap 6 van 6')).toBeTruthy();
    expect(guardianName()).toBeNull();
    expect(guardianEmail()).toBeNull();
    expect(guardianBox()).toBeNull();
    expect(screen.queryByText(/jonger bent dan 16/)).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);

    fillStep(5, seventeen);
    api.submitWith({ status: 200 });
    fireEvent.click(nextButton());
    expect(await screen.findByText(SUBMIT_TEXTS.successBanner)).toBeTruthy();
    expect(submittedBody()?.consent.guardian).toBeNull();
  });

  it('a date of birth under 16: Sanne says so at once and asks for the parent on the last step', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWizard();
    const minor = exampleUnder16OnboardingData();
    for (let index = 0; index < 5; index++) {
      fillStep(index, minor);
      fireEvent.click(nextButton());
      act(() => vi.advanceTimersByTime(450));
    }
    expect(screen.getByText('Stap 6 van 6')).toBeTruthy();
    expect(chatTexts()).toContain(
      'Sanne: Leuk je te leren kennen, Noor! Omdat je jonger bent dan 16, doe je de laatste stap straks samen met je ouder of voogd.',
    );
    expect(chatTexts().at(-1)).toMatch(
      /^Sanne: Laatste stap! Omdat je jonger bent dan 16, doe je deze stap samen met je ouder of voogd\./,
    );
    expect(guardianName()).toBeTruthy();
    // Back to the first step: a date that makes the athlete 18 hides the block again.
    act(() => useOnboardingStore.getState().goTo(0));
    fireEvent.change(control('personal.dateOfBirth'), { target: { value: '2008-03-12' } });
    act(() => useOnboardingStore.getState().goTo(5));
    expect(guardianName()).toBeNull();
  });
});

describe('the sport and level from the catalogue', () => {
  const sportBox = () => screen.getByRole('combobox', { name: /^Sport/ }) as HTMLInputElement;
  const levelSelect = () => screen.getByRole('combobox', { name: /^Huidig niveau/ }) as HTMLSelectElement;
  const levelLabels = () => Array.from(levelSelect().options, (option) => option.text);
  const sportNotice = () => document.getElementById(`${fieldId('sport.primarySport')}-notice`) as HTMLElement;
  const levelNotice = () => document.getElementById(`${fieldId('sport.level')}-notice`) as HTMLElement;
  const draft = () => useOnboardingStore.getState().data.sport;

  async function onSportStep() {
    const user = userEvent.setup();
    renderWizard();
    act(() => useOnboardingStore.getState().goTo(1));
    await screen.findByText('Stap 2 van 6');
    return user;
  }

  it("picks field hockey by typing 'hockey' or its alias 'veldhockey', and the list says how many match", async () => {
    const user = await onSportStep();
    await user.type(sportBox(), 'hockey');
    const list = screen.getByRole('listbox', { name: 'Keuzes voor sport' });
    const options = within(list).getAllByRole('option');
    // The Dutch name, and the alias or English name that matched when it is not the name.
    expect(options.map((option) => option.getAttribute('aria-label') ?? option.textContent)).toEqual([
      'Hockey',
      'IJshockey, Ice hockey',
      'Andere sport, Zelf invullen: ‘hockey’',
    ]);
    expect(sportBox().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(screen.getByText('2 sporten gevonden.').getAttribute('role')).toBe('status');

    await user.clear(sportBox());
    await user.type(sportBox(), 'veldhockey');
    expect(within(list).getAllByRole('option')[0]).toBe(screen.getByRole('option', { name: 'Hockey, veldhockey' }));
    expect(screen.getByText('1 sport gevonden.')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(sportBox().value).toBe('Hockey');
    expect(sportBox().getAttribute('aria-expanded')).toBe('false');
    expect(draft().primarySport).toBe('Hockey');
    // The step stays put: Enter picked, it did not submit.
    expect(screen.getByText('Stap 2 van 6')).toBeTruthy();
  });

  it("keeps a sport outside the catalogue as typed through 'Andere sport', and says what that means", async () => {
    const user = await onSportStep();
    await user.type(sportBox(), 'Padel');
    expect(screen.getByText('Geen sport gevonden. Kies ‘Andere sport’ om je sport zelf in te vullen.')).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Andere sport, Zelf invullen: ‘Padel’' }));
    expect(draft().primarySport).toBe('Padel');
    expect(sportNotice().getAttribute('role')).toBe('status');
    expect(sportNotice().textContent).toMatch(/^‘Padel’ staat niet in onze lijst met universiteitssporten\./);
    expect(sportBox().getAttribute('aria-describedby')?.split(' ')).toContain(sportNotice().id);

    // The generic ladder, and the step goes on.
    fireEvent.change(control('sport.team'), { target: { value: 'heren' } });
    expect(levelLabels()).toContain('Hoogste landelijke niveau of NK-podium');
    fillStep(1, {
      ...example,
      sport: { ...example.sport, primarySport: 'Padel', team: 'heren', level: 'nationale-top' },
    });
    await user.click(nextButton());
    expect(await screen.findByText('Stap 3 van 6')).toBeTruthy();
    expect(useOnboardingStore.getState().data.sport.primarySport).toBe('Padel');
  });

  it('says plainly that men have no college field hockey, naming what exists, and lets the athlete go on', async () => {
    const user = await onSportStep();
    await user.type(sportBox(), 'hockey{Enter}');
    expect(sportNotice().textContent).toBe('');
    await user.selectOptions(control('sport.team'), 'heren');
    expect(sportNotice().getAttribute('role')).toBe('status');
    expect(sportNotice().textContent).toContain(
      'Heren-veldhockey heeft in de VS geen universiteitsteams met sportbeurzen (NCAA, NAIA of NJCAA)',
    );
    expect(sportNotice().textContent).toContain('Veldhockey is er wel voor dames, op NCAA Division I, II en III.');
    expect(sportNotice().textContent).toContain('Je kunt je profiel gewoon afmaken.');

    fillStep(1, { ...example, sport: { ...example.sport, team: 'heren' } });
    await user.click(nextButton());
    expect(await screen.findByText('Stap 3 van 6')).toBeTruthy();
  });

  it('offers the ladder of the sport and team, and empties a level the new ladder lacks, saying so', async () => {
    const user = await onSportStep();
    // Without a sport and team: the generic ladder.
    expect(levelLabels()).toEqual([
      'Maak een keuze',
      'Nationale (jeugd)selectie of internationale wedstrijden',
      'Hoogste landelijke niveau of NK-podium',
      'Landelijk niveau of NK-deelname',
      'Bovenregionaal niveau of regionale selectie',
      'Regionaal niveau',
      'Clubniveau of recreatief',
    ]);

    await user.type(sportBox(), 'veldhockey{Enter}');
    await user.selectOptions(control('sport.team'), 'dames');
    expect(levelLabels()).toContain('Promotieklasse of subtopklasse jeugd');
    expect(levelLabels()).toContain('Overgangsklasse');
    await user.selectOptions(levelSelect(), 'promotieklasse');
    expect(levelNotice().textContent).toBe('');

    // Tennis has ratings, no promotieklasse: the level is emptied and the field says why.
    await user.clear(sportBox());
    await user.type(sportBox(), 'tennis');
    await user.tab();
    expect(draft()).toMatchObject({ primarySport: 'Tennis', level: '' });
    expect(levelSelect().value).toBe('');
    expect(levelLabels()).toContain('Speelsterkte (rating) 3');
    expect(levelNotice().getAttribute('role')).toBe('status');
    expect(levelNotice().textContent).toBe(
      'Je hebt een andere sport of een ander team gekozen. Daarom is je niveau (‘Promotieklasse of subtopklasse jeugd’) leeggemaakt: kies het opnieuw uit de nieuwe lijst.',
    );

    // Picking again clears the note; a team on the same ladder keeps the level.
    await user.selectOptions(levelSelect(), 'rating-3');
    expect(levelNotice().textContent).toBe('');
    await user.selectOptions(control('sport.team'), 'heren');
    expect(draft().level).toBe('rating-3');

    // Football: the women's topklasse is not on the men's ladder.
    await user.clear(sportBox());
    await user.type(sportBox(), 'voetbal');
    await user.tab();
    expect(levelLabels()).toContain('Vierde divisie (tot 2022 hoofdklasse) of O19/O17 hoofdklasse');
    await user.selectOptions(control('sport.team'), 'dames');
    await user.selectOptions(levelSelect(), 'topklasse');
    await user.selectOptions(control('sport.team'), 'heren');
    expect(draft().level).toBe('');
    expect(levelNotice().textContent).toContain('(‘Topklasse (hoogste amateurniveau)’) leeggemaakt');
  });

  it('keeps a draft saved before the ladders valid: the old level stays chosen and reads on the sport’s ladder', async () => {
    const old = { ...example, sport: { ...example.sport, primarySport: 'Tennis', level: 'eredivisie' } };
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        state: {
          data: old,
          stepIndex: 1,
          chat: [],
          pendingCoach: [],
          promptsShown: ['personal', 'sport'],
          status: 'none',
          idempotencyKey: 'old-draft-0001',
          account: 'none',
        },
        version: 1,
      }),
    );
    await useOnboardingStore.persist.rehydrate();
    const user = userEvent.setup();
    renderWizard();
    expect(screen.getByText('Stap 2 van 6')).toBeTruthy();
    expect(sportBox().value).toBe('Tennis');
    expect(levelSelect().value).toBe('eredivisie');
    expect(levelSelect().selectedOptions[0]?.text).toBe('Eredivisie of Eerste divisie (hoogste landelijke niveau)');
    expect(levelNotice().textContent).toContain('Voor jouw sport lezen we dat als ‘Speelsterkte (rating) 1 of 2’.');

    await user.click(nextButton());
    expect(await screen.findByText('Stap 3 van 6')).toBeTruthy();
    expect(useOnboardingStore.getState().data.sport.level).toBe('eredivisie');
  });
});
