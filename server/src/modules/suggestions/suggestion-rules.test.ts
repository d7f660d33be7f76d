import type { Match } from '@talentbrug/domain/contracts/matches';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { FLEUR, profile } from '@talentbrug/domain/testing/athletes';
import { describe, expect, it } from 'vitest';
import { collegeStartOf, type Day, dayInAmsterdam, recruitingCalendar } from './recruiting-calendar.ts';
import { type AthleteState, candidatesFor, MAX_SUGGESTIONS, suggestionsFor } from './suggestion-rules.ts';

/** Nothing filled in yet, created and last changed on 10 January 2026. */
const EMPTY_PROFILE = profile({
  user_id: 'u1',
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-01-10T10:00:00.000Z',
});

/** Ready to match: Fleur (a dames hockey player in the hoofdklasse), starting August 2028, before her tests and budget. */
const READY: Profile = {
  ...EMPTY_PROFILE,
  ...FLEUR.profile,
  sat_score: null,
  english_test: null,
  english_score: null,
  budget_eur_min: null,
  education_level: 'VWO',
  target_start_year: 2028,
  target_start_month: 8,
};

/** Nothing left to fill in: all of Fleur's facts, a video and states; only matches and the calendar speak. */
const COMPLETE: Profile = {
  ...READY,
  ...FLEUR.profile,
  highlight_video_url: 'https://www.youtube.com/watch?v=abc123',
  preferred_states: ['NC', 'CA'],
};

const SCHOOLS = ['Duke University', 'University of Iowa', 'Williams College', 'Grand Valley State University'];

function match(rank: number, overrides: Partial<Match> = {}): Match {
  const name = SCHOOLS[(rank - 1) % SCHOOLS.length] ?? 'School';
  return {
    id: `00000000-0000-4000-8000-${String(rank).padStart(12, '0')}`,
    rank,
    status: 'new',
    favourite: false,
    institution_id: `inst-${rank}`,
    match_score: 92 - rank * 4,
    score_parts: [],
    scholarship: 'Geschatte sportbeurs: $8.000-$20.000 per jaar',
    aid_estimate: { min_usd: 8000, max_usd: 20000 },
    athletic_aid_possible: true,
    tuition: null,
    net_cost: null,
    rationale: 'Past bij je niveau.',
    missing: [],
    highlights: [],
    sport_confirmed: true,
    caps: [],
    teamStats: { squad_size: null, squad_year: null, conference: null },
    sport: 'Hockey',
    division: 'NCAA Division I',
    school_name: name,
    school_location: 'Durham, NC',
    institution: {
      id: `inst-${rank}`,
      name,
      city: null,
      state: null,
      lat: null,
      lng: null,
      level: 'ncaa-d1',
      conference: null,
      control: null,
      size_band: null,
      admission_rate: null,
      sat_avg: null,
      cost_of_attendance_usd: null,
      website: null,
      athletics_url: null,
    },
    ...overrides,
  };
}

const day = (text: string): Day => {
  const [year, month, dayOfMonth] = text.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: dayOfMonth ?? 0 };
};

/** A quiet day for a 2028 start: after the official-visit date, before applications open. */
const QUIET_DAY = day('2027-03-15');

function state(overrides: Partial<AthleteState> = {}): AthleteState {
  return {
    profile: COMPLETE,
    matches: [],
    generatedAt: null,
    highlightVideos: 0,
    today: QUIET_DAY,
    ...overrides,
  };
}

const titles = (overrides: Partial<AthleteState> = {}) => suggestionsFor(state(overrides)).map((s) => s.title);
const keys = (overrides: Partial<AthleteState> = {}) => candidatesFor(state(overrides)).map((c) => c.key);
const find = (overrides: Partial<AthleteState>, key: string) =>
  candidatesFor(state(overrides)).find((candidate) => candidate.key === key);

