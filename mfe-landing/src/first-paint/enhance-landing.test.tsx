import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LandingPage from '../pages/landing-page.tsx';
import { enhanceLanding } from './enhance-landing.ts';

/**
 * The landing as prerender-pages.tsx prerenders it, made interactive by the standalone script's
 * code. (StaticRouter comes from react-router, which the pages' links reach through
 * @talentbrug/ui/router: one router context, under Vitest as in the build.)
 */
describe('enhanceLanding on the prerendered landing page', () => {
  let scrolled: string[];
  let detach: () => void;
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = function () {
      scrolled.push(this.id);
    };
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    document.body.innerHTML = renderToString(
      <StaticRouter location="/">
        <LandingPage />
      </StaticRouter>,
    );
    detach = enhanceLanding(document);
  });
  afterEach(() => {
    detach();
    document.body.innerHTML = '';
  });

  it("opens an FAQ answer and scrolls 'Bekijk Demo' to the features, with no React in the page", async () => {
    const question = screen.getByRole('button', { name: /Wat kost/ });
    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: /Wat kost/ }).textContent).toContain('99 euro per maand');

    await userEvent.click(screen.getByRole('link', { name: 'Bekijk Demo' }));
    expect(scrolled).toEqual(['functies']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Alles voor je sportbeurs op één plek' }));
  });
});
