import { COACH_CONTACT_TEXT, shareWithUniversityText } from '@talentbrug/domain/coach-contact';
import { TERMS_VERSION } from '@talentbrug/domain/constants';

/**
 * The matches page's Dutch texts. The spec's own sentences (error catalogue, toasts, button
 * labels) are kept word for word; the rest is ours.
 */
export const MATCHES_TEXTS = {
  loading: 'Matches laden...',
  loadError: 'Kon je matches niet laden. Probeer het later opnieuw.',
  generateError: 'Kon geen matches genereren. Probeer het later opnieuw.',
  generated: 'Matches succesvol gegenereerd! 🎉',
  empty: 'Nog geen matches. Genereer je eerste matches!',
  notSignedInTitle: 'Niet ingelogd',
  notSignedInView: 'Je bent niet ingelogd. Log in om je matches te bekijken.',
  notSignedInGenerate: 'Je bent niet ingelogd. Log in om matches te genereren.',
  generate: { first: 'Genereer AI Matches', again: 'Genereer Nieuwe Matches', busy: 'AI Genereert Matches...' },
  retry: 'Opnieuw proberen',
  sort: 'Sorteer op',
  /** Issue 33: above a list whose best schools the match score does not tell apart. */
  crowded: (count: number) =>
    `Je beste ${count} scholen liggen binnen 2 punten van elkaar. Het verschil zit in wat jij het belangrijkst vindt: sorteer op kosten, sportief niveau, studie of plek in het team.`,
  /** Above matches computed before the athlete's last change of a fact they read, or of our data or engine (GET /api/matches' `stale`). */
  stale: {
    title: 'Je matches zijn niet meer actueel',
    text: 'Sinds je ze maakte, is je profiel veranderd of hebben wij onze universiteitsdata of berekening bijgewerkt. Scores, kosten en wat je nog mist, kunnen daardoor anders uitvallen. Genereer ze opnieuw; je favorieten en statussen blijven staan.',
    button: 'Genereer opnieuw',
  },
  favouriteError: 'Kon je favoriet niet opslaan. Probeer het opnieuw.',
  statusError: 'Kon de status niet opslaan. Probeer het opnieuw.',
  gone: 'Deze match bestaat niet meer. Je lijst is bijgewerkt.',
  notConfirmed: 'niet bevestigd',
  notConfirmedExplained:
    'Niet bevestigd: de gegevens zeggen niet of deze school jouw sport voor jouw team aanbiedt. Kijk op de sportsite van de school voordat je contact opneemt.',
  chosen: 'Jouw keuze',
  chosenExplained:
    'De universiteit die je op onze site koos. Die staat altijd in je matches, ook als hij niet bij je beste hoort.',
  noMatch: 'Geen match',
  whyNoMatch: 'Waarom dit geen match is',
  coachContact: COACH_CONTACT_TEXT,
  /** Opens the draft of an e-mail to this school's coach (issue 38): free, sent from the athlete's own mailbox. */
  writeCoach: 'Schrijf de coach een e-mail',
  /** The page's two views: the list of matches, and the contact with coaches (issue 38). */
  views: {
    label: 'Weergave',
    matches: 'Je matches',
    coaches: 'Contact met coaches',
    failed: 'Dit deel kon niet laden. Laad de pagina opnieuw.',
  },
  /** Before the first cap or gap of a school the athlete chose that scores low. */
  smallChances: 'Je kansen hier zijn klein.',
  /** On a school outside the best matches that stays because the athlete marked it (product notes, issue 33 item 5). */
  keptOutsideBest: (best: number) =>
    `Valt buiten je beste ${best}, maar blijft in je lijst omdat je deze school bewaarde (favoriet, status, gedeeld of contact met de coach).`,
  share: {
    /** Visible on the card; the school's name follows for screen readers. */
    button: 'Deel mijn profiel',
    title: (school: string) => `Je profiel delen met ${school}`,
    intro: shareWithUniversityText,
    coachContact: COACH_CONTACT_TEXT,
    whatTitle: 'Dit deel je',
    what: [
      'Je profiel: naam, geboortedatum, nationaliteit, sport, positie, team, niveau, lengte, gewicht en prestaties',
      'Je opleiding en cijfers: schoolniveau, gemiddeld cijfer (GPA), SAT of ACT en je Engelse toets',
      'De links naar je video’s',
    ],
    documents: 'Stuur ook mijn cijferlijst en motivatiebrief mee',
    documentsHint: 'Die delen we alleen als je dit aanvinkt.',
    withdrawNote:
      'Intrekken kan altijd, hier bij je matches: daarna delen we niets meer met deze universiteit. Wat de universiteit al heeft ontvangen, kunnen wij niet terughalen.',
    record: `We bewaren je toestemming met de datum en de versie van de voorwaarden (${TERMS_VERSION}).`,
    privacy: 'Lees meer in onze privacyverklaring',
    newTab: '(opent in een nieuw tabblad)',
    cancel: 'Annuleren',
    confirm: 'Ja, deel mijn profiel',
    busy: 'Bezig met delen...',
    error: 'Je profiel is niet gedeeld. Probeer het opnieuw.',
    /** Under the refusal for want of a parent's consent: where it is recorded. */
    toDossier: 'Naar toestemming op je dossierpagina',
    done: (school: string) => `Je toestemming om je profiel met ${school} te delen is vastgelegd.`,
    sharedOn: (day: string) => `Gedeeld op ${day}`,
    sharedUndated: 'Gedeeld',
    withdraw: 'Intrekken',
    /** Follows 'Intrekken' for screen readers. */
    withdrawFor: (school: string) => `(delen met ${school})`,
    withdrawing: 'Bezig met intrekken...',
    withdrawn: (school: string) => `Je deelt je profiel niet meer met ${school}.`,
    withdrawError: 'Intrekken is niet gelukt. Probeer het opnieuw.',
  },
} as const;
