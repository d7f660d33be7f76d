/**
 * The photo card's own Dutch copy. The card downloads when its place nears the screen (LazyPart, size
 * budget), and its words come with it; the frame's (title, lead, loading) stay in texts.ts.
 */
export const PHOTO_CARD_TEXTS = {
  label: 'Foto op je dossier',
  hint: 'Je keuze wordt meteen opgeslagen. Een coach ziet de foto alleen als je ‘Foto’ aanvinkt bij ‘Wat ziet een coach?’.',
  none: 'Geen foto',
  gone: 'Je gekozen foto (staat niet meer bij je bestanden)',
  noImages: 'Je hebt nog geen foto geüpload. Upload hieronder een foto: die komt dan meteen op je dossier.',
  upload: 'Kies een nieuwe foto',
  saving: 'Bezig met opslaan...',
  savedOn: 'Opgeslagen: deze foto staat op je dossier.',
  savedOff: 'Opgeslagen: er staat geen foto op je dossier.',
  chosenAlt: 'De foto die je hebt gekozen',
} as const;
