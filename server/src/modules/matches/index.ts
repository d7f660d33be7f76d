/**
 * What other modules use of matching (the coach, the suggestions, the app's wiring): this file and
 * nothing under it. Inside, `engine/` is the pure scoring (README there) and the service, repository
 * and routes serve /api/matches.
 */
export { ALL_MATCHING_FACTS, athleteFactsOf, MATCHING_FACT_LABELS } from './athlete-facts.ts';
export { readDatasetFile } from './dataset-file.ts';
export { type AthleteFacts, bestSatEquivalent } from './engine/athlete.ts';
export { placeOfSchool, type RankedMatch, rankMatches } from './engine/engine.ts';
export { EVALUATION_ATHLETES } from './engine/evaluation-athletes.ts';
export { eurToUsd } from './engine/exchange-rate.ts';
export { ACADEMIC_MINIMUMS } from './engine/filters.ts';
export { buildMatchReference } from './engine/reference.ts';
/** Test support: the committed institution table, parsed once per test file, and as a loaded dataset. */
export { committedInstitutionSet, committedInstitutions } from './engine/test-dataset.ts';
export { estimatedAid, scholarshipInSentence } from './engine/texts.ts';
export { createInstitutionsSource, type InstitutionSet, type InstitutionsSource } from './institutions-source.ts';
export { createMatchesRepository, type MatchesRepository } from './matches-repository.ts';
export { matchesAreStale } from './matches-service.ts';
