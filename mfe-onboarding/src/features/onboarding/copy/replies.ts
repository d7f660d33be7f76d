/**
 * What the athlete "said" after each step and Sanne's reply to it (spec "Step definition":
 * `summary`): the user's answers in one sentence, and a reply about what was just said, never the
 * next step's question. The wizard's words only; the rules the answers follow are the domain's
 * (`@talentbrug/domain/onboarding/steps`).
 */
import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import { formatDay, formatEuro, formatGpa, formatList } from '@talentbrug/domain/format';
import { choicesOf, type OnboardingData } from '@talentbrug/domain/onboarding/data';
import { gpaFromInput, gradeHint } from '@talentbrug/domain/onboarding/grades';
import { needsGuardianConsent } from '@talentbrug/domain/onboarding/guardian';
import { parseNumber } from '@talentbrug/domain/onboarding/numbers';
import { levelLabel, sportOf, teamOf } from '@talentbrug/domain/onboarding/sport-choice';
import { START_TERM_UNKNOWN } from '@talentbrug/domain/onboarding/start-terms';
import type { StepId } from '@talentbrug/domain/onboarding/steps';
import { universityName } from '@talentbrug/domain/onboarding/university-of-interest';
import { DIVISION_LABELS, orderedDivisions } from '@talentbrug/domain/profile/divisions';
import { optionLabel, SCHOLARSHIP_TYPES } from '@talentbrug/domain/profile/options';
import { TEAM_OPTIONS } from '@talentbrug/domain/profile/teams';
import { noProgrammeText } from '@talentbrug/domain/sports';

export interface StepSummary {
  /** What the athlete "said": the step's answers in one sentence. */
  user: string;
  /** The coach's reply after the delay: about what the athlete just said, never the next step's question. */
  coach: string;
}

/** Where the athlete wants to go, as a sentence says it: 'naar de Verenigde Staten'. */
const TO_COUNTRY: Readonly<Record<string, string>> = {
  'Verenigde Staten': 'naar de Verenigde Staten',
  Canada: 'naar Canada',
  'Verenigd Koninkrijk': 'naar het Verenigd Koninkrijk',
};

const clean = (text: string) => text.trim();
/** Joins the non-empty parts, so a summary of half-filled data still reads as a sentence. */
const joinParts = (parts: Array<string | false | undefined>, separator = ', ') =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(separator);
export const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The ticked college levels by name: 'NCAA Division II of NAIA'. */
const divisionsText = (answer: string, last: 'en' | 'of') =>
  formatList(
    orderedDivisions(choicesOf(answer)).map((division) => DIVISION_LABELS[division]),
    last,
  );

const birthDateText = (iso: string) => formatDay(iso) ?? iso;

function euroText(text: string): string {
  const amount = parseNumber(text);
  return Number.isFinite(amount) ? formatEuro(amount) : text;
}

/** The sport as a sentence names it: 'hockey', but 'IJshockey' and a typed 'Padel' keep their capitals. */
function sportInSentence(typed: string): string {
  return /^.[a-z]/.test(typed.trim()) ? clean(typed).toLowerCase() : clean(typed);
}

/** The start term in a sentence: 'starten in Fall 2027', or that it is not known yet. */
const startPhrase = (term: string) =>
  term === START_TERM_UNKNOWN ? 'mijn start is nog onbekend' : `starten in ${clean(term)}`;

/**
 * The sport step's reply, about what was typed: the sport, the club and the level; or, when the
 * team has no college programme or the sport is not in the catalogue, what that means.
 */
function sportReply(data: OnboardingData): string {
  const s = data.sport;
  const typed = clean(s.primarySport);
  if (!typed) return 'Dank je. Je sport vullen we later nog aan.';
  const sport = sportOf(data);
  const team = teamOf(data);
  const club = clean(s.club);
  if (!sport) {
    return `${capitalise(typed)} staat niet in onze lijst, dus de automatische matching kan er nog niet mee rekenen. Onze talentmanagers kijken wel met je mee.`;
  }
  if (team && noProgrammeText(sport, team)) {
    return `Dank je. Let op wat ik onder je sport schreef: voor ${team} is er in de VS geen universiteitsteam met sportbeurzen in ${sportInSentence(typed)}. Je profiel maak je gewoon af; onze talentmanagers denken met je mee.`;
  }
  const level = s.level ? levelLabel(data) : '';
  return joinParts(
    [
      `${capitalise(sportInSentence(typed))}${club ? ` bij ${club}` : ''}${level ? `, op het niveau ‘${level}’` : ''}: sterk!`,
      'Daarmee kan een coach je snel plaatsen.',
    ],
    ' ',
  );
}

/**
 * The nationality in the athlete's own sentence: an adjective as the field asks for it ('Nederlandse',
 * 'Nederlandse en Belgische') reads 'met de Nederlandse nationaliteit'; anything else ('Nederland',
 * 'NL') is quoted after a colon rather than bent into a wrong phrase.
 */
const nationalityText = (nationality: string) =>
  /e$/i.test(nationality) ? `met de ${nationality} nationaliteit` : `nationaliteit: ${nationality}`;

