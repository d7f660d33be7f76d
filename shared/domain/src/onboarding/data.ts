/**
 * The onboarding's client model (spec "Onboarding data"): a nested object addressed by
 * dotted paths such as `personal.firstName`. Every answer is kept as the text the athlete
 * typed (numbers too), so a draft never loses '7,4' or '10.000' to a parse; rules and the
 * submit mapping parse when they need a number.
 */
import { TERMS_VERSION } from '../constants.ts';

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
    /** Code of the current level of play, one of COMPETITION_LEVELS. */
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
  };
  media: {
    highlightVideo: string;
    secondaryVideo: string;
    transcriptUrl: string;
    motivationLetter: string;
  };
  consent: {
    accepted: boolean;
    timestamp: string;
    ipAddress: string;
    termsVersion: string;
  };
}

export type OnboardingSection = keyof OnboardingData;

/** Every dotted path of the model: 'personal.firstName', 'consent.accepted', ... */
export type FieldPath = {
  [S in OnboardingSection]: `${S}.${Extract<keyof OnboardingData[S], string>}`;
}[OnboardingSection];

export type FieldValue = string | boolean;

/** The ip stays a placeholder in the browser: the server records the real client IP (ARCHITECTURE.md section 4). */
export const CONSENT_IP_PLACEHOLDER = 'recorded-by-server';
export const CONSENT_IP_NONE = 'n/a';

export const DEFAULT_TARGET_COUNTRY = 'Verenigde Staten';
/** See the README's product notes: the spec's 'Fall 2025' lies in the past in November 2026. */
export const DEFAULT_START_TERM = 'Fall 2027';
export const DEFAULT_SCHOLARSHIP_TYPE = 'Full-ride';

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
      startTerm: DEFAULT_START_TERM,
      budget: '',
      scholarshipType: DEFAULT_SCHOLARSHIP_TYPE,
      priorities: '',
    },
    media: { highlightVideo: '', secondaryVideo: '', transcriptUrl: '', motivationLetter: '' },
    consent: { accepted: false, timestamp: '', ipAddress: CONSENT_IP_NONE, termsVersion: TERMS_VERSION },
  };
}

function splitPath(path: FieldPath): [OnboardingSection, string] {
  const dot = path.indexOf('.');
  return [path.slice(0, dot) as OnboardingSection, path.slice(dot + 1)];
}

export function getValue(data: OnboardingData, path: FieldPath): FieldValue {
  const [section, key] = splitPath(path);
  return (data[section] as unknown as Record<string, FieldValue>)[key] ?? '';
}

/** Returns a new object; the sections that did not change keep their identity. */
export function setValue(data: OnboardingData, path: FieldPath, value: FieldValue): OnboardingData {
  const [section, key] = splitPath(path);
  return { ...data, [section]: { ...data[section], [key]: value } };
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

/**
 * Reads a stored or received object into the model: known keys with a string (or a number,
 * kept as its text) survive, anything else falls back to the default. A draft saved by an
 * older version of the wizard therefore still opens, and a tampered one cannot inject types.
 */
export function normalizeOnboardingData(input: unknown): OnboardingData {
  const base = createOnboardingData();
  if (typeof input !== 'object' || input === null) return base;
  const source = input as Record<string, unknown>;
  const result = createOnboardingData() as unknown as Record<string, Record<string, FieldValue>>;
  for (const [section, defaults] of Object.entries(result)) {
    const incoming = source[section];
    if (typeof incoming !== 'object' || incoming === null) continue;
    for (const [key, fallback] of Object.entries(defaults)) {
      const value = (incoming as Record<string, unknown>)[key];
      if (typeof fallback === 'boolean') {
        if (typeof value === 'boolean') defaults[key] = value;
      } else if (typeof value === 'string') {
        defaults[key] = value;
      } else if (typeof value === 'number' && Number.isFinite(value)) {
        defaults[key] = String(value);
      }
    }
  }
  const data = result as unknown as OnboardingData;
  // Consent given to other terms is no consent to these: ask again.
  if (data.consent.termsVersion !== TERMS_VERSION) data.consent = base.consent;
  return data;
}
