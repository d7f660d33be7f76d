import type { ReferenceStatus } from '@talentbrug/domain/dossier';
import { formatDate } from '@talentbrug/domain/format';

/** The card's Dutch, as a Dutch coach would say it to a sporter. */
export const REFERENCE_TEXTS = {
  title: 'Referentie van je trainer',
  lead: 'Een paar zinnen van je clubtrainer zeggen een Amerikaanse coach veel. Je trainer krijgt een e-mail met een eigen link (14 dagen geldig) en schrijft in het Nederlands of Engels. Jij keurt de tekst eerst goed; pas dan staat hij op je dossier.',
  email: 'E-mailadres van je trainer',
  name: 'Naam van je trainer (optioneel)',
  message: 'Persoonlijk bericht (optioneel)',
  messageHint: 'Bijvoorbeeld: "Wil je iets schrijven over hoe ik me de afgelopen seizoenen heb ontwikkeld?"',
  invite: 'Uitnodiging versturen',
  inviting: 'Bezig met versturen...',
  invited: (email: string) => `Uitnodiging verstuurd naar ${email}.`,
  listTitle: 'Je referenties',
  loading: 'Referenties laden...',
  loadError: 'Kon je referenties niet laden.',
  retry: 'Opnieuw proberen',
  empty: 'Je hebt nog geen trainer uitgenodigd.',
  saveFailed: 'Dat lukte niet. Probeer het opnieuw.',
  approve: 'Goedkeuren',
  approving: 'Bezig met goedkeuren...',
  hide: 'Verbergen',
  hiding: 'Bezig met verbergen...',
  approveLabel: (name: string) => `Referentie van ${name} goedkeuren`,
  hideLabel: (name: string) => `Referentie van ${name} verbergen`,
  approvedNow: (name: string) => `De referentie van ${name} staat nu op je dossier.`,
  hiddenNow: (name: string) => `De referentie van ${name} staat niet meer op je dossier.`,
  writtenIn: (language: 'en' | 'nl') =>
    language === 'en' ? 'Geschreven in het Engels' : 'Geschreven in het Nederlands',
  invitedOn: (iso: string) => `Uitgenodigd op ${formatDate(iso) ?? iso}`,
  validUntil: (iso: string) => `Link geldig tot ${formatDate(iso) ?? iso}`,
} as const;

export const STATUS_TEXTS: Readonly<Record<ReferenceStatus, string>> = {
  invited: 'Uitgenodigd',
  expired: 'Verlopen',
  written: 'Wacht op jouw goedkeuring',
  approved: 'Op je dossier',
  withdrawn: 'Ingetrokken door je trainer',
};
