import { DOSSIER_NOT_FOUND, type PublicDossier } from '@talentbrug/domain/dossier';
import { FLEUR_PUBLIC_FACTS } from '@talentbrug/domain/testing/athletes';
import { describe, expect, it } from 'vitest';
import {
  clock,
  escapeHtml,
  longDate,
  publicRenderModule,
  renderDossierDocument,
  renderNotFoundDocument,
  safeUrl,
} from './render-public-dossier.ts';

const EMPTY: PublicDossier = {
  name: null,
  photo_url: null,
  graduation_year: null,
  start_term: null,
  sport: null,
  position: null,
  height: null,
  weight: null,
  club: null,
  level: null,
  about: null,
  achievements: null,
  video: null,
  academics: null,
  english_test: null,
  test_scores: null,
  ncaa_id: null,
  contact: null,
  updated_at: '2026-12-05T10:00:00.000Z',
};

const FULL: PublicDossier = {
  name: 'Fleur de Vries',
  photo_url: '/api/uploads/photo-1/content?sig=abc',
  ...FLEUR_PUBLIC_FACTS,
  position: 'Defender',
  level: {
    dutch_name: 'Hoofdklasse (senioren) of hoogste jeugdklasse (O18/O16)',
    tier: 2,
    tier_name: 'National top',
    us_levels: [
      { level: 'NCAA Division I', fit: 'typical' },
      { level: 'NCAA Division II', fit: 'above' },
    ],
    explanation: 'Hoofdklasse: the top Dutch senior league, the strongest club hockey league in the world.',
  },
  key_stats: '14 goals, 9 assists in 22 games (U18, 2025-26)\n- Fastest 20 m sprint of the squad: 2.9 s',
  about: 'Left back.\n\nReads the game.',
  achievements: '- Dutch U18 champion 2025\n- Selected for the district team',
  video: {
    url: '/api/uploads/video-1/content?sig=def',
    uploaded: true,
    poster_url: '/api/uploads/video-1/poster?sig=ghi',
    duration_s: 134,
    clips: [{ start_s: 12.4, end_s: 25.2, thumbnail_url: '/api/uploads/video-1/thumb-1?sig=jkl' }],
  },
  academics: {
    school: 'Kennemer College, VWO N&T',
    diploma_track: 'VWO: pre-university secondary education (6 years); profile Nature and Technology (N&T)',
    dutch_average_grade: 7.5,
    gpa: 3.42,
    gpa_basis: 'ncaa_core_gpa_estimate',
    gpa_range: [3.3, 3.6],
    gpa_table: 'Dutch grades to the 4.0 scale (source, 2025)',
  },
  english_test: { test: 'TOEFL iBT', score: 104 },
  test_scores: { sat: 1310, act: null },
  ncaa_id: '2301234567',
  contact: { athlete_email: 'fleur@example.nl', parent_email: null },
  updated_at: '2026-12-05T10:00:00.000Z',
};

const render = (view: PublicDossier) => renderDossierDocument(view, { pdfUrl: '/r/token.pdf' });

/** The headings' levels in document order. */
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])[ >]/g)].map((match) => Number(match[1]));

