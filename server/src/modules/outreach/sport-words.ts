import { type SportId, sportById, TEAM_SPORTS } from '@talentbrug/domain/sports';

/**
 * How an e-mail to a US college coach speaks of the athlete's sport. 'A Women's Rowing player' who
 * would like to 'play for your program' reads wrong to a rowing coach: rowers row, swimmers swim,
 * runners run, and 'player' belongs to team sports and the games one plays (tennis, golf).
 */
export interface SportWords {
  /** Who the athlete is, after 'a': "Women's Soccer player", 'rower'; null when the e-mail names no sport. */
  athlete: string | null;
  /** 'I would like to ___ your program': 'play for', 'row for', 'compete for'. */
  joinVerb: string;
  /** 'see me ___' (live or on video): 'play', 'row', 'compete'. */
  seen: string;
  /** 'I would be glad to hear whether I could ___': 'be a fit for your roster', 'join your team'. */
  fit: string;
  /** 'these are my next ___' and the subject's 'Upcoming ___': 'matches', 'races', 'meets'. */
  events: string;
  /** What a line of the schedule names between the date and the place: 'opponent' or 'event'. */
  versus: string;
}

type Kind = 'team' | 'game' | 'race' | 'meet' | 'contest';

/** By kind of sport: what it competes in, and what the closing question asks. */
const KINDS: Readonly<Record<Kind, Pick<SportWords, 'fit' | 'events' | 'versus'>>> = {
  team: { fit: 'be a fit for your roster', events: 'matches', versus: 'opponent' },
  game: { fit: 'join your team', events: 'tournaments', versus: 'event' },
  race: { fit: 'join your team', events: 'races', versus: 'event' },
  meet: { fit: 'join your team', events: 'meets', versus: 'event' },
  contest: { fit: 'join your team', events: 'competitions', versus: 'event' },
};

/**
 * The individual sports of the catalogue with a word of their own: the athlete (null: the catalogue's
 * English name and 'player', as in 'tennis player') and the verb ('row for your program'). A sport not
 * here is a contest whose athlete is '<English name> athlete', who competes.
 */
const INDIVIDUAL: Readonly<Partial<Record<SportId, { kind: Kind; athlete: string | null; verb: string }>>> = {
  tennis: { kind: 'game', athlete: null, verb: 'play' },
  squash: { kind: 'game', athlete: null, verb: 'play' },
  badminton: { kind: 'game', athlete: null, verb: 'play' },
  'table-tennis': { kind: 'game', athlete: null, verb: 'play' },
  golf: { kind: 'game', athlete: 'golfer', verb: 'play' },
  bowling: { kind: 'game', athlete: 'bowler', verb: 'bowl' },
  rowing: { kind: 'race', athlete: 'rower', verb: 'row' },
  'cross-country': { kind: 'race', athlete: 'runner', verb: 'run' },
  cycling: { kind: 'race', athlete: 'cyclist', verb: 'race' },
  triathlon: { kind: 'race', athlete: 'triathlete', verb: 'race' },
  skiing: { kind: 'race', athlete: 'skier', verb: 'ski' },
  'speed-skating': { kind: 'race', athlete: 'speed skater', verb: 'skate' },
  sailing: { kind: 'race', athlete: 'sailor', verb: 'sail' },
  swimming: { kind: 'meet', athlete: 'swimmer', verb: 'swim' },
  diving: { kind: 'meet', athlete: 'diver', verb: 'dive' },
  'artistic-swimming': { kind: 'meet', athlete: 'artistic swimmer', verb: 'swim' },
  athletics: { kind: 'meet', athlete: 'track and field athlete', verb: 'compete' },
  gymnastics: { kind: 'meet', athlete: 'gymnast', verb: 'compete' },
  wrestling: { kind: 'contest', athlete: 'wrestler', verb: 'wrestle' },
  fencing: { kind: 'contest', athlete: 'fencer', verb: 'fence' },
  equestrian: { kind: 'contest', athlete: 'rider', verb: 'ride' },
  rifle: { kind: 'contest', athlete: 'rifle shooter', verb: 'shoot' },
  archery: { kind: 'contest', athlete: 'archer', verb: 'shoot' },
  weightlifting: { kind: 'contest', athlete: 'weightlifter', verb: 'lift' },
};

/**
 * The words for a sport of the catalogue (`sportId`), with `sportName` as the e-mail names it (the
 * college team, "Women's Field Hockey", else the sport's English name); neither: the e-mail names
 * no sport and the athlete competes.
 */
export function sportWords(sportId: string | null, sportName: string | null): SportWords {
  const sport = sportId ? sportById(sportId) : null;
  if (sport && TEAM_SPORTS.has(sport.id)) {
    return { athlete: `${sportName ?? sport.englishName} player`, joinVerb: 'play for', seen: 'play', ...KINDS.team };
  }
  const own = sport ? INDIVIDUAL[sport.id] : undefined;
  if (sport && own) {
    return {
      athlete: own.athlete ?? `${sport.englishName.toLowerCase()} player`,
      joinVerb: `${own.verb} for`,
      seen: own.verb,
      ...KINDS[own.kind],
    };
  }
  const name = sport ? sport.englishName.toLowerCase() : sportName;
  return { athlete: name ? `${name} athlete` : null, joinVerb: 'compete for', seen: 'compete', ...KINDS.contest };
}
