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
  favouriteError: 'Kon je favoriet niet opslaan. Probeer het opnieuw.',
  statusError: 'Kon de status niet opslaan. Probeer het opnieuw.',
  gone: 'Deze match bestaat niet meer. Je lijst is bijgewerkt.',
  notConfirmed: 'niet bevestigd',
  notConfirmedExplained:
    'Niet bevestigd: de gegevens zeggen niet of deze school jouw sport voor jouw team aanbiedt. Kijk op de sportsite van de school voordat je contact opneemt.',
} as const;
