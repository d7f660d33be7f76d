/** The greeting's fallback when nothing names the athlete: 'Hoi daar!'. */
export const NAMELESS = 'daar';

export interface NameSources {
  /** The profile's first_name; null or undefined without a profile. */
  profileFirstName?: string | null;
  /** The auth user's user_metadata, as the signup stored it ({ first_name, last_name }). */
  metadata?: Readonly<Record<string, unknown>> | null;
  email?: string | null;
}

const filled = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The first name to greet with, in the spec's order: the profile's first_name, the first name in
 * the auth metadata, the part of the e-mail address before the @, then 'daar'.
 */
export function firstNameFor({ profileFirstName, metadata, email }: NameSources): string {
  const local = filled(email)?.split('@')[0];
  return filled(profileFirstName) ?? filled(metadata?.first_name) ?? filled(local) ?? NAMELESS;
}

export const greetingFor = (sources: NameSources) => `Hoi ${firstNameFor(sources)}!`;
