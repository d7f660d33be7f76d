import { DRAFT_KIND_NAMES } from '@talentbrug/domain/outreach';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The Dutch texts of outreach to coaches (issue 38): the board on /matches, the draft, the
 * reminder switch, the contact calendar and the dashboard's reminder. The status names are the
 * domain's (OUTREACH_STATUS_LABELS), the calendar's sentences the server's.
 */
export const OUTREACH_TEXTS = {
  title: 'Contact met coaches',
  intro:
    'Je mailt coaches zelf, vanuit je eigen mailbox. Wij maken per school een Engelse conceptmail met jouw gegevens en een link naar je dossier; jij maakt hem persoonlijk en verstuurt hem. Dat is gratis.',
  advice:
    'Kies 10 tot 30 scholen die echt bij je passen. Een coach merkt meteen of een mail voor hem geschreven is of naar honderd scholen tegelijk ging, en alleen bij een handvol scholen hou je je follow-ups bij.',
  tooManyTitle: (n: number) => `Je bent met ${n} scholen bezig`,
  tooMany:
    'Dat is meer dan 30. Met zoveel scholen lukt een persoonlijke mail en een follow-up op tijd bijna niet meer, en een coach die een algemene mail krijgt, leest niet verder. Zet de scholen die je minder aanspreken op ‘Afgewezen’ en steek je tijd in de rest.',
  loading: 'Je scholen laden...',
  loadError: 'Kon je scholen niet laden. Probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  copyFailed: 'Kopiëren lukte niet. Selecteer de tekst en kopieer hem zelf.',
  board: {
    title: 'Je scholen per stap',
    hint: 'Zet een school een stap verder met de keuzelijst bij die school.',
    region: 'Alle stappen, van nieuw tot afgewezen',
    empty: 'Geen scholen',
    status: 'Stap',
    statusError: 'Kon de stap niet opslaan. Probeer het opnieuw.',
    sent: (n: number, last: string | null) =>
      n === 0 ? 'Nog niet gemaild' : `${plural(n, 'e-mail', 'e-mails')} verstuurd${last ? `, laatst op ${last}` : ''}`,
    reply: (day: string | null) => (day ? `Antwoord op ${day}` : 'Nog geen antwoord'),
    views: (links: number, views: number, last: string | null) =>
      links === 0
        ? 'Nog geen dossierlink gestuurd'
        : views === 0
          ? 'Dossier nog niet bekeken'
          : `Dossier ${plural(views, 'keer', 'keer')} bekeken${last ? `, laatst op ${last}` : ''}`,
    followUp: (day: string | null) => `Tijd voor je follow-up${day ? ` (sinds ${day})` : ''}`,
    assistant: 'Ook na je follow-up stil: mail nu een assistent-coach',
    wait: (day: string | null) => `Geen antwoord? Stuur ${day ? `vanaf ${day} ` : ''}één follow-up`,
    waitAfterFollowUp: (day: string | null) =>
      `Ook na je follow-up geen antwoord? Mail ${day ? `vanaf ${day} ` : ''}een assistent-coach`,
    write: 'Schrijf een e-mail',
    writeFollowUp: 'Schrijf je follow-up',
    writeAssistant: 'Mail een assistent-coach',
    /** Follows the button's label for screen readers. */
    writeFor: (school: string) => `aan ${school}`,
    writeAssistantFor: (school: string) => `van ${school}`,
    left: 'Staat niet meer in je matches',
  },
  draft: {
    title: (school: string) => `E-mail aan de coach van ${school}`,
    intro:
      'Een Engelse conceptmail met alleen wat in je dossier staat. Lees hem na, maak hem persoonlijk en verstuur hem vanuit je eigen mailbox.',
    kindLegend: 'Soort e-mail',
    kinds: DRAFT_KIND_NAMES,
    loading: 'Je e-mail wordt gemaakt...',
    error: 'Je e-mail kon niet gemaakt worden. Probeer het opnieuw.',
    subject: 'Onderwerp',
    body: 'Je e-mail',
    bodyHint: 'Pas aan wat je wilt: de knoppen hieronder nemen jouw tekst mee.',
    sendTitle: 'Versturen vanuit je eigen mailbox',
    open: 'Open in je mailprogramma',
    gmail: 'Open in Gmail',
    outlook: 'Open in Outlook',
    copy: 'Kopieer',
    copied: 'Tekst gekopieerd',
    newTab: '(opent in een nieuw tabblad)',
    shortened:
      'Je e-mail is te lang voor ‘Open in je mailprogramma’: daar gaat een ingekorte versie mee. Gmail en Outlook krijgen de hele tekst, of kopieer hem.',
    assistant:
      'Ook na je follow-up bleef het stil. Stuur deze mail nu aan een assistent-coach: zijn naam en adres vind je op de stafpagina van de school.',
    coachTitle: 'Het adres van de coach',
    staff: (school: string) => `Stafpagina van ${school}`,
    staffHint: 'Zoek daar de hoofdcoach en zet de assistent-coaches in de cc.',
    noStaff: 'Van deze school kennen we geen sportsite. Zoek de coach op de website van de school.',
    coachEmail: 'E-mailadres van de coach (niet verplicht)',
    coachEmailHint: 'We bewaren het alleen bij deze school, voor jouw volgende mail. Wij mailen de coach nooit zelf.',
    saveEmail: 'Bewaar adres',
    savingEmail: 'Bezig met bewaren...',
    emailSaved: 'Adres bewaard.',
    emailError: 'Kon het adres niet bewaren. Probeer het opnieuw.',
    confirmTitle: 'Verstuurd?',
    confirmHint:
      'Druk hierop als je de mail echt hebt verstuurd. Dan zetten we de school op ‘Gemaild’ en herinneren we je op tijd aan je follow-up.',
    confirmFirst:
      'Open de mail eerst in je mailprogramma, Gmail of Outlook, of kopieer hem. Daarna kun je hier aangeven dat je hem hebt verstuurd.',
    confirm: 'Ik heb deze mail verstuurd',
    confirming: 'Bezig met opslaan...',
    confirmError: 'Kon niet opslaan dat je gemaild hebt. Probeer het opnieuw.',
    done: (school: string) => `Genoteerd: je hebt ${school} gemaild.`,
    unpublishedTitle: 'Je dossier is nog niet gepubliceerd',
    unpublished: 'Een coach die de link in deze mail opent, ziet nu een foutpagina. Publiceer eerst je dossier.',
    toDossier: 'Naar je dossier',
    dutchPositionTitle: 'Je positie staat er in het Nederlands',
    dutchPosition:
      'Een coach in de VS kent die naam misschien niet. Vul op je dossier ‘Je positie, in het Engels’ in; je volgende mails gebruiken die.',
    noLink:
      'Deze mail heeft geen link naar je dossier: je hebt het maximum aantal links gemaakt. Trek op je dossierpagina links in die je niet meer gebruikt en maak de mail daarna opnieuw.',
  },
  reminders: {
    title: 'Herinneringen per e-mail',
    label: 'Mail me één keer per week als een school op mijn follow-up wacht',
    hint: 'Alleen als er iets te doen is, hooguit één mail per week. Afmelden kan met één klik onderaan elke mail.',
    on: 'Je krijgt een wekelijkse herinnering als er een follow-up klaarstaat.',
    off: 'Je krijgt geen herinneringen meer per e-mail.',
    error: 'Kon je keuze niet opslaan. Probeer het opnieuw.',
  },
  calendar: {
    title: 'Wanneer mogen coaches je antwoorden?',
    intro:
      'Jij mag coaches altijd mailen. Maar de NCAA bepaalt vanaf wanneer een coach je mag antwoorden, bellen en uitnodigen. Dit zijn de data voor jouw sport en jouw jaar.',
    loading: 'Je data laden...',
    loadError: 'Kon je contactdata niet laden.',
    noYear: 'Vul in je profiel je eindexamenjaar in, dan zetten we de data voor je op een rij.',
    passed: '(al begonnen)',
    withoutRules: (levels: string) => `${levels}: nog geen regel in onze bronnen.`,
    source: (title: string, asOf: string) => `Bron: ${title}, bijgewerkt in ${asOf}.`,
    subscribeTitle: 'In je eigen agenda',
    subscribeText:
      'Met dit adres zet je deze data en de dagen van je follow-ups in je agenda-app (kies ‘abonneren op agenda’ of ‘agenda toevoegen via URL’). Deel het met niemand: wie het heeft, ziet welke scholen je mailt.',
    subscribe: 'Abonneer je op je coachagenda',
    copy: 'Kopieer adres',
    copied: 'Adres gekopieerd',
    reset: 'Maak een nieuw adres',
    resetting: 'Bezig...',
    resetHint: 'Het oude adres werkt daarna niet meer, ook niet in een agenda die er al op geabonneerd is.',
    resetDone: 'Nieuw adres gemaakt. Abonneer je er opnieuw op in je agenda-app.',
    resetError: 'Kon geen nieuw adres maken. Probeer het opnieuw.',
  },
  reminderCard: {
    title: 'Je coaches',
    followUps: (n: number) => (n === 1 ? '1 school wacht op je follow-up' : `${n} scholen wachten op je follow-up`),
    assistants: (n: number) =>
      n === 1
        ? 'Bij 1 school kun je nu een assistent-coach mailen'
        : `Bij ${n} scholen kun je nu een assistent-coach mailen`,
    why: 'Eén korte follow-up na tien dagen stilte is heel gewoon: coaches krijgen veel mail.',
    link: 'Naar je coaches',
  },
} as const;
