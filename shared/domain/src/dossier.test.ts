import { describe, expect, it } from 'vitest';
import {
  DOSSIER_FIELD_DEFAULTS,
  DOSSIER_FIELD_LABELS,
  DOSSIER_FIELDS,
  DOSSIER_TEXT_MAX,
  dossierSchema,
  dossierWriteSchema,
  publicDossierSchema,
} from './dossier.ts';

/** A dossier as GET /api/dossier answers it, `public_fields` as given. */
const answered = (public_fields: Record<string, boolean>) => ({
  public_fields,
  position_en: null,
  about_en: null,
  achievements_en: null,
  ncaa_id: null,
  photo_upload_id: null,
  athlete_email: null,
  parent_email: null,
  parent_consent: null,
  consent_required: false,
  published: false,
  published_at: null,
  updated_at: null,
});

describe("the dossier's key stats", () => {
  it('is a switch of its own, on by default, right after the level as the page shows it', () => {
    expect(DOSSIER_FIELDS.indexOf('key_stats')).toBe(DOSSIER_FIELDS.indexOf('level') + 1);
    expect(DOSSIER_FIELD_DEFAULTS.key_stats).toBe(true);
    expect(DOSSIER_FIELD_LABELS.key_stats).toBe('Belangrijkste statistieken (Engels)');
  });

  it('takes English text up to the limit, trimmed; an empty text or null clears it', () => {
    const max = DOSSIER_TEXT_MAX.key_stats;
    expect(max).toBe(1000);
    expect(dossierWriteSchema.parse({ key_stats_en: '  2k ergo: 6:58.4 (March 2026)\n6k: 22:10.0  ' })).toEqual({
      key_stats_en: '2k ergo: 6:58.4 (March 2026)\n6k: 22:10.0',
    });
    expect(dossierWriteSchema.parse({ key_stats_en: 'x'.repeat(max) }).key_stats_en).toHaveLength(max);
    // Spaces around the text do not count against it.
    expect(dossierWriteSchema.parse({ key_stats_en: ` ${'x'.repeat(max)} ` }).key_stats_en).toHaveLength(max);
    expect(dossierWriteSchema.parse({ key_stats_en: '   ' })).toEqual({ key_stats_en: '' });
    expect(dossierWriteSchema.parse({ key_stats_en: null })).toEqual({ key_stats_en: null });
  });

  it('refuses a longer text with a Dutch message at its field', () => {
    const refused = dossierWriteSchema.safeParse({ key_stats_en: 'x'.repeat(DOSSIER_TEXT_MAX.key_stats + 1) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['key_stats_en', 'Gebruik maximaal 1000 tekens.'],
    ]);
    expect(dossierWriteSchema.safeParse({ key_stats_en: 42 }).success).toBe(false);
    expect(dossierWriteSchema.safeParse({ public_fields: { key_stats: false } }).success).toBe(true);
  });

  it('reads a server without them: the fields absent, the switch at its default', () => {
    const dossier = dossierSchema.parse(answered({ name: true }));
    expect(dossier.key_stats_en).toBeUndefined();
    expect(dossier.profile_key_stats).toBeUndefined();
    expect(dossier.public_fields).toEqual({ ...DOSSIER_FIELD_DEFAULTS, name: true });
    expect(publicDossierSchema.safeParse({ ...publicView(), key_stats: undefined }).success).toBe(true);
    expect(publicDossierSchema.parse({ ...publicView(), key_stats: '2k: 6:58.4' }).key_stats).toBe('2k: 6:58.4');
  });

  it('reads a server with a switch this editor does not know, and leaves it out (an editor of an older release)', () => {
    const dossier = dossierSchema.parse(answered({ ...DOSSIER_FIELD_DEFAULTS, photo: true, some_new_part: true }));
    expect(dossier.public_fields).toEqual({ ...DOSSIER_FIELD_DEFAULTS, photo: true });
    expect(dossierSchema.safeParse(answered({ name: 'ja' } as never)).success).toBe(false);
  });
});

function publicView() {
  return {
    name: null,
    photo_url: null,
    graduation_year: null,
    start_term: null,
    sport: null,
    position: null,
    height: null,
    weight: null,
    club: null,
    level: null,
    about: null,
    achievements: null,
    video: null,
    academics: null,
    english_test: null,
    test_scores: null,
    ncaa_id: null,
    contact: null,
    updated_at: '2026-12-05T10:00:00.000Z',
  };
}
