/**
 * 'Mijn gegevens' on the profile (issue 14): the athlete's data rights in their own words. The
 * account is the athlete's; for an athlete under 16 the parent who gave consent in the onboarding
 * does this together with them, on this same account, so the texts speak to both.
 */
export const ACCOUNT_DATA_TEXTS = {
  title: 'Mijn gegevens',
  lead:
    'Jij bepaalt wat er met je gegevens gebeurt. Download alles wat we van je bewaren, of verwijder je account voorgoed. ' +
    'Ben je jonger dan 16? Doe dit dan samen met de ouder of voogd die toestemming gaf.',
  download: {
    button: 'Download mijn gegevens',
    busy: 'Je gegevens worden verzameld…',
    note: "Je krijgt één zip-bestand: een overzicht van alles wat we bewaren (gegevens.json) en al je video's en documenten.",
    done: 'Je gegevens zijn gedownload.',
    failed: 'Downloaden is niet gelukt. Probeer het zo opnieuw.',
  },
  remove: {
    button: 'Verwijder mijn account',
    note:
      "Je profiel, matches, video's, documenten en gesprekken met coach Sanne verdwijnen dan voorgoed. " +
      'Talentmanagers die je gegevens kregen, krijgen automatisch bericht dat ze hun kopie ook moeten wissen.',
  },
} as const;
