import { contactCalendarQueryOptions, outreachQueryOptions } from '@talentbrug/api-client/outreach';
import { useQuery } from '@tanstack/react-query';

/** GET /api/outreach: one entry per school (the matches' first, best first) and the reminder setting. */
export function useOutreach() {
  return useQuery(outreachQueryOptions());
}

/** GET /api/outreach/calendar: the contact days of the athlete's sport and year, and the subscription address. */
export function useContactCalendar() {
  return useQuery(contactCalendarQueryOptions());
}
