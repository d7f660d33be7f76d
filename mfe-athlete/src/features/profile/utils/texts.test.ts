import { HIGHLIGHT_VIDEO_LENGTH_TEXT } from '@talentbrug/domain/highlight-video';
import { describe, expect, it } from 'vitest';
import { PROFILE_TEXTS } from './texts.ts';

describe('the profile video card', () => {
  it('names the length the video analysis holds a highlight video to', () => {
    expect(PROFILE_TEXTS.videos.lead).toContain(`je beste acties in ${HIGHLIGHT_VIDEO_LENGTH_TEXT}`);
  });
});
