import { exampleMatch } from '@talentbrug/api-client/testing/matches';
import { exampleEntry, startOutreachApi } from '@talentbrug/api-client/testing/outreach-api';
import { OUTREACH_MESSAGES } from '@talentbrug/domain/outreach';
import { TOAST_TEXTS } from '@talentbrug/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageApi } from '../../../testing/page-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { DraftDialog } from './draft-dialog.tsx';

const DUKE = exampleMatch(1);

const api = usePageApi(() => startOutreachApi(), '/matches');
beforeEach(() => {
  api.setEntries([exampleEntry(DUKE)]);
});

const target = { match_id: DUKE.id, institution_id: DUKE.institution_id, school_name: DUKE.school_name };

async function open(onClose = () => {}) {
  renderInShell(<DraftDialog target={target} onClose={onClose} />, '/matches');
  const dialog = screen.getByRole('dialog', { name: 'E-mail aan de coach van Duke University' });
  await within(dialog).findByRole('textbox', { name: 'Je e-mail' });
  return dialog;
}
const drafts = () => api.sent('POST', '/api/outreach/drafts');
const body = (dialog: HTMLElement) => within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Je e-mail' });
const link = (dialog: HTMLElement, name: RegExp | string) => within(dialog).getByRole('link', { name });

describe('the draft of an e-mail to a coach', () => {
  it('asks for one first e-mail when it opens and shows it with the ways to send it', async () => {
    const dialog = await open();
    expect(drafts().map((r) => r.body)).toEqual([{ match_id: DUKE.id, kind: 'first' }]);
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Eerste e-mail' }).checked).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Onderwerp' }).value).toBe(
      'Sem de Vries - 2026 - Central midfielder',
    );
    expect(body(dialog).value).toContain('Atlantic Coast Conference');
    expect(body(dialog).value).toContain(`${api.url}/r/token101`);
    expect(link(dialog, 'Open in je mailprogramma').getAttribute('href')).toMatch(/^mailto:\?subject=Sem%20de%20Vries/);
    expect(link(dialog, /^Open in Gmail/).getAttribute('href')).toMatch(
      /^https:\/\/mail\.google\.com\/mail\/\?view=cm/,
    );
    expect(link(dialog, /^Open in Outlook/).getAttribute('target')).toBe('_blank');
    expect(link(dialog, /^Stafpagina van Duke University/).getAttribute('href')).toBe(
      'https://athletics.example.edu/inst-1/staff',
    );
    expect(within(dialog).getByRole('button', { name: 'Kopieer' })).toBeTruthy();
    // A published dossier with an English position: nothing to warn about.
    expect(within(dialog).queryByText('Je dossier is nog niet gepubliceerd')).toBeNull();
    expect(within(dialog).queryByText('Je positie staat er in het Nederlands')).toBeNull();
  });

  it('asks for another kind once, and keeps each kind with its edits', async () => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wedstrijdschema' }));
    await waitFor(() => expect(body(dialog).value).toContain('[date] - [opponent]'));
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Onderwerp' }).value).toMatch(
      / - Upcoming matches$/,
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Eerste e-mail' }));
    expect(body(dialog).value).toContain('Atlantic Coast Conference');
    expect(drafts().map((r) => (r.body as { kind: string }).kind)).toEqual(['first', 'schedule']);
  });

  it("sends the athlete's own text: the mailto and the web links carry the edits", async () => {
    const dialog = await open();
    await userEvent.type(body(dialog), '{End}{Enter}P.S. I watched your win against Virginia.');
    const mailto = link(dialog, 'Open in je mailprogramma').getAttribute('href') ?? '';
    expect(decodeURIComponent(mailto)).toContain('\r\nP.S. I watched your win against Virginia.');
    const gmail = new URL(link(dialog, /^Open in Gmail/).getAttribute('href') ?? '');
    expect(gmail.searchParams.get('body')).toMatch(/P\.S\. I watched your win against Virginia\.$/);
  });

  it('records the e-mail as sent only after it was copied and the athlete says so, then closes', async () => {
    const onClose = vi.fn();
    const dialog = await open(onClose);
    const confirm = within(dialog).getByRole('button', { name: 'Ik heb deze mail verstuurd' });
    // Before the e-mail left the page, the button says why it waits, and pressing it records nothing.
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(
      within(dialog).getByRole('button', {
        name: 'Ik heb deze mail verstuurd',
        description:
          'Open de mail eerst in je mailprogramma, Gmail of Outlook, of kopieer hem. Daarna kun je hier aangeven dat je hem hebt verstuurd.',
      }),
    ).toBe(confirm);
    await userEvent.click(confirm);
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    expect(api.sent('PATCH', '/api/outreach/')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Kopieer' }));
    expect(confirm.getAttribute('aria-disabled')).toBeNull();
    expect(
      within(dialog).getByRole('button', {
        name: 'Ik heb deze mail verstuurd',
        description: /^Druk hierop als je de mail echt hebt verstuurd\./,
      }),
    ).toBe(confirm);
    expect(api.sent('PATCH', '/api/outreach/')).toHaveLength(0);
    await userEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent('PATCH', '/api/outreach/').map((r) => r.body)).toEqual([{ sent: true, sent_kind: 'first' }]);
    expect(api.entries[0]).toMatchObject({ status: 'contacted', sent_count: 1 });
    const region = await screen.findByRole('region', { name: TOAST_TEXTS.region });
    expect(await within(region).findByText('Genoteerd: je hebt Duke University gemaild.')).toBeTruthy();
    // The entry now suggests a follow-up: that is the next opening's, not another draft (and dossier link) now.
    await waitFor(() => expect(api.sent('GET', '/api/outreach').length).toBeGreaterThan(1));
    expect(drafts().map((r) => (r.body as { kind: string }).kind)).toEqual(['first']);
  });

  it('counts opening it in the mail program, Gmail or Outlook, or copying by hand, for the kind that was opened', async () => {
    const dialog = await open();
    const confirm = () => within(dialog).getByRole('button', { name: 'Ik heb deze mail verstuurd' });
    // Outlook and Gmail open in a new tab; the click is what counts, wherever the link goes.
    const outlook = link(dialog, /^Open in Outlook/);
    outlook.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(outlook);
    expect(confirm().getAttribute('aria-disabled')).toBeNull();

    // Another kind is another e-mail: it waits until that one is opened or copied.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wedstrijdschema' }));
    await waitFor(() => expect(body(dialog).value).toContain('[date] - [opponent]'));
    expect(confirm().getAttribute('aria-disabled')).toBe('true');
    const mailto = link(dialog, 'Open in je mailprogramma');
    mailto.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(mailto);
    expect(confirm().getAttribute('aria-disabled')).toBeNull();

    // Copied by hand from the text field (Ctrl+C) counts as well.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Follow-up' }));
    await waitFor(() => expect(drafts()).toHaveLength(3));
    await within(dialog).findByRole('textbox', { name: 'Je e-mail' });
    expect(confirm().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(body(dialog));
    body(dialog).setSelectionRange(0, body(dialog).value.length);
    await userEvent.copy();
    expect(confirm().getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps the coach’s address on the school, and says so when it is no address', async () => {
    const dialog = await open();
    const field = within(dialog).getByRole('textbox', { name: /E-mailadres van de coach/ });
    await userEvent.type(field, 'geen adres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bewaar adres' }));
    expect(await within(dialog).findByText(OUTREACH_MESSAGES.email)).toBeTruthy();
    expect(api.sent('PATCH', '/api/outreach/')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'coach@duke.edu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bewaar adres' }));
    await waitFor(() => expect(api.entries[0]?.coach_email).toBe('coach@duke.edu'));
    expect(api.sent('PATCH', '/api/outreach/').map((r) => r.body)).toEqual([{ coach_email: 'coach@duke.edu' }]);
    await waitFor(() =>
      expect(link(dialog, 'Open in je mailprogramma').getAttribute('href')).toMatch(/^mailto:coach%40duke\.edu\?/),
    );
  });

  it('says when the dossier is not published, with the way to it, and when the e-mail has no link', async () => {
    api.setDossier({ published: false });
    api.setNoLinks(true);
    const dialog = await open();
    const warning = await within(dialog).findByText('Je dossier is nog niet gepubliceerd');
    expect(
      within(warning.closest('[role="status"]') as HTMLElement)
        .getByRole('link', { name: 'Naar je dossier' })
        .getAttribute('href'),
    ).toBe('/dossier');
    expect(within(dialog).getByText(/Deze mail heeft geen link naar je dossier/)).toBeTruthy();
  });

  it('says when the position went in in Dutch, with the way to the dossier’s English one', async () => {
    api.setDossier({ position_en: null });
    const dialog = await open();
    const hint = await within(dialog).findByText('Je positie staat er in het Nederlands');
    expect(
      within(hint.closest('[role="status"]') as HTMLElement)
        .getByRole('link', { name: 'Naar je dossier' })
        .getAttribute('href'),
    ).toBe('/dossier');
  });

  it('suggests the follow-up once one e-mail was sent, and the assistant coach after a second silence', async () => {
    api.setEntries([
      exampleEntry(DUKE, {
        status: 'contacted',
        sent: [
          { kind: 'first', at: '2026-11-01T10:00:00.000Z' },
          { kind: 'follow_up', at: '2026-11-12T10:00:00.000Z' },
        ],
        sent_count: 2,
        next_step: { step: 'write_assistant', due_at: '2026-11-22T10:00:00.000Z' },
      }),
    ]);
    const dialog = await open();
    expect(drafts().map((r) => (r.body as { kind: string }).kind)).toEqual(['follow_up']);
    expect(within(dialog).getByText(/Stuur deze mail nu aan een assistent-coach/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kopieer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ik heb deze mail verstuurd' }));
    await waitFor(() => expect(api.sent('PATCH', '/api/outreach/')).toHaveLength(1));
    expect(api.sent('PATCH', '/api/outreach/')[0]?.body).toEqual({ sent: true, sent_kind: 'assistant' });
  });

  it('says so when no draft could be made, and tries again on request', async () => {
    api.failDraft({ status: 500 });
    renderInShell(<DraftDialog target={target} onClose={() => {}} />, '/matches');
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Je e-mail kon niet gemaakt worden. Probeer het opnieuw.')).toBeTruthy();
    api.failDraft(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Je e-mail' })).toBeTruthy();
    expect(drafts()).toHaveLength(2);
  });
});
