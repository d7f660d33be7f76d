import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../onboarding/validation.ts';
import { DIVISION_MESSAGE, PREFERRED_DIVISIONS, profileSchema, profileWriteSchema } from './profile.ts';

describe("the profile's video link", () => {
  it.each([
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['  vimeo.com/123456789 ', 'https://vimeo.com/123456789'],
    ['https://youtu.be/abc', 'https://youtu.be/abc'],
  ])('takes %j as the wizard does and stores %j', (typed, stored) => {
    expect(profileWriteSchema.parse({ highlight_video_url: typed })).toEqual({ highlight_video_url: stored });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hoi', 'mijn video'])(
    "refuses %j with the wizard's message",
    (typed) => {
      const result = profileWriteSchema.safeParse({ highlight_video_url: typed });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.link]);
    },
  );

  it('clears it with null and refuses a link too long to store', () => {
    expect(profileWriteSchema.parse({ highlight_video_url: null })).toEqual({ highlight_video_url: null });
    expect(profileWriteSchema.safeParse({ highlight_video_url: `youtube.com/${'x'.repeat(2040)}` }).success).toBe(
      false,
    );
  });
});

describe("the profile's university of interest", () => {
  it('takes an institution id of the dataset and nothing else', () => {
    expect(profileWriteSchema.safeParse({ university_of_interest: '243744' }).success).toBe(true);
    expect(profileWriteSchema.safeParse({ university_of_interest: null }).success).toBe(true);
    expect(profileWriteSchema.safeParse({ university_of_interest: 'Stanford' }).error?.issues[0]?.message).toBe(
      'Kies een universiteit uit de lijst.',
    );
  });
});

describe("the profile's preferred divisions", () => {
  it('takes any of the five levels, each once and in the list order', () => {
    expect(profileWriteSchema.parse({ preferred_divisions: ['naia', 'd2', 'naia'] })).toEqual({
      preferred_divisions: ['d2', 'naia'],
    });
    expect(profileWriteSchema.parse({ preferred_divisions: [...PREFERRED_DIVISIONS] })).toEqual({
      preferred_divisions: ['d1', 'd2', 'd3', 'naia', 'njcaa'],
    });
  });

  it('clears the wish with [], and leaves it alone when a write does not name it', () => {
    expect(profileWriteSchema.parse({ preferred_divisions: [] })).toEqual({ preferred_divisions: [] });
    expect(profileWriteSchema.parse({ first_name: 'Daan' })).toEqual({ first_name: 'Daan' });
  });

  it.each([[['d4']], [['ncaa-d1']], [['D1']], [[1]]])('refuses %j with a Dutch message', (divisions) => {
    const result = profileWriteSchema.safeParse({ preferred_divisions: divisions });
    expect(result.error?.issues.map(({ message, path }) => ({ message, path }))).toEqual([
      { message: DIVISION_MESSAGE, path: ['preferred_divisions', 0] },
    ]);
  });

  it('refuses null and a lone code with the same words: the field is a list', () => {
    for (const divisions of [null, 'd1']) {
      const result = profileWriteSchema.safeParse({ preferred_divisions: divisions });
      expect(result.error?.issues.map(({ message, path }) => ({ message, path }))).toEqual([
        { message: DIVISION_MESSAGE, path: ['preferred_divisions'] },
      ]);
    }
  });

  it('reads a profile from before the field as no preference', () => {
    const stored: Record<string, unknown> = {
      ...Object.fromEntries(Object.keys(profileSchema.shape).map((key) => [key, null])),
      user_id: 'u',
      preferred_states: [],
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-01T10:00:00.000Z',
    };
    delete stored.preferred_divisions;
    expect(profileSchema.parse(stored).preferred_divisions).toEqual([]);
  });
});
