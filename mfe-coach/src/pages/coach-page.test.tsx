import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { historyQueryOptions } from '@talentbrug/api-client/coach';
import { initSupabase } from '@talentbrug/api-client/supabase';
import { type CoachApi, exampleProfile, startCoachApi, TEST_TIMESTAMP } from '@talentbrug/api-client/testing/coach-api';
import { fakeSession, storeSession } from '@talentbrug/api-client/testing/session';
import { type ChatMessage, POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { browserFocus } from '@talentbrug/ui/testing/focus';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import CoachPage from './coach-page.tsx';

declare const jsdom: { reconfigure(options: { url: string }): void };

let api: CoachApi;

beforeAll(async () => {
  api = await startCoachApi();
  // The page, the API and the auth service share one origin, as on the platform.
  jsdom.reconfigure({ url: `${api.url}/aicoach` });
  initSupabase({ supabaseUrl: api.url, supabasePublishableKey: 'sb_publishable_test' });
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null, session: null, isAuthenticated: false, loading: true, error: null });
  api.reset();
  storeSession(fakeSession());
});
afterEach(cleanup);

/** The providers the shell puts around a remote page. */
function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/aicoach']}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <CoachPage />
        </AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { client };
}

const WELCOME_REST =
  'Ik ben Sanne, je AI-coach. Ik ken je profiel en je matches, dus vraag me gerust alles over je sportbeurs, de NCAA-divisies, je SAT-score of het visum. Waar kan ik je mee helpen?';

const log = () => screen.getByRole('log', { name: 'Gesprek met Sanne' });
const loaded = () => screen.findByRole('log', { name: 'Gesprek met Sanne' });
/**
 * What the log holds for assistive technology: each message with its speaker (aria-hidden parts
 * left out). The log's own items only, not those of a list inside an answer.
 */
const messageItems = () =>
  within(log())
    .queryAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement === log());
const messages = () => messageItems().map((item) => item.textContent ?? '');
const input = () => screen.getByRole('textbox', { name: 'Je vraag aan Sanne' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Verstuur' }) as HTMLButtonElement;
const chips = () => screen.queryByRole('group', { name: 'Populaire vragen' });
const streamingBubble = () => log().querySelector('[data-streaming]');

const at = (minutes: number) => new Date(Date.parse(TEST_TIMESTAMP) + minutes * 60_000).toISOString();
const PAST: ChatMessage[] = [
  { type: 'user', content: 'Wat is het verschil tussen D1 en D2?', timestamp: at(0) },
  { type: 'ai', content: 'Division I is het hoogste niveau; D2 geeft vaker gedeeltelijke beurzen.', timestamp: at(1) },
];

/**
 * Records what a screen reader would be told about the log: the text of every node added to it
 * and every text change in it, except inside aria-hidden parts (those are not in the
 * accessibility tree, so their changes are never announced).
 */
function listenToLog(element: HTMLElement) {
  const heard: string[] = [];
  const hidden = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement;
    return Boolean(element?.closest('[aria-hidden="true"]'));
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') {
        if (!hidden(record.target)) heard.push(record.target.textContent ?? '');
        continue;
      }
      for (const node of record.addedNodes) if (!hidden(node)) heard.push(node.textContent ?? '');
    }
  });
  observer.observe(element, { childList: true, characterData: true, subtree: true });
  return { heard, stop: () => observer.disconnect() };
}

/** jsdom lays nothing out: the log's scroll metrics, under the test's hand. */
function scrollMetrics(element: HTMLElement, { height, visible }: { height: number; visible: number }) {
  let top = 0;
  let total = height;
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => total });
  Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => visible });
  Object.defineProperty(element, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(value, total - visible));
    },
  });
  return {
    get top() {
      return top;
    },
    get bottom() {
      return total - visible;
    },
    grow: (px: number) => {
      total += px;
    },
    /** The reader scrolls to `value`. */
    scrollTo: (value: number) => {
      top = value;
      fireEvent.scroll(element);
    },
  };
}

