import { exampleTranscript, startAcademicsApi } from '@talentbrug/api-client/testing/academics-api';
import { ACADEMICS_MESSAGES } from '@talentbrug/domain/academics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePageApi } from '../../../testing/page-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import AcademicsCard from './academics-card.tsx';

const api = usePageApi(() => startAcademicsApi(), '/dossier');

const renderCard = () => renderInShell(<AcademicsCard />, '/dossier');
const card = () => screen.getByRole('region', { name: 'Je cijfers voor de NCAA' });
const table = () => screen.getByRole('table', { name: 'Je cijfers per vak en leerjaar' });
const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const reading = () => screen.getByRole('region', { name: 'Zo leest de NCAA je cijfers' });

describe("the 'Je cijfers voor de NCAA' card", () => {
  it('starts empty, enters a VWO E&M transcript with Dutch commas and sends it whole, then shows the reading', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(await within(card()).findByText(/Kies eerst je schoolsoort/)).toBeTruthy();
    expect(within(reading()).getByText(/Sla je cijfers op/)).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Schoolsoort' }), 'vwo');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Profiel/ }), 'em');
    // The columns are the years the NCAA counts, named as a pupil names them.
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Vak', '3 vwo', '4 vwo', '5 vwo', '6 vwo', 'Vak verwijderen']);

    await user.click(screen.getByRole('button', { name: 'Kernvakken van je profiel toevoegen' }));
    const subjects = within(table())
      .getAllByRole('combobox')
      .map((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent);
    expect(subjects).toEqual([
      'Nederlands',
      'Engels',
      'Maatschappijleer',
      'Duits',
      'Wiskunde A',
      'Economie',
      'Geschiedenis',
    ]);
    expect(document.activeElement).toBe(cell('Cijfer Nederlands, 3 vwo'));

    await user.type(cell('Cijfer Nederlands, 3 vwo'), '7,1');
    await user.type(cell('Cijfer Nederlands, 4 vwo'), '6.8');
    await user.type(cell('Cijfer Engels, 4 vwo'), '8');
    await user.type(cell('Cijfer Wiskunde A, 4 vwo'), '6,4');
    // Three subjects without a grade yet, and one removed: the rest must not block the save.
    await user.click(screen.getByRole('button', { name: 'Maatschappijleer verwijderen' }));
    expect(screen.getByRole('status').textContent).toBe('Maatschappijleer is verwijderd. Sla op om het te bewaren.');
    await user.type(cell('Cijfer Duits, 4 vwo'), '6,9');
    await user.type(cell('Cijfer Economie, 4 vwo'), '7,5');
    await user.type(cell('Cijfer Geschiedenis, 4 vwo'), '7');

    await user.click(screen.getByRole('button', { name: 'Cijfers opslaan' }));
    const sent = await api.received('PUT', '/api/academics/transcript');
    expect(sent.body).toEqual({
      track: 'vwo',
      profile: 'em',
      subjects: [
        {
          subject: 'nederlands',
          grades: [
            { year: 3, grade: 7.1 },
            { year: 4, grade: 6.8 },
          ],
        },
        { subject: 'engels', grades: [{ year: 4, grade: 8 }] },
        { subject: 'duits', grades: [{ year: 4, grade: 6.9 }] },
        { subject: 'wiskunde_a', grades: [{ year: 4, grade: 6.4 }] },
        { subject: 'economie', grades: [{ year: 4, grade: 7.5 }] },
        { subject: 'geschiedenis', grades: [{ year: 4, grade: 7 }] },
      ],
    });
    expect(await screen.findByText('Je cijfers zijn opgeslagen.')).toBeTruthy();

    // The reading: units of 16, the GPA with its range and the named table, what each division misses.
    await within(reading()).findByText('7 van de 16');
    expect(within(reading()).getByText(/^\d,\d\d \(op een schaal van 4,0\)$/)).toBeTruthy();
    expect(within(reading()).getByText('Omrekentabel van een Nederlands university college')).toBeTruthy();
    expect(within(reading()).getByRole('link', { name: /University College Utrecht/ })).toBeTruthy();
    expect(within(reading()).getByText(/Gecontroleerd in november 2026/)).toBeTruthy();
    const d1 = within(reading()).getByRole('region', { name: 'Division I' });
    expect(within(d1).getByText(/Division I vraagt 4 jaren Nederlands.*je hebt er 2\./)).toBeTruthy();
    const d2 = within(reading()).getByRole('region', { name: 'Division II' });
    expect(within(d2).getByText(/Je hebt 7 van de 16 kernvakken die Division II vraagt\./)).toBeTruthy();
    // What was typed stays as typed.
    expect(cell('Cijfer Nederlands, 4 vwo').value).toBe('6.8');
  });

  it('shows a stored transcript with commas, and a grade that is no grade is a Dutch error at its cell, nothing lost', async () => {
    api.setTranscript(exampleTranscript());
    const user = userEvent.setup();
    renderCard();
    await waitFor(() => expect(cell('Cijfer Engels, 5 vwo').value).toBe('7,9'));
    expect((screen.getByRole('combobox', { name: 'Schoolsoort' }) as HTMLSelectElement).value).toBe('vwo');
    await within(reading()).findByText('12 van de 16');

    const wrong = cell('Cijfer Economie, 6 vwo');
    await user.type(wrong, '7,45');
    await user.type(cell('Cijfer Geschiedenis, 6 vwo'), '11');
    await user.click(screen.getByRole('button', { name: 'Cijfers opslaan' }));

    expect(document.activeElement).toBe(wrong);
    expect(wrong.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(wrong.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(`Cijfer Economie, 6 vwo: ${ACADEMICS_MESSAGES.grade}`);
    expect(screen.getByText(`Cijfer Geschiedenis, 6 vwo: ${ACADEMICS_MESSAGES.grade}`)).toBeTruthy();
    expect(wrong.value).toBe('7,45');
    expect(api.puts()).toHaveLength(0);

    await user.clear(wrong);
    await user.type(wrong, '7,4');
    expect(wrong.getAttribute('aria-invalid')).toBeNull();
  });

  it('a subject without a grade, or grades without a subject, is said at the subject', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Schoolsoort' }), 'havo');
    expect(screen.queryByRole('combobox', { name: /^Profiel/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Vak toevoegen' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Vak in rij 1' }));
    await user.type(cell('Cijfer vak in rij 1, 4 havo'), '6,5');
    await user.click(screen.getByRole('button', { name: 'Vak toevoegen' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vak in rij 2' }), 'biologie');
    await user.click(screen.getByRole('button', { name: 'Cijfers opslaan' }));

    expect(screen.getByText(`Vak in rij 1: ${ACADEMICS_MESSAGES.subject}`)).toBeTruthy();
    expect(screen.getByText(`Biologie: ${ACADEMICS_MESSAGES.noGrades}`)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Vak in rij 1' }));
    expect(cell('Cijfer vak in rij 1, 4 havo').value).toBe('6,5');
    expect(api.puts()).toHaveLength(0);
  });

  it("puts the server's refusal at its cell, and a failed save keeps every grade with a Dutch alert", async () => {
    api.setTranscript(exampleTranscript());
    const user = userEvent.setup();
    renderCard();
    await waitFor(() => expect(cell('Cijfer Nederlands, 3 vwo').value).toBe('7,1'));

    api.failPut({ status: 400, error: 'Ongeldige invoer', fields: { 'subjects.1.grades.2.grade': 'Te hoog.' } });
    await user.click(screen.getByRole('button', { name: 'Cijfers opslaan' }));
    expect(await screen.findByText('Cijfer Engels, 5 vwo: Te hoog.')).toBeTruthy();
    expect(document.activeElement).toBe(cell('Cijfer Engels, 5 vwo'));

    api.failPut({ status: 503 });
    await user.click(screen.getByRole('button', { name: 'Cijfers opslaan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Opslaan lukte niet. Je cijfers staan er nog; probeer het opnieuw.',
    );
    expect(cell('Cijfer Engels, 5 vwo').value).toBe('7,9');
  });

  it('a MAVO pupil has no profile and four years; a year that is not in the track is kept and named', async () => {
    api.setTranscript(exampleTranscript({ subjects: [{ subject: 'nederlands', grades: [{ year: 6, grade: 7 }] }] }));
    const user = userEvent.setup();
    renderCard();
    await waitFor(() => expect(cell('Cijfer Nederlands, 6 vwo').value).toBe('7'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Schoolsoort' }), 'mavo');
    expect(screen.queryByRole('combobox', { name: /^Profiel/ })).toBeNull();
    // 6 mavo does not exist, but the grade typed there is still on the screen.
    expect(cell('Cijfer Nederlands, 6 mavo').value).toBe('7');
    await user.click(screen.getByRole('button', { name: 'Cijfers opslaan' }));
    expect(await screen.findByText(`Cijfer Nederlands, 6 mavo: ${ACADEMICS_MESSAGES.yearNotInTrack}`)).toBeTruthy();
    expect(api.puts()).toHaveLength(0);
  });

  it('says in the card when the grades cannot be loaded, and loads them again on request', async () => {
    api.failGet({ status: 503 });
    const user = userEvent.setup();
    renderCard();
    expect(await within(card()).findByText('Kon je cijfers niet laden.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    api.failGet(null);
    await user.click(within(card()).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('combobox', { name: 'Schoolsoort' })).toBeTruthy();
  });
});
