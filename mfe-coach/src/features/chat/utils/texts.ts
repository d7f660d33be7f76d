import { COACH_PERSONA } from '@talentbrug/domain/constants';

/**
 * The coach page's Dutch texts. The spec's own sentences (loading, title, placeholder, the chat
 * error catalogue) are kept word for word; the rest is ours, in Sanne's voice.
 */
export const COACH_TEXTS = {
  loading: 'AI-coach laden...',
  notSignedInTitle: 'Niet ingelogd',
  notSignedIn: 'Je bent niet ingelogd. Log in om met je AI-coach te chatten.',
  login: 'Inloggen',
  loadError: `Kon je gesprek met ${COACH_PERSONA} niet laden. Probeer het later opnieuw.`,
  retryLoad: 'Opnieuw proberen',
  windowTitle: `${COACH_PERSONA}, je AI-coach`,
  windowSubtitle: 'Antwoorden op basis van je profiel, je matches en gecontroleerde feiten.',
  log: `Gesprek met ${COACH_PERSONA}`,
  speakerCoach: `${COACH_PERSONA}: `,
  speakerUser: 'Jij: ',
  typing: `${COACH_PERSONA} typt…`,
  inputLabel: `Je vraag aan ${COACH_PERSONA}`,
  placeholder: 'Stel je vraag...',
  send: 'Verstuur',
  charactersLeft: (left: number) => (left === 1 ? 'Nog 1 teken' : `Nog ${left} tekens`),
  popular: 'Populaire vragen',
  jumpToNewest: 'Naar het nieuwste bericht',
  newTab: '(opent in een nieuw tabblad)',
  retryQuestion: 'Opnieuw vragen',
  chatFailed: (message: string) => `Sorry, ik kon geen antwoord ophalen (${message}). Probeer het later opnieuw.`,
  chatFailedGeneric: 'Sorry, er ging iets mis. Probeer het opnieuw!',
  emptyAnswer: 'Sorry, ik kon geen antwoord genereren.',
  newChat: 'Nieuw gesprek',
  newChatTitle: 'Nieuw gesprek beginnen?',
  newChatBody: `Je gesprek met ${COACH_PERSONA} wordt gewist. Dat kun je niet ongedaan maken.`,
  newChatConfirm: 'Ja, wis het gesprek',
  newChatBusy: 'Gesprek wissen...',
  newChatCancel: 'Annuleren',
  newChatFailed: 'Kon je gesprek niet wissen. Probeer het opnieuw.',
} as const;

/** Sanne's first message, built from the athlete's first name (spec: the first name, or 'daar'). */
export function welcomeMessage(firstName: string): string {
  return (
    `Hoi ${firstName}! Ik ben ${COACH_PERSONA}, je AI-coach. Ik ken je profiel en je matches, dus vraag me ` +
    'gerust alles over je sportbeurs, de NCAA-divisies, je SAT-score of het visum. Waar kan ik je mee helpen?'
  );
}
