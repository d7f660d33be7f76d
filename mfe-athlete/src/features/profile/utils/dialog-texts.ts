/**
 * The Dutch copy only the profile's dialogs use, apart from PROFILE_TEXTS: each dialog is
 * downloaded on first use, and these travel with it rather than with the page (issue 15's budget).
 */
export const DIALOG_TEXTS = {
  saved: 'Profiel succesvol opgeslagen! ✅',
  saveError: 'Kon profiel niet opslaan',
  /** The confirmation every file's delete asks for. */
  deleteDialog: {
    confirm: 'Ja, verwijderen',
    busy: 'Verwijderen...',
    cancel: 'Annuleren',
  },
  playError: 'Kon video niet laden',
  playErrorHelp: 'Probeer het later opnieuw, of verwijder de video en upload hem nog een keer.',
} as const;