describe('suggestions from the profile', () => {
  it('without a profile: only the onboarding', () => {
    expect(suggestionsFor(state({ profile: null }))).toEqual([
      {
        title: 'Vul eerst de onboarding in',
        description: expect.stringContaining('Zonder profiel kunnen we geen scholen voor je zoeken.'),
      },
    ]);
  });

  it('a fresh profile: first what matching needs, then the video, then the other gaps; five at most', () => {
    const fresh = { ...EMPTY_PROFILE, first_name: 'Sem', sport: 'Voetbal' };
    const suggestions = suggestionsFor(state({ profile: fresh }));
    expect(suggestions).toHaveLength(MAX_SUGGESTIONS);
    expect(suggestions[0]).toEqual({
      title: 'Maak je profiel klaar om te matchen',
      description:
        'We missen nog je team (heren of dames), je huidige niveau en je gemiddelde cijfer (GPA). Vul dit aan op je profiel, dan kunnen we scholen voor je zoeken.',
    });
    expect(suggestions.map((s) => s.title)).toEqual([
      'Maak je profiel klaar om te matchen',
      'Zet je highlightvideo op je profiel',
      'Plan je Engelse taaltoets',
      'Vul je budget in',
      'Vul je examenjaar in',
    ]);
    // Below the cut, but known: the SAT/ACT and the states.
    expect(keys({ profile: fresh })).toEqual(expect.arrayContaining(['sat-act', 'preferred-states']));
  });

  it('names a sport it does not know', () => {
    const odd = { ...READY, sport: 'Kaatsen' };
    expect(find({ profile: odd }, 'profile-for-matching')?.description).toContain(
      "We kennen 'Kaatsen' niet als universiteitssport",
    );
  });

  it('a video counts from the profile link or from an upload', () => {
    const bare = { ...COMPLETE, highlight_video_url: null };
    expect(keys({ profile: bare })).toContain('highlight-video');
    expect(keys({ profile: bare, highlightVideos: 1 })).not.toContain('highlight-video');
    expect(keys({ profile: COMPLETE })).not.toContain('highlight-video');
    // What the coach's knowledge says of the 10 to 20 seconds: a message read on, not a video watched.
    expect(find({ profile: bare }, 'highlight-video')?.description).toMatch(
      /^Een coach beslist in 10 tot 20 seconden of hij je bericht verder leest, en een videolink/,
    );
  });

  it('asks for the score of a test that is chosen but has no score', () => {
    const noScore = { ...COMPLETE, english_score: null };
    expect(find({ profile: noScore }, 'english-test')?.title).toBe('Vul je score van de TOEFL iBT in');
  });

  it('leaves out every gap that is filled', () => {
    expect(keys()).not.toEqual(
      expect.arrayContaining(['english-test', 'budget', 'sat-act', 'preferred-states', 'profile-for-matching']),
    );
    expect(keys({ profile: { ...COMPLETE, sat_score: null, act_score: 24 } })).not.toContain('sat-act');
  });
});

