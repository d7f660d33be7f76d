/**
 * Every knowledge section the built-in coach quotes by name, by its stable id: the entry (the file
 * name in `knowledge/`) and the id written after the section's heading, so 'f1-visum#stappen' is
 * `## Stappen {#stappen}` in knowledge/f1-visum.md. The heading's words are the editor's to change;
 * the id stays, and the answers do not notice. `quote` in answers.ts takes only these ids (the
 * compiler refuses another), and sections.test.ts fails, naming the id, when a section here is
 * missing from the Markdown (deleted, or its id changed).
 *
 * Sections found by search for a question are quoted as found and need no id.
 */
export const QUOTED_SECTIONS = [
  // the six popular questions' answers
  'beurzen#hoe-een-sportbeurs-werkt',
  'beurzen#d1',
  'beurzen#rosterlimieten-d1',
  'beurzen#oude-beurslimieten-d1',
  'beurzen#d2',
  'beurzen#d3',
  'beurzen#naia',
  'beurzen#njcaa',
  'beurzen#coaches-benaderen',
  'f1-visum#stappen',
  'f1-visum#kosten',
  'f1-visum#op-tijd-beginnen',
  'ncaa-divisies#overzicht',
  'ncaa-divisies#d1',
  'ncaa-divisies#d2',
  'ncaa-divisies#d3',
  'ncaa-divisies#naia',
  'ncaa-divisies#njcaa',
  'recruiting-kalender#zelf-coaches-benaderen',
  'sat-act#ncaa-vraagt-geen-toets',
  'sat-act#naia',
  // the highlight video: the points every coach asks for, then the athlete's own sport
  'highlightvideo#lengte',
  'highlightvideo#beste-actie-eerst',
  'highlightvideo#infokaart',
  'highlightvideo#jezelf-aanwijzen',
  'highlightvideo#delen-met-een-link',
  'highlightvideo#teamsporten',
  'highlightvideo#tennis',
  'highlightvideo#golf',
  'highlightvideo#zwemmen',
  // a question naming the SAT and an English test: the English part after the SAT's
  'engelse-toetsen#wie-bepaalt',
  'engelse-toetsen#minimumscores',
  // what a scholarship covers: the full and the partial one open the answer, whatever the search ranks first
  'beurs-dekking#volledige-beurs',
  'beurs-dekking#gedeeltelijke-beurs',
  // keeping a scholarship: a year at a time, and what a D1 school may not do during it; an injury in D2, for good, after
  'beurs-dekking#een-jaar-of-meerdere-jaren',
  'blessure#division-ii',
  'blessure#nooit-meer-sporten',
  'blessure#na-de-looptijd',
  // what a year costs, beside the scholarships of the levels a family asks about ('is D2 of D3 goedkoper?')
  'kosten-verzekering#wat-een-jaar-kost',
  // rowing at a US university: sweep, the NCAA, its scholarships, the 2k, the season, novices
  'roeien#boord-en-scull',
  'roeien#ncaa',
  'roeien#beurzen',
  'roeien#ergometer',
  'roeien#seizoen',
  'roeien#novice',
  // the documents a Dutch pupil sends to the Eligibility Center, and who sends them
  'eligibility-registratie#documenten',
  'eligibility-registratie#school-stuurt-ze',
  // when to start (the calendar's other side): intents.ts' START_WORDS picks one
  'startmoment#augustus-of-januari',
  'startmoment#tussenjaar',
  'startmoment#diploma-niet-gehaald',
  // contacting coaches: named, not quoted again, once an earlier answer of the conversation quoted them
  'recruiting-kalender#contactregels',
  'recruiting-kalender#per-schooljaar',
  'recruiting-kalender#tekenen',
  'coaches-benaderen#zelf-als-eerste-mailen',
  'coaches-benaderen#d3-naia-njcaa',
  'coaches-benaderen#bellen',
  'coaches-benaderen#eerste-mail',
  'coaches-benaderen#opvolgen',
  'coaches-benaderen#hoeveel-scholen',
  'coaches-benaderen#hoe-coaches-lezen',
] as const;

/** A section the code may quote: 'f1-visum#stappen'. */
export type SectionId = (typeof QUOTED_SECTIONS)[number];
