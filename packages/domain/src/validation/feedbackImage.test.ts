import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptFeedbackImages, feedbackImageType, validateFeedbackImage } from './feedbackImage';

describe('validateFeedbackImage', () => {
  it('accepts 2097152 bytes and drops 2097153 with the spec message', () => {
    expect(validateFeedbackImage({ name: 'a.png', size: 2_097_152 })).toEqual({ ok: true, imageType: 'png' });
    expect(validateFeedbackImage({ name: 'a.png', size: 2_097_153 })).toEqual({
      ok: false,
      reason: 'tooLarge',
      message: '同学 你的图片太大了',
    });
  });
  it.each(['jpg', 'png', 'gif', 'webp', 'psd', 'tif', 'bmp', 'jpeg', 'JPG'])('allows .%s', (ext) => {
    expect(validateFeedbackImage({ name: `x.${ext}`, size: 1 }).ok).toBe(true);
  });
  it.each(['svg', 'heic', 'tiff', 'pdf'])('refuses .%s', (ext) => {
    expect(validateFeedbackImage({ name: `x.${ext}`, size: 1 })).toEqual({ ok: false, reason: 'type' });
  });
  it('falls back to the MIME type when the name has no extension', () => {
    expect(feedbackImageType({ name: 'clipboard', type: 'image/tiff' })).toBe('tif');
    expect(feedbackImageType({ name: 'clipboard', type: 'image/png' })).toBe('png');
    expect(feedbackImageType({ name: 'clipboard', type: 'text/plain' })).toBeUndefined();
    expect(feedbackImageType({ name: 'clipboard', type: 'image/constructor' })).toBeUndefined();
  });
});

describe('acceptFeedbackImages', () => {
  it('keeps at most 5 images in all', () => {
    const files = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, size: 10 }));
    const { accepted, rejected } = acceptFeedbackImages(2, files);
    expect(accepted.map((f) => f.name)).toEqual(['0.png', '1.png', '2.png']);
    expect(rejected).toEqual([{ file: files[3], reason: 'tooMany' }]);
  });
  it('never exceeds 5 and never accepts an oversized file', () => {
    const file = fc.record({
      name: fc.constantFrom('a.png', 'b.jpg', 'c.svg'),
      size: fc.integer({ min: 0, max: 3_000_000 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.array(file, { maxLength: 9 }), (held, picked) => {
        const { accepted, rejected } = acceptFeedbackImages(held, picked);
        expect(held + accepted.length).toBeLessThanOrEqual(5);
        expect(accepted.length + rejected.length).toBe(picked.length);
        expect(accepted.every((f) => f.size <= 2_097_152 && !f.name.endsWith('.svg'))).toBe(true);
      }),
    );
  });
});
