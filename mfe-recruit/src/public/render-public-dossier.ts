/**
 * The public dossier page at /r/{token} (issue 37, item 2): the athlete's English page for a US
 * college coach, as one HTML document. A pure string renderer with no React and no script: the page
 * is read once on a phone, often on a slow connection, and must work without the app. The server
 * imports the built file (dist/public.mjs, PUBLIC_DOSSIER_RENDER_FILE) and renders per request,
 * since the photo and video links are signed for about an hour.
 *
 * Shows exactly the PublicDossier view: a field the athlete kept back is null there and leaves no
 * trace here (no heading, no label). Every text is escaped; a link is written only with http(s)
 * or a path on our own origin.
 */
import type { PublicDossier, PublicDossierRenderModule } from '@talentbrug/domain/dossier';
import { dossierLead } from '@talentbrug/domain/dossier-lead';
import { DOSSIER_NOT_FOUND } from '@talentbrug/domain/dossier-not-found';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** A link target we write: http(s) or a path on our own origin; anything else (javascript:, data:) is no link. */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** 75 -> '1:15'. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** '2026-12-05T...' -> 'December 5, 2026' (the Dutch calendar day, in a US coach's words). */
export function longDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(date);
}

const FIT_WORDS: Readonly<Record<'above' | 'typical' | 'stretch', string>> = {
  above: 'above its typical recruit',
  typical: 'its typical recruit',
  stretch: 'a stretch, for a standout',
};

const GPA_BASIS_WORDS: Readonly<Record<NonNullable<NonNullable<PublicDossier['academics']>['gpa_basis']>, string>> = {
  ncaa_core_gpa_estimate: "An estimate of the NCAA core-course GPA from the athlete's Dutch grades",
  converted_dutch_average: 'The Dutch average grade converted to the 4.0 scale',
  self_reported: 'As reported by the athlete',
};

const gpaText = (gpa: number) => gpa.toFixed(2);

/** Paragraphs from the athlete's text: a blank line starts a new one, a single line break stays. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * Line breaks as the editor may store them: a word processor pastes a vertical tab or U+2028 for
 * one. The outreach e-mail reads the key stats' lines the same way (server, outreach/draft.ts).
 */
const LINE_BREAK = /\r\n|[\n\r\v\f\u2028\u2029]/;

