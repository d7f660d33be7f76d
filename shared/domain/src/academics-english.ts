/**
 * The Dutch diploma tracks and profiles in English, for a US college coach (the public dossier page
 * and its PDF, issue 37). Only the server reads this: the editor shows the Dutch labels of
 * `./academics/catalogue.ts`, so these texts never travel to the browser.
 */
import type { Profile, Track } from './academics/catalogue.ts';

/** Each track with its Dutch name first, as it appears on the diploma, and what it prepares for. */
export const TRACKS_IN_ENGLISH: Readonly<Record<Track, string>> = {
  vwo: 'VWO: pre-university secondary education (6 years), the Dutch track that admits to research universities',
  havo: 'HAVO: senior general secondary education (5 years), the track that admits to universities of applied sciences',
  mavo: 'MAVO / VMBO-TL: preparatory secondary education, theoretical track (4 years)',
  mbo: 'MBO: upper secondary vocational education',
};

/** The profile of the upper years (havo and vwo): the subject cluster the pupil chose. */
export const PROFILES_IN_ENGLISH: Readonly<Record<Profile, string>> = {
  nt: 'Nature and Technology (N&T)',
  ng: 'Nature and Health (N&G)',
  em: 'Economics and Society (E&M)',
  cm: 'Culture and Society (C&M)',
};

/** 'VWO: pre-university ... ; profile Nature and Technology (N&T)'. */
export function diplomaTrackInEnglish(track: Track, profile: Profile | null): string {
  return profile ? `${TRACKS_IN_ENGLISH[track]}; profile ${PROFILES_IN_ENGLISH[profile]}` : TRACKS_IN_ENGLISH[track];
}
