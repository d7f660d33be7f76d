import { examplePreview } from '@talentbrug/api-client/testing/dossier-api';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewCard } from './preview-card.tsx';

afterEach(cleanup);

const preview = () => screen.getByRole('region', { name: 'Zo ziet een coach je dossier' });

describe("the preview's academics", () => {
  it('names the core GPA from the grades an estimate, with its range, as the public page does', () => {
    render(
      <PreviewCard
        preview={examplePreview({
          academics: {
            school: null,
            dutch_average_grade: null,
            gpa: 3.3,
            gpa_basis: 'ncaa_core_gpa_estimate',
            gpa_range: [3, 3.3],
            gpa_table: 'A table',
          },
        })}
      />,
    );
    expect(within(preview()).getByText('Core GPA 3.30 (estimate, range 3.00 to 3.30)')).toBeTruthy();
  });

  it('keeps the plain GPA for a converted average', () => {
    render(<PreviewCard preview={examplePreview()} />);
    expect(within(preview()).getByText('GPA 3.30')).toBeTruthy();
  });
});

describe("the preview's trainer reference", () => {
  it('shows the approved reference as the coach reads it: the quote in its language, name, role and club', () => {
    render(
      <PreviewCard
        preview={examplePreview({
          reference: {
            name: 'Marieke Jansen',
            club: 'HC Bloemendaal',
            role: 'Head coach U18',
            language: 'en',
            text: 'Sem is the most coachable player I have trained.',
          },
        })}
      />,
    );
    const reference = within(preview()).getByRole('region', { name: 'Reference from the club coach' });
    expect(reference.getAttribute('lang')).toBe('en');
    const quote = within(reference).getByText('Sem is the most coachable player I have trained.');
    expect(quote.tagName).toBe('BLOCKQUOTE');
    expect(quote.getAttribute('lang')).toBe('en');
    expect(within(reference).getByText(/Marieke Jansen, Head coach U18,/)).toBeTruthy();
    expect(within(reference).getByText('HC Bloemendaal').getAttribute('lang')).toBe('nl');
    expect(within(reference).queryByText('Written in Dutch by the coach.')).toBeNull();
  });

  it('marks a Dutch reference as Dutch and says so, as the public page does', () => {
    render(
      <PreviewCard
        preview={examplePreview({
          reference: {
            name: 'Kees de Boer',
            club: 'VV Noordwijk',
            role: 'Hoofdtrainer',
            language: 'nl',
            text: 'Sem is de meest leergierige speler die ik heb getraind.',
          },
        })}
      />,
    );
    const quote = within(preview()).getByText('Sem is de meest leergierige speler die ik heb getraind.');
    expect(quote.getAttribute('lang')).toBe('nl');
    expect(within(preview()).getByText('Written in Dutch by the coach.')).toBeTruthy();
  });

  it('has no reference section before one is approved', () => {
    render(<PreviewCard preview={examplePreview({ reference: null })} />);
    expect(within(preview()).queryByRole('region', { name: 'Reference from the club coach' })).toBeNull();
    expect(within(preview()).getByText('Sem de Vries')).toBeTruthy();
  });
});

describe("the preview's key stats", () => {
  it('shows them as written, in English, and no row without them', () => {
    render(<PreviewCard preview={examplePreview({ key_stats: '2k ergo: 6:58.4\n6k: 22:10.0' })} />);
    const term = within(preview()).getByText('Key stats');
    expect(term.nextElementSibling?.textContent).toBe('2k ergo: 6:58.4\n6k: 22:10.0');
    expect(term.closest('dl')?.getAttribute('lang')).toBe('en');
    cleanup();
    render(<PreviewCard preview={examplePreview({ key_stats: null })} />);
    expect(within(preview()).queryByText('Key stats')).toBeNull();
  });
});