/** Achievements and key stats: one per line as a list, or paragraphs when written as prose. */
function lineList(text: string): string {
  const lines = text
    .split(LINE_BREAK)
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter((line) => line !== '');
  if (lines.length <= 1) return paragraphs(text);
  return `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
}

const row = (term: string, value: string | null) =>
  value === null ? '' : `<div><dt>${escapeHtml(term)}</dt><dd>${value}</dd></div>`;
const facts = (rows: string[]) => {
  const filled = rows.filter((item) => item !== '');
  return filled.length > 0 ? `<dl>${filled.join('')}</dl>` : '';
};
const section = (id: string, title: string, body: string) =>
  body === '' ? '' : `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2>${body}</section>`;

function levelSection(level: PublicDossier['level']): string {
  if (!level) return '';
  const usLevels =
    level.us_levels.length > 0
      ? `<ul>${level.us_levels
          .map((entry) => `<li>${escapeHtml(entry.level)}: ${escapeHtml(FIT_WORDS[entry.fit])}</li>`)
          .join('')}</ul>`
      : '';
  return section(
    'level',
    'Level of play',
    `<p><strong lang="nl">${escapeHtml(level.dutch_name)}</strong></p><p>${escapeHtml(level.explanation)}</p>${usLevels}`,
  );
}

function videoSection(video: PublicDossier['video'], name: string): string {
  const url = safeUrl(video?.url);
  if (!video || !url) return '';
  const length = video.duration_s ? clock(video.duration_s) : '';
  if (!video.uploaded) {
    return section(
      'video',
      'Highlight video',
      `<p><a href="${escapeHtml(url)}" rel="noopener noreferrer">Watch the highlight video${length ? ` (${escapeHtml(length)})` : ''}</a> (opens ${escapeHtml(hostOf(url))})</p>`,
    );
  }
  const poster = safeUrl(video.poster_url);
  const player = `<video controls preload="none" playsinline width="640" height="360"${poster ? ` poster="${escapeHtml(poster)}"` : ''} aria-label="${escapeHtml(`Highlight video of ${name}`)}"><source src="${escapeHtml(url)}"><a href="${escapeHtml(url)}">Download the highlight video</a></video>`;
  const clips = video.clips
    .map((clip, index) => {
      const span = `${clock(clip.start_s)}–${clock(clip.end_s)}`;
      const thumbnail = safeUrl(clip.thumbnail_url);
      const image = thumbnail
        ? `<img src="${escapeHtml(thumbnail)}" alt="" width="96" height="54" loading="lazy" decoding="async">`
        : '';
      // A media fragment: the browser's own player opens the clip at its start, no script needed.
      return `<li><a href="${escapeHtml(`${url}#t=${Math.floor(clip.start_s)},${Math.ceil(clip.end_s)}`)}">${image}<span>Clip ${index + 1}: ${span}</span></a></li>`;
    })
    .join('');
  return section(
    'video',
    'Highlight video',
    `${player}${length ? `<p class="muted">Length: ${escapeHtml(length)}</p>` : ''}${
      clips ? `<h3>Clips</h3><ol class="clips">${clips}</ol>` : ''
    }`,
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'another site';
  }
}

function academicsSection(view: PublicDossier): string {
  const a = view.academics;
  const rows: string[] = [];
  if (a) {
    rows.push(row('School and track', a.school === null ? null : `<span lang="nl">${escapeHtml(a.school)}</span>`));
    rows.push(row('Diploma track', a.diploma_track ? escapeHtml(a.diploma_track) : null));
    if (a.gpa !== null) {
      const label = a.gpa_basis === 'ncaa_core_gpa_estimate' ? 'Core GPA (estimate)' : 'GPA';
      const range = a.gpa_range ? `, range ${gpaText(a.gpa_range[0])} to ${gpaText(a.gpa_range[1])}` : '';
      rows.push(row(label, `${escapeHtml(gpaText(a.gpa))} on the 4.0 scale${escapeHtml(range)}`));
      if (a.gpa_basis) rows.push(row('Basis', escapeHtml(GPA_BASIS_WORDS[a.gpa_basis])));
      if (a.gpa_table) rows.push(row('Conversion table', escapeHtml(a.gpa_table)));
    }
    if (a.dutch_average_grade !== null)
      rows.push(
        row(
          'Dutch average grade',
          `${escapeHtml(a.dutch_average_grade.toFixed(1))} on the Dutch scale of 1 to 10 (pass: 5.5)`,
        ),
      );
  }
  if (view.english_test)
    rows.push(row('English test', `${escapeHtml(view.english_test.test)}: ${view.english_test.score}`));
  if (view.test_scores?.sat != null) rows.push(row('SAT', String(view.test_scores.sat)));
  if (view.test_scores?.act != null) rows.push(row('ACT', String(view.test_scores.act)));
  if (view.ncaa_id) rows.push(row('NCAA Eligibility Center ID', escapeHtml(view.ncaa_id)));
  return section('academics', 'Academics', facts(rows));
}

function contactSection(contact: PublicDossier['contact']): string {
  if (!contact) return '';
  const mail = (address: string) => `<a href="mailto:${escapeHtml(address)}">${escapeHtml(address)}</a>`;
  return section(
    'contact',
    'Contact',
    facts([
      row('Athlete', contact.athlete_email ? mail(contact.athlete_email) : null),
      row('Parent or guardian', contact.parent_email ? mail(contact.parent_email) : null),
    ]),
  );
}

/**
 * The club trainer's reference, approved by the athlete: the quote in the language it was written
 * in (lang="nl" for Dutch, so a screen reader and a translator know), with name, role and club.
 */
function referenceSection(reference: PublicDossier['reference']): string {
  if (!reference) return '';
  const lang = reference.language === 'nl' ? 'nl' : 'en';
  const note = lang === 'nl' ? '<p class="muted">Written in Dutch by the coach.</p>' : '';
  return section(
    'reference',
    'Reference from the club coach',
    `<figure class="quote"><blockquote lang="${lang}">${paragraphs(reference.text)}</blockquote><figcaption>${escapeHtml(
      reference.name,
    )}, ${escapeHtml(reference.role)}, <span lang="nl">${escapeHtml(reference.club)}</span></figcaption></figure>${note}`,
  );
}

/** Inline, small, mobile first (360-390 px); system fonts, so nothing is fetched. Contrast at least 7:1 for text. */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:1rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#16191d;background:#fff}
main,footer{max-width:42rem;margin:0 auto;padding:1rem}
header.top{display:flex;gap:1rem;align-items:center;flex-wrap:wrap}
h1{font-size:1.75rem;line-height:1.2;margin:.25rem 0}
h2{font-size:1.2rem;margin:1.75rem 0 .5rem;padding-top:1rem;border-top:1px solid #d5d9de}
h3{font-size:1rem;margin:1rem 0 .5rem}
p{margin:.5rem 0}
a{color:#0a4a8f;text-underline-offset:2px}
.lead{font-size:1.05rem;color:#2f353c;margin:0}
.muted{color:#454c55;font-size:.95rem}
.photo{width:7.5rem;height:7.5rem;object-fit:cover;border-radius:50%;background:#eef1f4}
dl{margin:0}
dl>div{display:grid;grid-template-columns:minmax(7.5rem,38%) 1fr;gap:.75rem;padding:.4rem 0;border-bottom:1px solid #eceff2}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
ul,ol{padding-left:1.25rem;margin:.5rem 0}
video{display:block;width:100%;height:auto;aspect-ratio:16/9;background:#000;border-radius:6px}
.clips{list-style:none;padding:0;display:grid;gap:.5rem}
.clips a{display:flex;gap:.75rem;align-items:center;min-height:48px}
.clips img{border-radius:4px;background:#eef1f4;object-fit:cover}
.actions a{display:inline-block;padding:.75rem 1rem;border:1px solid #0a4a8f;border-radius:6px;font-weight:600;text-decoration:none}
footer{border-top:1px solid #d5d9de;color:#2f353c}
.quote{margin:.5rem 0}
.quote blockquote{margin:0;padding:.25rem 0 .25rem 1rem;border-left:4px solid #0a4a8f}
.quote figcaption{margin-top:.5rem;font-weight:600}
`
  .trim()
  .replace(/\n/g, '');

/** The shell's own icon, so a browser does not ask for a /favicon.ico that is not there. */
function documentOf(title: string, body: string, description: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><meta name="description" content="${escapeHtml(description)}"><title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The page a coach reads. */
export function renderDossierDocument(view: PublicDossier, options: { pdfUrl: string }): string {
  const name = view.name ?? 'Student-athlete';
  const photo = safeUrl(view.photo_url);
  const lead = dossierLead(view);

  const height = view.height ? `${escapeHtml(view.height.text)} (${view.height.cm} cm)` : null;
  const weight = view.weight ? `${view.weight.lb} lb (${view.weight.kg} kg)` : null;
  const keyFacts = facts([
    row('Sport', view.sport ? escapeHtml(view.sport.name) : null),
    row('College team', view.sport?.college_team ? escapeHtml(view.sport.college_team) : null),
    row('Position', view.position ? escapeHtml(view.position) : null),
    row('High school graduation', view.graduation_year ? String(view.graduation_year) : null),
    row('College start', view.start_term ? escapeHtml(view.start_term) : null),
    row('Height', height),
    row('Weight', weight),
    row('Club', view.club ? `<span lang="nl">${escapeHtml(view.club)}</span>` : null),
  ]);
  const pdf = safeUrl(options.pdfUrl);

  const body = [
    '<main>',
    '<header class="top">',
    photo
      ? `<img class="photo" src="${escapeHtml(photo)}" alt="${escapeHtml(`Photo of ${name}`)}" width="120" height="120">`
      : '',
    `<div><p class="muted">Recruiting profile</p><h1>${escapeHtml(name)}</h1>${
      lead.length > 0 ? `<p class="lead">${lead.map(escapeHtml).join(' · ')}</p>` : ''
    }</div>`,
    '</header>',
    section('facts', 'Key facts', keyFacts),
    levelSection(view.level),
    // After the level: the figures a coach looks for first, before the athlete's prose.
    section('key-stats', 'Key stats', view.key_stats ? lineList(view.key_stats) : ''),
    section('about', 'About', view.about ? paragraphs(view.about) : ''),
    section('achievements', 'Achievements', view.achievements ? lineList(view.achievements) : ''),
    videoSection(view.video, name),
    referenceSection(view.reference ?? null),
    academicsSection(view),
    contactSection(view.contact),
    pdf ? `<p class="actions"><a href="${escapeHtml(pdf)}" type="application/pdf">Download as PDF</a></p>` : '',
    '</main>',
    '<footer>',
    `<p>This profile is shared by the athlete.${
      longDate(view.updated_at) ? ` Updated ${escapeHtml(longDate(view.updated_at))}.` : ''
    }</p>`,
    '<p class="muted">Made with Talentbrug, which helps Dutch student-athletes find a US college.</p>',
    '</footer>',
  ].join('');
  const description = lead.length > 0 ? `${name}: ${lead.join(', ')}.` : `Recruiting profile of ${name}.`;
  return documentOf(`${name} · Recruiting profile`, body, description);
}

/** The plain English answer to a token that opens nothing. */
export function renderNotFoundDocument(): string {
  return documentOf(
    'Profile not found',
    `<main><h1>Profile not found</h1><p>${escapeHtml(DOSSIER_NOT_FOUND)}</p><p class="muted">If you received this link from an athlete, ask them for a new one.</p></main>`,
    DOSSIER_NOT_FOUND,
  );
}

// The shape the server imports (PublicDossierRenderModule), checked here by the compiler.
export const publicRenderModule: PublicDossierRenderModule = { renderDossierDocument, renderNotFoundDocument };
