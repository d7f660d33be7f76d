import { PRODUCT_NAME } from '@talentbrug/domain/constants';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface LinkMailInput {
  /** The first name from the signup form, when there is one. */
  firstName: string | null;
  link: string;
  /** The 6-digit code that does the same as the link (supabase-js verifyOtp). */
  code: string;
  validForSeconds: number;
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** "1 uur", "24 uur", "30 minuten": how long a link works, as a person says it. */
export function dutchDuration(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return `${seconds / 3600} uur`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
}

const greeting = (firstName: string | null) => (firstName ? `Hoi ${firstName},` : 'Hoi,');

function render(options: {
  subject: string;
  input: LinkMailInput;
  intro: string;
  button: string;
  outro: string;
}): MailContent {
  const { input } = options;
  const validity = `De link en de code zijn ${dutchDuration(input.validForSeconds)} geldig.`;
  const text = [
    greeting(input.firstName),
    '',
    options.intro,
    '',
    `${options.button}: ${input.link}`,
    '',
    `Liever een code? Vul dan deze code in: ${input.code}`,
    validity,
    '',
    options.outro,
    '',
    'Sportieve groet,',
    `Het team van ${PRODUCT_NAME}`,
    '',
  ].join('\n');

  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 8px;font-size:20px;font-weight:bold;color:#0b5cab">${escapeHtml(PRODUCT_NAME)}</p>
<p>${escapeHtml(greeting(input.firstName))}</p>
<p>${escapeHtml(options.intro)}</p>
<p style="margin:28px 0"><a href="${link}" style="background:#0b5cab;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(options.button)}</a></p>
<p>Werkt de knop niet? Kopieer dan deze link in je browser:<br><a href="${link}" style="color:#0b5cab;word-break:break-all">${link}</a></p>
<p>Liever een code? Vul dan deze code in: <strong style="font-size:18px;letter-spacing:2px">${escapeHtml(input.code)}</strong><br>${escapeHtml(validity)}</p>
<p>${escapeHtml(options.outro)}</p>
<p>Sportieve groet,<br>Het team van ${escapeHtml(PRODUCT_NAME)}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: options.subject, text, html };
}

export function signupConfirmationMail(input: LinkMailInput): MailContent {
  return render({
    subject: `Bevestig je e-mailadres voor ${PRODUCT_NAME}`,
    input,
    intro: `Welkom bij ${PRODUCT_NAME}! Leuk dat je erbij bent. Bevestig nog even je e-mailadres, dan zetten we samen de eerste stap naar jouw sportbeurs in Amerika.`,
    button: 'Bevestig mijn e-mailadres',
    outro: `Heb je je niet aangemeld bij ${PRODUCT_NAME}? Dan kun je deze e-mail gewoon negeren; er wordt geen account geactiveerd.`,
  });
}

export function recoveryMail(input: LinkMailInput): MailContent {
  return render({
    subject: `Stel een nieuw wachtwoord in voor ${PRODUCT_NAME}`,
    input,
    intro: `We kregen een verzoek om het wachtwoord van je ${PRODUCT_NAME}-account opnieuw in te stellen. Via de knop hieronder kies je een nieuw wachtwoord.`,
    button: 'Kies een nieuw wachtwoord',
    outro: 'Heb je dit niet zelf aangevraagd? Dan hoef je niets te doen: je wachtwoord blijft zoals het was.',
  });
}
