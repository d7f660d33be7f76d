import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../constants.ts';
import { createOnboardingSubmitBodySchema } from '../contracts/onboarding.ts';
import { CONSENT_TEXTS, SHARING_CONSENT_VERSION } from './consent.ts';
import { createOnboardingData, createSharingConsent, normalizeOnboardingData, updateField } from './data.ts';
import { exampleOnboardingData } from './example.ts';
import { toSubmitBody } from './payload.ts';
import { stepById } from './steps.ts';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const schema = createOnboardingSubmitBodySchema(() => NOW);
const jsonBody = (data = exampleOnboardingData()) => JSON.parse(JSON.stringify(toSubmitBody(data, { now: NOW })));
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the consents of the last step', () => {
  it('are two boxes: the terms with the privacy statement, and sharing with the talent managers', () => {
    const [terms, sharing] = stepById('consent').fields;
    expect(terms).toMatchObject({ path: 'consent.accepted', required: true });
    expect(sharing).toMatchObject({ path: 'consent.sharing.accepted', required: true });
    expect(CONSENT_TEXTS.sharingLabel).toBe(
      'Talentbrug mag mijn profiel delen met zijn talentmanagers, zodat zij met me meedenken.',
    );
    // Required, and the text under it says so and why (the wizard shows it as the box's helper).
    expect(CONSENT_TEXTS.sharingHelper).toContain('Dit is nodig om je aan te melden');
    expect(CONSENT_TEXTS.sharingHelper).toContain('per universiteit');
  });

  it('record each its own moment and version', () => {
    const first = new Date('2026-11-24T09:00:00.000Z');
    const second = new Date('2026-11-24T09:05:00.000Z');
    const terms = updateField(createOnboardingData(), 'consent.accepted', true, first);
    const both = updateField(terms, 'consent.sharing.accepted', true, second);
    expect(both.consent).toMatchObject({
      accepted: true,
      timestamp: first.toISOString(),
      termsVersion: TERMS_VERSION,
      sharing: { accepted: true, timestamp: second.toISOString(), version: SHARING_CONSENT_VERSION },
    });
    const withdrawn = updateField(both, 'consent.sharing.accepted', false, second);
    expect(withdrawn.consent.sharing).toEqual(createSharingConsent());
    expect(withdrawn.consent.accepted).toBe(true);

    const body = toSubmitBody(both, { now: NOW });
    expect(body.consent).toMatchObject({
      accepted: true,
      terms_version: TERMS_VERSION,
      accepted_at: first.toISOString(),
      sharing: { accepted: true, accepted_at: second.toISOString(), version: SHARING_CONSENT_VERSION },
    });
  });

  it('drop a stored sharing consent given to another text, or without a moment', () => {
    const stored = exampleOnboardingData();
    const older = {
      ...stored,
      consent: { ...stored.consent, sharing: { ...stored.consent.sharing, version: '2025-01' } },
    };
    expect(normalizeOnboardingData(older).consent.sharing).toEqual(createSharingConsent());
    expect(normalizeOnboardingData(older).consent.accepted).toBe(true);
    const timeless = { ...stored, consent: { ...stored.consent, sharing: { accepted: true, timestamp: '' } } };
    expect(normalizeOnboardingData(timeless).consent.sharing.accepted).toBe(false);
    // A draft from before the split: the terms stay acknowledged, the sharing is asked.
    const { sharing: _none, ...beforeSplit } = stored.consent;
    const draft = normalizeOnboardingData({ ...stored, consent: beforeSplit });
    expect(draft.consent.accepted).toBe(true);
    expect(draft.consent.sharing).toEqual(createSharingConsent());
  });

  it('are both needed by the server, each named at its path', () => {
    expect(schema.safeParse(jsonBody()).success).toBe(true);

    const withoutSharing = jsonBody(updateField(exampleOnboardingData(), 'consent.sharing.accepted', false));
    expect(issuesOf(schema.safeParse(withoutSharing))).toEqual({
      'consent.sharing.accepted': CONSENT_TEXTS.sharingRequired,
      'consent.sharing.accepted_at': 'Dit veld is verplicht.',
      'data.consent.sharing.accepted': CONSENT_TEXTS.sharingRequired,
    });

    // A wizard from before the split sends no sharing at all.
    const old = jsonBody();
    delete old.consent.sharing;
    delete old.data.consent.sharing;
    const issues = issuesOf(schema.safeParse(old));
    expect(issues['consent.sharing']).toBe(CONSENT_TEXTS.sharingRequired);
    expect(issues['data.consent.sharing.accepted']).toBe(CONSENT_TEXTS.sharingRequired);

    const otherText = jsonBody();
    otherText.consent.sharing.version = '2020-01';
    expect(Object.keys(issuesOf(schema.safeParse(otherText)))).toEqual(['consent.sharing.version']);
  });
});
