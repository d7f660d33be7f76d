import { COACH_CONTACT_TEXT } from '@talentbrug/domain/coach-contact';
import { COACH_PERSONA, CONTACT_EMAIL, TERMS_VERSION } from '@talentbrug/domain/constants';
import { featureLink } from '@talentbrug/domain/feature-link';
import { SHARING_CONSENT_VERSION } from '@talentbrug/domain/onboarding/consent';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES } from '../features/capabilities/components/feature-cards.tsx';
import { STATS } from '../features/stats/components/stats-row.tsx';
import { STORIES_NOTICE } from '../features/stories/components/success-stories.tsx';
import { UNIVERSITIES } from '../features/universities/components/university-cards.tsx';
import LandingPage from './landing-page.tsx';
import PrivacyPage from './privacy-page.tsx';
import TermsPage from './terms-page.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.hash}`}</p>;
}

const renderAt = (page: ReactNode, path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('LandingPage', () => {
  let scrolled: Element[];
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = function () {
      scrolled.push(this);
    };
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(cleanup);

  it('has one h1 and the sections of the spec in order', () => {
    renderAt(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Talentbrug in cijfers',
      'Waar jouw sport op topniveau wordt gespeeld',
      'Alles voor je sportbeurs op één plek',
      'Zo kan jouw weg naar Amerika eruitzien',
      'Wat sporters en ouders ons vaak vragen',
      'Klaar voor je eerste stap naar Amerika?',
      'Product',
      'Bedrijf',
      'Juridisch',
    ]);
  });

  it("sends both 'Start Gratis' buttons to the onboarding", async () => {
    renderAt(<LandingPage />);
    const starts = screen.getAllByRole('link', { name: 'Start Gratis' });
    expect(starts).toHaveLength(2);
    for (const link of starts) expect(link.getAttribute('href')).toBe('/onboarding');
    await userEvent.click(starts[0] as HTMLElement);
    expect(screen.getByTestId('where').textContent).toBe('/onboarding');
  });

  it("scrolls 'Bekijk Demo' to the features and puts focus on their heading, without leaving the page", async () => {
    renderAt(<LandingPage />);
    const demo = screen.getByRole('link', { name: 'Bekijk Demo' });
    expect(demo.getAttribute('href')).toBe('#functies');
    await userEvent.click(demo);
    expect(scrolled.map((el) => el.id)).toEqual(['functies']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Alles voor je sportbeurs op één plek' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('shows the marketing claims exactly as the spec lists them', () => {
    renderAt(<LandingPage />);
    const stats = screen.getByRole('heading', { name: 'Talentbrug in cijfers' }).closest('section') as HTMLElement;
    const text = stats.textContent ?? '';
    for (const claim of ['500+', '95%', '50+', '2,5', '30+', '100+']) expect(text).toContain(claim);
    expect(STATS.map((s) => `${s.value} ${s.label}`)).toEqual([
      '500+ student-atleten',
      '95% matchsucces',
      '50+ universiteiten',
      '2,5 maanden gemiddeld tot plaatsing',
      '30+ sporten',
      '100+ Amerikaanse universiteiten gematcht',
    ]);
  });

  it('links every university card to the onboarding and states its division, state and sports', async () => {
    renderAt(<LandingPage />);
    expect(UNIVERSITIES).toHaveLength(6);
    for (const school of UNIVERSITIES) {
      const link = screen.getByRole('link', { name: school.name });
      // The university travels along, so Sanne can name it.
      expect(link.getAttribute('href')).toBe(`/onboarding?universiteit=${school.id}`);
      const card = link.closest('li') as HTMLElement;
      expect(card.textContent).toContain(school.division);
      expect(card.textContent).toContain(school.state);
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(school.sports);
    }
    await userEvent.click(screen.getByRole('link', { name: 'University of Virginia' }));
    expect(screen.getByTestId('where').textContent).toBe('/onboarding');
  });

  it('shows the four feature cards, each linking where the feature-link helper says', () => {
    renderAt(<LandingPage />);
    expect(FEATURES.map((f) => f.title)).toEqual([
      'AI-Coach Begeleiding',
      'Smart Matching',
      'Video Analyse',
      'Visa Begeleiding',
    ]);
    for (const card of FEATURES) {
      expect(screen.getByRole('heading', { level: 3, name: card.title })).toBeTruthy();
      expect(hrefOf(card.cta)).toBe(featureLink(card.feature));
    }
    expect(hrefOf('Chat met je AI-coach')).toBe('/aicoach');
    expect(hrefOf('Bekijk je matches')).toBe('/matches');
    expect(hrefOf('Upload je video')).toBe('/profile');
    expect(hrefOf('Start je traject')).toBe('/onboarding');
    expect(screen.getByText(/F-1-visumondersteuning/)).toBeTruthy();
  });

  it('labels each of the three success stories as an illustrative example', () => {
    renderAt(<LandingPage />);
    expect(screen.getAllByText(STORIES_NOTICE)).toHaveLength(3);
    expect(screen.getByText(/verzonnen voorbeelden, geen echte sporters/)).toBeTruthy();
  });

  it('answers six questions, with plans from 99 euro per month and a free start without a credit card', () => {
    renderAt(<LandingPage />);
    const faq = screen.getByRole('heading', { name: 'Wat sporters en ouders ons vaak vragen' }).closest('section');
    const questions = within(faq as HTMLElement).getAllByRole('button');
    expect(questions).toHaveLength(6);
    const answers = questions.map((q) => document.getElementById(q.getAttribute('aria-controls') ?? '')?.textContent);
    const all = answers.join(' ');
    expect(all).toContain('De plannen beginnen bij 99 euro per maand.');
    expect(all).toContain('Je start gratis en zonder creditcard');
    expect(all).toContain(COACH_PERSONA);
  });

  it('publishes the same FAQ as schema.org structured data', () => {
    const { container } = renderAt(<LandingPage />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? 'null');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(6);
    expect(data.mainEntity[0].acceptedAnswer.text).toContain('99 euro per maand');
  });

  it('links only real pages in the footer and shows the others honestly as coming soon', async () => {
    renderAt(<LandingPage />);
    const inFooter = within(document.querySelector('footer') as HTMLElement);
    const links = inFooter.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      [CONTACT_EMAIL, `mailto:${CONTACT_EMAIL}`],
      ['Dashboard', '/dashboard'],
      ['Algemene voorwaarden', '/terms'],
      ['Privacyverklaring', '/privacy'],
      ['Cookies en lokale opslag', '/privacy#cookies'],
    ]);
    for (const soon of ['Prijzen', 'Voor clubs en scholen', 'Over ons', 'Blog', 'Vacatures']) {
      const label = inFooter.getByText(soon, { exact: false, selector: 'span' });
      expect(label.closest('a')).toBeNull();
      expect(label.textContent).toContain('binnenkort');
    }
    await userEvent.click(inFooter.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });
});