describe('suggestions from the matches', () => {
  it('a profile ready to match and no matches yet: generate them', () => {
    expect(titles({ profile: COMPLETE })[0]).toBe('Genereer je eerste matches');
  });

  it('a team without college programmes: says so instead of asking to generate', () => {
    const heren = { ...COMPLETE, team: 'heren' };
    const candidate = find({ profile: heren }, 'no-programme');
    expect(candidate?.title).toBe('Bekijk je alternatieven');
    expect(candidate?.description).toMatch(/Heren-veldhockey heeft in de VS geen universiteitsteams/);
    expect(keys({ profile: heren })).not.toContain('first-matches');
  });

  it('matches without favourites: pick some, starting from the best three', () => {
    const matches = [match(1), match(2), match(3), match(4)];
    expect(find({ matches }, 'favourites')).toMatchObject({
      title: 'Kies je favoriete scholen',
      description:
        'Je hebt 4 matches. Markeer met het hartje de scholen die je het meest aanspreken; begin bijvoorbeeld bij Duke University (88%), University of Iowa (84%) en Williams College (80%).',
    });
    expect(keys({ matches })).not.toContain('first-matches');
  });

  it("acts on the top match's missing line, skipping a declined school", () => {
    const matches = [
      match(1, { status: 'declined', missing: ['SAT 1400 nodig, jij hebt 1250'] }),
      match(2, { missing: ['TOEFL 100 nodig, jij hebt 92'] }),
    ];
    expect(find({ matches }, 'top-match-missing')).toMatchObject({
      title: 'Vergroot je kans bij University of Iowa',
      description:
        'Bij je beste match (84%) ontbreekt nog: TOEFL 100 nodig, jij hebt 92. Werk hieraan en vul het daarna aan op je profiel.',
    });
  });

  it('a shortfall gets what a family can do about the money, not "werk hieraan en vul het aan"', () => {
    const matches = [match(1, { missing: ['Budget: tot circa €600 per jaar tekort als de beurs lager uitvalt'] })];
    expect(find({ matches }, 'top-match-missing')?.description).toBe(
      'Bij je beste match (88%) ontbreekt nog: Budget: tot circa €600 per jaar tekort als de beurs lager uitvalt. Bekijk bij die school wat een jaar na de geschatte beurs kost en of er merit aid is; kun je meer betalen, pas dan je budget aan op je profiel.',
    );
    // Beside a score to reach, the score's step stands.
    const both = [match(1, { missing: ['TOEFL 100 nodig, jij hebt 92', 'Budget: tot circa €600 per jaar tekort'] })];
    expect(find({ matches: both }, 'top-match-missing')?.description).toMatch(
      /Werk hieraan en vul het daarna aan op je profiel\.$/,
    );
  });

  it('a favourite: contact its coach, and no more asking for favourites', () => {
    const matches = [match(1), match(2, { favourite: true })];
    expect(titles({ matches })).toContain('Neem contact op met University of Iowa');
    expect(keys({ matches })).not.toContain('favourites');
  });

  it('the pipeline: the school furthest along decides the next step', () => {
    const step = (statuses: Match['status'][]) =>
      suggestionsFor(state({ matches: statuses.map((status, i) => match(i + 1, { status, favourite: true })) }))[0]
        ?.title;
    expect(titles({ matches: [match(1, { status: 'contacted' })] })).toContain(
      'Houd contact met de coach van Duke University',
    );
    expect(step(['contacted', 'applied'])).toBe('Volg je aanmelding bij University of Iowa op');
    const applied = suggestionsFor(state({ matches: [match(1, { status: 'applied' })] }))[0];
    expect(applied?.description).toBe(
      'Controleer of de school alles binnen heeft: je cijferlijsten, je Engelse toets en je registratie bij het NCAA Eligibility Center. Vraag de coach ook hoe het met je plek in het team staat.',
    );
    expect(step(['applied', 'offer'])).toBe('Bekijk het aanbod van University of Iowa goed');
    expect(step(['offer', 'offer', 'new'])).toBe('Vergelijk je 2 aanbiedingen');
    expect(step(['offer', 'committed'])).toBe('Regel je studentenvisum voor University of Iowa');
  });

  it('matches generated before the profile changed: regenerate', () => {
    const matches = [match(1, { favourite: true, status: 'contacted' })];
    const generatedAt = new Date('2026-01-01T00:00:00.000Z');
    expect(keys({ matches, generatedAt })).toContain('regenerate');
    expect(keys({ matches, generatedAt: new Date('2026-02-01T00:00:00.000Z') })).not.toContain('regenerate');
  });

  it("matches from before a change: 'Vernieuw je matches' first, and no line of theirs the profile has since changed", () => {
    // A family's tour: matches generated without an English test; then TOEFL 95 on /profile.
    const generatedAt = new Date('2026-02-01T09:30:00.000Z');
    const matches = [
      match(1, { missing: ['Engelse taaltoets: nog geen score (typisch TOEFL 79 of IELTS 6,5 nodig)'] }),
      match(2),
    ];
    const without: Profile = { ...COMPLETE, english_test: null, english_score: null };
    const withToefl: Profile = {
      ...without,
      english_test: 'toefl',
      english_score: 95,
      updated_at: '2026-02-03T18:05:00.000Z',
    };
    const before = suggestionsFor(state({ profile: without, matches, generatedAt, matchesStale: false }));
    expect(before[0]?.title).toBe('Vergroot je kans bij Duke University');

    for (const stale of [{ matchesStale: true }, {}]) {
      const after = suggestionsFor(state({ profile: withToefl, matches, generatedAt, ...stale }));
      expect(after[0]).toMatchObject({ title: 'Vernieuw je matches', since: '2026-02-03T18:05:00.000Z' });
      expect(JSON.stringify(after)).not.toContain('Engelse taaltoets');
      expect(after.map((s) => s.title)).not.toContain('Vergroot je kans bij Duke University');
    }
    // Before a pipeline step, too: renewing is one click, and the offer tip follows it.
    const offer = [match(1, { status: 'offer', missing: ['Engelse taaltoets: nog geen score'] })];
    expect(titles({ profile: withToefl, matches: offer, generatedAt, matchesStale: true }).slice(0, 2)).toEqual([
      'Vernieuw je matches',
      'Bekijk het aanbod van Duke University goed',
    ]);
    // The matches' own stale flag decides: a save matching does not read keeps the tip.
    expect(keys({ profile: withToefl, matches, generatedAt, matchesStale: false })).toContain('top-match-missing');
  });
});

