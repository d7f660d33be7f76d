import { describe, expect, it } from 'vitest';
import { checkUpload, isUploadedVideoUrl, UPLOAD_MAX_BYTES, uploadContentPath } from './uploads.ts';

describe('checkUpload', () => {
  it("lets the spec's types through up to 100 MB", () => {
    expect(checkUpload('video', { type: 'video/mp4', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(checkUpload('video', { type: 'video/quicktime', size: 1 })).toBeNull();
    expect(checkUpload('document', { type: 'application/pdf', size: 10 })).toBeNull();
    expect(checkUpload('image', { type: 'image/webp', size: 10 })).toBeNull();
  });

  it("refuses another type or a larger file with the spec's messages", () => {
    expect(checkUpload('video', { type: 'image/png', size: 10 })).toBe(
      'Alleen video bestanden zijn toegestaan (MP4, MOV, AVI, MKV)',
    );
    expect(checkUpload('document', { type: 'text/plain', size: 10 })).toBe(
      'Alleen PDF en Word documenten zijn toegestaan',
    );
    expect(checkUpload('image', { type: 'image/gif', size: 10 })).toBe(
      'Alleen afbeeldingen zijn toegestaan (JPG, PNG, WEBP)',
    );
    expect(checkUpload('video', { type: 'video/mp4', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      'Bestand is te groot. Maximum 100MB toegestaan.',
    );
    expect(checkUpload('video', { type: 'video/mp4', size: 21 * 1024 * 1024 }, 20)).toBe(
      'Bestand is te groot. Maximum 20MB toegestaan.',
    );
  });
});

describe('isUploadedVideoUrl', () => {
  it('tells an uploaded highlight (its content path, on any origin) from the athlete’s own link', () => {
    expect(isUploadedVideoUrl(`https://talentbrug.nl${uploadContentPath('abc-123')}`)).toBe(true);
    expect(isUploadedVideoUrl(uploadContentPath('abc-123'))).toBe(true);
    expect(isUploadedVideoUrl('https://www.youtube.com/watch?v=abc')).toBe(false);
    expect(isUploadedVideoUrl('https://vimeo.com/api/upload/file/1/content/extra')).toBe(false);
    expect(isUploadedVideoUrl('http://[')).toBe(false);
  });
});
