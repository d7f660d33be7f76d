import { describe, expect, it } from 'vitest';
import { MESSAGES } from './onboarding/validation.ts';
import { profileWriteSchema } from './profile.ts';

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