describe('the legal pages', () => {
  afterEach(cleanup);

  it('TermsPage states the free start, the plans, that nothing is guaranteed, and parental consent', () => {
    renderAt(<TermsPage />, '/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).toContain('zonder creditcard');
    expect(text).toContain('99 euro per maand');
    expect(text).toContain('garanderen dus geen toelating');
    expect(text).toContain('jonger dan 16');
    const privacyLinks = screen.getAllByRole('link', { name: /privacyverklaring/i }).map((a) => a.getAttribute('href'));
    expect(privacyLinks).toContain('/privacy#jonger-dan-16');
    for (const link of screen.getAllByRole('link', { name: CONTACT_EMAIL })) {
      expect(link.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
    }
  });

  it('PrivacyPage covers data, legal basis, under-16 consent, recipients, retention, rights, storage and contact', () => {
    renderAt(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const title of [
      'Welke gegevens we verwerken',
      'Waarom we dat doen en op welke grondslag',
      'Ben je jonger dan 16?',
      'Wie je gegevens ontvangt',
      'Hoe lang we je gegevens bewaren',
      'Jouw rechten en hoe je ze gebruikt',
      'Cookies en lokale opslag',
    ]) {
      expect(sections.some((s) => s?.endsWith(title))).toBe(true);
    }
    const text = document.body.textContent ?? '';
    expect(text).toContain('artikel 6 lid 1 onder b AVG');
    expect(text).toContain('Onze talentmanagers');
    expect(text).toContain('alleen als jij daarom vraagt');
    expect(text).toContain('Autoriteit Persoonsgegevens');
    // Every consent version an athlete can meet (the share dialog, the export) is named here, from its one constant.
    expect(text).toContain(`privacyverklaring hebben versie ${TERMS_VERSION}`);
    expect(text).toContain(`talentmanagers te delen versie ${SHARING_CONSENT_VERSION}`);
    expect(text).toContain(COACH_CONTACT_TEXT);
    for (const link of screen.getAllByRole('link', { name: CONTACT_EMAIL })) {
      expect(link.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
    }
    expect(document.getElementById('cookies')).not.toBeNull();
  });
});
