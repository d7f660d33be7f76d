/**
 * The school select's own Dutch copy: it comes with the select, which downloads when the link form
 * nears the screen (LazyPart, size budget). 'noSchools' stays in texts.ts: the stand-in says it too.
 */
export const SCHOOL_SELECT_TEXTS = {
  school: 'Universiteit (optioneel)',
  schoolHint: 'Kies een school uit je matches, dan zie je bij de link welke universiteit hem opende.',
  schoolNone: 'Geen universiteit gekozen',
} as const;
