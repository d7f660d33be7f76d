/**
 * A complete, valid onboarding of a realistic athlete. Tests in every package (wizard, server,
 * e2e) start from it so they agree on what "complete" means.
 */
import {
  createOnboardingData,
  type OnboardingData,
  setConsent,
  setGuardianConsent,
  setSharingConsent,
} from './data.ts';
import { startTermOptions } from './start-terms.ts';

/** The first Fall the wizard offers today, so the example's term is one a select lists however long tests live. */
export function exampleStartTerm(now = new Date()): string {
  return startTermOptions(now).find((option) => option.value.startsWith('Fall'))?.value ?? 'Nog onbekend';
}

export function exampleOnboardingData(consentAt = new Date('2026-11-20T10:00:00.000Z')): OnboardingData {
  const data = createOnboardingData();
  const answered: OnboardingData = {
    ...data,
    personal: {
      firstName: 'Lisa',
      lastName: 'de Vries',
      email: 'lisa.devries@example.nl',
      phone: '06 12345678',
      dateOfBirth: '2008-03-12',
      nationality: 'Nederlandse',
    },
    sport: {
      primarySport: 'Hockey',
      position: 'Middenveld',
      team: 'dames',
      level: 'hoofdklasse',
      club: 'HC Bloemendaal MO18-1',
      heightCm: '172',
      weightKg: '63',
      achievements: 'Landskampioen MO18 (2025), selectie Oranje U18',
      keyStats: '11 goals en 14 assists in 20 wedstrijden',
    },
    academics: {
      currentSchool: 'VWO 6, Stedelijk Gymnasium Haarlem',
      graduationYear: '2027',
      gpa: '7,4',
      satScore: '',
      actScore: '',
      intendedMajor: 'Kinesiology',
      languages: 'Nederlands, Engels, Duits',
    },
    preferences: {
      ...data.preferences,
      startTerm: exampleStartTerm(),
      budget: '12.000',
      scholarshipType: 'Partial',
      priorities: 'Sterk hockeyprogramma en een goede opleiding in bewegingswetenschappen',
    },
    media: {
      ...data.media,
      highlightVideo: 'https://www.youtube.com/watch?v=abc123',
      motivationLetter: 'Ik wil mijn sport en studie combineren op het hoogste niveau.',
    },
  };
  return setSharingConsent(setConsent(answered, true, consentAt), true, consentAt);
}

/** A date of birth that makes the athlete 15 on `now`, well clear of a birthday in any time zone. */
export function dateOfBirthAged15(now: Date): string {
  const date = new Date(now.getTime());
  date.setUTCFullYear(date.getUTCFullYear() - 15);
  date.setUTCDate(date.getUTCDate() - 60);
  return date.toISOString().slice(0, 10);
}

/**
 * A complete onboarding of a fifteen-year-old, so with the consent of a parent. The age is
 * relative to `now`, which keeps it 15 however long the tests live.
 */
export function exampleUnder16OnboardingData(
  now = new Date(),
  consentAt = new Date(now.getTime() - 60_000),
): OnboardingData {
  const data = exampleOnboardingData(consentAt);
  return setGuardianConsent(
    {
      ...data,
      personal: {
        ...data.personal,
        firstName: 'Noor',
        lastName: 'Bakker',
        email: 'noor.bakker@example.nl',
        dateOfBirth: dateOfBirthAged15(now),
      },
      sport: { ...data.sport, club: 'HC Bloemendaal MO16-1' },
      consent: {
        ...data.consent,
        guardian: { ...data.consent.guardian, name: 'Marieke Bakker', email: 'marieke.bakker@example.nl' },
      },
    },
    true,
    consentAt,
  );
}
