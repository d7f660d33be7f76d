/** The profile page's Dutch copy; the spec's sentences are quoted exactly. */
export const PROFILE_TEXTS = {
  lead: "Je gegevens, je sportprestaties, je highlightvideo's en je documenten op één plek.",
  loading: 'Profiel laden...',
  loadError: 'Kon je profiel niet laden.',
  retry: 'Opnieuw proberen',
  noProfile: 'Je hebt nog geen profiel. Vul eerst de onboarding in!',
  toOnboarding: 'Naar de onboarding',
  edit: 'Profiel bewerken',
  /** The wizard's own label for sport.keyStats, on the page and in the editor. */
  keyStats: 'Belangrijkste statistieken',
  missing: 'Nog invullen',
  unknown: 'Niet ingevuld',
  positionUnknown: 'positie onbekend',
  noPreference: 'Geen voorkeur',
  videos: {
    title: "Mijn Video's",
    // The length the video analysis says (@talentbrug/domain/highlight-video, held to it by
    // texts.test.ts): written out, as that module on every profile start cost 0.1-0.4 KB.
    lead: 'Coaches willen je eerst in actie zien. Upload je highlightvideo: je beste acties in 3 tot 5 minuten, je sterkste vooraan.',
    loading: "Video's laden...",
    loadError: "Kon je video's niet laden.",
    empty: "Je hebt nog geen video's geüpload.",
    onProfile: 'Op je profiel',
    play: 'Afspelen',
    remove: 'Verwijderen',
    deleteError: 'Kon video niet verwijderen',
    deleteTitle: 'Video verwijderen?',
    deleteText: (title: string) => `'${title}' wordt definitief verwijderd.`,
    deleteHighlightNext: ' Je nieuwste andere video komt dan op je profiel.',
    deleteHighlightLast: ' Je profiel heeft dan geen highlightvideo meer, tot je een nieuwe uploadt.',
    deleteHighlightLink: ' Je eigen link komt dan weer op je profiel.',
    listLabel: "Je video's",
    linkTitle: 'Je eigen link',
    choose: 'Zet op je profiel',
    chosen: (title: string) => `${title} staat nu op je profiel.`,
    chooseError: 'Kon je keuze niet opslaan. Probeer het opnieuw.',
    deleted: 'Video verwijderd.',
    uploadLabel: 'Kies je highlightvideo',
  },
  documents: {
    title: 'Documenten',
    lead: 'Je cijferlijst en je motivatiebrief, als PDF of Word. Voor je matches zijn ze niet nodig; universiteiten vragen er wel om als je met ze in gesprek bent.',
    privacy:
      'Privé: alleen jij en je talentmanager zien deze bestanden. Een universiteit krijgt ze alleen als jij je profiel met die universiteit deelt en aanvinkt dat je ze meestuurt.',
    loading: 'Laden...',
    empty: 'Nog niet geüpload.',
    download: 'Downloaden',
    replace: 'Vervangen',
    keep: 'Niet vervangen',
    remove: 'Verwijderen',
    replaceNote: 'Het nieuwe bestand komt in de plaats van het huidige.',
    deleteText: (name: string, earlier: number) =>
      `'${name}' wordt definitief verwijderd.${
        earlier === 0
          ? ''
          : earlier === 1
            ? ' Ook de eerdere versie die we nog bewaren, wordt verwijderd.'
            : ` Ook de ${earlier} eerdere versies die we nog bewaren, worden verwijderd.`
      }`,
    deleteError: 'Kon het bestand niet verwijderen. Probeer het opnieuw.',
    transcript: {
      heading: 'Cijferlijst',
      label: 'Kies je cijferlijst',
      replaceLabel: 'Kies je nieuwe cijferlijst',
      loadError: 'Kon je cijferlijst niet laden.',
      deleteTitle: 'Cijferlijst verwijderen?',
      deleted: 'Cijferlijst verwijderd.',
    },
    letter: {
      heading: 'Motivatiebrief',
      label: 'Kies je motivatiebrief',
      replaceLabel: 'Kies je nieuwe motivatiebrief',
      loadError: 'Kon je motivatiebrief niet laden.',
      deleteTitle: 'Motivatiebrief verwijderen?',
      deleted: 'Motivatiebrief verwijderd.',
    },
  },
} as const;

export type DocumentTexts = (typeof PROFILE_TEXTS.documents)['transcript' | 'letter'];