describe('the public dossier page renderer', () => {
  it('renders a whole English document without any script', () => {
    const html = render(FULL);
    expect(html.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toMatch(/<script|<link rel="stylesheet"|@import|url\(| on[a-z]+=/i);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toContain('<title>Fleur de Vries · Recruiting profile</title>');
    expect(headingLevels(html)).toEqual([1, 2, 2, 2, 2, 2, 2, 3, 2, 2]);
  });

  it('shows every field of a full view', () => {
    const html = render(FULL);
    for (const text of [
      '<h1>Fleur de Vries</h1>',
      'alt="Photo of Fleur de Vries"',
      'Women&#39;s Field Hockey · Defender · Class of 2027 · College start Fall 2027',
      '5&#39;8&quot; (172 cm)',
      '143 lb (65 kg)',
      '<span lang="nl">HC Bloemendaal MO18</span>',
      'the strongest club hockey league in the world',
      'NCAA Division I: its typical recruit',
      'NCAA Division II: above its typical recruit',
      '<h2 id="key-stats">Key stats</h2><ul><li>14 goals, 9 assists in 22 games (U18, 2025-26)</li><li>Fastest 20 m sprint of the squad: 2.9 s</li></ul>',
      '<p>Left back.</p><p>Reads the game.</p>',
      '<li>Dutch U18 champion 2025</li><li>Selected for the district team</li>',
      '<video controls preload="none" playsinline width="640" height="360" poster="/api/uploads/video-1/poster?sig=ghi"',
      '<source src="/api/uploads/video-1/content?sig=def">',
      'href="/api/uploads/video-1/content?sig=def#t=12,26"',
      'Clip 1: 0:12–0:25',
      'Length: 2:14',
      'Kennemer College, VWO N&amp;T',
      '<dt>Diploma track</dt><dd>VWO: pre-university secondary education (6 years); profile Nature and Technology (N&amp;T)</dd>',
      '3.42 on the 4.0 scale, range 3.30 to 3.60',
      'Core GPA (estimate)',
      'Dutch grades to the 4.0 scale (source, 2025)',
      '7.5 on the Dutch scale of 1 to 10',
      'TOEFL iBT: 104',
      '<dt>SAT</dt><dd>1310</dd>',
      '2301234567',
      'href="mailto:fleur@example.nl"',
      '<a href="/r/token.pdf" type="application/pdf">Download as PDF</a>',
      'This profile is shared by the athlete. Updated December 5, 2026.',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain('ACT');
    expect(html).not.toContain('Parent or guardian');
  });

  it('leaves out every part the athlete kept back, heading and label included', () => {
    const html = render(EMPTY);
    expect(html).toContain('<h1>Student-athlete</h1>');
    expect(headingLevels(html)).toEqual([1]);
    for (const absent of [
      '<img',
      '<video',
      '<dl',
      'Key facts',
      'Key stats',
      'Academics',
      'Contact',
      'mailto:',
      'NCAA',
      'Level',
    ]) {
      expect(html, absent).not.toContain(absent);
    }
    expect(html).toContain('This profile is shared by the athlete.');
  });

  it('shows the key stats after the level under their English heading, one per line or as written, and no heading without them', () => {
    const html = render(FULL);
    expect(html.indexOf('<h2 id="level">')).toBeLessThan(html.indexOf('<h2 id="key-stats">'));
    expect(html.indexOf('<h2 id="key-stats">')).toBeLessThan(html.indexOf('<h2 id="about">'));
    expect(render({ ...EMPTY, key_stats: '2k ergo: 6:58.4 (March 2026)' })).toContain(
      '<section aria-labelledby="key-stats"><h2 id="key-stats">Key stats</h2><p>2k ergo: 6:58.4 (March 2026)</p></section>',
    );
    // Lines pasted from a word processor (U+2028, a vertical tab) are lines, as the outreach e-mail reads them.
    expect(render({ ...EMPTY, key_stats: '2k ergo: 6:58.4\u20286k ergo: 23:40.1\u000bHeight: 6\'0"' })).toContain(
      '<ul><li>2k ergo: 6:58.4</li><li>6k ergo: 23:40.1</li><li>Height: 6&#39;0&quot;</li></ul>',
    );
    // Empty, kept back (null) or from a server without them (absent): nothing, not even the heading.
    for (const key_stats of ['', null, undefined]) {
      const page = render({ ...EMPTY, key_stats });
      expect(page, String(key_stats)).not.toContain('Key stats');
      expect(headingLevels(page), String(key_stats)).toEqual([1]);
    }
  });

  it('links a video hosted elsewhere instead of embedding it', () => {
    const html = render({
      ...EMPTY,
      video: {
        url: 'https://www.youtube.com/watch?v=abc',
        uploaded: false,
        poster_url: null,
        duration_s: null,
        clips: [],
      },
    });
    expect(html).not.toContain('<video');
    expect(html).toContain(
      '<a href="https://www.youtube.com/watch?v=abc" rel="noopener noreferrer">Watch the highlight video</a> (opens youtube.com)',
    );
  });

  it('escapes every text and writes no link of another scheme', () => {
    const html = render({
      ...FULL,
      name: '<script>alert(1)</script>',
      about: '"><img src=x onerror=alert(1)>',
      key_stats: '<script>alert(2)</script>\n2k & 6k </li><li>',
      photo_url: 'javascript:alert(1)',
      video: { url: 'javascript:alert(1)', uploaded: false, poster_url: null, duration_s: null, clips: [] },
      contact: { athlete_email: 'a"b@example.nl', parent_email: null },
    });
    expect(html).not.toMatch(/<script|<img src=x|javascript:/);
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain(
      '<ul><li>&lt;script&gt;alert(2)&lt;/script&gt;</li><li>2k &amp; 6k &lt;/li&gt;&lt;li&gt;</li></ul>',
    );
    expect(html).toContain('href="mailto:a&quot;b@example.nl"');
  });

  it("shows the club coach's approved reference in the language it was written in, escaped", () => {
    const dutch = render({
      ...EMPTY,
      reference: {
        name: 'Marieke <b>Jansen</b>',
        club: 'HC Bloemendaal',
        role: 'Hoofdtrainer MO18',
        language: 'nl',
        text: 'Een echte leider.\n\nLeest het spel.',
      },
    });
    expect(dutch).toContain('<h2 id="reference">Reference from the club coach</h2>');
    expect(dutch).toContain('<blockquote lang="nl"><p>Een echte leider.</p><p>Leest het spel.</p></blockquote>');
    expect(dutch).toContain(
      '<figcaption>Marieke &lt;b&gt;Jansen&lt;/b&gt;, Hoofdtrainer MO18, <span lang="nl">HC Bloemendaal</span></figcaption>',
    );
    expect(dutch).toContain('Written in Dutch by the coach.');
    const english = render({
      ...EMPTY,
      reference: { name: 'Marieke', club: 'HC Bloemendaal', role: 'Coach', language: 'en', text: 'A leader.' },
    });
    expect(english).toContain('<blockquote lang="en"><p>A leader.</p></blockquote>');
    expect(english).not.toContain('Written in Dutch');
    expect(render(EMPTY)).not.toContain('Reference from the club coach');
  });

  it('renders the plain English not-found page', () => {
    const html = renderNotFoundDocument();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Profile not found</h1>');
    expect(html).toContain(DOSSIER_NOT_FOUND);
    expect(html).not.toMatch(/<script/i);
    expect(publicRenderModule.renderNotFoundDocument).toBe(renderNotFoundDocument);
  });

  it('has small helpers that do one thing', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(safeUrl('/api/x')).toBe('/api/x');
    expect(safeUrl('//evil.example/x')).toBeNull();
    expect(safeUrl('data:text/html,hi')).toBeNull();
    expect(safeUrl('https://vimeo.com/1')).toBe('https://vimeo.com/1');
    expect(clock(0)).toBe('0:00');
    expect(clock(75)).toBe('1:15');
    expect(longDate('nonsense')).toBe('');
  });
});
