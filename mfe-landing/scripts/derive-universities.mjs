// Derives the landing page's university cards from the public reference data
// (../shared/reference/universities, kept outside the repository). Only facts those files
// support end up in the committed table: name, city, state, association, conference and
// sports the school sponsored in the NCAA Division I APR data (2017-18).
//
//   node mfe-landing/scripts/derive-universities.mjs [referenceDir]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const referenceDir = resolve(process.argv[2] ?? join(here, '..', '..', '..', 'shared', 'reference', 'universities'));
const out = join(here, '..', 'src', 'features', 'universities', 'data', 'universities.json');

/** Hand-picked: well-known Division I schools with sports Dutch athletes often play, with their usual short name. */
const PICKS = [
  {
    unitid: '243744',
    shortName: 'Stanford',
    directoryName: 'Stanford University',
    sports: ["Women's Field Hockey", "Men's Tennis"],
  },
  {
    unitid: '199120',
    shortName: 'UNC',
    directoryName: 'University of North Carolina at Chapel Hill',
    sports: ["Women's Field Hockey", "Women's Soccer"],
  },
  {
    unitid: '170976',
    shortName: 'Michigan',
    directoryName: 'University of Michigan',
    sports: ["Women's Rowing", "Men's Swimming"],
  },
  {
    unitid: '234076',
    shortName: 'UVA',
    directoryName: 'University of Virginia',
    sports: ["Men's Tennis", "Women's Rowing"],
  },
  {
    unitid: '110662',
    shortName: 'UCLA',
    directoryName: 'University of California, Los Angeles',
    sports: ["Men's Volleyball", "Women's Water Polo"],
  },
  {
    unitid: '228778',
    shortName: 'Texas',
    directoryName: 'University of Texas at Austin',
    sports: ["Women's Volleyball", "Men's Swimming"],
  },
];

const SPORT_NL = {
  "Women's Field Hockey": 'Hockey (dames)',
  "Women's Soccer": 'Voetbal (dames)',
  "Women's Rowing": 'Roeien (dames)',
  "Women's Volleyball": 'Volleybal (dames)',
  "Women's Water Polo": 'Waterpolo (dames)',
  "Men's Tennis": 'Tennis (heren)',
  "Men's Swimming": 'Zwemmen (heren)',
  "Men's Volleyball": 'Volleybal (heren)',
};

const STATE_NL = { California: 'Californië' };
const ASSOCIATION_NL = {
  'NCAA DI': 'NCAA Division I',
  'NCAA DII': 'NCAA Division II',
  'NCAA DIII': 'NCAA Division III',
};

/** A minimal CSV reader for the quoted, comma-separated reference files. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

const directory = JSON.parse(readFileSync(join(referenceDir, 'athletics_directory_schools.json'), 'utf8'));
const teams = parseCsv(readFileSync(join(referenceDir, 'ncaa_d1_apr_2018_teams.csv'), 'utf8'));

const universities = PICKS.map((pick) => {
  const school = directory.find((s) => s.name === pick.directoryName);
  if (!school) throw new Error(`${pick.directoryName} is not in the athletics directory`);
  const sponsored = new Set(teams.filter((t) => t.SCL_UNITID === pick.unitid).map((t) => t.SPORT_NAME));
  if (sponsored.size === 0) throw new Error(`No APR teams for UNITID ${pick.unitid} (${pick.directoryName})`);
  for (const sport of pick.sports) {
    if (!sponsored.has(sport)) throw new Error(`${pick.directoryName} has no ${sport} team in the APR data`);
    if (!SPORT_NL[sport]) throw new Error(`No Dutch label for ${sport}`);
  }
  const division = ASSOCIATION_NL[school.association];
  if (!division) throw new Error(`Unknown association ${school.association}`);
  return {
    id: pick.unitid,
    name: school.name,
    shortName: pick.shortName,
    city: school.city,
    state: STATE_NL[school.state] ?? school.state,
    division,
    conference: school.conference,
    sports: pick.sports.map((sport) => SPORT_NL[sport]),
  };
});

writeFileSync(out, `${JSON.stringify(universities, null, 2)}\n`);
console.log(`Wrote ${universities.length} universities to ${out}`);