export const STEP_SUMMARIES: Readonly<Record<StepId, (data: OnboardingData, now?: Date) => StepSummary>> = {
  personal: (data, now = new Date()) => {
    const p = data.personal;
    const name = clean(p.firstName);
    return {
      user: joinParts(
        [
          `Ik ben ${joinParts([name, clean(p.lastName)], ' ')}`,
          p.dateOfBirth && `geboren op ${birthDateText(p.dateOfBirth)}`,
          p.nationality && nationalityText(clean(p.nationality)),
        ],
        ', ',
      ).concat('.'),
      coach: joinParts(
        [
          `Leuk je te leren kennen${name ? `, ${name}` : ''}!`,
          needsGuardianConsent(data, now) &&
            'Omdat je jonger bent dan 16, doe je de laatste stap straks samen met je ouder of voogd.',
        ],
        ' ',
      ),
    };
  },
  sport: (data) => {
    const s = data.sport;
    const level = s.level ? levelLabel(data) : '';
    const team = s.team ? optionLabel(TEAM_OPTIONS, s.team).toLowerCase() : '';
    const sportName = sportInSentence(s.primarySport);
    const where = joinParts(
      [`Mijn sport: ${sportName || 'nog niet ingevuld'}`, s.position.trim() && `positie ${clean(s.position)}`],
      ', ',
    );
    const body = joinParts([
      s.heightCm.trim() && `${clean(s.heightCm)} cm`,
      s.weightKg.trim() && `${clean(s.weightKg)} kg`,
    ]);
    return {
      user: joinParts(
        [
          `${where}${s.club.trim() ? ` bij ${clean(s.club)}` : ''}${team ? ` (${team})` : ''}.`,
          level && `Niveau: ${level}.`,
          body && `${body}.`,
        ],
        ' ',
      ),
      coach: sportReply(data),
    };
  },
  academics: (data) => {
    const a = data.academics;
    const typed = parseNumber(a.gpa);
    const gpa = gpaFromInput(typed);
    const grade = gradeHint(typed) ?? (gpa === null ? '' : `Een GPA van ${formatGpa(gpa)}: genoteerd.`);
    const major = clean(a.intendedMajor);
    return {
      user: joinParts(
        [
          a.currentSchool && `Ik zit op ${clean(a.currentSchool)}`,
          a.graduationYear && `diploma in ${clean(a.graduationYear)}`,
          a.gpa && `gemiddeld een ${clean(a.gpa)}`,
          major && `ik wil ${major} studeren`,
        ],
        ', ',
      ).concat('.'),
      coach:
        joinParts([grade, major && `Bij het zoeken let ik erop dat een universiteit ${major} aanbiedt.`], ' ') ||
        'Dank je, je opleiding staat erin.',
    };
  },
  preferences: (data) => {
    const p = data.preferences;
    const country = TO_COUNTRY[p.targetCountry];
    const school = p.universityOfInterest ? universityName(p.universityOfInterest) : '';
    const divisions = divisionsText(p.divisions, 'of');
    return {
      user: joinParts(
        [
          joinParts(
            [
              p.targetCountry && (country ? `Ik wil ${country}` : 'Ik ga waar mijn kansen het best zijn'),
              p.startTerm && startPhrase(p.startTerm),
              p.budget && `eigen budget ${euroText(p.budget)} per jaar`,
              p.scholarshipType && `beurs: ${optionLabel(SCHOLARSHIP_TYPES, p.scholarshipType)}`,
              divisions && `niveau: ${divisions}`,
            ],
            ', ',
          ).concat('.'),
          school && `Ik heb interesse in ${school}.`,
        ],
        ' ',
      ),
      coach: joinParts(
        [
          p.scholarshipType === 'Full-ride'
            ? 'Een volledige beurs is zeldzaam; ik laat je ook universiteiten zien waar een gedeeltelijke beurs haalbaar is.'
            : 'Helder, daarmee kan ik gericht zoeken.',
          p.budget.trim() &&
            `Met een eigen budget van ${euroText(p.budget)} per jaar zoek ik universiteiten waar je mee rondkomt.`,
          school && `${capitalise(school)} neem ik mee in je matches.`,
          divisions && `Ik geef ${divisionsText(p.divisions, 'en')} voorrang in je matches.`,
        ],
        ' ',
      ),
    };
  },
  media: (data) => {
    const m = data.media;
    const parts = [
      m.highlightVideo && 'mijn highlightvideo',
      m.secondaryVideo && 'een tweede video',
      m.transcriptFileId && 'mijn cijferlijst',
      (m.motivationLetter || m.motivationLetterFileId) && 'mijn motivatie',
    ].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
    const ready = formatList(parts);
    return {
      user: ready
        ? `${capitalise(ready)} ${parts.length === 1 ? 'staat' : 'staan'} klaar.`
        : 'Mijn video en documenten volgen nog.',
      coach: joinParts(
        [
          m.highlightVideo.trim()
            ? 'Top, je highlightvideo staat erbij: daar kijkt een coach als eerste naar.'
            : 'Geen probleem: je highlightvideo voeg je later toe op je profiel. Met een video reageren coaches wel sneller.',
          (m.motivationLetter.trim() || m.motivationLetterFileId) && 'Je motivatie geef ik door aan je talentmanager.',
        ],
        ' ',
      ),
    };
  },
  consent: (data, now = new Date()) => {
    const { accepted, termsVersion, sharing, guardian } = data.consent;
    const byGuardian =
      needsGuardianConsent(data, now) && guardian.accepted
        ? `Mijn ouder of voogd${guardian.name.trim() ? `, ${clean(guardian.name)},` : ''} geeft ook toestemming.`
        : '';
    return {
      user:
        joinParts(
          [
            accepted && `Ik ga akkoord met de voorwaarden en de privacyverklaring (versie ${termsVersion}).`,
            sharing.accepted && `${PRODUCT_NAME} mag mijn profiel delen met zijn talentmanagers.`,
            byGuardian,
          ],
          ' ',
        ) || 'Ik heb nog geen toestemming gegeven.',
      coach: `Dank je! Ik stuur je profiel nu naar ${PRODUCT_NAME}.`,
    };
  },
};
