import { exampleReference, startReferencesApi, writtenReference } from '@talentbrug/api-client/testing/references-api';
import { REFERENCE_MESSAGES } from '@talentbrug/domain/dossier';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePageApi } from '../../../testing/page-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import ReferenceCard from './reference-card.tsx';

const api = usePageApi(
  () => startReferencesApi([writtenReference(1), exampleReference(2, { status: 'expired' })]),
  '/dossier',
);

const renderCard = () => renderInShell(<ReferenceCard />, '/dossier');
const card = () => screen.getByRole('region', { name: 'Referentie van je trainer' });
const list = () => screen.findByRole('list', { name: 'Je referenties' });

describe("the 'Referentie van je trainer' card", () => {
  it('lists each invitation with its state in words, and a written text in the language it was written in', async () => {
    renderCard();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [written, expired] = items as [HTMLElement, HTMLElement];
    expect(within(written).getByText('Wacht op jouw goedkeuring')).toBeTruthy();
    const quote = within(written).getByText('Sem is the most coachable player I have trained.');
    expect(quote.tagName).toBe('BLOCKQUOTE');
    expect(quote.getAttribute('lang')).toBe('en');
    expect(within(written).getByText('Marieke Jansen, Hoofdtrainer MO18, HC Bloemendaal')).toBeTruthy();
    expect(within(written).getByText('Geschreven in het Engels')).toBeTruthy();
    expect(within(expired).getByText('Verlopen')).toBeTruthy();
    expect(within(expired).queryByRole('button')).toBeNull();
  });

  it("'Goedkeuren' puts it on the dossier and 'Verbergen' takes it off, said in a live region", async () => {
    const user = userEvent.setup();
    renderCard();
    await list();
    await user.click(screen.getByRole('button', { name: 'Referentie van Marieke Jansen goedkeuren' }));
    expect(await screen.findByText('De referentie van Marieke Jansen staat nu op je dossier.')).toBeTruthy();
    expect(screen.getByText('Op je dossier')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST' && r.path.endsWith('/approve'))).toBe(true);

    await user.click(await screen.findByRole('button', { name: 'Referentie van Marieke Jansen verbergen' }));
    expect(await screen.findByText('De referentie van Marieke Jansen staat niet meer op je dossier.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('staat niet meer op je dossier');
  });

  it('invites the trainer by e-mail; a wrong address keeps what was typed with the Dutch message', async () => {
    const user = userEvent.setup();
    renderCard();
    await list();
    const email = within(card()).getByRole('textbox', { name: 'E-mailadres van je trainer' }) as HTMLInputElement;
    const name = within(card()).getByRole('textbox', { name: 'Naam van je trainer (optioneel)' }) as HTMLInputElement;
    await user.type(email, 'marieke@');
    await user.type(name, 'Marieke');
    await user.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(await screen.findByText(REFERENCE_MESSAGES.email)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe('marieke@');
    expect(name.value).toBe('Marieke');

    await user.type(email, 'hcbloemendaal.nl');
    await user.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(await screen.findByText('Uitnodiging verstuurd naar marieke@hcbloemendaal.nl.')).toBeTruthy();
    const sent = await api.received('POST', '/api/dossier/references');
    expect(sent.body).toEqual({ trainer_email: 'marieke@hcbloemendaal.nl', trainer_name: 'Marieke' });
    await waitFor(() => expect(within(card()).getAllByText('Uitgenodigd').length).toBe(1));
    expect(email.value).toBe('');
  });

  it('says in the card when the list cannot be loaded, and loads it again on request', async () => {
    api.failGet({ status: 503 });
    const user = userEvent.setup();
    renderCard();
    expect(await within(card()).findByText('Kon je referenties niet laden.')).toBeTruthy();
    // The page has its own banner for a failed load: this is no second alert.
    expect(screen.queryByRole('alert')).toBeNull();
    api.failGet(null);
    await user.click(within(card()).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it("shows the server's Dutch refusal when five invitations are open", async () => {
    api.setReferences([1, 2, 3, 4, 5].map((n) => exampleReference(n)));
    const user = userEvent.setup();
    renderCard();
    await list();
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres van je trainer' }), 'nog.een@example.nl');
    await user.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFERENCE_MESSAGES.tooManyOpen);
    expect((screen.getByRole('textbox', { name: 'E-mailadres van je trainer' }) as HTMLInputElement).value).toBe(
      'nog.een@example.nl',
    );
  });
});
