import { DEFAULT_TABLE, TABLES } from '@talentbrug/domain/academics';
import { describe, expect, it } from 'vitest';
import { conversionTableInEnglish, heightInFeet, levelInUsTerms, poundsOf, startTermOf } from './public-view.ts';
import { isCountedVisit } from './visitors.ts';

describe('the public view in US terms', () => {
  it('gives heights in feet and inches as a roster lists them, and weights in pounds', () => {
    expect(heightInFeet(183)).toEqual({ feet: 6, inches: 0, text: `6'0"` });
    expect(heightInFeet(160)).toEqual({ feet: 5, inches: 3, text: `5'3"` });
    // 179 cm is 70.47 in: rounded to 70, never shown as 5'12".
    expect(heightInFeet(179)).toEqual({ feet: 5, inches: 10, text: `5'10"` });
    expect(heightInFeet(182)).toEqual({ feet: 6, inches: 0, text: `6'0"` });
    expect(poundsOf(80)).toBe(176);
    expect(poundsOf(65)).toBe(143);
  });

  it("names the core GPA's grade table in English, by its source and the month it was checked", () => {
    expect(conversionTableInEnglish(TABLES[DEFAULT_TABLE].name)).toBe(
      "A Dutch university college's conversion of Dutch grades to US grade points (University College Utrecht), checked November 2026",
    );
    expect(conversionTableInEnglish(TABLES['whole-grade'].name)).toMatch(
      /^Whole-grade reading .*, checked December 2026$/,
    );
    expect(conversionTableInEnglish('Some other table')).toBe('Some other table');
  });

  it('names the start as a US term', () => {
    expect(startTermOf(2027, 8)).toBe('Fall 2027');
    expect(startTermOf(2028, 1)).toBe('Spring 2028');
    expect(startTermOf(2027, null)).toBe('2027');
    expect(startTermOf(null, 8)).toBeNull();
  });

  it("explains a Dutch level by the sport's own ladder", () => {
    const amateur = levelInUsTerms('Voetbal', 'heren', 'eerste-klasse');
    expect(amateur?.tier).toBe(5);
    expect(amateur?.us_levels.map((entry) => entry.level)).not.toContain('NCAA Division I');
    expect(amateur?.us_levels).toContainEqual({ level: 'NCAA Division III', fit: 'typical' });
    expect(amateur?.explanation).toMatch(
      /^Eerste Klasse: regional amateur football \(senior or U19\/U17\)\. In US terms: /,
    );

    const hockey = levelInUsTerms('hockey', 'dames', 'hoofdklasse');
    expect(hockey?.us_levels).toEqual([
      { level: 'NCAA Division I', fit: 'typical' },
      { level: 'NCAA Division II', fit: 'above' },
      { level: 'NCAA Division III', fit: 'above' },
    ]);
    expect(hockey?.explanation).toMatch(
      /^Hoofdklasse: the top Dutch senior league, the strongest club hockey league in the world .*\. In US terms: /,
    );
    // A club rower (a family's tour): the NCAA only, where rowing races; the NAIA and the NJCAA hold none.
    const rower = levelInUsTerms('Roeien', 'dames', 'wedstrijdroeier');
    expect(rower?.us_levels).toEqual([
      { level: 'NCAA Division I', fit: 'typical' },
      { level: 'NCAA Division II', fit: 'typical' },
      { level: 'NCAA Division III', fit: 'above' },
    ]);
    expect(rower?.explanation).toMatch(/^A competitive junior or club rower, racing at Dutch regattas\. In US terms: /);
    expect(rower?.explanation).not.toMatch(/NAIA|NJCAA/);

    // A sport without English step names (golf) reads its tier's words.
    expect(levelInUsTerms('Golf', 'heren', 'hcp-plus-2')?.explanation).toMatch(
      /^National top: the highest national level in the Netherlands\. In US terms: /,
    );

    // A sport without its own ladder reads the generic one; a wizard code reads through the mapping.
    expect(levelInUsTerms('Korfbal', 'dames', 'nationale-top')?.tier).toBe(2);
    expect(levelInUsTerms('Korfbal', null, 'eredivisie')?.tier).toBe(2);
    expect(levelInUsTerms('Hockey', 'dames', 'onbekend')).toBeNull();
    expect(levelInUsTerms('Hockey', 'dames', null)).toBeNull();
  });
});

describe('which requests are a view', () => {
  const browsers = [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 354.0.0.29.90',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.30',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  ];

  it("counts a person's browser, in-app browsers and headless Chrome included", () => {
    for (const userAgent of browsers) expect(isCountedVisit({ userAgent }), userAgent).toBe(true);
  });

  it('does not count a HEAD request, a prefetch or a request without a browser name', () => {
    const [browser] = browsers;
    expect(isCountedVisit({ userAgent: browser, head: true })).toBe(false);
    expect(isCountedVisit({ userAgent: browser, prefetch: true })).toBe(false);
    expect(isCountedVisit({ userAgent: '  ' })).toBe(false);
    expect(isCountedVisit({ userAgent: undefined })).toBe(false);
    for (const script of [
      'python-requests/2.32.3',
      'Go-http-client/2.0',
      'Wget/1.21.4',
      'axios/1.7.2',
      'SomeCrawler/1.0',
    ]) {
      expect(isCountedVisit({ userAgent: script }), script).toBe(false);
    }
  });
});
