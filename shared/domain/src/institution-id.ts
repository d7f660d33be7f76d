/**
 * An institution's id in the dataset: the IPEDS unitid as text, or 'x-' and a slug for a school
 * without its own (Canadian members, campuses of a merged university). Apart from institutions.ts
 * so that the profile's schema, which every signed-in page loads, does not bring the dataset's
 * schemas along (issue 15).
 */
export const INSTITUTION_ID_PATTERN = /^(\d{6}|x-[a-z0-9-]+)$/;

export function isInstitutionId(text: string): boolean {
  return INSTITUTION_ID_PATTERN.test(text);
}
