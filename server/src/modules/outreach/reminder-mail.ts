import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import { escapeHtml, htmlFrame, type MailContent, plainText } from '../../infra/mail/mail-templates.ts';
import type { ReminderSchool } from './outreach-repository.ts';

/** What the outbox row of one reminder holds; the mail is written from it when it is sent. */
export interface ReminderJob {
  user_id: string;
  to: string;
  first_name: string | null;
  /** '2026-W49'. */
  week: string;
  schools: ReminderSchool[];
  /** The outreach page in the app. */
  page_url: string;
  /** The signed one-click unsubscribe address (RFC 8058). */
  unsubscribe_url: string;
}

const STEP_TEXT: Record<ReminderSchool['step'], string> = {
  follow_up:
    'al tien dagen niets gehoord. Stuur één korte follow-up: verwijs naar je eerste mail en zet je nieuwste resultaat erin.',
  write_assistant:
    'ook na je follow-up stil. Mail nu een assistent-coach; de namen staan op de site van het team. Daarna laat je het rusten.',
};

/**
 * The weekly reminder (issue 38, item 3), in the voice of a coach who keeps an eye on the athlete:
 * which schools wait for which step, why following up once is normal, and where the drafts are.
 * With List-Unsubscribe and List-Unsubscribe-Post, so a mail program offers its own one-click
 * unsubscribe (RFC 8058).
 */
export function reminderMail(job: ReminderJob): MailContent {
  const count = job.schools.length;
  const subject =
    count === 1
      ? `Deze week: ${job.schools[0]?.school_name ?? 'één school'} wacht op je volgende stap`
      : `Deze week: ${count} scholen wachten op je volgende stap`;
  const intro =
    count === 1
      ? 'Even een seintje van je coach-overzicht. Bij deze school is het tijd voor de volgende stap:'
      : 'Even een seintje van je coach-overzicht. Bij deze scholen is het tijd voor de volgende stap:';
  const lines = job.schools.map((school) => `${school.school_name}: ${STEP_TEXT[school.step]}`);
  const why =
    'Geen antwoord is meestal geen nee: coaches krijgen honderden mails, en wie netjes één keer opvolgt valt op. Blijf kort en persoonlijk.';
  const drafts = 'Je e-mails staan klaar, met je dossierlink per school:';
  const footer = `Je krijgt deze mail omdat je herinneringen hebt aangezet, hooguit één per week. Liever niet meer? Afmelden met één klik:`;

  const text = [
    plainText(job.first_name, [
      intro,
      lines.map((line) => `- ${line}`).join('\n'),
      why,
      `${drafts}\n${job.page_url}`,
    ]).trimEnd(),
    '',
    '--',
    `${footer}\n${job.unsubscribe_url}`,
    '',
  ].join('\n');

  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#0b5cab">${escapeHtml(label)}</a>`;
  const html = htmlFrame(
    subject,
    job.first_name,
    `<p>${escapeHtml(intro)}</p>
<ul>${job.schools
      .map(
        (school) =>
          `<li><strong>${escapeHtml(school.school_name)}</strong>: ${escapeHtml(STEP_TEXT[school.step])}</li>`,
      )
      .join('')}</ul>
<p>${escapeHtml(why)}</p>
<p>${escapeHtml(drafts)} ${link(job.page_url, `naar je coaches in ${PRODUCT_NAME}`)}</p>`,
  ).replace(
    '</td></tr>',
    `<p style="font-size:12px;color:#52606d">${escapeHtml(footer)} ${link(job.unsubscribe_url, 'afmelden')}</p>\n</td></tr>`,
  );
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${job.unsubscribe_url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
