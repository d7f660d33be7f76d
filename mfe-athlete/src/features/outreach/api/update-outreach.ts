import {
  resetCalendarLinkMutationOptions,
  setRemindersMutationOptions,
  updateOutreachMutationOptions,
} from '@talentbrug/api-client/outreach';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/outreach/{institution_id}: a step on the board (shown at once), the coach's address, a sent e-mail. */
export function useUpdateOutreach() {
  return useMutation(updateOutreachMutationOptions());
}

/** PUT /api/outreach/reminders: the weekly reminder by e-mail, opt-in. */
export function useSetReminders() {
  return useMutation(setRemindersMutationOptions());
}

/** POST /api/outreach/calendar/reset: a new subscription address. */
export function useResetCalendarLink() {
  return useMutation(resetCalendarLinkMutationOptions());
}