describe('when a suggestion arose', () => {
  const generatedAt = new Date('2026-02-01T09:30:00.000Z');
  const since = (overrides: Partial<AthleteState>) =>
    Object.fromEntries(suggestionsFor(state(overrides)).map((s) => [s.title, s.since]));

  it("is the moment of its reason: the matches' generation, the profile's last change", () => {
    const matches = [match(1, { missing: ['SAT 1400 nodig, jij hebt 1250'] }), match(2)];
    const fromMatches = since({ matches, generatedAt });
    expect(fromMatches['Kies je favoriete scholen']).toBe(generatedAt.toISOString());
    expect(fromMatches['Vergroot je kans bij Duke University']).toBe(generatedAt.toISOString());

    const changed = { ...COMPLETE, updated_at: '2026-02-03T18:05:00.000Z' };
    const regenerate = suggestionsFor(state({ profile: changed, matches, generatedAt })).find(
      (s) => s.title === 'Vernieuw je matches',
    );
    expect(regenerate?.since).toBe('2026-02-03T18:05:00.000Z');
  });

  it('is not given where nothing happened: a gap, the calendar, a new account', () => {
    const fresh = suggestionsFor(state({ profile: READY, askedCoach: false }));
    expect(fresh.length).toBeGreaterThan(1);
    for (const suggestion of fresh) expect(suggestion).not.toHaveProperty('since');
    const onboarding = suggestionsFor(state({ profile: null }));
    expect(onboarding[0]).not.toHaveProperty('since');
  });
});

describe('what the coach knows', () => {
  it('offers the popular question that fits, until the athlete has asked Sanne anything', () => {
    expect(find({ askedCoach: false }, 'ask-sanne')?.title).toBe(
      "Vraag Sanne: 'Wat is het verschil tussen de NCAA-divisies?'",
    );
    expect(find({ askedCoach: false, matches: [match(1), match(2)] }, 'ask-sanne')?.title).toBe(
      "Vraag Sanne: 'Welke matches passen het best bij mij?'",
    );
    expect(find({ askedCoach: false, matches: [match(1, { favourite: true })] }, 'ask-sanne')?.title).toBe(
      "Vraag Sanne: 'Heb je tips voor mijn beursaanvraag?'",
    );
    expect(find({ askedCoach: false, matches: [match(1, { status: 'offer' })] }, 'ask-sanne')?.title).toBe(
      "Vraag Sanne: 'Hoe werkt het visumproces?'",
    );
    expect(keys({ askedCoach: true })).not.toContain('ask-sanne');
    // Unknown (no coach wired) asks nothing.
    expect(keys({})).not.toContain('ask-sanne');
  });
});

