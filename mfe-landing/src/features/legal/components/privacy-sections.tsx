import { COACH_CONTACT_TEXT } from '@talentbrug/domain/coach-contact';
import { CONSENT_VERSIONS_TEXT } from '@talentbrug/domain/consent-versions';
import { CONTACT_EMAIL, PRODUCT_NAME } from '@talentbrug/domain/constants';
import { Link } from '@talentbrug/ui/router';
import type { LegalSection } from './legal-article.tsx';

const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

export const PRIVACY_INTRO = (
  <>
    <p>
      {PRODUCT_NAME} helpt student-atleten aan een sportbeurs en een plek op een Amerikaanse universiteit. Daarvoor
      hebben we gegevens over jou nodig, en veel van onze gebruikers zijn nog geen achttien. We gaan daar zorgvuldig mee
      om en leggen hier in gewone taal uit wat we verwerken, waarom, met wie we het delen en wat jouw rechten zijn.
    </p>
    <p>
      {PRODUCT_NAME} is verwerkingsverantwoordelijke in de zin van de Algemene verordening gegevensbescherming (AVG).
    </p>
  </>
);

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'welke-gegevens',
    title: 'Welke gegevens we verwerken',
    body: (
      <>
        <p>We verwerken alleen wat je zelf invult of wat nodig is om het platform te laten werken:</p>
        <ul>
          <li>
            <strong>Account:</strong> je voornaam, achternaam, e-mailadres en wachtwoord (dat bewaren we alleen als
            onleesbare hash), en of je e-mailadres is bevestigd.
          </li>
          <li>
            <strong>Persoonlijk profiel:</strong> geboortedatum, nationaliteit en telefoonnummer.
          </li>
          <li>
            <strong>Sportprofiel:</strong> je sport, positie, club, lengte, gewicht, prestaties en belangrijkste
            statistieken.
          </li>
          <li>
            <strong>Schoolgegevens:</strong> je school, verwachte examenjaar, cijfers (en de geschatte GPA die we
            daaruit berekenen), eventuele SAT- of ACT-score, gewenste studie en talen.
          </li>
          <li>
            <strong>Voorkeuren:</strong> het land, de startdatum, je budget en het soort beurs dat je zoekt.
          </li>
          <li>
            <strong>Media en documenten:</strong> je highlightvideo’s, cijferlijst en motivatiebrief.
          </li>
          <li>
            <strong>Gesprekken met de AI-coach</strong> en de suggesties die de coach je geeft.
          </li>
          <li>
            <strong>Toestemming:</strong> het moment waarop je akkoord ging, de versie van de tekst waarmee je akkoord
            ging en het IP-adres waarvandaan dat gebeurde. Nu: {CONSENT_VERSIONS_TEXT}.
          </li>
          <li>
            <strong>Gebruik en techniek:</strong> welke onboardingstap je afrondt en technische loggegevens (zoals
            IP-adres en tijdstip) om het platform veilig te houden.
          </li>
        </ul>
        <p>
          Vertel ons geen medische gegevens, zoals blessures, tenzij dat echt nodig is voor je traject. Doe je dat toch,
          dan gebruiken we ze alleen met je uitdrukkelijke toestemming.
        </p>
      </>
    ),
  },
  {
    id: 'waarom',
    title: 'Waarom we dat doen en op welke grondslag',
    body: (
      <ul>
        <li>
          <strong>Om onze dienst te leveren</strong> (uitvoering van de overeenkomst, artikel 6 lid 1 onder b AVG): je
          account, je profiel, het berekenen van je matches, de begeleiding door de AI-coach en door je talentmanager.
        </li>
        <li>
          <strong>Om je profiel met een universiteit te delen</strong> (toestemming, artikel 6 lid 1 onder a AVG):
          alleen als jij daar zelf om vraagt: bij je matches kies je per universiteit 'Deel mijn profiel'. We geven dan
          je profiel en de links naar je video's met je toestemming door aan onze talentmanagers; je cijferlijst en
          motivatiebrief alleen als je dat aanvinkt. We bewaren je toestemming met datum, tijd en de versie van de
          voorwaarden, en je kunt haar daar altijd intrekken. Wat een universiteit al heeft ontvangen, kunnen wij niet
          terughalen. {COACH_CONTACT_TEXT}
        </li>
        <li>
          <strong>Om het platform veilig en bruikbaar te houden</strong> (gerechtvaardigd belang, artikel 6 lid 1 onder
          f AVG): inlogbeveiliging, het voorkomen van misbruik en het verbeteren van de onboarding met zo min mogelijk
          gegevens.
        </li>
        <li>
          <strong>Om aan de wet te voldoen</strong> (wettelijke plicht, artikel 6 lid 1 onder c AVG): bijvoorbeeld de
          fiscale bewaarplicht voor facturen van een abonnement.
        </li>
      </ul>
    ),
  },
  {
    id: 'jonger-dan-16',
    title: 'Ben je jonger dan 16?',
    body: (
      <>
        <p>
          Volgens de AVG en de Nederlandse uitvoeringswet heb je als je jonger bent dan 16 toestemming van een ouder of
          voogd nodig wanneer wij op toestemming steunen. Gebruik {PRODUCT_NAME} daarom samen met je ouder of voogd:
          laat hen de onboarding met je doorlopen en de toestemming bij de laatste stap geven.
        </p>
        <p>
          We kunnen contact opnemen met je ouder of voogd om die toestemming te controleren. Zonder die toestemming
          delen we niets met talentmanagers of universiteiten. Je ouder of voogd kan de rechten uit dit document namens
          jou gebruiken.
        </p>
        <p>
          Het account blijft van jou; er is geen apart ouderaccount. Wil je ouder of voogd je gegevens downloaden of je
          account verwijderen, doe dat dan samen: log in, ga naar <strong>Profiel</strong> en kies onder{' '}
          <strong>Mijn gegevens</strong> wat je wilt. Lukt dat niet, dan kan je ouder of voogd ons mailen vanaf het
          e-mailadres dat bij de toestemming is opgegeven; dan regelen wij het.
        </p>
      </>
    ),
  },
  {
    id: 'ontvangers',
    title: 'Wie je gegevens ontvangt',
    body: (
      <>
        <ul>
          <li>
            <strong>Onze talentmanagers</strong> zien je profiel om je te begeleiden en met je mee te denken.
          </li>
          <li>
            <strong>Universiteiten en hun coaches</strong> krijgen je gegevens alleen als jij daarom vraagt, per
            universiteit, en alleen de onderdelen die je kiest. Omdat deze universiteiten in de Verenigde Staten zitten,
            gaan je gegevens dan op jouw verzoek buiten de Europese Unie (artikel 49 AVG).
          </li>
          <li>
            <strong>Dienstverleners die voor ons werken</strong> (verwerkers), zoals onze hosting in de Europese Unie,
            onze e-maildienst en, als we die inschakelen, een AI-dienst voor de coach. Met hen hebben we een
            verwerkersovereenkomst; ze mogen je gegevens nergens anders voor gebruiken, ook niet om hun eigen modellen
            te trainen.
          </li>
          <li>
            <strong>Instanties</strong> als de wet ons daartoe verplicht.
          </li>
        </ul>
        <p>We verkopen je gegevens nooit en gebruiken ze niet voor advertenties.</p>
      </>
    ),
  },
  {
    id: 'bewaartermijnen',
    title: 'Hoe lang we je gegevens bewaren',
    body: (
      <ul>
        <li>
          <strong>Account, profiel, video’s en documenten:</strong> zolang je account bestaat. Verwijder je je account,
          dan wissen we ze meteen; uit onze back-ups verdwijnen ze binnen 90 dagen.
        </li>
        <li>
          <strong>Inactieve accounts:</strong> na 24 maanden zonder inloggen vragen we of je je account wilt houden.
          Reageer je niet binnen 30 dagen, dan verwijderen we het.
        </li>
        <li>
          <strong>Gesprekken met de AI-coach:</strong> 12 maanden, of korter als je ze zelf wist.
        </li>
        <li>
          <strong>Toestemmingen:</strong> zolang je account bestaat en daarna nog twee jaar, zodat we kunnen aantonen
          dat je toestemming gaf.
        </li>
        <li>
          <strong>Gebruiksgegevens van de onboarding:</strong> 12 maanden. <strong>Technische logs:</strong> 30 dagen.
        </li>
        <li>
          <strong>Facturen van een abonnement:</strong> 7 jaar, omdat de fiscale wet dat voorschrijft.
        </li>
      </ul>
    ),
  },
  {
    id: 'rechten',
    title: 'Jouw rechten en hoe je ze gebruikt',
    body: (
      <>
        <p>Je hebt het recht om:</p>
        <ul>
          <li>je gegevens in te zien en een kopie te krijgen;</li>
          <li>onjuiste gegevens te laten verbeteren (veel kun je ook zelf aanpassen in je profiel);</li>
          <li>je gegevens te laten wissen en je account te verwijderen;</li>
          <li>de verwerking te laten beperken of er bezwaar tegen te maken;</li>
          <li>je gegevens in een gangbaar formaat mee te nemen (dataportabiliteit);</li>
          <li>je toestemming op elk moment in te trekken, zonder dat dit eerdere verwerking onrechtmatig maakt.</li>
        </ul>
        <p>
          Het meeste regel je zelf, direct en zonder te wachten: log in, ga naar <strong>Profiel</strong> en kijk onder{' '}
          <strong>Mijn gegevens</strong>.
        </p>
        <ul>
          <li>
            <strong>Download mijn gegevens</strong> geeft je één zip-bestand met alles wat we over je bewaren: je
            account (zonder wachtwoord), je profiel, je intake met de gegeven toestemming, je matches, je gesprekken met
            de AI-coach, je gebruiksgegevens, wat we aan talentmanagers doorgaven en al je video’s en documenten. Het
            overzicht (gegevens.json) kun je lezen en meenemen naar een andere dienst.
          </li>
          <li>
            <strong>Verwijder mijn account</strong> wist na je bevestiging en je wachtwoord (en je code, als je
            tweestapsverificatie gebruikt) al je gegevens en bestanden in één keer, en logt je overal uit.
            Talentmanagers die je gegevens kregen, krijgen automatisch bericht dat ze hun kopie ook moeten wissen.
          </li>
        </ul>
        <p>
          We houden alleen bij dat en wanneer je je gegevens downloadde of je account verwijderde, met een accountnummer
          en verder niets over jou, zodat we kunnen aantonen dat we je verzoek hebben uitgevoerd.
        </p>
        <p>
          Voor je andere rechten, of als het zelf niet lukt, stuur je je verzoek naar {mail} vanaf het e-mailadres van
          je account. We reageren binnen een maand; bij een ingewikkeld verzoek kan dat met twee maanden worden
          verlengd, en dat laten we je dan weten. We vragen nooit om een kopie van je paspoort.
        </p>
        <p>
          Matches en scores zijn voorstellen. Er worden geen besluiten over je genomen die alleen op automatische
          verwerking berusten: een universiteit beslist zelf over toelating en beurzen.
        </p>
        <p>
          Ben je niet tevreden over hoe we met je gegevens omgaan? Laat het ons weten. Je kunt ook een klacht indienen
          bij de Autoriteit Persoonsgegevens.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies en lokale opslag',
    body: (
      <>
        <p>
          {PRODUCT_NAME} plaatst geen tracking- of advertentiecookies en gebruikt geen analysediensten van derden. We
          gebruiken alleen de lokale opslag van je browser voor wat strikt nodig is:
        </p>
        <ul>
          <li>je inlogsessie, zodat je ingelogd blijft tot je uitlogt;</li>
          <li>een concept van je onboarding, zodat je niets kwijtraakt als je de pagina sluit of herlaadt.</li>
        </ul>
        <p>
          Omdat deze opslag noodzakelijk is voor de dienst die je zelf vraagt, is daar geen toestemming voor nodig. Je
          kunt haar altijd wissen via de instellingen van je browser; daarna moet je opnieuw inloggen.
        </p>
      </>
    ),
  },
  {
    id: 'beveiliging',
    title: 'Beveiliging',
    body: (
      <p>
        We versleutelen alle verbindingen, bewaren wachtwoorden alleen als hash en geven medewerkers alleen toegang tot
        wat ze voor hun werk nodig hebben. Je kunt je account extra beveiligen met tweestapsverificatie. Merk je iets
        verdachts op? Mail ons meteen via {mail}.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Wijzigingen en contact',
    body: (
      <>
        <p>
          Passen we deze verklaring op belangrijke punten aan, dan laten we je dat vooraf weten. Lees ook onze{' '}
          <Link to="/terms">algemene voorwaarden</Link>.
        </p>
        <p>Vragen over privacy of een verzoek? Mail {mail}.</p>
      </>
    ),
  },
];
