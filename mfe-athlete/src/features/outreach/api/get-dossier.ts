import { dossierPublishedQueryOptions } from '@talentbrug/api-client/outreach';
import { useQuery } from '@tanstack/react-query';

/** Whether the athlete's dossier is published: a draft's link to an unpublished one opens a 404 page. */
export function useDossierPublished() {
  return useQuery(dossierPublishedQueryOptions());
}
