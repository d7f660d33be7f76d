import { CONTACT_EMAIL, PRODUCT_NAME } from '@talentbrug/domain/constants';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers for SMTP (List-Unsubscribe); the dev inbox's mailbox does not keep them. */
  headers?: Record<string, string>;
}

export interface LinkMailInput {
  /** The first name from the signup form, when there is one. */
  firstName: string | null;
  link: string;
  /** The 6-digit code that does the same as the link (supabase-js verifyOtp). */
  code: string;
  validForSeconds: number;
}

export interface ConfirmationMailInput extends LinkMailInput {
  /**
   * Whether the account can be signed in to before the address is confirmed
   * (AUTH_ALLOW_UNVERIFIED_SIGNIN): then someone else's sign-up with this address made an account
   * that works, and the mail must not say otherwise.
   */
  signInUnconfirmed: boolean;
}

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** "1 uur", "24 uur", "30 minuten": how long a link works, as a person says it. */
export function dutchDuration(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return `${seconds / 3600} uur`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
}

const greeting = (firstName: string | null) => (firstName ? `Hoi ${firstName},` : 'Hoi,');
const SIGN_OFF = ['Sportieve groet,', `Het team van ${PRODUCT_NAME}`];

/** The HTML frame every mail shares: the product's name above, the sign-off below `body`. */
export function htmlFrame(subject: string, firstName: string | null, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 8px;font-size:20px;font-weight:bold;color:#0b5cab">${escapeHtml(PRODUCT_NAME)}</p>
<p>${escapeHtml(greeting(firstName))}</p>
${body}
<p>${SIGN_OFF.map(escapeHtml).join('<br>')}</p>
</td></tr>
</table>
</body>
</html>
`;
}

export const plainText = (firstName: string | null, blocks: string[]) =>
  [greeting(firstName), '', ...blocks.flatMap((block) => [block, '']), ...SIGN_OFF, ''].join('\n');

const htmlLink = (link: string) =>
  `<a href="${escapeHtml(link)}" style="color:#0b5cab;word-break:break-all">${escapeHtml(link)}</a>`;

function render(options: {
  subject: string;
  input: LinkMailInput;
  /**
   * Whether the mail offers the 6-digit code beside the link: only where a screen takes it (the
   * confirmation's, on /verify-email). A code nobody can type anywhere only puzzles the reader.
   */
  withCode: boolean;
  intro: string;
  /** The HTML's button. */
  button: string;
  /** The plain text has no button: this line says what the link below it does. */
  textLead: string;
  outro: string;
}): MailContent {
  const { input, withCode } = options;
  const duration = dutchDuration(input.validForSeconds);
  const validity = withCode ? `De link en de code zijn ${duration} geldig.` : `De link is ${duration} geldig.`;
  const codeLine = `Liever een code? Vul dan deze code in: ${input.code}`;
  const text = plainText(input.firstName, [
    options.intro,
    `${options.textLead}\n${input.link}`,
    withCode ? `${codeLine}\n${validity}` : validity,
    options.outro,
  ]);

  const link = escapeHtml(input.link);
  const validityHtml = withCode
    ? `<p>Liever een code? Vul dan deze code in: <strong style="font-size:18px;letter-spacing:2px">${escapeHtml(input.code)}</strong><br>${escapeHtml(validity)}</p>`
    : `<p>${escapeHtml(validity)}</p>`;
  const html = htmlFrame(
    options.subject,
    input.firstName,
    `<p>${escapeHtml(options.intro)}</p>
<p style="margin:28px 0"><a href="${link}" style="background:#0b5cab;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(options.button)}</a></p>
<p>Werkt de knop niet? Kopieer dan deze link in je browser:<br>${htmlLink(input.link)}</p>
${validityHtml}
<p>${escapeHtml(options.outro)}</p>`,
  );
  return { subject: options.subject, text, html };
}

/**
 * For whoever got the mail without signing up. With unverified sign-ins the stranger's account
 * works already (with the stranger's password), so 'ignore it' would leave it there: we offer to
 * remove it. Otherwise nobody signs in before the link is used, and ignoring the mail is enough.
 */
const notYouText = (signInUnconfirmed: boolean) =>
  signInUnconfirmed
    ? `Heb je je niet aangemeld bij ${PRODUCT_NAME}? Dan heeft iemand anders, misschien per ongeluk, jouw e-mailadres gebruikt. Klik niet op de link en mail ons op ${CONTACT_EMAIL}, dan verwijderen we dat account.`
    : `Heb je je niet aangemeld bij ${PRODUCT_NAME}? Dan kun je deze e-mail gewoon negeren: zonder bevestiging kan niemand met dit e-mailadres inloggen.`;

export function signupConfirmationMail(input: ConfirmationMailInput): MailContent {
  return render({
    subject: `Bevestig je e-mailadres voor ${PRODUCT_NAME}`,
    input,
    withCode: true,
    intro: `Welkom bij ${PRODUCT_NAME}! Leuk dat je erbij bent. Bevestig nog even je e-mailadres, dan zetten we samen de eerste stap naar jouw sportbeurs in Amerika.`,
    button: 'Bevestig mijn e-mailadres',
    textLead: 'Dat doe je via de link hieronder:',
    outro: notYouText(input.signInUnconfirmed),
  });
}

export function recoveryMail(input: LinkMailInput): MailContent {
  return render({
    subject: `Stel een nieuw wachtwoord in voor ${PRODUCT_NAME}`,
    input,
    withCode: false,
    intro: `We kregen een verzoek om het wachtwoord van je ${PRODUCT_NAME}-account opnieuw in te stellen.`,
    button: 'Kies een nieuw wachtwoord',
    textLead: 'Via de link hieronder kies je een nieuw wachtwoord:',
    outro: 'Heb je dit niet zelf aangevraagd? Dan hoef je niets te doen: je wachtwoord blijft zoals het was.',
  });
}

export interface NoticeMailInput {
  firstName: string | null;
  /** The site's origin, for the link to 'Wachtwoord vergeten'. */
  origin: string;
  /** After a factor went: whether another one still guards the login. */
  factorsLeft?: boolean;
}

const IF_IT_WAS_YOU = 'Was jij dit? Dan hoef je niets te doen.';

/**
 * A security notice (as Supabase Auth's password_changed and mfa_factor_* mails): what changed,
 * and what to do when it was not the account's owner. The same words in text and HTML, the link
 * written out in both (no button).
 */
function renderNotice(options: {
  subject: string;
  input: NoticeMailInput;
  what: string;
  ifNotYou: string;
  /** The page the owner should open when it was not them, shown below `ifNotYou`. */
  link?: string;
}): MailContent {
  const { input, link } = options;
  const text = plainText(input.firstName, [
    options.what,
    IF_IT_WAS_YOU,
    link ? `${options.ifNotYou}\n${link}` : options.ifNotYou,
  ]);
  const html = htmlFrame(
    options.subject,
    input.firstName,
    `<p>${escapeHtml(options.what)}</p>
<p>${escapeHtml(IF_IT_WAS_YOU)}</p>
<p>${escapeHtml(options.ifNotYou)}${link ? `<br>${htmlLink(link)}` : ''}</p>`,
  );
  return { subject: options.subject, text, html };
}

const forgotPasswordUrl = (origin: string) => new URL('/forgot-password', origin).toString();

export function passwordChangedMail(input: NoticeMailInput): MailContent {
  return renderNotice({
    subject: `Je wachtwoord voor ${PRODUCT_NAME} is gewijzigd`,
    input,
    what: `Het wachtwoord van je ${PRODUCT_NAME}-account is zojuist gewijzigd. Op je andere apparaten ben je daarom uitgelogd.`,
    ifNotYou: `Was jij dit niet? Dan is iemand anders in je account geweest. Vraag via de link hieronder meteen een nieuw wachtwoord aan en mail ons op ${CONTACT_EMAIL}, dan kijken we met je mee.`,
    link: forgotPasswordUrl(input.origin),
  });
}

export function mfaFactorEnrolledMail(input: NoticeMailInput): MailContent {
  return renderNotice({
    subject: `Er is een authenticator-app gekoppeld aan je ${PRODUCT_NAME}-account`,
    input,
    what: `Aan je ${PRODUCT_NAME}-account is zojuist een authenticator-app gekoppeld. Vanaf nu vragen we bij het inloggen naast je wachtwoord ook om een code uit die app.`,
    // Whoever holds the new app can lock the owner out: only we can undo that.
    ifNotYou: `Was jij dit niet? Dan is iemand anders in je account geweest en kan die je nu buitensluiten. Mail ons meteen op ${CONTACT_EMAIL}, dan helpen we je je account terug te krijgen.`,
  });
}

export function mfaFactorUnenrolledMail(input: NoticeMailInput): MailContent {
  const onlyPassword = input.factorsLeft ? '' : ' Bij het inloggen vragen we nu alleen nog om je wachtwoord.';
  return renderNotice({
    subject: `Er is een authenticator-app losgekoppeld van je ${PRODUCT_NAME}-account`,
    input,
    what: `Van je ${PRODUCT_NAME}-account is zojuist een authenticator-app losgekoppeld.${onlyPassword}`,
    ifNotYou: `Was jij dit niet? Dan is iemand anders in je account geweest. Kies via de link hieronder meteen een nieuw wachtwoord, zet daarna tweestapsverificatie weer aan op de pagina Beveiliging en mail ons op ${CONTACT_EMAIL}.`,
    link: forgotPasswordUrl(input.origin),
  });
}
