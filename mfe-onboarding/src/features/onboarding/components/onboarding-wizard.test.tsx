import { getAnalytics } from '@talentbrug/api-client/analytics';
import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { initSupabase } from '@talentbrug/api-client/supabase';
import { fakeSession, storeSession } from '@talentbrug/api-client/testing/session';
import { TERMS_VERSION } from '@talentbrug/domain/constants';
import { type FieldPath, getValue, type OnboardingData, setValue } from '@talentbrug/domain/onboarding/data';
import { exampleOnboardingData, exampleUnder16OnboardingData } from '@talentbrug/domain/onboarding/example';
import type { OnboardingSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { ONBOARDING_STEPS, visibleFields } from '@talentbrug/domain/onboarding/steps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import OnboardingPage from '../../../pages/onboarding-page.tsx';
import { startTestApi, type TestApi } from '../../../testing/api-server.ts';
import { DRAFT_STORAGE_KEY, useOnboardingStore } from '../stores/onboarding-store.ts';
import { fieldId } from '../utils/field-id.ts';

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

function renderWizard() {
  return render(
    <MemoryRouter initialEntries={['/onboarding']}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <OnboardingPage />
          <ToastContainer />
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

/** Types the example's answers into the current step's shown fields, the way a browser fires change events. */
function fillStep(stepIndex: number, data: OnboardingData = example) {
  const step = ONBOARDING_STEPS[stepIndex];
  for (const field of step ? visibleFields(step, data) : []) {
    const value = getValue(data, field.path);
    const element = control(field.path);
    if (field.type === 'checkbox') {
      if (element.checked !== value) fireEvent.click(element);
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
  it('shows the first step with its coach, progress, panels and buttons', async () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Onboarding met AI-coach Sanne' })).toBeTruthy();
    expect(screen.getByText('Stap 1 van 6')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Persoonlijke gegevens' })).toBeTruthy();
    expect(screen.getByText(ONBOARDING_STEPS[0]?.description ?? '')).toBeTruthy();
    expect(screen.getByText(ONBOARDING_STEPS[0]?.coachTip ?? '')).toBeTruthy();

    const bar = screen.getByRole('progressbar', { name: 'Profiel ingevuld' });
    // The three preference selects have defaults: 3 of 29 required fields.
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    expect(bar.getAttribute('aria-valuetext')).toBe('10%');

    expect(chatTexts()).toEqual([`Sanne: ${ONBOARDING_STEPS[0]?.coachPrompt}`]);
    expect(chat().getAttribute('aria-live')).toBe('polite');

    const progress = screen.getByRole('region', { name: 'Voortgang' });
    expect(within(progress).getByText('0%')).toBeTruthy();
    expect(within(progress).getByText('Start met het invullen van je profiel!')).toBeTruthy();
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

    const overview = screen.getByRole('region', { name: 'Profieloverzicht' });
    expect(
      within(overview)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['Nog invullen', 'Nog invullen', 'Fall 2027', 'Verenigde Staten']);

    expect((backButton() as HTMLButtonElement).disabled).toBe(true);
    expect(nextButton().textContent).toBe('Volgende stap');
  });

  it('reports every empty field, focuses the first and clears an error once that field is edited', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(nextButton());

    expect(await screen.findByText('6 veld(en) missen of zijn ongeldig.')).toBeTruthy();
    expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(6);
    const firstName = screen.getByRole('textbox', { name: 'Voornaam' });
    expect(document.activeElement).toBe(firstName);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = firstName.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('⚠ Dit veld is verplicht.');
    expect(screen.getByText('Stap 1 van 6')).toBeTruthy();

    await user.type(firstName, 'Lisa');
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Achternaam' }).getAttribute('aria-invalid')).toBe('true');
  });

  it("checks e-mail, URL and number fields with the spec's messages", async () => {
    const user = userEvent.setup();
    renderWizard();
    fillStep(0);
    fireEvent.change(control('personal.email'), { target: { value: 'lisa@gmail' } });
    await user.click(nextButton());
    expect(await screen.findByText('1 veld(en) missen of zijn ongeldig.')).toBeTruthy();
    expect(screen.getByText('Voer een geldig e-mailadres in.')).toBeTruthy();
    expect(document.activeElement).toBe(control('personal.email'));
    fireEvent.change(control('personal.email'), { target: { value: example.personal.email } });
    await user.click(nextButton());
    await screen.findByText('Stap 2 van 6');

    fillStep(1);
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
    fireEvent.change(control('media.highlightVideo'), { target: { value: 'www.youtube.com/watch?v=abc' } });
    await user.click(nextButton());
    expect(screen.getByText('Voer een geldige URL in (http:// of https://).')).toBeTruthy();
  });

  it('explains a Dutch grade as a GPA estimate while it is typed', async () => {
    renderWizard();
    act(() => useOnboardingStore.getState().goTo(2));
    fireEvent.change(control('academics.gpa'), { target: { value: '7,4' } });
    expect(
      screen.getByText(
        'Een 7,4 is ongeveer een GPA van 3.3. Dat is een schatting: het NCAA Eligibility Center berekent de officiële GPA.',
      ),
    ).toBeTruthy();
  });

  it('answers with the summary at once and the coach after 450 ms; each prompt is shown once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWizard();
    fillStep(0);
    fireEvent.click(nextButton());
    expect(screen.getByText('Stap 2 van 6')).toBeTruthy();
    const summary = ONBOARDING_STEPS[0]?.summary(example);
    expect(chatTexts().at(-1)).toBe(`Jij: ${summary?.user}`);
    expect(screen.getByText('Sanne typt…')).toBeTruthy();

    act(() => vi.advanceTimersByTime(449));
    expect(chatTexts()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(chatTexts().slice(2)).toEqual([`Sanne: ${summary?.coach}`, `Sanne: ${ONBOARDING_STEPS[1]?.coachPrompt}`]);
    expect(screen.queryByText('Sanne typt…')).toBeNull();

    // Back and forward again: a new summary and reply, but the sport prompt is not repeated.
    fireEvent.click(backButton());
    expect(screen.getByText('Stap 1 van 6')).toBeTruthy();
    fireEvent.click(nextButton());
    act(() => vi.advanceTimersByTime(450));
    const prompts = chatTexts().filter((text) => text === `Sanne: ${ONBOARDING_STEPS[1]?.coachPrompt}`);
    expect(prompts).toHaveLength(1);
    expect(chatTexts()).toHaveLength(6);
  });

  it('clears field errors on a step change and disables nothing but the first back button', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeSteps(1);
    expect((backButton() as HTMLButtonElement).disabled).toBe(false);
    await user.click(nextButton());
    expect(screen.getAllByText('Dit veld is verplicht.').length).toBeGreaterThan(0);
    await user.click(backButton());
    expect(screen.getByText('Stap 1 van 6')).toBeTruthy();
    expect(document.activeElement?.id).toBe('onb-step-heading');
    await user.click(nextButton());
    expect(screen.queryAllByText('Dit veld is verplicht.')).toHaveLength(0);
  });

  it("labels the last button 'Verzend naar Talentbrug' and records consent with its time", async () => {
    renderWizard();
    await completeSteps(5);
    expect(screen.getByText('Stap 6 van 6')).toBeTruthy();
    expect(nextButton().textContent).toBe('Verzend naar Talentbrug');
    const box = screen.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ });
    const before = Date.now();
    fireEvent.click(box);
    const { consent } = useOnboardingStore.getState().data;
    expect(consent.accepted).toBe(true);
    expect(new Date(consent.timestamp).getTime()).toBeGreaterThanOrEqual(before);
    expect(consent.timestamp).toBe(new Date(consent.timestamp).toISOString());
    expect(consent.termsVersion).toBe(TERMS_VERSION);
    fireEvent.click(box);
    expect(useOnboardingStore.getState().data.consent).toMatchObject({
      accepted: false,
      timestamp: '',
      ipAddress: 'n/a',
    });
    expect(
      within(screen.getByRole('region', { name: 'Voortgang' })).getByText('Toestemming: Akkoord met de voorwaarden'),
    ).toBeTruthy();
  });

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
    fireEvent.click(nextButton());

    expect(await screen.findByText('Je gegevens worden verzonden... 🚀')).toBeTruthy();
    expect(nextButton().textContent).toBe('Opslaan...');
    expect((nextButton() as HTMLButtonElement).disabled).toBe(true);
    expect((backButton() as HTMLButtonElement).disabled).toBe(true);
    release();

    expect(await screen.findByText('Fout bij het opslaan. Controleer je verbinding.')).toBeTruthy();
    expect(
      screen.getByText('Opslaan mislukte. Controleer je verbinding of probeer het later opnieuw.').getAttribute('role'),
    ).toBe('alert');
    await waitFor(() => expect(chatTexts().at(-1)).toContain('alles wat je hebt ingevuld blijft bewaard'));
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
    expect(await screen.findByText('Onboarding voltooid! Je profiel wordt verwerkt. 🎉')).toBeTruthy();
    expect(
      screen.getByText('Succes! Je gegevens zijn verzonden. De coach houdt je status bij en matching start direct.'),
    ).toBeTruthy();
    expect(chatTexts().at(-1)).toContain('Je profiel staat nu op 100%');
    expect(api.submits()).toHaveLength(2);
    expect(api.submits()[1]?.headers['idempotency-key']).toBe(key);
    // The server's schema accepted the body (the test API validates it before answering 200).
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verzend naar Talentbrug' })).toBeNull();
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

  it('not signed in: creates the account in place from the wizard e-mail, then submits', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeSteps(5);
    fillStep(5);
    api.submitWith({ status: 200 });
    await user.click(nextButton());

    const gate = await screen.findByRole('region', { name: 'Nog één stap: je account' });
    expect(within(gate).getByText(example.personal.email)).toBeTruthy();
    await user.type(within(gate).getByLabelText('Wachtwoord'), 'kort');
    await user.type(within(gate).getByLabelText('Herhaal wachtwoord'), 'anders');
    await user.click(within(gate).getByRole('button', { name: 'Account aanmaken en verzenden' }));
    expect(within(gate).getByText('Wachtwoord moet minimaal 8 karakters bevatten')).toBeTruthy();
    expect(within(gate).getByText('Wachtwoorden komen niet overeen')).toBeTruthy();
    expect(within(gate).getByText('Dit veld is verplicht.')).toBeTruthy();
    expect(api.requests.filter((r) => r.path === '/auth/v1/signup')).toHaveLength(0);

    await user.clear(within(gate).getByLabelText('Wachtwoord'));
    await user.type(within(gate).getByLabelText('Wachtwoord'), 'Correct-Paard-9');
    await user.clear(within(gate).getByLabelText('Herhaal wachtwoord'));
    await user.type(within(gate).getByLabelText('Herhaal wachtwoord'), 'Correct-Paard-9');
    await user.click(within(gate).getByRole('checkbox'));
    await user.click(within(gate).getByRole('button', { name: 'Account aanmaken en verzenden' }));

    expect(await screen.findByText('Onboarding voltooid! Je profiel wordt verwerkt. 🎉')).toBeTruthy();
    const signup = api.requests.find((r) => r.path === '/auth/v1/signup');
    expect(signup?.body).toMatchObject({
      email: example.personal.email,
      password: 'Correct-Paard-9',
      data: { first_name: 'Lisa', last_name: 'de Vries' },
    });
    expect(api.submits()[0]?.headers.authorization).toMatch(/^Bearer /);
    // The password never reached the draft.
    expect(JSON.stringify(localStorage)).not.toContain('Correct-Paard-9');
  });

  it('keeps the draft while the e-mail waits for confirmation and welcomes the athlete back', async () => {
    const user = userEvent.setup();
    api.signUpWith('confirm');
    const page = renderWizard();
    await completeSteps(5);
    fillStep(5);
    await user.click(nextButton());
    const gate = await screen.findByRole('region', { name: 'Nog één stap: je account' });
    await user.type(within(gate).getByLabelText('Wachtwoord'), 'Correct-Paard-9');
    await user.type(within(gate).getByLabelText('Herhaal wachtwoord'), 'Correct-Paard-9');
    await user.click(within(gate).getByRole('checkbox'));
    await user.click(within(gate).getByRole('button', { name: 'Account aanmaken en verzenden' }));

    const waiting = await screen.findByRole('region', { name: 'Bevestig je e-mailadres' });
    expect(within(waiting).getByText(example.personal.email)).toBeTruthy();
    expect(api.submits()).toHaveLength(0);
    const draft = JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}').state;
    expect(draft.account).toBe('awaiting-confirmation');
    expect(draft.data.media.highlightVideo).toBe(example.media.highlightVideo);
    page.unmount();

    // Back after clicking the link: signed in, on the onboarding again.
    await signIn();
    api.submitWith({ status: 200 });
    renderWizard();
    await waitFor(() => expect(chatTexts().at(-1)).toContain('Welkom terug!'));
    expect(screen.queryByRole('region', { name: 'Bevestig je e-mailadres' })).toBeNull();
    await user.click(nextButton());
    expect(await screen.findByText('Onboarding voltooid! Je profiel wordt verwerkt. 🎉')).toBeTruthy();
    // The consent was said once, before the detour, not again on the resumed submit.
    expect(chatTexts().filter((text) => text.startsWith('Jij: Ik ga akkoord'))).toHaveLength(1);
  });

  it('logs in instead when the account exists, with a Dutch message for a wrong password', async () => {
    const user = userEvent.setup();
    api.signUpWith('exists');
    renderWizard();
    await completeSteps(5);
    fillStep(5);
    await user.click(nextButton());
    const gate = await screen.findByRole('region', { name: 'Nog één stap: je account' });
    await user.type(within(gate).getByLabelText('Wachtwoord'), 'Correct-Paard-9');
    await user.type(within(gate).getByLabelText('Herhaal wachtwoord'), 'Correct-Paard-9');
    await user.click(within(gate).getByRole('checkbox'));
    await user.click(within(gate).getByRole('button', { name: 'Account aanmaken en verzenden' }));
    expect(
      await within(gate).findByText(
        'Er bestaat al een account met dit e-mailadres. Log in om je onboarding te verzenden.',
      ),
    ).toBeTruthy();
    expect(within(gate).getByRole('button', { name: 'Ik heb al een account' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((within(gate).getByLabelText('E-mailadres') as HTMLInputElement).value).toBe(example.personal.email);

    await user.type(within(gate).getByLabelText('Wachtwoord'), 'fout-wachtwoord');
    await user.click(within(gate).getByRole('button', { name: 'Inloggen en verzenden' }));
    expect(await within(gate).findByText('Inloggen mislukt. Controleer je gegevens.')).toBeTruthy();

    api.submitWith({ status: 200 });
    await user.clear(within(gate).getByLabelText('Wachtwoord'));
    await user.type(within(gate).getByLabelText('Wachtwoord'), 'Correct-Paard-9');
    await user.click(within(gate).getByRole('button', { name: 'Inloggen en verzenden' }));
    expect(await screen.findByText('Onboarding voltooid! Je profiel wordt verwerkt. 🎉')).toBeTruthy();
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
    await screen.findByText('Onboarding voltooid! Je profiel wordt verwerkt. 🎉');
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

    // The athlete ticks their own box only.
    await user.click(screen.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }));
    await user.click(nextButton());
    expect(await screen.findByText('3 veld(en) missen of zijn ongeldig.')).toBeTruthy();
    expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(3);
    expect(document.activeElement).toBe(guardianName());
    expect(guardianBox()?.getAttribute('aria-invalid')).toBe('true');
    expect(api.submits()).toHaveLength(0);
    const todo = within(screen.getByRole('region', { name: 'Voortgang' }));
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
    expect(await screen.findByText('Onboarding voltooid! Je profiel wordt verwerkt. 🎉')).toBeTruthy();
    expect(submittedBody()?.consent.guardian).toEqual({
      name: 'Marieke Bakker',
      email: 'marieke.bakker@example.nl',
      accepted_at: guardian.timestamp,
    });
    expect(chatTexts()).toContain(
      'Jij: Ik ga akkoord met de voorwaarden (versie 2025-01). Mijn ouder of voogd, Marieke Bakker, geeft ook toestemming.',
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
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);

    fillStep(5, seventeen);
    api.submitWith({ status: 200 });
    fireEvent.click(nextButton());
    expect(await screen.findByText('Onboarding voltooid! Je profiel wordt verwerkt. 🎉')).toBeTruthy();
    expect(submittedBody()?.consent.guardian).toBeNull();
  });

  it('a date of birth corrected to under 16 brings the block; the coach asks for the parent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWizard();
    const minor = exampleUnder16OnboardingData();
    for (let index = 0; index < 5; index++) {
      fillStep(index, minor);
      fireEvent.click(nextButton());
    }
    act(() => vi.advanceTimersByTime(450));
    expect(screen.getByText('Stap 6 van 6')).toBeTruthy();
    expect(chatTexts()).toContain(
      'Sanne: Top! Dan nog één ding: je toestemming. Omdat je jonger bent dan 16, moet ook je ouder of voogd toestemming geven. Vraag je ouder of voogd er dus even bij voor de laatste stap.',
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
