/**
 * The dashboard's Dutch texts. The spec's own sentences (error catalogue, button labels) are
 * kept word for word; the rest is ours.
 */
export const DASHBOARD_TEXTS = {
  lead: 'Hier zie je hoe ver je bent en wat je volgende stap is.',
  loading: 'Dashboard laden...',
  loadError: 'Kon je profiel niet laden. Probeer het later opnieuw.',
  notSignedInTitle: 'Niet ingelogd',
  notSignedIn: 'Je bent niet ingelogd. Log in om je profiel te bekijken.',
  noProfile: 'Je hebt nog geen profiel. Vul eerst de onboarding in!',
  toOnboarding: 'Naar de onboarding',
  retry: 'Opnieuw proberen',
  matchesLoadError: 'Kon je matches niet laden. Probeer het later opnieuw.',
  staleMatches: 'Deze matches zijn niet meer actueel.',
  regenerate: 'Genereer ze opnieuw',
  suggestionsLoading: 'Tips laden...',
  allTasks: 'Bekijk alle taken',
  viewAll: 'Bekijk alles',
  chat: 'Chat met AI-coach',
} as const;
