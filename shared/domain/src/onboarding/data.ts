/**
 * The onboarding's client model (spec "Onboarding data"): a nested object addressed by
 * dotted paths such as `personal.firstName`. Every answer is kept as the text the athlete
 * typed (numbers too), so a draft never loses '7,4' or '10.000' to a parse; rules and the
 * submit mapping parse when they need a number.
 */
import { TERMS_VERSION } from '../constants.ts';
import { orderedDivisions } from '../profile/divisions.ts';
import { SHARING_CONSENT_VERSION } from './consent.ts';
import { isInstitutionId } from './university-of-interest.ts';

export interface OnboardingData {
  personal: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    dateOfBirth: string;
    nationality: string;
  };
  sport: {
    primarySport: string;
    position: string;
    /** 'heren' | 'dames': colleges recruit per team (ARCHITECTURE.md section 4). */
    team: string;
    /** Code of the current level of play: a step of the sport's ladder, or an old COMPETITION_LEVELS code. */
    level: string;
    club: string;
    heightCm: string;
    weightKg: string;
    achievements: string;
    keyStats: string;
  };
  academics: {
    currentSchool: string;
    graduationYear: string;
    gpa: string;
    satScore: string;
    actScore: string;
    intendedMajor: string;
    languages: string;
  };
  preferences: {
    targetCountry: string;
    startTerm: string;
    budget: string;
    scholarshipType: string;
    priorities: string;
    /** The institution id of the school the athlete came from ('Check je kansen'); '' when none. */
    universityOfInterest: string;
    /** The college levels the athlete wishes, as choice text ('d2,naia', see `choicesOf`); '' is no preference. */
    divisions: string;
  };
  media: {
    highlightVideo: string;
    secondaryVideo: string;
    motivationLetter: string;
    /**
     * Uploaded files (ids of POST /api/upload/document), stored privately under the account:
     * a minor's grades are never asked as a public link. '' while none is uploaded.
     */
    transcriptFileId: string;
    motivationLetterFileId: string;
  };
  consent: {
    /** The terms and the privacy statement, acknowledged; `timestamp` and `termsVersion` record when and which. */
    accepted: boolean;
    timestamp: string;
    ipAddress: string;
    termsVersion: string;
    /** Sharing the profile with the talent managers: a consent of its own (./consent.ts). */
    sharing: SharingConsent;
    /** Asked only below 16 (./guardian.ts); stays at its defaults otherwise. */
    guardian: GuardianConsent;
  };
}

/** The consent to share the profile with the talent managers. */
export interface SharingConsent {
  accepted: boolean;
  /** ISO time of ticking the box; empty while it is not ticked. */
  timestamp: string;
  /** The version of the text it was given to (SHARING_CONSENT_VERSION). */
  version: string;
}

/** A parent's or guardian's consent, given at the last step beside the athlete. */
export interface GuardianConsent {
  name: string;
  email: string;
  accepted: boolean;
  /** ISO time of ticking the box; empty while it is not ticked. */
  timestamp: string;
}

export type OnboardingSection = keyof OnboardingData;

export type FieldValue = string | boolean;

/** The dotted paths to the answers inside T, one level of nesting per dot. */
type LeafPaths<T, Prefix extends string> = {
  [K in Extract<keyof T, string>]: T[K] extends FieldValue ? `${Prefix}.${K}` : LeafPaths<T[K], `${Prefix}.${K}`>;
}[Extract<keyof T, string>];

/** Every dotted path of the model: 'personal.firstName', 'consent.accepted', 'consent.guardian.name', ... */
export type FieldPath = {
  [S in OnboardingSection]: LeafPaths<OnboardingData[S], S>;
}[OnboardingSection];

/** The ip stays a placeholder in the browser: the server records the real client IP (ARCHITECTURE.md section 4). */
export const CONSENT_IP_PLACEHOLDER = 'recorded-by-server';
export const CONSENT_IP_NONE = 'n/a';

/**
 * The spec's default country stays (the product is about US universities). Start term and kind of
 * scholarship have no default: a preselected answer is sent as the athlete's own without being
 * read, and the spec's 'Full-ride' steers towards what the FAQ calls rare (docs/product-notes.md).
 */
export const DEFAULT_TARGET_COUNTRY = 'Verenigde Staten';

export function createOnboardingData(): OnboardingData {
  return {
    personal: { firstName: '', lastName: '', email: '', phone: '', dateOfBirth: '', nationality: '' },
    sport: {
      primarySport: '',
      position: '',
      team: '',
      level: '',
      club: '',
      heightCm: '',
      weightKg: '',
      achievements: '',
      keyStats: '',
    },
    academics: {
      currentSchool: '',
      graduationYear: '',
      gpa: '',
      satScore: '',
      actScore: '',
      intendedMajor: '',
      languages: '',
    },
    preferences: {
      targetCountry: DEFAULT_TARGET_COUNTRY,
      startTerm: '',
      budget: '',
      scholarshipType: '',
      priorities: '',
      universityOfInterest: '',
      divisions: '',
    },
    media: {
      highlightVideo: '',
      secondaryVideo: '',
      motivationLetter: '',
      transcriptFileId: '',
      motivationLetterFileId: '',
    },
    consent: {
      accepted: false,
      timestamp: '',
      ipAddress: CONSENT_IP_NONE,
      termsVersion: TERMS_VERSION,
      sharing: createSharingConsent(),
      guardian: createGuardianConsent(),
    },
  };
}

