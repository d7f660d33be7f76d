import { outreachQueryOptions } from '@talentbrug/api-client/outreach';
import { exampleMatch, exampleMatches } from '@talentbrug/api-client/testing/matches';
import { exampleCalendar, exampleEntry, startOutreachApi } from '@talentbrug/api-client/testing/outreach-api';
import type { OutreachEntry } from '@talentbrug/domain/outreach';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { board, column, schoolCard } from '../../../testing/outreach-board.ts';
import { usePageApi } from '../../../testing/page-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { FollowUpCard } from './follow-up-card.tsx';
import OutreachView from './outreach-view.tsx';

const FIVE = exampleMatches(5);
const [DUKE, IOWA] = FIVE as [ReturnType<typeof exampleMatch>, ReturnType<typeof exampleMatch>];

const api = usePageApi(() => startOutreachApi(), '/matches');
beforeEach(() => {
  api.setEntries(FIVE.map((match) => exampleEntry(match)));
});

const onWrite = vi.fn();
const renderView = () => renderInShell(<OutreachView onWrite={onWrite} />, '/matches#coaches');

describe("'Contact met coaches': the board, the reminder and the calendar", () => {
  it("asks the page for the school's draft from its button", async () => {
    renderView();
    const duke = schoolCard(await column('Nieuw'), 'Duke University');
    await userEvent.click(within(duke).getByRole('button', { name: 'Schrijf een e-mail aan Duke University' }));
    expect(onWrite).toHaveBeenCalledWith({
      match_id: DUKE.id,
      institution_id: DUKE.institution_id,
      school_name: 'Duke University',
    });
  });

  it('says a school that left the matches has no draft, and keeps it on the board', async () => {
    api.setEntries([exampleEntry(DUKE, { match_id: null, status: 'contacted' })]);
    renderView();
    const duke = schoolCard(await column('Gemaild'), 'Duke University');
    expect(within(duke).getByText('Staat niet meer in je matches')).toBeTruthy();
    expect(within(duke).queryByRole('button')).toBeNull();
  });

  it('shows every step in order, each school with what counts, and moves a school with its select', async () => {
    const entries: OutreachEntry[] = [
      exampleEntry(DUKE, {
        status: 'contacted',
        sent: [{ kind: 'first', at: '2026-11-20T10:00:00.000Z' }],
        sent_count: 1,
        last_contacted_at: '2026-11-20T10:00:00.000Z',
        dossier: { links: 1, views: 3, last_viewed_at: '2026-11-25T10:00:00.000Z' },
        next_step: { step: 'follow_up', due_at: '2026-11-30T10:00:00.000Z' },
      }),
      exampleEntry(IOWA, { status: 'interested' }),
    ];
    api.setEntries(entries);
    renderView();
    const region = await board();
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.firstChild?.textContent?.trim()),
    ).toEqual([
      'Nieuw',
      'Interesse',
      'Gemaild',
      'Antwoord',
      'Gesprek of bezoek',
      'Aangemeld',
      'Aanbod',
      'Toegezegd',
      'Afgewezen',
    ]);
    expect(region.getAttribute('tabindex')).toBe('0');
    const duke = schoolCard(await column('Gemaild'), 'Duke University');
    expect(within(duke).getByText('Dossier 3 keer bekeken, laatst op 25 november 2026')).toBeTruthy();
    expect(within(duke).getByText('Tijd voor je follow-up (sinds 30 november 2026)')).toBeTruthy();
    expect(within(duke).getByRole('button', { name: 'Schrijf je follow-up aan Duke University' })).toBeTruthy();

    const iowa = schoolCard(await column('Interesse'), 'University of Iowa');
    const step = within(iowa).getByRole('combobox', { name: 'Stap van University of Iowa' }) as HTMLSelectElement;
    fireEvent.change(step, { target: { value: 'replied' } });
    // At once, before the cache's optimistic patch (which comes after an await) moves the card.
    expect(step.value).toBe('replied');
    const replied = schoolCard(await column('Antwoord'), 'University of Iowa');
    expect(within(replied).getByText(/^Nog niet gemaild/)).toBeTruthy();
    await waitFor(() =>
      expect(api.sent('PATCH', '/api/outreach/').map((r) => [r.path, r.body])).toEqual([
        [`/api/outreach/${IOWA.institution_id}`, { status: 'replied' }],
      ]),
    );
    await waitFor(() => expect(within(replied).getByText('Antwoord op 4 december 2026')).toBeTruthy());
  });

  it('names the next step of the rule: one follow-up, then an assistant coach, then nothing', async () => {
    const first = { kind: 'first' as const, at: '2026-11-01T10:00:00.000Z' };
    const followUp = { kind: 'follow_up' as const, at: '2026-11-12T10:00:00.000Z' };
    const [, , , silent, third] = FIVE;
    if (!silent || !third) throw new Error('no match');
    api.setEntries([
      exampleEntry(DUKE, {
        status: 'contacted',
        sent: [first],
        sent_count: 1,
        next_step: { step: 'wait', due_at: '2026-11-11T10:00:00.000Z' },
      }),
      exampleEntry(IOWA, {
        status: 'contacted',
        sent: [first, followUp],
        sent_count: 2,
        next_step: { step: 'wait', due_at: '2026-11-22T10:00:00.000Z' },
      }),
      exampleEntry(silent, {
        status: 'contacted',
        sent: [first, followUp],
        sent_count: 2,
        next_step: { step: 'write_assistant', due_at: '2026-11-22T10:00:00.000Z' },
      }),
      exampleEntry(third, {
        status: 'contacted',
        sent: [first, followUp, { kind: 'assistant', at: '2026-11-23T10:00:00.000Z' }],
        sent_count: 3,
        next_step: { step: 'none', due_at: null },
      }),
    ]);
    renderView();
    const sent = await column('Gemaild');
    expect(
      within(schoolCard(sent, 'Duke University')).getByText(
        'Geen antwoord? Stuur vanaf 11 november 2026 één follow-up',
      ),
    ).toBeTruthy();
    expect(
      within(schoolCard(sent, 'University of Iowa')).getByText(
        'Ook na je follow-up geen antwoord? Mail vanaf 22 november 2026 een assistent-coach',
      ),
    ).toBeTruthy();
    const assistant = schoolCard(sent, silent.school_name);
    expect(within(assistant).getByText('Ook na je follow-up stil: mail nu een assistent-coach')).toBeTruthy();
    expect(
      within(assistant).getByRole('button', { name: `Mail een assistent-coach van ${silent.school_name}` }),
    ).toBeTruthy();
    const done = schoolCard(sent, third.school_name);
    expect(within(done).queryByText(/follow-up|assistent-coach/)).toBeNull();
    expect(within(done).getByRole('button', { name: `Schrijf een e-mail aan ${third.school_name}` })).toBeTruthy();
  });

  it('suggests 10 to 30 schools, and says why when the athlete works on more', async () => {
    const many = exampleMatches(32);
    api.setEntries(many.map((match, i) => exampleEntry(match, { status: i < 31 ? 'contacted' : 'new' })));
    renderView();
    expect(await screen.findByText(/Kies 10 tot 30 scholen die echt bij je passen/)).toBeTruthy();
    expect(await screen.findByText('Je bent met 31 scholen bezig')).toBeTruthy();
    cleanup();
    api.setEntries(many.map((match, i) => exampleEntry(match, { status: i < 30 ? 'contacted' : 'declined' })));
    renderView();
    await board();
    expect(screen.queryByText(/Je bent met \d+ scholen bezig/)).toBeNull();
  });

  it('turns the weekly reminder on, as the server has it', async () => {
    renderView();
    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Mail me één keer per week als een school op mijn follow-up wacht',
    });
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(api.sent('PUT', '/api/outreach/reminders').map((r) => r.body)).toEqual([{ email: true }]);
    expect(api.reminders).toBe(true);
  });

  it('shows the contact calendar: where the athlete is, the levels without a rule, the source and the subscription', async () => {
    renderView();
    const calendar = (await screen.findByRole('heading', { level: 2, name: 'Wanneer mogen coaches je antwoorden?' }))
      .parentElement as HTMLElement;
    for (const line of exampleCalendar().timeline)
      expect(await within(calendar).findByText(line.sentence)).toBeTruthy();
    expect(
      within(calendar).getByText('NCAA Division III, NAIA, NJCAA (junior college): nog geen regel in onze bronnen.'),
    ).toBeTruthy();
    expect(within(calendar).getByText(/^Bron: Domain facts, bijgewerkt in november 2026\.$/)).toBeTruthy();
    const subscribe = within(calendar).getByRole('link', { name: 'Abonneer je op je coachagenda' });
    expect(subscribe.getAttribute('href')).toMatch(/^webcal:\/\/.*\/api\/outreach\/calendar\/athlete\.sig1\.ics$/);

    await userEvent.click(within(calendar).getByRole('button', { name: 'Maak een nieuw adres' }));
    await waitFor(() =>
      expect(
        within(calendar).getByRole('link', { name: 'Abonneer je op je coachagenda' }).getAttribute('href'),
      ).toMatch(/athlete\.sig2\.ics$/),
    );
    expect(api.sent('POST', '/api/outreach/calendar/reset')).toHaveLength(1);
  });
});

