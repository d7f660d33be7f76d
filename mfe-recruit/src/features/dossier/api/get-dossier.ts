import { dossierLinksQueryOptions, dossierQueryOptions } from '@talentbrug/api-client/dossier';
import { useQuery } from '@tanstack/react-query';

/** GET /api/dossier: the athlete's choices and the preview of what a coach sees. */
export function useDossier() {
  return useQuery(dossierQueryOptions());
}

/** GET /api/dossier/links: newest first, without their addresses. */
export function useDossierLinks() {
  return useQuery(dossierLinksQueryOptions());
}
