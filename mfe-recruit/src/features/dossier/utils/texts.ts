import { DOSSIER_TEXT_MAX } from '@talentbrug/domain/dossier';
import { formatDate, formatDateTime, formatNumber } from '@talentbrug/domain/format';

/** The dossier editor's Dutch copy, written as a coach talks to an athlete ('je'). */
export const DOSSIER_TEXTS = {
  lead: 'Je dossier is je Engelse pagina voor coaches in de VS. Jij kiest wat ze zien, en je maakt per universiteit of coach een eigen link.',
  loading: 'Dossier laden...',
  loadError: 'Kon je dossier niet laden.',
  retry: 'Opnieuw proberen',
  saveFailed: 'Opslaan lukte niet. Probeer het opnieuw.',
  saved: 'Opgeslagen.',
  status: {
    title: 'Status',
    on: 'Openbaar',
    off: 'Offline',
    published: 'Je dossier is openbaar: coaches met een link van jou kunnen het openen.',
    unpublished: 'Je dossier is offline: niemand kan het openen, ook niet met een link.',
    publish: 'Dossier openbaar maken',
    unpublish: 'Dossier offline halen',
    publishing: 'Bezig met openbaar maken...',
    unpublishing: 'Bezig met offline halen...',
    publishedSince: (iso: string) => `Openbaar sinds ${formatDate(iso) ?? iso}.`,
    nowPublished: 'Je dossier is nu openbaar.',
    nowUnpublished: 'Je dossier is nu offline.',
    consentFirst: 'Je hebt eerst de toestemming van je ouder of voogd nodig: vul die hieronder in.',
  },
  fields: {
    legend: 'Wat ziet een coach?',
    hint: 'Vink aan wat op je dossier mag staan. Elke keuze wordt meteen opgeslagen. Je telefoonnummer, je geboortedatum en je adres staan er nooit op.',
    saving: 'Bezig met opslaan...',
    savedOn: (label: string) => `Opgeslagen: ‘${label}’ is nu zichtbaar voor coaches.`,
    savedOff: (label: string) => `Opgeslagen: ‘${label}’ is nu verborgen voor coaches.`,
  },
  english: {
    title: 'Jouw verhaal in het Engels',
    lead: 'Coaches in de VS lezen Engels: schrijf deze teksten dus in het Engels. Kort en concreet werkt het best.',
    position: 'Je positie, in het Engels',
    positionHint: 'Bijvoorbeeld: Central midfielder.',
    keyStats: 'Je belangrijkste statistieken, in het Engels',
    keyStatsHint:
      'Zet je cijfers in het Engels voor coaches, één per regel en met het seizoen erbij, zoals 2k ergo 6:58.4 (2026) of 14 goals in 22 games (2025-26). Decimalen met een punt: 7:18.4, niet 7:18,4.',
    keyStatsReference: 'Dit schreef je in je profiel (Nederlands):',
    about: 'Over jou, in het Engels',
    aboutHint: 'Wie ben je als speler en als student? Wat wil je in de VS bereiken?',
    achievements: 'Je prestaties, in het Engels',
    achievementsHint: 'Titels, selecties en prijzen, met het jaar erbij.',
    contactTitle: 'NCAA en contact',
    ncaaId: 'Je NCAA ID (Eligibility Center)',
    ncaaIdHint: 'Tien cijfers. Nog niet geregistreerd? Laat het leeg.',
    athleteEmail: 'Jouw e-mailadres voor coaches',
    parentEmail: 'E-mailadres van je ouder of voogd voor coaches',
    contactHint: 'Alleen zichtbaar als je het hierboven bij ‘Wat ziet een coach?’ aanvinkt.',
    save: 'Opslaan',
    saving: 'Bezig met opslaan...',
    unchanged: 'Er is niets veranderd om op te slaan.',
    errorSummary: 'Controleer de velden met een melding.',
  },
  consent: {
    legend: 'Toestemming van je ouder of voogd',
    lead: 'Ben je jonger dan 16, of staat je geboortedatum nog niet op je profiel? Dan heb je toestemming van je ouder of voogd nodig om je dossier openbaar te maken of je profiel met een universiteit te delen.',
    email: 'E-mailadres van de ouder of voogd die toestemming geeft',
    givenOn: 'Datum van de toestemming',
    givenOnHint: 'De dag waarop je ouder of voogd toestemming gaf (vandaag of eerder).',
    save: 'Toestemming vastleggen',
    saving: 'Bezig met vastleggen...',
    recorded: (email: string, day: string) => `Toestemming van ${email} vastgelegd, gegeven op ${day}.`,
    /** The consent the parent gave in the wizard's last step, on record with the onboarding. */
    fromOnboarding: (who: string, day: string) =>
      `Je ouder of voogd ${who} gaf toestemming bij je aanmelding, op ${day}. Die staat vast: je hoeft hier niets meer in te vullen.`,
    saved: 'Toestemming vastgelegd.',
    withdraw: 'Toestemming intrekken',
    withdrawConfirm: (email: string) =>
      `Toestemming van ${email} intrekken? Zonder toestemming kan je dossier niet openbaar zijn zolang je jonger bent dan 16.`,
    withdrawYes: 'Ja, intrekken',
    withdrawNo: 'Annuleren',
    withdrawing: 'Bezig met intrekken...',
    withdrawn: 'Toestemming ingetrokken.',
  },
  // The frame's words, shown while the photo's card downloads; the card's own are in photo-texts.ts.
  photo: {
    title: 'Je foto',
    lead: 'Coaches willen zien wie ze werven. Kies een duidelijke foto van jezelf uit je afbeeldingen, of upload een nieuwe.',
    loading: 'Foto’s laden...',
    loadError: 'Kon je foto’s niet laden.',
  },
  preview: {
    title: 'Zo ziet een coach je dossier',
    lead: 'Zo leest een coach je pagina: in het Engels, met alleen wat je hebt aangevinkt.',
    empty: 'Nog niets om te laten zien: vink hierboven aan wat een coach mag zien.',
  },
  links: {
    title: 'Links voor coaches',
    lead: 'Maak een eigen link per universiteit of coach. Zo zie je wie je dossier heeft geopend, en trek je één link in zonder de andere.',
    label: 'Voor wie is de link?',
    labelHint: 'Bijvoorbeeld de universiteit of de naam van de coach: Stanford, Coach Miller.',
    // The school select's own words are in school-texts.ts; this one is its stand-in's too.
    noSchools: 'Je hebt nog geen matches: geef de link gewoon een naam die jij herkent.',
    create: 'Link maken',
    creating: 'Bezig met maken...',
    newTitle: (label: string) => `Je nieuwe link voor ${label}`,
    newAddress: 'Adres van de link',
    onceOnly: 'Bewaar of kopieer de link nu: we tonen hem niet nog een keer. Kwijt? Trek hem in en maak een nieuwe.',
    copy: 'Kopieer link',
    copied: 'Link gekopieerd.',
    copyFailed:
      'Kopiëren lukte niet. De link is geselecteerd: kopieer hem zelf (Ctrl+C, of lang indrukken op je telefoon).',
    done: 'Ik heb de link bewaard',
    listTitle: 'Je links',
    loading: 'Links laden...',
    loadError: 'Kon je links niet laden.',
    empty: 'Je hebt nog geen links gemaakt.',
    revoked: 'Ingetrokken',
    active: 'Actief',
    // With the time: a school's drafts of one day each made a link of their own.
    createdOn: (iso: string) => `Gemaakt op ${formatDateTime(iso) ?? iso}`,
    revoke: 'Intrekken',
    revokeLabel: (label: string) => `Link voor ${label} intrekken`,
    confirm: (label: string) =>
      `Link voor ${label} intrekken? Wie deze link heeft, kan je dossier daarna niet meer openen. Dit kun je niet terugdraaien.`,
    confirmYes: 'Ja, intrekken',
    confirmNo: 'Annuleren',
    revoking: 'Bezig met intrekken...',
    revokedNow: (label: string) => `De link voor ${label} is ingetrokken.`,
    notShared:
      'Je dossier is nog offline: een coach die een link opent, ziet nog niets. Maak je dossier openbaar als je er klaar voor bent.',
  },
} as const;

/** '3 keer bekeken, laatst op 4 december 2026'; 'Nog niet bekeken'. */
export function viewsText(views: number, lastViewedAt: string | null): string {
  if (views === 0) return 'Nog niet bekeken';
  const times = `${formatNumber(views)} keer bekeken`;
  const last = lastViewedAt ? formatDate(lastViewedAt) : null;
  return last ? `${times}, laatst op ${last}` : times;
}

/** '120 van 1500 tekens'. */
export const countText = (length: number, max: number) => `${formatNumber(length)} van ${formatNumber(max)} tekens`;

export { DOSSIER_TEXT_MAX };
