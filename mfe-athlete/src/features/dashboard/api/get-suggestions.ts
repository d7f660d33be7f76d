import { suggestionsQueryOptions } from '@talentbrug/api-client/suggestions';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The AI coach's suggestions. A failure is only logged (spec): the dashboard stays as it is. */
export function useSuggestions() {
  const query = useQuery(suggestionsQueryOptions());
  const { error } = query;
  useEffect(() => {
    if (error) console.error('[talentbrug] could not load the AI coach suggestions', error);
  }, [error]);
  return query;
}