describe('suggestions from the recruiting calendar (start August 2028)', () => {
  const at = (text: string) => suggestionsFor(state({ today: day(text) }));
  const calendarTitle = (text: string) => at(text)[0]?.title;

  it('long before 15 June two years ahead: time to prepare, last in line', () => {
    expect(find({ today: day('2025-11-01') }, 'contact-ahead')).toMatchObject({
      title: 'Je hebt tijd: gebruik hem goed',
      description: expect.stringContaining('vanaf 15 juni 2026 bellen en mailen'),
    });
  });

  it('the months before contact opens: a date, more urgent as it nears', () => {
    expect(find({ today: day('2026-03-01') }, 'contact-soon')?.title).toBe(
      'Vanaf 15 juni 2026 mogen coaches je benaderen',
    );
    const far = find({ today: day('2026-03-01') }, 'contact-soon')?.urgency ?? 0;
    const near = find({ today: day('2026-06-01') }, 'contact-soon')?.urgency ?? 0;
    expect(near).toBeLessThan(far);
    expect(calendarTitle('2026-06-01')).toBe('Vanaf 15 juni 2026 mogen coaches je benaderen');
  });

  it('Division I coaches of baseball, softball, lacrosse and women’s basketball wait until 1 September', () => {
    const baseball = { ...COMPLETE, sport: 'Honkbal', team: 'heren', competition_level: null };
    expect(find({ profile: baseball, today: day('2026-05-01') }, 'contact-soon')?.description).toContain(
      'In jouw sport wachten Division I-coaches tot 1 september 2026.',
    );
    expect(find({ today: day('2026-05-01') }, 'contact-soon')?.description).not.toContain('In jouw sport');
  });

  it('from 15 June: coaches may call; from 1 August: official visits and the Eligibility Center', () => {
    expect(find({ today: day('2026-06-15') }, 'contact-open')?.title).toBe('Coaches mogen nu contact met je opnemen');
    expect(keys({ today: day('2026-06-14') })).not.toContain('contact-open');
    expect(find({ today: day('2026-10-01') }, 'official-visits')?.title).toBe(
      'Plan je bezoeken en registreer je bij de NCAA',
    );
  });

  it('the day turns at midnight in Amsterdam, not in UTC', () => {
    // 22:30 UTC on 14 June is 00:30 on 15 June in summer time.
    expect(dayInAmsterdam(new Date('2026-06-14T22:30:00Z'))).toEqual({ year: 2026, month: 6, day: 15 });
    expect(dayInAmsterdam(new Date('2026-06-14T21:30:00Z'))).toEqual({ year: 2026, month: 6, day: 14 });
  });

  it('applications from about eleven months ahead, sharper in the last months', () => {
    const early = find({ today: day('2027-10-01') }, 'applications');
    const late = find({ today: day('2028-01-10') }, 'applications');
    expect(early?.title).toBe('Meld je op tijd aan bij je scholen');
    expect(early?.description).toContain('Voor een start in augustus 2028');
    expect(late?.urgency).toBeLessThan(early?.urgency ?? 0);
  });

  it('the visa in the last six months, most urgent in the last three', () => {
    expect(find({ today: day('2028-03-01') }, 'visa')?.title).toBe('Begin op tijd aan je studentenvisum');
    expect(calendarTitle('2028-06-01')).toBe('Begin op tijd aan je studentenvisum');
    expect(find({ today: day('2028-06-01') }, 'visa')?.description).toContain('SEVIS-fee (circa $350)');
    expect(keys({ today: day('2027-12-01') })).not.toContain('visa');
  });

  it('a start date in the past: ask whether it still holds', () => {
    expect(find({ today: day('2028-09-01') }, 'start-passed')?.description).toBe(
      'Op je profiel staat dat je in augustus 2028 begint. Is dat veranderd? Pas je startjaar aan, dan klopt je planning weer.',
    );
    expect(keys({ today: day('2028-09-01') })).not.toContain('visa');
  });

  it('the start: the target, never before the diploma year; August by default', () => {
    const none = { target_start_year: null, target_start_month: null, graduation_year: null };
    expect(collegeStartOf(none)).toBeNull();
    expect(collegeStartOf({ ...none, graduation_year: 2029 })).toEqual({ year: 2029, month: 8 });
    expect(collegeStartOf({ ...none, target_start_year: 2027, target_start_month: 1 })).toEqual({
      year: 2027,
      month: 1,
    });
    expect(collegeStartOf({ ...none, target_start_year: 2027, graduation_year: 2029 })).toEqual({
      year: 2029,
      month: 8,
    });
    // A January start counts from the autumn before it.
    expect(recruitingCalendar({ year: 2028, month: 1 }).contactOpens).toEqual({ year: 2025, month: 6, day: 15 });
  });
});

describe('the list', () => {
  it('is the same for the same state and day, sorted by urgency, five at most', () => {
    const busy = state({
      profile: { ...EMPTY_PROFILE, first_name: 'Sem', sport: 'Voetbal' },
      today: day('2026-06-01'),
    });
    expect(suggestionsFor(busy)).toEqual(suggestionsFor(structuredClone(busy)));
    const all = candidatesFor(busy);
    const shown = suggestionsFor(busy);
    expect(shown).toHaveLength(MAX_SUGGESTIONS);
    const urgencies = shown.map((s) => all.find((c) => c.title === s.title)?.urgency ?? -1);
    expect(urgencies).toEqual([...urgencies].sort((a, b) => a - b));
  });

  it('every text is Dutch without placeholders left in', () => {
    const all = [
      ...candidatesFor(state({ profile: { ...EMPTY_PROFILE, sport: 'Voetbal' } })),
      ...candidatesFor(state({ matches: [match(1, { status: 'committed' })], today: day('2028-05-01') })),
    ];
    for (const candidate of all) {
      expect(`${candidate.title} ${candidate.description}`).not.toMatch(/undefined|null|NaN|\$\{/);
    }
  });
});
