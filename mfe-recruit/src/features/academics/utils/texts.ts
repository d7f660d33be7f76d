import { TRACK_INFO, type Track } from '@talentbrug/domain/academics';
import { formatMonthYear } from '@talentbrug/domain/format';

/** A school year as a Dutch pupil names it: '4 vwo', '3 havo', '2 mavo', 'mbo-jaar 2'. */
export function yearLabel(track: Track, year: number): string {
  return track === 'mbo' ? `mbo-jaar ${year}` : `${year} ${track}`;
}

/** A GPA as the domain's own sentences write it: always two decimals, with a comma ('2,30'). */
export const gpaText = (gpa: number): string => gpa.toFixed(2).replace('.', ',');

/** '2026-11' -> 'november 2026'. */
function checkedText(checked: string): string {
  const [year, month] = checked.split('-').map(Number);
  return year ? formatMonthYear(year, month) : checked;
}

/** The card's Dutch, as a Dutch coach would say it to a sporter ('je'). */
export const ACADEMICS_TEXTS = {
  title: 'Je cijfers voor de NCAA',
  lead: 'Een Amerikaanse coach wil snel weten of je volgens de NCAA mag spelen: heb je genoeg kernvakken (core courses) en is je core GPA hoog genoeg? Vul je schoolsoort, je profiel en per vak je cijfers in. Wij rekenen uit hoe de NCAA ze waarschijnlijk leest.',
  loading: 'Cijfers laden...',
  loadError: 'Kon je cijfers niet laden.',
  retry: 'Opnieuw proberen',
  track: 'Schoolsoort',
  trackChoose: 'Kies je schoolsoort',
  profile: 'Profiel',
  profileNone: 'Nog geen profiel',
  profileHint: 'Zit je nog in de onderbouw? Kies dan ‘Nog geen profiel’.',
  chooseTrackFirst: 'Kies eerst je schoolsoort; dan zie je hier de leerjaren om je cijfers in te vullen.',
  countedYears: (track: Track) => {
    const years = TRACK_INFO[track].countedYears;
    const first = years[0] ?? 1;
    const last = years[years.length - 1] ?? TRACK_INFO[track].years;
    return `Vul per leerjaar je eindcijfer in, en voor dit schooljaar het cijfer van je laatste rapport. Een cijfer mag met een komma, zoals 7,4. Voor de NCAA tellen alleen de laatste vier jaar voor je diploma: ${yearLabel(track, first)} tot en met ${yearLabel(track, last)}.`;
  },
  tableCaption: 'Je cijfers per vak en leerjaar',
  subjectColumn: 'Vak',
  removeColumn: 'Vak verwijderen',
  subjectLabel: (row: number) => `Vak in rij ${row}`,
  subjectChoose: 'Kies een vak',
  subjectGroupProfile: 'Vakken van jouw profiel',
  subjectGroupOther: 'Andere vakken',
  subjectNotCore: (label: string) => `${label} (telt niet mee voor de NCAA)`,
  gradeLabel: (subject: string, year: string) => `Cijfer ${subject}, ${year}`,
  unnamedSubject: (row: number) => `vak in rij ${row}`,
  remove: (subject: string) => `${subject} verwijderen`,
  removed: (subject: string) => `${subject} is verwijderd. Sla op om het te bewaren.`,
  noSubjects: 'Je hebt nog geen vakken toegevoegd.',
  addSubject: 'Vak toevoegen',
  addProfileSubjects: 'Kernvakken van je profiel toevoegen',
  profileSubjectsAdded: (count: number) =>
    count === 0
      ? 'De kernvakken van je profiel staan er al.'
      : `${count} ${count === 1 ? 'vak' : 'vakken'} toegevoegd. Vul nu je cijfers in.`,
  save: 'Cijfers opslaan',
  saving: 'Bezig met opslaan...',
  saved: 'Je cijfers zijn opgeslagen.',
  saveFailed: 'Opslaan lukte niet. Je cijfers staan er nog; probeer het opnieuw.',
  errorSummary: 'Controleer deze cijfers en vakken:',
  errorAt: (where: string, message: string) => `${where}: ${message}`,
  publicHint: 'Of een coach je core GPA ziet, kies je hierboven bij ‘Wat ziet een coach?’ (Cijfers en GPA).',
  reading: {
    title: 'Zo leest de NCAA je cijfers',
    before: 'Sla je cijfers op; dan zie je hier hoeveel kernvakken je hebt, je geschatte core GPA en wat je nog mist.',
    loading: 'Berekening laden...',
    loadError: 'Kon de berekening niet laden.',
    savedOnly: 'Dit is de berekening van je laatst opgeslagen cijfers.',
    coreUnits: 'Kernvakken',
    coreUnitsValue: (have: number, needed: number) => `${have} van de ${needed}`,
    coreUnitsHint: 'Elk leerjaar van een kernvak telt als één kernvak.',
    gpa: 'Geschatte core GPA',
    gpaValue: (gpa: number) => `${gpaText(gpa)} (op een schaal van 4,0)`,
    noGpa: 'Nog geen cijfer dat meetelt',
    range: 'Bandbreedte',
    rangeValue: (low: number, high: number) => `${gpaText(low)} tot ${gpaText(high)}`,
    table: 'Omrekentabel',
    source: 'Bron',
    sourceChecked: (checked: string) => `Gecontroleerd in ${checkedText(checked)}.`,
    toVerify: 'Onze lezing: controleer dit bij het NCAA Eligibility Center.',
    meets: (name: string) => `Je voldoet nu aan het minimum van ${name}.`,
    missingLead: 'Wat je nog mist:',
    toCome: 'Dat kan nog goedkomen in de schooljaren die je nog hebt.',
  },
} as const;
