import { feedbackLimits } from '../codes/constants/businessLimits';
import { messages } from '../messages/messages';

/** What the rule needs to know about a picked file (a browser File satisfies it). */
export interface ImageCandidate {
  name: string;
  size: number;
  type?: string;
}

export type FeedbackImageType = (typeof feedbackLimits.allowedImageTypes)[number];

export type ImageRejection = { reason: 'tooLarge'; message: string } | { reason: 'type' } | { reason: 'tooMany' };

export type ImageCheck = { ok: true; imageType: FeedbackImageType } | ({ ok: false } & ImageRejection);

/** MIME subtypes whose name differs from the allowed extension. */
const mimeAliases: Record<string, FeedbackImageType> = {
  tiff: 'tif',
  'x-ms-bmp': 'bmp',
  'vnd.adobe.photoshop': 'psd',
  'x-photoshop': 'psd',
};

/** The allowed type of a file: its extension, else its MIME subtype; undefined when not allowed. */
export function feedbackImageType(file: Pick<ImageCandidate, 'name' | 'type'>): FeedbackImageType | undefined {
  const allowed: readonly string[] = feedbackLimits.allowedImageTypes;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension !== undefined) return allowed.includes(extension) ? (extension as FeedbackImageType) : undefined;
  const subtype = /^image\/(.+)$/i.exec(file.type ?? '')?.[1]?.toLowerCase();
  if (subtype === undefined) return undefined;
  if (Object.hasOwn(mimeAliases, subtype)) return mimeAliases[subtype];
  return allowed.includes(subtype) ? (subtype as FeedbackImageType) : undefined;
}

/**
 * One feedback image (doc 000 §5): an allowed type (jpg, png, gif, webp, psd, tif, bmp, jpeg) and
 * at most 2097152 bytes, else 同学 你的图片太大了 and the image is dropped. The spec gives no
 * message for a wrong type, so that rejection carries none.
 */
export function validateFeedbackImage(file: ImageCandidate): ImageCheck {
  const imageType = feedbackImageType(file);
  if (imageType === undefined) return { ok: false, reason: 'type' };
  if (file.size > feedbackLimits.maxImageBytes) {
    return { ok: false, reason: 'tooLarge', message: messages.feedback.imageTooLarge };
  }
  return { ok: true, imageType };
}

/**
 * Splits newly picked files into the ones to upload and the dropped ones, given how many images
 * the form already holds; at most 5 in all, the earliest picked win.
 */
export function acceptFeedbackImages<F extends ImageCandidate>(
  alreadyHeld: number,
  picked: readonly F[],
): { accepted: F[]; rejected: ({ file: F } & ImageRejection)[] } {
  const accepted: F[] = [];
  const rejected: ({ file: F } & ImageRejection)[] = [];
  for (const file of picked) {
    const check = validateFeedbackImage(file);
    if (!check.ok) {
      const { ok: _ok, ...rejection } = check;
      rejected.push({ file, ...rejection });
    } else if (alreadyHeld + accepted.length >= feedbackLimits.maxImages) {
      rejected.push({ file, reason: 'tooMany' });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}
