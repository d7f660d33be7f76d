import { DELETE_CONFIRMATION } from '@talentbrug/domain/contracts/account';

/**
 * The deletion dialog's texts. They live apart from the card's (texts.ts) so that they, and the
 * confirmation word of @talentbrug/domain/contracts/account, come with the dialog and not with the page
 * (issue 15: /profile's app start).
 */
export const DELETE_ACCOUNT_TEXTS = {
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
