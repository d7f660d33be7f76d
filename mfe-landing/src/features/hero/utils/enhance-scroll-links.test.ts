import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceScrollLinks } from './enhance-scroll-links.ts';

/** The hero's link as the prerendered page has it, with no React in the page. */
const LINK = '<a href="#functies" data-scroll-to="functies" data-focus="functies-titel">Bekijk Demo</a>';
const SECTION = '<section id="functies"><h2 id="functies-titel" tabindex="-1">Functies</h2></section>';

describe('enhanceScrollLinks', () => {
  let scrolled: string[];
  let prevented: boolean[];
  const link = () => document.querySelector('a') as HTMLAnchorElement;
  const recordDefault = (event: Event) => prevented.push(event.defaultPrevented);

  beforeEach(() => {
    scrolled = [];
    prevented = [];
    // jsdom has no layout: record the scroll requests a browser would carry out.
    Element.prototype.scrollIntoView = function () {
      scrolled.push(this.id);
    };
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    document.addEventListener('click', recordDefault);
  });
  afterEach(() => {
    document.removeEventListener('click', recordDefault);
    document.body.innerHTML = '';
  });

  it('scrolls to the section, focuses its heading and keeps the link from jumping', async () => {
    document.body.innerHTML = `${LINK}${SECTION}`;
    const detach = enhanceScrollLinks(document);
    await userEvent.click(link());
    expect(scrolled).toEqual(['functies']);
    expect(document.activeElement?.id).toBe('functies-titel');
    expect(prevented).toEqual([true]);
    detach();
  });

  it('leaves the link its own jump when the section is missing', async () => {
    document.body.innerHTML = LINK;
    const detach = enhanceScrollLinks(document);
    await userEvent.click(link());
    expect(scrolled).toEqual([]);
    expect(prevented).toEqual([false]);
    detach();
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    document.body.innerHTML = `${LINK}${SECTION}`;
    const detach = enhanceScrollLinks(document);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link());
    await user.keyboard('{/Control}');
    expect(scrolled).toEqual([]);
    detach();
  });

  it('attaches once per link however often it is called, and the cleanup detaches it', async () => {
    document.body.innerHTML = `${LINK}${SECTION}`;
    const detach = enhanceScrollLinks(document);
    const again = enhanceScrollLinks(document.body);
    await userEvent.click(link());
    expect(scrolled).toEqual(['functies']);
    // The second call took nothing over: its cleanup leaves the first attachment in place.
    again();
    expect(link().hasAttribute('data-enhanced')).toBe(true);
    await userEvent.click(link());
    expect(scrolled).toEqual(['functies', 'functies']);
    detach();
    await userEvent.click(link());
    expect(scrolled).toEqual(['functies', 'functies']);
    expect(link().hasAttribute('data-enhanced')).toBe(false);
  });
});
