/**
 * TEST DATA: the test athletes, one set for the server's tests, e2e, the bench, the production
 * scripts and the apps' unit tests, so Fleur has the same facts wherever a test meets her.
 *
 * Imported only by tests, their support (`testing/` folders, `e2e/`), `bench/`, `server/bench/` and
 * `scripts/`; never by the source of an app or the server, so no bundle carries it
 * (./athletes.test.ts checks every importer).
 *
 * Each athlete has a name, who she or he is and what tests use them for, and the profile as the API
 * accepts it (POST /api/profiles). A test that needs another fact spreads its difference in where it
 * is used, so the difference shows: `{ ...FLEUR.profile, english_score: null }`. `profile()` makes a
 * stored profile (GET /api/profiles/me) for unit tests that need no server.
 *
 * Not here: the matching engine's and the coach's evaluation sets (written down before tuning, not
 * test fixtures).
 */

import type { Profile, ProfileWrite } from '../contracts/profile.ts';
import { dutchDay, isoDay } from '../dates.ts';
import type { PublicDossier } from '../dossier.ts';

export interface TestAthlete<P extends ProfileWrite = ProfileWrite> {
  /** How tests call her or him. */
  name: string;
  /** Who she or he is, and what the tests use them for. */
  about: string;
  /** The profile as POST /api/profiles accepts it. */
  profile: P;
}

const athlete = <P extends ProfileWrite>(entry: TestAthlete<P>): TestAthlete<P> => entry;

/**
 * The date of birth of someone `years` old today on the Dutch calendar (whose birthday is today;
 * on 29 February, the 28th of a year without one), `daysLater` days later: a date of birth that
 * stays valid whenever the test runs.
 */
export function bornYearsAgo(years: number, daysLater = 0): string {
  const today = dutchDay(new Date());
  if (!today) throw new Error('no day');
  const year = today.year - years;
  const lastOfMonth = new Date(Date.UTC(year, today.month, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, today.month - 1, Math.min(today.day, lastOfMonth) + daysLater));
  return isoDay({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

export const FLEUR = athlete({
  name: 'Fleur',
  about:
    "A women's field hockey player in the hoofdklasse with every fact matching reads (GPA 3.5, SAT 1250, " +
    'TOEFL 95, budget €15.000), so she has hockey matches: the athlete of the matching, suggestion, coach, ' +
    'e2e and bench tests.',
  profile: {
    first_name: 'Fleur',
    sport: 'Hockey',
    team: 'dames',
    competition_level: 'hoofdklasse',
    academic_gpa: 3.5,
    sat_score: 1250,
    english_test: 'toefl',
    english_score: 95,
    budget_eur_min: 15000,
  },
});

export const FLEUR_DOSSIER = athlete({
  name: 'Fleur de Vries',
  about:
    'Fleur with what a college coach reads about her: 17 today, a defender of HC Bloemendaal MO18, 172 cm, ' +
    'class of 2027 starting in August 2027, a Dutch average of 7,5: the athlete of the dossier, public page, ' +
    'reference and outreach tests.',
  profile: {
    ...FLEUR.profile,
    last_name: 'de Vries',
    date_of_birth: bornYearsAgo(17),
    nationality: 'Nederlandse',
    position: 'Verdediger',
    height_cm: 172,
    weight_kg: 65,
    current_team: 'HC Bloemendaal MO18',
    graduation_year: 2027,
    target_start_year: 2027,
    target_start_month: 8,
    // The grade's estimate becomes her GPA (the API's rule), and the dossier shows the grade.
    academic_grade: 7.5,
  },
});

/**
 * What a coach reads of FLEUR_DOSSIER's profile in her public dossier, in English, as the API
 * derives it: for the dossier's tests that check the derivation and the public page's tests that
 * render a dossier, so both meet the same Fleur.
 */
export const FLEUR_PUBLIC_FACTS = {
  graduation_year: 2027,
  start_term: 'Fall 2027',
  sport: { name: 'Field hockey', college_team: "Women's Field Hockey" },
  height: { cm: 172, feet: 5, inches: 8, text: `5'8"` },
  weight: { kg: 65, lb: 143 },
  club: 'HC Bloemendaal MO18',
} as const satisfies Partial<PublicDossier>;

export const DAAN = athlete({
  name: 'Daan',
  about:
    "A men's footballer in the eerste klasse with a modest GPA (2.1, HAVO 5), €10.000 and the wish for a full " +
    'ride, no tests and no video: the athlete with gaps, beside Fleur in the coach tests.',
  profile: {
    first_name: 'Daan',
    sport: 'Voetbal',
    team: 'heren',
    competition_level: 'eerste-klasse',
    academic_gpa: 2.1,
    education_level: 'HAVO 5',
    budget_eur_min: 10000,
    scholarship_type: 'Full-ride',
  },
});

/** The set, for a test that goes through all of them. */
export const TEST_ATHLETES: readonly TestAthlete[] = [FLEUR, FLEUR_DOSSIER, DAAN];

const EMPTY: Profile = {
  user_id: '00000000-0000-4000-8000-000000000000',
  first_name: null,
  last_name: null,
  date_of_birth: null,
  nationality: null,
  sport: null,
  position: null,
  team: null,
  competition_level: null,
  height_cm: null,
  weight_kg: null,
  current_team: null,
  achievements: null,
  key_stats: null,
  academic_gpa: null,
  education_level: null,
  highlight_video_url: null,
  sat_score: null,
  act_score: null,
  english_test: null,
  english_score: null,
  budget_eur_min: null,
  preferred_states: [],
  preferred_school_size: null,
  preferred_divisions: [],
  study_interest: null,
  graduation_year: null,
  target_start_year: null,
  target_start_month: null,
  scholarship_type: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

/**
 * A stored profile as GET /api/profiles/me answers it, for unit tests that need no server: every
 * field empty but `fields` (`profile({ ...FLEUR.profile, highlight_video_url: '...' })`). It copies;
 * it does not apply the API's rules (a Dutch grade does not become a GPA here).
 */
export function profile(fields: Partial<Profile> = {}): Profile {
  return { ...EMPTY, ...fields };
}
