import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './scroll-to-section.ts';

/** jsdom has no layout: record the scroll requests a browser would carry out. */
function withMotionPreference(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  })) as unknown as typeof window.matchMedia;
}

describe('scrollToSection', () => {
  let scrolled: ScrollIntoViewOptions[];
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
      scrolled.push(options as ScrollIntoViewOptions);
    };
    document.body.innerHTML = '<section id="functies"><h2 id="functies-titel" tabindex="-1">Functies</h2></section>';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('scrolls smoothly and moves focus to the heading', () => {
    withMotionPreference(false);
    expect(scrollToSection('functies', 'functies-titel')).toBe(true);
    expect(scrolled).toEqual([{ behavior: 'smooth', block: 'start' }]);
    expect(document.activeElement?.id).toBe('functies-titel');
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    withMotionPreference(true);
    scrollToSection('functies', 'functies-titel');
    expect(scrolled).toEqual([{ behavior: 'auto', block: 'start' }]);
  });

  it('reports a missing section so the link can fall back to its own jump', () => {
    withMotionPreference(false);
    expect(scrollToSection('bestaat-niet')).toBe(false);
    expect(scrolled).toEqual([]);
  });
});
