/** The Dutch grades in NCAA terms (issue 37): `@talentbrug/domain/academics`. */
export * from './catalogue.ts';
export * from './conversion.ts';
export * from './eligibility.ts';
export * from './schemas.ts';
export * from './sources.ts';
