import { COACH_PERSONA, PRODUCT_NAME } from '@talentbrug/domain/constants';

export interface FaqItem {
  /** Stable id: the accordion's button and panel ids derive from it. */
  id: string;
  question: string;
  /** Paragraphs of the answer; also the text of the FAQ's structured data. */
  answer: string[];
}

/** Facts from the domain reference (gathered November 2026); amounts marked 'controleer' change often. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'kosten',
    question: `Wat kost ${PRODUCT_NAME}?`,
    answer: [
      `Je start gratis en zonder creditcard: je maakt een account, vult samen met AI-coach ${COACH_PERSONA} je profiel in en ziet welke universiteiten bij je passen.`,
      'Wil je persoonlijke begeleiding van een talentmanager, bijvoorbeeld bij het benaderen van coaches en het vergelijken van aanbiedingen? Dan kies je een abonnement. De plannen beginnen bij 99 euro per maand.',
    ],
  },
  {
    id: 'beurs',
    question: 'Kan ik met een sportbeurs gratis studeren in Amerika?',
    answer: [
      'Soms, maar reken er niet op. NCAA Division I en II, de NAIA en junior colleges (NJCAA) geven sportbeurzen; meestal dekt zo’n beurs een deel van de kosten. Een volledige beurs (full-ride) is zeldzaam en hangt sterk af van je sport en niveau. Division III geeft helemaal geen sportbeurzen, wel academische beurzen op basis van je cijfers.',
      'Een beurs wordt elk jaar opnieuw toegekend. De totale kosten lopen uiteen van ongeveer 10.000 tot 80.000 dollar per jaar, en als internationale student betaal je het tarief voor studenten van buiten de staat zonder Amerikaanse studiefinanciering. Wij laten per universiteit zien wat er na een verwachte beurs overblijft, als schatting en nooit als belofte.',
    ],
  },
  {
    id: 'eisen',
    question: 'Welke cijfers en toetsen heb ik nodig?',
    answer: [
      'Voor Division I keurt het NCAA Eligibility Center je vooropleiding: 16 kernvakken met een gemiddelde (core-course GPA) van minimaal 2,3. Voor Division II is dat 2,2. Een SAT of ACT is voor de NCAA niet meer nodig, al vragen sommige universiteiten er zelf nog om. Een havo- of vwo-diploma is de gebruikelijke basis; vmbo en mbo bekijken we per geval.',
      'Elke universiteit bepaalt zelf haar minimum voor Engels, meestal een TOEFL iBT van 61 tot 79, een IELTS van 5,5 tot 6,5 of een Duolingo-score van 100 tot 105. Wij rekenen je Nederlandse cijfers om naar een geschatte GPA; de officiële berekening doen het Eligibility Center of, voor de NAIA, InCred.',
    ],
  },
  {
    id: 'wanneer',
    question: 'Wanneer moet ik beginnen?',
    answer: [
      'Liefst anderhalf tot twee jaar voordat je wilt vertrekken. Coaches in Division I en II mogen je bellen en mailen vanaf 15 juni na het tweede jaar van de Amerikaanse high school; voor jou is dat de zomer na havo 4 of vwo 4. In Division I geldt voor honkbal, softbal, lacrosse en basketbal bij de vrouwen een latere datum: 1 september, aan het begin van het schooljaar daarna.',
      'Ben je later? Dan kan het vaak nog, zeker in Division II, de NAIA of via een junior college. Hoe eerder je begint, hoe meer universiteiten je kunt vergelijken.',
    ],
  },
  {
    id: 'visum',
    question: 'Hoe werkt het studentenvisum (F-1)?',
    answer: [
      'Na je toelating en een bewijs dat je het eerste jaar kunt betalen, stuurt de universiteit je een I-20. Daarna betaal je de SEVIS-fee (350 dollar), vul je het DS-160-formulier in en plan je een gesprek op het Amerikaanse consulaat in Amsterdam; de aanvraag kost 185 dollar. Sinds 1 oktober 2025 kan bij afgifte een extra visa integrity fee van 250 dollar gelden.',
      'Neem naar het gesprek je paspoort mee (nog minstens zes maanden geldig na je verblijf), de bevestiging van je DS-160, het SEVIS-betaalbewijs, je I-20 en je financiële bewijs. Plan op tijd, want afspraken kunnen schaars zijn, en controleer de actuele bedragen vlak voor je aanvraag.',
    ],
  },
  {
    id: 'amateur',
    question: 'Ik speel bij een profclub of heb een contract. Kan ik dan nog?',
    answer: [
      'Dat hangt af van je amateurstatus. Voor de NCAA mag je geen profcontract hebben gehad, geen salaris hebben ontvangen, geen prijzengeld boven je werkelijke onkosten hebben aangenomen en niet met een zaakwaarnemer (agent) hebben gewerkt. Ook het bewust uitstellen van je studie om door te spelen telt mee.',
      'Speel je in een jeugdopleiding van een profclub, dan zoeken we samen uit wat dit voor jou betekent voordat je coaches benadert. Ook als je voor Division III kiest, moet je amateurstatus door de NCAA worden vastgesteld.',
    ],
  },
];
