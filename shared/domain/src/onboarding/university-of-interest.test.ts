import { describe, expect, it } from 'vitest';
import { createOnboardingSubmitBodySchema } from '../contracts/onboarding.ts';
import { createOnboardingData, normalizeOnboardingData, setValue } from './data.ts';
import { exampleOnboardingData } from './example.ts';
import { profileOverview, toSubmitBody } from './payload.ts';
import {
  FEATURED_UNIVERSITIES,
  isInstitutionId,
  onboardingHrefFor,
  UNIVERSITY_PARAM,
  universityName,
} from './university-of-interest.ts';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const withUniversity = (id: string) => setValue(createOnboardingData(), 'preferences.universityOfInterest', id);

describe('the university an athlete came from', () => {
  it('travels in the link as an institution id', () => {
    expect(UNIVERSITY_PARAM).toBe('universiteit');
    expect(onboardingHrefFor('243744')).toBe('/onboarding?universiteit=243744');
    expect(isInstitutionId('243744')).toBe(true);
    expect(isInstitutionId('x-university-of-toronto')).toBe(true);
    for (const bad of ['', '12345', 'stanford', '<script>', '2437441']) expect(isInstitutionId(bad)).toBe(false);
  });

  it('is kept in the draft only when it is an institution id', () => {
    expect(createOnboardingData().preferences.universityOfInterest).toBe('');
    const stored = { preferences: { universityOfInterest: '243744' } };
    expect(normalizeOnboardingData(stored).preferences.universityOfInterest).toBe('243744');
    expect(
      normalizeOnboardingData({ preferences: { universityOfInterest: 'javascript:x' } }).preferences
        .universityOfInterest,
    ).toBe('');
  });

  it('is named in the profile overview (Sanne names it too: mfe-onboarding copy/steps.test.ts)', () => {
    const data = withUniversity('243744');
    expect(profileOverview(data, NOW).at(-1)).toEqual({
      label: 'Interesse in',
      value: 'Stanford University',
      missing: false,
    });
  });

  it('names each featured school by its own name', () => {
    for (const [id, name] of Object.entries(FEATURED_UNIVERSITIES)) {
      expect(isInstitutionId(id)).toBe(true);
      expect(universityName(id)).toBe(name);
    }
  });

  it('reaches the server in the submitted answers, and a wizard that predates it still submits', () => {
    const schema = createOnboardingSubmitBodySchema(() => NOW);
    const body = JSON.parse(
      JSON.stringify(
        toSubmitBody(setValue(exampleOnboardingData(), 'preferences.universityOfInterest', '243744'), { now: NOW }),
      ),
    );
    expect(schema.parse(body).data.preferences.universityOfInterest).toBe('243744');
    delete body.data.preferences.universityOfInterest;
    expect(schema.parse(body).data.preferences.universityOfInterest).toBe('');
  });
});
