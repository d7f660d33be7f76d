import { type Match, matchSchema } from '@talentbrug/domain/contracts/matches';
import { formatEuro, formatUsd } from '@talentbrug/domain/format';

/**
 * Matches shaped exactly as GET /api/matches answers them (parsed with the domain schema, so a
 * fixture can never drift from the contract). Realistic schools and figures, no invented ones.
 */
const SCHOOLS = [
  {
    name: 'Duke University',
    city: 'Durham',
    state: 'NC',
    lat: 36.0014,
    lng: -78.9382,
    level: 'ncaa-d1',
    division: 'NCAA Division I',
    conference: 'Atlantic Coast Conference',
    control: 'private',
    size_band: 3,
    admission_rate: 0.0599,
    sat_avg: 1522,
    cost: 87_000,
    website: 'www.duke.edu',
    athletics: 'https://goduke.com',
  },
  {
    name: 'University of Iowa',
    city: 'Iowa City',
    state: 'IA',
    lat: 41.6611,
    lng: -91.5302,
    level: 'ncaa-d1',
    division: 'NCAA Division I',
    conference: 'Big Ten Conference',
    control: 'public',
    size_band: 5,
    admission_rate: 0.8559,
    sat_avg: 1240,
    cost: 49_000,
    website: 'https://uiowa.edu',
    athletics: 'https://hawkeyesports.com',
  },
  {
    name: 'Williams College',
    city: 'Williamstown',
    state: 'MA',
    lat: 42.7128,
    lng: -73.2032,
    level: 'ncaa-d3',
    division: 'NCAA Division III',
    conference: 'New England Small College Athletic Conference',
    control: 'private',
    size_band: 2,
    admission_rate: 0.1,
    sat_avg: 1500,
    cost: 82_000,
    website: 'https://www.williams.edu',
    athletics: null,
  },
  {
    name: 'Grand Valley State University',
    city: 'Allendale',
    state: 'MI',
    lat: 42.9634,
    lng: -85.8886,
    level: 'ncaa-d2',
    division: 'NCAA Division II',
    conference: 'Great Lakes Intercollegiate Athletic Conference',
    control: 'public',
    size_band: 4,
    admission_rate: 0.88,
    sat_avg: 1150,
    cost: 35_000,
    website: 'https://www.gvsu.edu',
    athletics: 'https://gvsulakers.com',
  },
  {
    name: 'Keiser University',
    city: 'West Palm Beach',
    state: 'FL',
    lat: null,
    lng: null,
    level: 'naia',
    division: 'NAIA',
    conference: null,
    control: 'private',
    size_band: null,
    admission_rate: null,
    sat_avg: null,
    cost: null,
    website: null,
    athletics: null,
  },
] as const;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The match at rank `rank` (1-based). The first five are distinct schools (two D1, one D3 without
 * athletic aid, one D2, one NAIA whose sport list and coordinates are unknown); further ranks
 * repeat them under a numbered name, with a lower score.
 */
export function exampleMatch(rank = 1, overrides: Partial<Match> = {}): Match {
  const school = SCHOOLS[(rank - 1) % SCHOOLS.length] ?? SCHOOLS[0];
  const round = Math.floor((rank - 1) / SCHOOLS.length);
  const name = round === 0 ? school.name : `${school.name} ${round + 1}`;
  const score = Math.max(5, 92 - (rank - 1) * 4);
  const aidPossible = school.level !== 'ncaa-d3';
  const confirmed = school.level !== 'naia';
  const aid = aidPossible ? { min_usd: 8_000, max_usd: 20_000 } : null;
  const match = {
    id: uuid(rank),
    rank,
    status: 'new',
    favourite: false,
    institution_id: `inst-${rank}`,
    match_score: score,
    score_parts: [
      {
        key: 'athletic',
        label: 'Sportief niveau',
        weight: 0.35,
        score: Math.min(100, score + 3),
        facts: ['Hoofdklasse hockey past bij Division I'],
      },
      {
        key: 'academic',
        label: 'Studie en toelating',
        weight: 0.25,
        score: Math.max(0, score - 6),
        facts: [school.sat_avg ? `Gemiddelde SAT hier ${school.sat_avg}; jij hebt 1310` : 'Gemiddelde SAT onbekend'],
      },
      {
        key: 'cost',
        label: 'Kosten na beurs',
        weight: 0.2,
        score: 70,
        facts: [`Jouw budget ${formatEuro(15_000)} per jaar`],
      },
      { key: 'roster', label: 'Kans op speeltijd', weight: 0.1, score: 60, facts: [] },
      {
        key: 'preferences',
        label: 'Jouw voorkeuren',
        weight: 0.05,
        score: 80,
        facts: ['Grootte past bij je voorkeur'],
      },
      { key: 'english', label: 'Engels', weight: 0.05, score: 90, facts: ['TOEFL 100; hier is 80 gebruikelijk'] },
    ],
    scholarship: aidPossible
      ? 'Geschatte sportbeurs: $8.000-$20.000 per jaar'
      : 'Geen sportbeurs (D3), wel kans op merit aid',
    aid_estimate: aid,
    athletic_aid_possible: aidPossible,
    tuition: school.cost ? `${formatUsd(school.cost)} per jaar (totale kosten)` : null,
    net_cost: school.cost
      ? { min_usd: school.cost - (aid?.max_usd ?? 0), max_usd: school.cost - (aid?.min_usd ?? 0) }
      : null,
    rationale: `${name} speelt op het niveau dat bij jouw hockey past. Je cijfers liggen rond het gemiddelde van de school.`,
    missing: rank === 1 ? ['TOEFL 100 nodig, jij hebt 92'] : [],
    highlights: ['Sterk hockeyprogramma', `${school.division}`, 'Campus met veel internationale studenten'],
    sport_confirmed: confirmed,
    caps: rank === 2 ? ['Buiten je voorkeursstaten: de score telt voor 85% (hoogstens 85)'] : [],
    teamStats: confirmed
      ? { squad_size: 24, squad_year: '2020-21', conference: school.conference }
      : { squad_size: null, squad_year: null, conference: null },
    sport: 'Veldhockey',
    division: school.division,
    school_name: name,
    school_location: `${school.city}, ${school.state}`,
    institution: {
      id: `inst-${rank}`,
      name,
      city: school.city,
      state: school.state,
      lat: school.lat,
      lng: school.lng,
      level: school.level,
      conference: school.conference,
      control: school.control,
      size_band: school.size_band,
      admission_rate: school.admission_rate,
      sat_avg: school.sat_avg,
      cost_of_attendance_usd: school.cost,
      website: school.website,
      athletics_url: school.athletics,
    },
    ...overrides,
  };
  return matchSchema.parse(match);
}

/** `count` matches ranked 1..count. */
export function exampleMatches(count = 5): Match[] {
  return Array.from({ length: count }, (_, index) => exampleMatch(index + 1));
}