export function createSharingConsent(): SharingConsent {
  return { accepted: false, timestamp: '', version: SHARING_CONSENT_VERSION };
}

export function createGuardianConsent(): GuardianConsent {
  return { name: '', email: '', accepted: false, timestamp: '' };
}

/**
 * A field with several choices ('checkboxes') keeps them as one text, the codes joined by commas
 * ('d2,naia'): an answer stays a string like every other, so drafts, paths and the rules need
 * no second kind of value.
 */
export const choicesOf = (text: string): string[] =>
  text
    .split(',')
    .map((choice) => choice.trim())
    .filter((choice) => choice !== '');
export const choicesText = (choices: readonly string[]): string => choices.join(',');

type Node = Record<string, unknown>;

export function getValue(data: OnboardingData, path: FieldPath): FieldValue {
  let node: unknown = data;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return '';
    node = (node as Node)[key];
  }
  return typeof node === 'string' || typeof node === 'boolean' ? node : '';
}

function setIn(node: Node, [key, ...rest]: string[], value: FieldValue): Node {
  if (key === undefined) return node;
  const child = node[key];
  return { ...node, [key]: rest.length === 0 ? value : setIn((child ?? {}) as Node, rest, value) };
}

/** Returns a new object; the sections (and nested objects) that did not change keep their identity. */
export function setValue(data: OnboardingData, path: FieldPath, value: FieldValue): OnboardingData {
  return setIn(data as unknown as Node, path.split('.'), value) as unknown as OnboardingData;
}

/**
 * Ticking consent records when; unticking empties the time and marks the ip 'n/a'
 * (spec "Onboarding data"). The clock is passed in so the rule can be tested.
 */
export function setConsent(data: OnboardingData, accepted: boolean, now: Date = new Date()): OnboardingData {
  return {
    ...data,
    consent: accepted
      ? { ...data.consent, accepted: true, timestamp: now.toISOString(), ipAddress: CONSENT_IP_PLACEHOLDER }
      : { ...data.consent, accepted: false, timestamp: '', ipAddress: CONSENT_IP_NONE },
  };
}

/** Sharing with the talent managers records when, and to which text. */
export function setSharingConsent(data: OnboardingData, accepted: boolean, now: Date = new Date()): OnboardingData {
  const sharing = { accepted, timestamp: accepted ? now.toISOString() : '', version: SHARING_CONSENT_VERSION };
  return { ...data, consent: { ...data.consent, sharing } };
}

/**
 * The parent's tick records when, like the athlete's. Unticking empties the time: a consent
 * without a moment is no record of consent.
 */
export function setGuardianConsent(data: OnboardingData, accepted: boolean, now: Date = new Date()): OnboardingData {
  const guardian = { ...data.consent.guardian, accepted, timestamp: accepted ? now.toISOString() : '' };
  return { ...data, consent: { ...data.consent, guardian } };
}

/** Sets an answer the way the wizard does: the consent boxes also record their time. */
export function updateField(
  data: OnboardingData,
  path: FieldPath,
  value: FieldValue,
  now: Date = new Date(),
): OnboardingData {
  if (path === 'consent.accepted') return setConsent(data, value === true, now);
  if (path === 'consent.sharing.accepted') return setSharingConsent(data, value === true, now);
  if (path === 'consent.guardian.accepted') return setGuardianConsent(data, value === true, now);
  return setValue(data, path, value);
}

/** Copies the readable values of `incoming` into `defaults`, level by level, keeping each default's type. */
function readInto(defaults: Node, incoming: unknown): void {
  if (typeof incoming !== 'object' || incoming === null || Array.isArray(incoming)) return;
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = (incoming as Node)[key];
    if (typeof fallback === 'object' && fallback !== null) {
      readInto(fallback as Node, value);
    } else if (typeof fallback === 'boolean') {
      if (typeof value === 'boolean') defaults[key] = value;
    } else if (typeof value === 'string') {
      defaults[key] = value;
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      defaults[key] = String(value);
    }
  }
}

const isIsoTime = (text: string) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text));

/** A tick is a record of consent only with a readable moment; a moment without a tick records nothing. */
function recorded<T extends { accepted: boolean; timestamp: string }>(consent: T): T {
  const kept = consent.accepted && isIsoTime(consent.timestamp);
  return { ...consent, accepted: kept, timestamp: kept ? consent.timestamp : '' };
}

/**
 * Reads a stored or received object into the model: known keys with a string (or a number,
 * kept as its text) survive, anything else falls back to the default. A draft saved by an
 * older version of the wizard therefore still opens (one without a guardian or a sharing
 * consent gets the empty one; a transcript link it held is not kept, see `media`), and a
 * tampered one cannot inject types.
 */
export function normalizeOnboardingData(input: unknown): OnboardingData {
  const base = createOnboardingData();
  if (typeof input !== 'object' || input === null) return base;
  const data = createOnboardingData();
  readInto(data as unknown as Node, input);
  // Consent given to other terms is no consent to these: ask again. The same for sharing.
  if (data.consent.termsVersion !== TERMS_VERSION) data.consent = base.consent;
  if (data.consent.sharing.version !== SHARING_CONSENT_VERSION) data.consent.sharing = createSharingConsent();
  data.consent.sharing = recorded(data.consent.sharing);
  data.consent.guardian = recorded(data.consent.guardian);
  if (!isInstitutionId(data.preferences.universityOfInterest)) data.preferences.universityOfInterest = '';
  data.preferences.divisions = choicesText(orderedDivisions(choicesOf(data.preferences.divisions)));
  return data;
}
