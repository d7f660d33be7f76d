import { FEATURED_UNIVERSITIES, universityName } from '@talentbrug/domain/onboarding/university-of-interest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UNIVERSITIES, UniversityCards } from './university-cards.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

describe('the university cards', () => {
  afterEach(cleanup);

  it("carry the school into the onboarding: 'Check je kansen' opens /onboarding?universiteit=<institution id>", async () => {
    render(
      <MemoryRouter>
        <Routes>
          <Route path="*" element={<UniversityCards />} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    for (const school of UNIVERSITIES) {
      const link = screen.getByRole('link', { name: school.name });
      expect(link.getAttribute('href')).toBe(`/onboarding?universiteit=${school.id}`);
    }
    await userEvent.click(screen.getByRole('link', { name: 'University of Virginia' }));
    expect(screen.getByTestId('where').textContent).toBe('/onboarding?universiteit=234076');
  });

  it('are each named in the onboarding by the same name', () => {
    expect(Object.keys(FEATURED_UNIVERSITIES).sort()).toEqual(UNIVERSITIES.map((school) => school.id).sort());
    for (const school of UNIVERSITIES) expect(universityName(school.id)).toBe(school.name);
  });
});
