import { DELETE_CONFIRMATION } from '@talentbrug/domain/account';

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
  dialog: {
    title: 'Account verwijderen',
    text:
      "Weet je het zeker? Alles wat je bij Talentbrug hebt opgebouwd, verdwijnt: je profiel, je matches, je video's en " +
      'documenten en je gesprekken met coach Sanne. Dit kun je niet ongedaan maken. Wil je iets bewaren? Download dan eerst je gegevens.',
    confirmLabel: `Typ ${DELETE_CONFIRMATION} om te bevestigen`,
    confirmError: `Typ ${DELETE_CONFIRMATION} in hoofdletters.`,
    passwordLabel: 'Je wachtwoord',
    passwordHint: 'Voor de zekerheid vragen we je wachtwoord nog één keer.',
    passwordMissing: 'Vul je wachtwoord in.',
    codeLabel: 'Code uit je authenticator-app',
    codeHint: 'De 6 cijfers die je app nu laat zien.',
    codeMissing: 'Vul de 6 cijfers uit je authenticator-app in.',
    cancel: 'Annuleren',
    confirm: 'Account definitief verwijderen',
    busy: 'Je account wordt verwijderd…',
    wrongPassword: 'Dat wachtwoord klopt niet. Probeer het nog eens.',
    wrongCode: 'Die code klopt niet of is verlopen. Vul de nieuwe code uit je app in.',
    failed: 'Verwijderen is niet gelukt. Probeer het zo opnieuw.',
  },
  deleted: 'Je account en al je gegevens zijn verwijderd. Veel succes met je sportcarrière!',
} as const;
