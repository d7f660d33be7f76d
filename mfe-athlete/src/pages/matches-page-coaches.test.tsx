import { type exampleMatch, exampleMatches } from '@talentbrug/api-client/testing/matches';
import { exampleEntry, startOutreachApi } from '@talentbrug/api-client/testing/outreach-api';
import { browserFocus } from '@talentbrug/ui/testing/focus';
import { TOAST_TEXTS } from '@talentbrug/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { column, schoolCard } from '../testing/outreach-board.ts';
import { usePageApi } from '../testing/page-api.ts';
import { renderInShell } from '../testing/render-in-shell.tsx';
import MatchesPage from './matches-page.tsx';

const FIVE = exampleMatches(5);
const [DUKE, _IOWA] = FIVE as [ReturnType<typeof exampleMatch>, ReturnType<typeof exampleMatch>];

const api = usePageApi(() => startOutreachApi(), '/matches');
beforeEach(() => {
  api.setMatches(FIVE);
  api.setEntries(FIVE.map((match) => exampleEntry(match)));
});

const toasts = () => screen.findByRole('region', { name: TOAST_TEXTS.region });

describe('contact with coaches on the matches page', () => {
  it('leads from a match to the draft, and the sent e-mail shows on the board', async () => {
    renderInShell(<MatchesPage />, '/matches');
    await screen.findAllByRole('article');
    // Nothing of outreach is asked for until the athlete opens it: each draft makes a dossier link.
    expect(api.sent('POST', '/api/outreach')).toHaveLength(0);
    expect(api.sent('GET', '/api/outreach')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Duke University' }));
    const details = await screen.findByRole('dialog', { name: 'Duke University' });
    await userEvent.click(within(details).getByRole('button', { name: 'Schrijf de coach een e-mail' }));
    const draft = await screen.findByRole('dialog', { name: 'E-mail aan de coach van Duke University' });
    await within(draft).findByRole('textbox', { name: 'Je e-mail' });
    expect(api.sent('POST', '/api/outreach/drafts').map((r) => r.body)).toEqual([{ match_id: DUKE.id, kind: 'first' }]);
    // 'Gemaild' once the e-mail was copied (or opened in a mail program) and the athlete says it went.
    await userEvent.click(within(draft).getByRole('button', { name: 'Kopieer' }));
    await userEvent.click(within(draft).getByRole('button', { name: 'Ik heb deze mail verstuurd' }));
    expect(await within(await toasts()).findByText('Genoteerd: je hebt Duke University gemaild.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /E-mail aan de coach/ })).toBeNull());
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('link', { name: 'Contact met coaches' }));
    expect(screen.getByRole('link', { name: 'Contact met coaches' }).getAttribute('aria-current')).toBe('true');
    const sent = schoolCard(await column('Gemaild'), 'Duke University');
    expect(within(sent).getByText('1 e-mail verstuurd, laatst op 4 december 2026')).toBeTruthy();
    expect(within(sent).getByText('Nog geen antwoord')).toBeTruthy();
    expect(within(sent).getByText('Dossier nog niet bekeken')).toBeTruthy();
    // The list of matches is the other view.
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it("gives the focus back to the school's button on the board once its card moved to 'Gemaild'", async () => {
    renderInShell(<MatchesPage />, '/matches#coaches');
    const write = within(schoolCard(await column('Nieuw'), 'Duke University')).getByRole('button', {
      name: 'Schrijf een e-mail aan Duke University',
    });
    await userEvent.click(write);
    const draft = await screen.findByRole('dialog', { name: 'E-mail aan de coach van Duke University' });
    await within(draft).findByRole('textbox', { name: 'Je e-mail' });
    await userEvent.click(within(draft).getByRole('button', { name: 'Kopieer' }));
    await userEvent.click(within(draft).getByRole('button', { name: 'Ik heb deze mail verstuurd' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /E-mail aan de coach/ })).toBeNull());
    const moved = within(schoolCard(await column('Gemaild'), 'Duke University')).getByRole('button', {
      name: /aan Duke University$/,
    });
    await waitFor(() => expect(browserFocus()).toBe(moved));
  });
});