describe("the dashboard's follow-up reminder", () => {
  it('counts the schools waiting for a follow-up or an assistant, and links to the board', async () => {
    const due = (match: ReturnType<typeof exampleMatch>, step: 'follow_up' | 'write_assistant') =>
      exampleEntry(match, { status: 'contacted', next_step: { step, due_at: '2026-11-30T10:00:00.000Z' } });
    api.setEntries([
      due(DUKE, 'follow_up'),
      due(IOWA, 'follow_up'),
      due(exampleMatch(3), 'follow_up'),
      due(exampleMatch(4), 'write_assistant'),
    ]);
    renderInShell(<FollowUpCard to="/matches#coaches" />, '/dashboard');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Je coaches' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(card).getByText('3 scholen wachten op je follow-up')).toBeTruthy();
    expect(within(card).getByText('Bij 1 school kun je nu een assistent-coach mailen')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Naar je coaches' }).getAttribute('href')).toBe('/matches#coaches');
  });

  it('shows nothing when nothing is due', async () => {
    api.setEntries([
      exampleEntry(DUKE, { status: 'contacted', next_step: { step: 'wait', due_at: '2026-12-30T10:00:00.000Z' } }),
    ]);
    const client = renderInShell(<FollowUpCard to="/matches#coaches" />, '/dashboard');
    // The list has come; the card hears of it one task later (react-query's notifications).
    await waitFor(() => expect(client.getQueryState(outreachQueryOptions().queryKey)?.status).toBe('success'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.sent('GET', '/api/outreach')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Je coaches' })).toBeNull();
  });
});
