import type { PublicDossier } from '@talentbrug/domain/dossier';
import { dossierLead } from '@talentbrug/domain/dossier-lead';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const QR_SIZE = 96;
const INK = rgb(0.086, 0.098, 0.114);
const MUTED = rgb(0.27, 0.3, 0.33);
const RULE = rgb(0.84, 0.85, 0.87);
/** Below this the footer (shared-by line, address) is written; the body stops above it. */
const FOOTER_TOP = MARGIN + 40;

const FIT_WORDS = { above: 'above its typical recruit', typical: 'its typical recruit', stretch: 'a stretch' } as const;
const GPA_BASIS_WORDS = {
  ncaa_core_gpa_estimate: "Estimate of the NCAA core-course GPA from the athlete's Dutch grades",
  converted_dutch_average: 'Dutch average grade converted to the 4.0 scale',
  self_reported: 'As reported by the athlete',
} as const;

/** The athlete's photo for the PDF, when the view has one and it is a JPEG or a PNG. */
export interface PdfPhoto {
  type: 'jpeg' | 'png';
  bytes: Uint8Array;
}
const PHOTO_SIZE = 84;

/** Letters that carry no accent to take off, in the ASCII they are written with. */
const LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  ı: 'i',
};

/** '<name>-dossier.pdf' in ASCII letters, digits and dashes ('Émile Ødegaard' -> 'emile-odegaard-dossier.pdf'). */
export function pdfFileName(name: string | null): string {
  const ascii = (name ?? '')
    .toLowerCase()
    .replace(/[øæœßłđþı]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${ascii || 'athlete'}-dossier.pdf`;
}

const longDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(date);
};

/**
 * The public view on one A4 page (GET /r/{token}.pdf): the same fields as the page and only those
 * (a field the athlete kept back is null in the view and leaves no line here), with a QR code to
 * the page, where the video plays. The facts first, the written texts (key stats, the reference, about,
 * achievements) last and cut where the page ends, so it stays one page; the web page has them whole.
 * The photo when the view has one (the page reads it through its signed link and passes it here).
 * Standard fonts only (nothing embedded or fetched), so a character outside their set is written
 * without its accent, or as '?'.
 */
export async function renderDossierPdf(
  view: PublicDossier,
  options: { pageUrl: string; photo?: PdfPhoto | null },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const name = view.name ?? 'Student-athlete';
  doc.setTitle(`${name}: recruiting profile`);
  doc.setLanguage('en');
  doc.setProducer('Talentbrug');
  doc.setCreator('Talentbrug');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const supported = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    [...text.replace(/\r/g, '').replace(/[\t\u00a0]/g, ' ')]
      .map((char) => {
        if (char === '\n' || supported.has(char.codePointAt(0) ?? 0)) return char;
        const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        return [...plain].every((part) => supported.has(part.codePointAt(0) ?? 0)) ? plain : '?';
      })
      .join('');

  drawQr(page, options.pageUrl, PAGE.width - MARGIN - QR_SIZE, PAGE.height - MARGIN - QR_SIZE);
  const qrCaption = 'Scan for the full profile and video';
  page.drawText(qrCaption, {
    x: PAGE.width - MARGIN - QR_SIZE + (QR_SIZE - regular.widthOfTextAtSize(qrCaption, 7)) / 2,
    y: PAGE.height - MARGIN - QR_SIZE - 10,
    size: 7,
    font: regular,
    color: MUTED,
  });

  let y = PAGE.height - MARGIN;
  let full = false;
  const textWidth = (right: number) => PAGE.width - MARGIN - right - MARGIN;

  /** Lines of at most `width` points; a word longer than the line is cut. */
  function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of clean(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
        else {
          if (line) lines.push(line);
          let rest = word;
          while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
            let cut = rest.length - 1;
            while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
            lines.push(rest.slice(0, cut));
            rest = rest.slice(cut);
          }
          line = rest;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Writes wrapped text from x; stops (with '...') where the footer starts, and stays one page. */
  function write(
    text: string,
    opts: { font?: PDFFont; size?: number; x?: number; right?: number; color?: typeof INK; maxLines?: number },
  ) {
    if (full) return;
    const font = opts.font ?? regular;
    const size = opts.size ?? 10;
    const x = opts.x ?? MARGIN;
    const leading = size * 1.35;
    let lines = wrap(text, font, size, textWidth(opts.right ?? 0) - (x - MARGIN));
    if (opts.maxLines && lines.length > opts.maxLines)
      lines = [...lines.slice(0, opts.maxLines - 1), `${lines[opts.maxLines - 1]} ...`];
    for (const line of lines) {
      if (y - leading < FOOTER_TOP) {
        full = true;
        return;
      }
      y -= leading;
      page.drawText(line, { x, y, size, font, color: opts.color ?? INK });
    }
  }

  const heading = (title: string) => {
    if (full || y - 30 < FOOTER_TOP) {
      full = true;
      return;
    }
    y -= 10;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 0.5, color: RULE });
    write(title, { font: bold, size: 12 });
    y -= 2;
  };
  const fact = (label: string, value: string | null, right = 0) => {
    if (value === null || value === '' || full) return;
    const top = y;
    // The label in its column (140 points), the value beside it.
    write(label, { font: bold, size: 10, right: PAGE.width - 2 * MARGIN - 140 });
    const labelEnd = y;
    y = top;
    write(value, { size: 10, x: MARGIN + 150, right });
    y = Math.min(y, labelEnd);
  };

  // The header: the photo (only when the view has one), then the name, beside the QR code.
  const right = QR_SIZE + 16;
  let left = MARGIN;
  const photo = view.photo_url && options.photo ? await embedPhoto(doc, options.photo) : null;
  if (photo) {
    const size = photo.scaleToFit(PHOTO_SIZE, PHOTO_SIZE);
    page.drawImage(photo, { x: MARGIN, y: PAGE.height - MARGIN - size.height, width: size.width, height: size.height });
    left = MARGIN + PHOTO_SIZE + 14;
  }
  write('Recruiting profile', { size: 9, color: MUTED, right, x: left });
  write(name, { font: bold, size: 22, right, x: left, maxLines: 2 });
  const lead = dossierLead(view);
  if (lead.length > 0) write(lead.join(' | '), { size: 11, right, x: left, color: MUTED, maxLines: 3 });
  y = Math.min(y, PAGE.height - MARGIN - QR_SIZE - 16);

  const keyFacts: [string, string | null][] = [
    ['Sport', view.sport?.name ?? null],
    ['Position', view.position],
    ['High school graduation', view.graduation_year ? String(view.graduation_year) : null],
    ['College start', view.start_term],
    ['Height', view.height ? `${view.height.text} (${view.height.cm} cm)` : null],
    ['Weight', view.weight ? `${view.weight.lb} lb (${view.weight.kg} kg)` : null],
    ['Club', view.club],
  ];
  if (keyFacts.some(([, value]) => value)) {
    heading('Key facts');
    for (const [label, value] of keyFacts) fact(label, value);
  }

  if (view.level) {
    heading('Level of play');
    write(view.level.dutch_name, { font: bold, maxLines: 2 });
    write(view.level.explanation, { maxLines: 5 });
    const fits = view.level.us_levels.map((entry) => `${entry.level}: ${FIT_WORDS[entry.fit]}`).join('; ');
    if (fits) write(fits, { size: 9, color: MUTED, maxLines: 3 });
  }

  if (view.video) {
    heading('Highlight video');
    const count = view.video.clips.length;
    const clips = count > 0 ? ` (${count} ${count === 1 ? 'clip' : 'clips'})` : '';
    write(
      view.video.uploaded
        ? `Plays on the profile page: scan the QR code or open ${options.pageUrl}${clips}`
        : `${view.video.url}${clips}`,
      { maxLines: 3 },
    );
  }

  const a = view.academics;
  const academicFacts: [string, string | null][] = [
    ['School and track', a?.school ?? null],
    ['Diploma track', a?.diploma_track ?? null],
    [
      a?.gpa_basis === 'ncaa_core_gpa_estimate' ? 'Core GPA (estimate)' : 'GPA',
      a?.gpa != null
        ? `${a.gpa.toFixed(2)} on the 4.0 scale${a.gpa_range ? `, range ${a.gpa_range[0].toFixed(2)} to ${a.gpa_range[1].toFixed(2)}` : ''}`
        : null,
    ],
    ['Basis', a?.gpa != null && a.gpa_basis ? GPA_BASIS_WORDS[a.gpa_basis] : null],
    ['Conversion table', a?.gpa != null ? a.gpa_table : null],
    [
      'Dutch average grade',
      a?.dutch_average_grade != null ? `${a.dutch_average_grade.toFixed(1)} on the Dutch scale of 1 to 10` : null,
    ],
    ['English test', view.english_test ? `${view.english_test.test}: ${view.english_test.score}` : null],
    ['SAT', view.test_scores?.sat != null ? String(view.test_scores.sat) : null],
    ['ACT', view.test_scores?.act != null ? String(view.test_scores.act) : null],
    ['NCAA Eligibility Center ID', view.ncaa_id],
  ];
  if (academicFacts.some(([, value]) => value)) {
    heading('Academics');
    for (const [label, value] of academicFacts) fact(label, value);
  }

  if (view.contact) {
    heading('Contact');
    fact('Athlete', view.contact.athlete_email);
    fact('Parent or guardian', view.contact.parent_email);
  }

  // The written texts from here on (the athlete's and the trainer's), cut where the page ends, so the
  // facts a coach checks first always fit. The key stats first: the figures a coach looks for before prose.
  if (view.key_stats) {
    heading('Key stats');
    write(view.key_stats, { maxLines: 6 });
  }

  // The club trainer's reference the athlete approved, in the language it was written in.
  const reference = view.reference;
  if (reference) {
    heading(reference.language === 'nl' ? 'Reference from the club coach (in Dutch)' : 'Reference from the club coach');
    write(`"${reference.text}"`, { maxLines: 7 });
    write(`${reference.name}, ${reference.role}, ${reference.club}`, { font: bold, size: 10, maxLines: 2 });
  }

  if (view.about) {
    heading('About');
    write(view.about, { maxLines: 8 });
  }
  if (view.achievements) {
    heading('Achievements');
    write(view.achievements, { maxLines: 8 });
  }

  // The footer, always on the page.
  const updated = longDate(view.updated_at);
  page.drawLine({
    start: { x: MARGIN, y: FOOTER_TOP - 6 },
    end: { x: PAGE.width - MARGIN, y: FOOTER_TOP - 6 },
    thickness: 0.5,
    color: RULE,
  });
  page.drawText(clean(`This profile is shared by the athlete.${updated ? ` Updated ${updated}.` : ''}`), {
    x: MARGIN,
    y: FOOTER_TOP - 22,
    size: 9,
    font: regular,
    color: INK,
  });
  page.drawText(clean(options.pageUrl), { x: MARGIN, y: FOOTER_TOP - 36, size: 8, font: regular, color: MUTED });

  return doc.save();
}

/** The photo embedded, or null for a file that does not read as its type (the PDF goes out without it). */
async function embedPhoto(doc: PDFDocument, photo: PdfPhoto) {
  try {
    return photo.type === 'jpeg' ? await doc.embedJpg(photo.bytes) : await doc.embedPng(photo.bytes);
  } catch {
    return null;
  }
}

/** The page's address as a QR code, one square per dark module, with the quiet zone the standard asks. */
function drawQr(page: PDFPage, url: string, x: number, y: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = QR_SIZE / (count + 8);
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      page.drawRectangle({
        x: x + (col + 4) * cell,
        y: y + QR_SIZE - (row + 5) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}