describe('the AI coach page: loading and the welcome', () => {
  it("says 'AI-coach laden...' until the conversation is read, under the title", async () => {
    const release = api.hold('GET', '/api/ai/history');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Chat met je AI-coach' })).toBeTruthy();
    expect(routeTitle('/aicoach')).toBe('Chat met je AI-coach');
    expect(screen.getByRole('status').textContent).toContain('AI-coach laden...');
    // Still loading once the session is known and the history is on its way.
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/ai/history')).toBe(true));
    expect(screen.getByRole('status').textContent).toContain('AI-coach laden...');
    expect(screen.queryByRole('log')).toBeNull();
    release();
    await loaded();
    expect(screen.queryByText('AI-coach laden...')).toBeNull();
  });

  it("welcomes the athlete by the profile's first name, as Sanne", async () => {
    renderPage();
    await loaded();
    expect(messages()).toEqual([`Sanne: Hoi Lisa! ${WELCOME_REST}`]);
    const history = api.requests.find((r) => r.path === '/api/ai/history');
    expect(history?.headers.authorization).toMatch(/^Bearer /);
  });

  it('uses the first name given at sign-up when there is no profile yet', async () => {
    api.setProfile(null);
    renderPage();
    await loaded();
    expect(messages()[0]).toBe(`Sanne: Hoi Sem! ${WELCOME_REST}`);
  });

  it("says 'daar' without any first name", async () => {
    api.setProfile(exampleProfile({ first_name: '  ' }));
    const session = fakeSession();
    session.user.user_metadata = {};
    storeSession(session);
    renderPage();
    await loaded();
    expect(messages()[0]).toBe(`Sanne: Hoi daar! ${WELCOME_REST}`);
  });

  it('shows the stored conversation on open, oldest first, without the chips', async () => {
    api.setHistory(PAST);
    renderPage();
    await loaded();
    expect(messages()).toEqual([
      `Sanne: Hoi Lisa! ${WELCOME_REST}`,
      'Jij: Wat is het verschil tussen D1 en D2?',
      'Sanne: Division I is het hoogste niveau; D2 geeft vaker gedeeltelijke beurzen.',
    ]);
    expect(chips()).toBeNull();
  });

  it("shows the coach's lists, bold and links as such, and the athlete's own words as typed", async () => {
    api.setHistory([
      { type: 'user', content: '- **Duke** of Iowa?', timestamp: at(0) },
      {
        type: 'ai',
        content: 'Bij **Duke** mis je nog:\n- je GPA\n- een video\n\nLees [de regels](https://www.ncaa.org).',
        timestamp: at(1),
      },
    ]);
    renderPage();
    await loaded();
    const [, question, answer] = messageItems() as [HTMLElement, HTMLElement, HTMLElement];
    expect(question.textContent).toBe('Jij: - **Duke** of Iowa?');
    expect(within(question).queryByRole('list')).toBeNull();
    expect(
      within(within(answer).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['je GPA', 'een video']);
    expect(answer.querySelector('strong')?.textContent).toBe('Duke');
    expect(
      within(answer)
        .getByRole('link', { name: /^de regels/ })
        .getAttribute('href'),
    ).toBe('https://www.ncaa.org');
    expect(answer.textContent).not.toMatch(/\*\*|(^|\n)- /);
  });

  it('shows a stored empty answer as the empty-reply sentence', async () => {
    api.setHistory([PAST[0] as ChatMessage, { type: 'ai', content: ' ', timestamp: at(1) }]);
    renderPage();
    await loaded();
    expect(messages().at(-1)).toBe('Sanne: Sorry, ik kon geen antwoord genereren.');
  });
});

describe('the AI coach page: load failures', () => {
  it("says 'Niet ingelogd' without a session, and asks nothing", async () => {
    localStorage.clear();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Niet ingelogd')).toBeTruthy();
    expect(within(alert).getByText(/Je bent niet ingelogd\. Log in om met je AI-coach te chatten\./)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/login');
    expect(api.requests.filter((r) => r.path.startsWith('/api/'))).toEqual([]);
  });

  it("says 'Niet ingelogd' when the API refuses the session", async () => {
    api.failHistory({ status: 401, error: 'Niet ingelogd' });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Niet ingelogd')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Inloggen' })).toBeTruthy();
  });

  it('shows any other load error in a red box, with a retry', async () => {
    api.failHistory({ status: 503, error: 'De coach is even niet bereikbaar.' });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('De coach is even niet bereikbaar.')).toBeTruthy();
    api.failHistory(null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await loaded();
  });
});

