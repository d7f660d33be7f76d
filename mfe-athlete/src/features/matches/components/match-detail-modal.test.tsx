import { exampleMatch } from '@talentbrug/api-client/testing/matches';
import type { Match } from '@talentbrug/domain/contracts/matches';
import { BALL_STATE_COSTS } from '@talentbrug/domain/testing/schools';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { MatchDetailModal } from './match-detail-modal.tsx';

afterEach(cleanup);

/** A public school priced as an international student pays it (Ball State's 2022-23 parts). */
function publicMatch(): Match {
  const base = exampleMatch(2);
  return {
    ...base,
    tuition: '$43.086 per jaar (totale kosten voor een internationale student, out-of-state tarief)',
    net_cost: { min_usd: 6586, max_usd: 25086 },
    institution: { ...base.institution, ...BALL_STATE_COSTS },
  };
}

function open(match: Match) {
  renderInShell(
    <MatchDetailModal match={match} onClose={() => {}} onToggleFavourite={() => {}} onStatusChange={() => {}} />,
    '/matches',
  );
  return screen.getByRole('dialog', { name: match.school_name });
}

const row = (dialog: HTMLElement, term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;

describe('the match detail: what an international student pays', () => {
  it('lists the parts of the year with their years, the in-state tuition beside it, and the I-20 amount', () => {
    const dialog = open(publicMatch());
    expect(row(dialog, 'Totale kosten')).toContain('$43.086 per jaar');
    expect(row(dialog, 'Collegegeld voor internationale studenten')).toBe('$27.924 (2022-23)');
    expect(row(dialog, 'Kost en inwoning')).toBe('$10.904 (2022-23)');
    expect(row(dialog, 'Boeken en studiemateriaal')).toBe('$1.454 (2022-23)');
    expect(row(dialog, 'Overige kosten (vervoer, persoonlijk)')).toBe('$2.804 (2021-22)');
    expect(row(dialog, 'Collegegeld voor inwoners van de staat (ter vergelijking)')).toBe('$10.440 (2022-23)');
    // The first year's cost minus the low end of the aid estimate: the top of the net-cost range.
    expect(row(dialog, 'Bewijs van financiën voor je I-20')).toMatch(/^\$25\.086: /);
    expect(row(dialog, 'Gemiddelde kosten volgens de Scorecard (tarief voor inwoners)')).toBe('$24.439');
  });

  it("calls a private school's Scorecard cost no resident's rate: it has one tuition for everyone (a tour)", () => {
    const base = exampleMatch(1);
    const dialog = open({
      ...base,
      institution: { ...base.institution, control: 'private', cost_of_attendance_usd: 60_834 },
    });
    expect(row(dialog, 'Gemiddelde kosten volgens de Scorecard')).toBe('$60.834');
    expect(within(dialog).queryByText(/tarief voor inwoners/)).toBeNull();
  });

  it('shows no parts for a match generated before they existed, and says the I-20 amount is unknown without aid figures', () => {
    const base = exampleMatch(2);
    const old: Match = { ...base, net_cost: null, institution: { ...base.institution, costs: undefined } };
    const dialog = open(old);
    expect(within(dialog).queryByText('Kost en inwoning')).toBeNull();
    expect(row(dialog, 'Bewijs van financiën voor je I-20')).toBe('Onbekend');
  });
});
