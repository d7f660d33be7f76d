/**
 * The words a finding uses for the athlete's sport: what a coach must be able to follow in the
 * picture, what belongs around her in a landscape shot, and whether she has a position to put on
 * her info card. The knowledge's 'je rugnummer en de bal' (#filmen) is a ball game's; a swimmer
 * read it of her own video (a family tour). A Record over every SportId: a sport added to the
 * catalogue does not compile until it has its words.
 */
import { findSport, type SportId, sportById } from '@talentbrug/domain/sports';

export interface SportWords {
  /** Followed in '... scherp genoeg om X te volgen': 'je rugnummer en de bal', 'jou in je baan'. */
  readonly follow: string;
  /** Kept in a landscape shot, '... zodat X om je heen in beeld is': 'het veld', 'het bad'. */
  readonly around: string;
  /** The sport has positions (keeper, spelverdeler) a coach looks for on the info card. */
  readonly positions: boolean;
}

const team = (follow = 'je rugnummer en de bal', around = 'het veld'): SportWords => ({
  follow,
  around,
  positions: true,
});
const single = (follow: string, around: string): SportWords => ({ follow, around, positions: false });

const BY_SPORT: Readonly<Record<SportId, SportWords>> = {
  soccer: team(),
  'field-hockey': team(),
  volleyball: team(),
  basketball: team(),
  baseball: team(),
  softball: team(),
  'water-polo': team('je capnummer en de bal', 'het bad'),
  'beach-volleyball': team('jou en de bal'),
  lacrosse: team(),
  'ice-hockey': team('je rugnummer en de puck', 'het ijs'),
  'american-football': team(),
  rugby: team(),
  handball: team(),
  korfball: team(),
  tennis: single('jou en de bal', 'de baan'),
  squash: single('jou en de bal', 'de baan'),
  'table-tennis': single('jou en de bal', 'de tafel'),
  badminton: single('jou en de shuttle', 'de baan'),
  golf: single('je swing en de bal', 'de baan'),
  bowling: single('jou en de bal', 'de baan'),
  swimming: single('jou in je baan', 'het bad'),
  'artistic-swimming': single('jou in het water', 'het bad'),
  diving: single('jou en je sprong', 'de plank en het water'),
  athletics: single('jou op de baan', 'de baan'),
  'cross-country': single('jou tussen de andere lopers', 'het parcours'),
  triathlon: single('jou tussen de andere deelnemers', 'het parcours'),
  cycling: single('jou tussen de andere renners', 'de weg'),
  'speed-skating': single('jou in je baan', 'de baan'),
  skiing: single('jou op de piste', 'de piste'),
  rowing: single('jou in je boot', 'het water'),
  sailing: single('jou in je boot', 'het water'),
  gymnastics: single('jou in je oefening', 'het toestel'),
  'acrobatics-tumbling': single('jou in je oefening', 'de vloer'),
  wrestling: single('jou en je tegenstander', 'de mat'),
  judo: single('jou en je tegenstander', 'de mat'),
  fencing: single('jou en je tegenstander', 'de loper'),
  equestrian: single('jou en je paard', 'de baan'),
  rodeo: single('jou en het dier', 'de arena'),
  rifle: single('jou en je schot', 'de baan'),
  archery: single('jou en je schot', 'de baan'),
  weightlifting: single('jou en de halter', 'het plateau'),
};

/** A sport the catalogue does not know, or none: nothing assumed of it. */
export const GENERAL_WORDS: SportWords = single('jou en je actie', 'alles');

/** The words for a sport id ('swimming') or a profile's sport name ('Zwemmen'); the general ones otherwise. */
export function sportWords(sport: string | null): SportWords {
  if (!sport) return GENERAL_WORDS;
  const id = sportById(sport)?.id ?? findSport(sport)?.id;
  return id ? BY_SPORT[id] : GENERAL_WORDS;
}
