import { CONTACT_EMAIL, PRODUCT_NAME } from '@talentbrug/domain/constants';
import { Link } from '@talentbrug/ui/router';
import type { LegalSection } from './legal-article.tsx';

const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

export const TERMS_INTRO = (
  <p>
    Deze voorwaarden gelden voor iedereen die {PRODUCT_NAME} gebruikt: sporters, en ouders of voogden die met hen
    meekijken. Ze zijn in gewone taal geschreven. Door een account aan te maken ga je ermee akkoord.
  </p>
);

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'dienst',
    title: `Wat ${PRODUCT_NAME} doet, en wat niet`,
    body: (
      <>
        <p>
          {PRODUCT_NAME} helpt je bij de weg naar een sportbeurs en een studieplek in de Verenigde Staten: met een
          profiel, matches met universiteiten, een AI-coach, begeleiding door talentmanagers en uitleg over toelating en
          visum.
        </p>
        <p>
          Wij zijn geen universiteit, geen sportbond en geen overheid. Over toelating, beurzen, je
          NCAA-speelgerechtigheid en je visum beslissen de universiteit, de NCAA of NAIA en de Amerikaanse autoriteiten.
          Matchscores en beursbedragen zijn schattingen. We garanderen dus geen toelating, beurs of visum.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Je account',
    body: (
      <ul>
        <li>
          Ben je jonger dan 16, dan gebruik je {PRODUCT_NAME} alleen met toestemming van je ouder of voogd (zie de{' '}
          <Link to="/privacy#jonger-dan-16">privacyverklaring</Link>). Ben je 16 of 17, dan raden we je aan je ouders
          mee te laten kijken.
        </li>
        <li>Vul je gegevens naar waarheid in en houd ze actueel; coaches rekenen erop.</li>
        <li>Een account is persoonlijk. Houd je wachtwoord geheim en meld misbruik meteen via {mail}.</li>
      </ul>
    ),
  },
  {
    id: 'prijzen',
    title: 'Gratis start en abonnementen',
    body: (
      <>
        <p>
          Je start gratis en zonder creditcard. Wil je persoonlijke begeleiding, dan kies je een betaald abonnement; de
          plannen beginnen bij 99 euro per maand. Je ziet de prijs inclusief btw en wat erbij hoort voordat je een
          abonnement afsluit.
        </p>
        <ul>
          <li>Een abonnement wordt per maand vooraf betaald en is per maand opzegbaar.</li>
          <li>
            Je hebt 14 dagen bedenktijd na het afsluiten. Vraag je ons in die tijd al te beginnen en herroep je daarna,
            dan betaal je alleen voor de dagen dat je het abonnement had.
          </li>
          <li>Prijswijzigingen melden we minstens 30 dagen vooraf; je mag dan opzeggen voordat ze ingaan.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'ai-coach',
    title: 'De AI-coach',
    body: (
      <p>
        De AI-coach geeft automatisch antwoorden op basis van jouw profiel en van algemene kennis over collegesport. Die
        antwoorden kunnen onvolledig of verouderd zijn. Controleer bedragen, termijnen en regels (zoals de kosten van je
        visum en de eisen van de NCAA) altijd bij de officiële bron voordat je beslist. De coach geeft geen juridisch of
        medisch advies.
      </p>
    ),
  },
  {
    id: 'inhoud',
    title: 'Wat je uploadt en deelt',
    body: (
      <>
        <p>
          Video’s, documenten en teksten die je uploadt blijven van jou. Je geeft ons toestemming om ze te bewaren, te
          tonen aan je talentmanager en te delen met universiteiten waarvoor jij dat vraagt. Verwijder je ze, dan
          vervalt die toestemming.
        </p>
        <p>
          Zorg dat je het recht hebt om te delen wat je uploadt. Staan er andere spelers herkenbaar in beeld, houd er
          dan rekening mee dat ook zij privacy hebben.
        </p>
      </>
    ),
  },
  {
    id: 'gebruik',
    title: 'Eerlijk gebruik',
    body: (
      <p>
        Je gebruikt {PRODUCT_NAME} niet om valse gegevens te verspreiden, anderen lastig te vallen, systemen te
        verstoren of gegevens van andere gebruikers te verzamelen. Doe je dat toch, dan mogen we je account na een
        waarschuwing blokkeren, of direct als de situatie ernstig is.
      </p>
    ),
  },
  {
    id: 'aansprakelijkheid',
    title: 'Aansprakelijkheid',
    body: (
      <p>
        We doen ons best om {PRODUCT_NAME} goed en veilig te laten werken. Zijn we toch aansprakelijk, dan is dat
        beperkt tot het bedrag dat je ons in de twaalf maanden daarvoor hebt betaald. Die beperking geldt niet bij opzet
        of grove nalatigheid, en laat je wettelijke rechten als consument onverlet. We zijn niet aansprakelijk voor
        beslissingen van universiteiten, sportbonden of autoriteiten.
      </p>
    ),
  },
  {
    id: 'einde',
    title: 'Stoppen',
    body: (
      <p>
        Je kunt je account altijd verwijderen. Wat er dan met je gegevens gebeurt, staat in de{' '}
        <Link to="/privacy#bewaartermijnen">privacyverklaring</Link>. Een lopend abonnement eindigt aan het einde van de
        betaalde maand.
      </p>
    ),
  },
  {
    id: 'wijzigingen',
    title: 'Wijzigingen in deze voorwaarden',
    body: (
      <p>
        Passen we deze voorwaarden in je nadeel aan, dan laten we je dat minstens 30 dagen vooraf weten. Ben je het er
        niet mee eens, dan kun je opzeggen voordat de wijziging ingaat.
      </p>
    ),
  },
  {
    id: 'recht',
    title: 'Klachten en toepasselijk recht',
    body: (
      <p>
        Heb je een klacht? Mail {mail}; we reageren binnen 14 dagen. Op deze voorwaarden is Nederlands recht van
        toepassing. Komen we er samen niet uit, dan kun je als consument naar de rechter in de plaats waar je woont.
      </p>
    ),
  },
];