describe('the AI coach page: asking', () => {
  it('shows the six popular questions while only the welcome is there; a chip asks its question', async () => {
    renderPage();
    await loaded();
    const group = chips() as HTMLElement;
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([...POPULAR_QUESTIONS]);
    const question = POPULAR_QUESTIONS[4];
    await userEvent.click(within(group).getByRole('button', { name: question }));
    expect(chips()).toBeNull();
    await waitFor(() => expect(messages()).toHaveLength(3));
    expect(messages().slice(1)).toEqual([`Jij: ${question}`, 'Sanne: Goede vraag! Dit is mijn antwoord.']);
    expect(api.chats()[0]?.body).toEqual({ message: question });
    expect(api.chats()[0]?.headers.accept).toBe('text/event-stream');
    // The chip is gone: the focus waits in the question field, not on the page.
    expect(document.activeElement).toBe(input());
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and empties the field', async () => {
    renderPage();
    await loaded();
    await userEvent.type(input(), 'Eerste regel{Shift>}{Enter}{/Shift}tweede regel');
    expect(input().value).toBe('Eerste regel\ntweede regel');
    expect(api.chats()).toHaveLength(0);
    await userEvent.type(input(), '{Enter}');
    expect(input().value).toBe('');
    await waitFor(() => expect(api.chats()).toHaveLength(1));
    expect(api.chats()[0]?.body).toEqual({ message: 'Eerste regel\ntweede regel' });
    await waitFor(() => expect(messages().at(-1)).toBe('Sanne: Goede vraag! Dit is mijn antwoord.'));
    expect(messages().at(-2)).toBe('Jij: Eerste regel\ntweede regel');
  });

  it('disables the send button while the field is blank and while Sanne answers', async () => {
    api.manual();
    renderPage();
    await loaded();
    expect(sendButton().disabled).toBe(true);
    await userEvent.type(input(), '   ');
    expect(sendButton().disabled).toBe(true);
    await userEvent.type(input(), '{Enter}');
    expect(api.chats()).toHaveLength(0);

    await userEvent.type(input(), 'Hoe werkt het visum?');
    expect(sendButton().disabled).toBe(false);
    await userEvent.click(sendButton());
    const stream = await api.nextStream();
    // The focus is not lost with the button: it is back in the field, where the next question can be written.
    expect(document.activeElement).toBe(input());
    await userEvent.type(input(), 'En de kosten?');
    expect(sendButton().disabled).toBe(true);
    await userEvent.type(input(), '{Enter}');
    expect(input().value).toBe('En de kosten?');
    expect(screen.getByRole('button', { name: 'Nieuw gesprek' }).hasAttribute('disabled')).toBe(true);

    await stream.token('Eerst het I-20.');
    await stream.done();
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(api.chats()).toHaveLength(1);
  });

  it('shows the typing indicator, grows the answer as it is written, and announces only the finished answer, once', async () => {
    api.manual();
    const { client } = renderPage();
    await loaded();
    const listener = listenToLog(log());
    await userEvent.type(input(), 'Welke matches passen het best?{Enter}');
    const stream = await api.nextStream();

    expect(within(log()).getByText('Sanne typt…')).toBeTruthy();
    expect(streamingBubble()).toBeNull();

    await stream.token('Duke ');
    await waitFor(() => expect(streamingBubble()?.textContent).toBe('Duke '));
    expect(within(log()).queryByText('Sanne typt…')).toBeNull();
    expect(streamingBubble()?.getAttribute('aria-hidden')).toBe('true');

    await stream.token('en Iowa passen ');
    await waitFor(() => expect(streamingBubble()?.textContent).toBe('Duke en Iowa passen '));
    await stream.token('het best.');
    await waitFor(() => expect(streamingBubble()?.textContent).toBe('Duke en Iowa passen het best.'));
    // Growing text is not part of the log's accessible content.
    expect(messages()).toEqual([`Sanne: Hoi Lisa! ${WELCOME_REST}`, 'Jij: Welke matches passen het best?']);

    await stream.done();
    await waitFor(() => expect(messages().at(-1)).toBe('Sanne: Duke en Iowa passen het best.'));
    expect(streamingBubble()).toBeNull();
    // Let the cache take the answer over; nothing in the log may change for that. The question is
    // settled and the cached history holds the answer; the page hears of the cache one task later
    // (react-query's notifications), when it renders the history in place of the answered turn.
    await waitFor(() => {
      expect(client.isMutating()).toBe(0);
      expect(client.getQueryData(historyQueryOptions().queryKey)?.messages).toHaveLength(2);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    listener.stop();

    expect(listener.heard.filter((text) => /Duke|Iowa/.test(text))).toEqual(['Sanne: Duke en Iowa passen het best.']);
    expect(listener.heard).toContain('Jij: Welke matches passen het best?');
    expect(listener.heard).toContain('Sanne typt…');
    expect(messages()).toEqual([
      `Sanne: Hoi Lisa! ${WELCOME_REST}`,
      'Jij: Welke matches passen het best?',
      'Sanne: Duke en Iowa passen het best.',
    ]);
  });

  it('shows a list in the answer while it streams in, and the same list when it is done', async () => {
    api.manual();
    renderPage();
    await loaded();
    await userEvent.type(input(), 'Hoe verhoog ik mijn profielscore?{Enter}');
    const stream = await api.nextStream();
    await stream.token('Vul nog in:\n- je **GP');
    await waitFor(() => expect(streamingBubble()?.querySelector('li')?.textContent).toBe('je **GP'));
    expect(streamingBubble()?.querySelector('p')?.textContent).toBe('Vul nog in:');
    await stream.token('A**\n- een video');
    await waitFor(() => expect(streamingBubble()?.querySelectorAll('li')).toHaveLength(2));
    expect(streamingBubble()?.querySelector('strong')?.textContent).toBe('GPA');
    await stream.done();
    await waitFor(() => expect(messages().at(-1)).toBe('Sanne: Vul nog in:je GPAeen video'));
    const answer = messageItems().at(-1) as HTMLElement;
    expect(within(answer).getAllByRole('listitem')).toHaveLength(2);
  });

  it('follows the newest message, but leaves a reader who scrolled up where they are', async () => {
    api.setHistory([...PAST, ...PAST]);
    api.manual();
    renderPage();
    await loaded();
    const scroll = scrollMetrics(log(), { height: 2000, visible: 600 });
    await userEvent.type(input(), 'Hoe verhoog ik mijn profielscore?{Enter}');
    const stream = await api.nextStream();
    await waitFor(() => expect(scroll.top).toBe(scroll.bottom));

    scroll.grow(100);
    await stream.token('Voeg je ');
    await waitFor(() => expect(scroll.top).toBe(1500));

    scroll.scrollTo(300);
    scroll.grow(100);
    await stream.token('SAT-score toe.');
    const jump = await screen.findByRole('button', { name: 'Naar het nieuwste bericht' });
    expect(scroll.top).toBe(300);

    await userEvent.click(jump);
    expect(scroll.top).toBe(scroll.bottom);
    expect(screen.queryByRole('button', { name: 'Naar het nieuwste bericht' })).toBeNull();
    await stream.done();
    await waitFor(() => expect(messages().at(-1)).toBe('Sanne: Voeg je SAT-score toe.'));
  });
});

describe('the AI coach page: chat errors', () => {
  it("keeps the question and says the server's reason in the spec's sentence; retry asks again", async () => {
    api.failChat({ status: 429, error: 'Je stelt veel vragen achter elkaar. Wacht een paar minuten.' });
    renderPage();
    await loaded();
    await userEvent.type(input(), 'Heb je tips voor mijn beursaanvraag?{Enter}');
    await waitFor(() =>
      expect(messages().at(-1)).toBe(
        'Sanne: Sorry, ik kon geen antwoord ophalen (Je stelt veel vragen achter elkaar. Wacht een paar minuten). Probeer het later opnieuw.Opnieuw vragen',
      ),
    );
    expect(messages().at(-2)).toBe('Jij: Heb je tips voor mijn beursaanvraag?');
    expect(log().querySelector('li:last-child')?.className).toMatch(/error/);

    api.failChat(null);
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw vragen' }));
    await waitFor(() => expect(messages().at(-1)).toBe('Sanne: Goede vraag! Dit is mijn antwoord.'));
    expect(messages().filter((text) => text === 'Jij: Heb je tips voor mijn beursaanvraag?')).toHaveLength(1);
    expect(messages().some((text) => text.includes('Sorry'))).toBe(false);
    expect(api.chats().map((r) => r.body)).toEqual([
      { message: 'Heb je tips voor mijn beursaanvraag?' },
      { message: 'Heb je tips voor mijn beursaanvraag?' },
    ]);
  });

  it('says the reason of an error event in the stream, replacing what was written so far', async () => {
    api.manual();
    renderPage();
    await loaded();
    await userEvent.type(input(), 'Hoe werkt het visumproces?{Enter}');
    const stream = await api.nextStream();
    await stream.token('Voor het F-1 ');
    await waitFor(() => expect(streamingBubble()).not.toBeNull());
    await stream.error('Het antwoord kon niet worden afgemaakt.');
    await waitFor(() =>
      expect(messages().at(-1)).toBe(
        'Sanne: Sorry, ik kon geen antwoord ophalen (Het antwoord kon niet worden afgemaakt). Probeer het later opnieuw.Opnieuw vragen',
      ),
    );
    expect(streamingBubble()).toBeNull();
    expect(sendButton().disabled).toBe(true);
    await userEvent.type(input(), 'x');
    expect(sendButton().disabled).toBe(false);
  });

  it('says the generic sentence when there is no reason to give (the stream broke off)', async () => {
    api.manual();
    renderPage();
    await loaded();
    await userEvent.type(input(), 'Wat is het verschil tussen de NCAA-divisies?{Enter}');
    const stream = await api.nextStream();
    await stream.token('Division I ');
    stream.cut();
    await waitFor(() =>
      expect(messages().at(-1)).toBe('Sanne: Sorry, er ging iets mis. Probeer het opnieuw!Opnieuw vragen'),
    );
    expect(messages().at(-2)).toBe('Jij: Wat is het verschil tussen de NCAA-divisies?');
  });

  it('says the generic sentence when the server fails without a reason', async () => {
    api.failChat({ status: 502, error: '' });
    renderPage();
    await loaded();
    await userEvent.type(input(), 'Vraag{Enter}');
    await waitFor(() =>
      expect(messages().at(-1)).toBe('Sanne: Sorry, er ging iets mis. Probeer het opnieuw!Opnieuw vragen'),
    );
  });

  it("says 'Sorry, ik kon geen antwoord genereren.' for an empty reply", async () => {
    api.manual();
    renderPage();
    await loaded();
    await userEvent.type(input(), 'Welke SAT-score heb ik nodig?{Enter}');
    const stream = await api.nextStream();
    await stream.done('');
    await waitFor(() => expect(messages().at(-1)).toBe('Sanne: Sorry, ik kon geen antwoord genereren.Opnieuw vragen'));
    expect(messages().at(-2)).toBe('Jij: Welke SAT-score heb ik nodig?');
  });

  it('keeps an earlier failed question in its place when the next one is answered', async () => {
    api.failChat({ status: 500, error: 'Er ging iets mis' });
    renderPage();
    await loaded();
    await userEvent.type(input(), 'Eerste vraag{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opnieuw vragen' })).toBeTruthy());
    api.failChat(null);
    await userEvent.type(input(), 'Tweede vraag{Enter}');
    await waitFor(() => expect(messages().at(-1)).toBe('Sanne: Goede vraag! Dit is mijn antwoord.'));
    expect(messages().slice(1)).toEqual([
      'Jij: Eerste vraag',
      'Sanne: Sorry, ik kon geen antwoord ophalen (Er ging iets mis). Probeer het later opnieuw.',
      'Jij: Tweede vraag',
      'Sanne: Goede vraag! Dit is mijn antwoord.',
    ]);
    // Only the latest failure offers a retry.
    expect(screen.queryByRole('button', { name: 'Opnieuw vragen' })).toBeNull();
  });
});

