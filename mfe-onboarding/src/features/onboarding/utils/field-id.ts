import type { FieldPath } from '@talentbrug/domain/onboarding/data';

/** The DOM id of a field's control; its helper and error hang off it for aria-describedby. */
export const fieldId = (path: FieldPath | string) => `onb-${path.replace(/\./g, '-')}`;
export const STEP_HEADING_ID = 'onb-step-heading';
