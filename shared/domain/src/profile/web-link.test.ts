import { describe, expect, it } from 'vitest';
import { isHttpUrl, isWebLink, normalizeWebLink } from './web-link.ts';

describe('web links as athletes type them', () => {
  it.each([
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['  youtu.be/dQw4w9WgXcQ ', 'https://youtu.be/dQw4w9WgXcQ'],
    ['vimeo.com/123456789', 'https://vimeo.com/123456789'],
    ['www.hudl.com/video/3/123/abc', 'https://www.hudl.com/video/3/123/abc'],
    ['//vimeo.com/1', 'https://vimeo.com/1'],
    ['https://www.youtube.com/watch?v=abc', 'https://www.youtube.com/watch?v=abc'],
    ['HTTP://vimeo.com/1', 'HTTP://vimeo.com/1'],
  ])('%j is stored as %j', (typed, stored) => {
    expect(normalizeWebLink(typed)).toBe(stored);
    expect(isWebLink(typed)).toBe(true);
    expect(isHttpUrl(stored)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hoi', 'ftp://files.example.nl/v.mp4', 'youtube', 'mijn video', ''])(
    '%j is no web link and stays as typed',
    (typed) => {
      expect(normalizeWebLink(typed)).toBe(typed.trim());
      expect(isWebLink(typed)).toBe(false);
    },
  );

  it('asks http:// or https:// where a link is checked as stored', () => {
    expect(isHttpUrl('youtube.com/watch?v=abc')).toBe(false);
    expect(isHttpUrl('https://')).toBe(false);
  });
});