describe("the AI coach page: 'Nieuw gesprek'", () => {
  it('asks first, then clears the conversation with DELETE and brings the chips back', async () => {
    api.setHistory(PAST);
    renderPage();
    await loaded();
    const newChat = screen.getByRole('button', { name: 'Nieuw gesprek' });

    await userEvent.click(newChat);
    let dialog = screen.getByRole('dialog', { name: 'Nieuw gesprek beginnen?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(messages()).toHaveLength(3);
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(newChat);
    dialog = screen.getByRole('dialog', { name: 'Nieuw gesprek beginnen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, wis het gesprek' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/ai/history']);
    expect(messages()).toEqual([`Sanne: Hoi Lisa! ${WELCOME_REST}`]);
    expect(chips()).toBeTruthy();
    expect(document.activeElement).toBe(input());
    expect(screen.getByRole('button', { name: 'Nieuw gesprek' }).hasAttribute('disabled')).toBe(true);
  });

  it("keeps the focus in the dialog on the busy 'Ja, wis het gesprek', and clears once however often it is pressed", async () => {
    api.setHistory(PAST);
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Nieuw gesprek' }));
    const dialog = screen.getByRole('dialog', { name: 'Nieuw gesprek beginnen?' });
    const release = api.hold('DELETE', '/api/ai/history');
    within(dialog).getByRole('button', { name: 'Ja, wis het gesprek' }).focus();
    await userEvent.keyboard('{Enter}');

    // Busy, and still the focus's place: a disabled button would drop it to <body>, out of the dialog.
    const busy = await within(dialog).findByRole('button', { name: 'Gesprek wissen...' });
    expect(browserFocus()).toBe(busy);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(input());
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('says so in the dialog when clearing failed, and keeps the conversation', async () => {
    api.setHistory(PAST);
    api.failClear({ status: 500 });
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Nieuw gesprek' }));
    const dialog = screen.getByRole('dialog', { name: 'Nieuw gesprek beginnen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, wis het gesprek' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText('Kon je gesprek niet wissen. Probeer het opnieuw.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(messages()).toHaveLength(3);
  });

  it('also clears questions asked on the page, failed ones included', async () => {
    api.failChat({ status: 500, error: 'Er ging iets mis' });
    renderPage();
    await loaded();
    await userEvent.type(input(), 'Vraag{Enter}');
    await waitFor(() => expect(messages()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Nieuw gesprek' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, wis het gesprek' }));
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(chips()).toBeTruthy();
  });
});
