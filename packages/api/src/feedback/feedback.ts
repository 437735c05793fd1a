import { feedbackLimits } from '@wenxian/domain';
import { postMultipart, type CallOptions, type FilePart } from '../core';
import type { ImageObject } from '../shared/types';
import { FEEDBACK_PATHS as P } from './paths';
import type { FeedbackForm } from './types';

/** Rejected with before any request when more images are given than the spec allows (5). */
export class TooManyFeedbackImagesError extends Error {
  override readonly name = 'TooManyFeedbackImagesError';
}

function checkImageCount(files: readonly FilePart[]): void {
  if (files.length > feedbackLimits.maxImages) {
    throw new TooManyFeedbackImagesError(`at most ${feedbackLimits.maxImages} images, got ${files.length}`);
  }
}

/** Uploads feedback images (multipart, field `files`, at most 5); answers the stored image objects. */
export async function uploadFeedbackImages(files: readonly FilePart[], options?: CallOptions): Promise<ImageObject[]> {
  checkImageCount(files);
  return await postMultipart<ImageObject[]>(P.upload, { files }, options);
}

/**
 * Saves the feedback (multipart: content, contactMethod, sourceType, imageFileList as JSON, and the
 * image files themselves under `files` when not uploaded beforehand).
 */
export async function saveFeedback(
  form: FeedbackForm,
  files: readonly FilePart[] = [],
  options?: CallOptions,
): Promise<unknown> {
  checkImageCount(files);
  return await postMultipart<unknown>(
    P.save,
    {
      content: form.content,
      contactMethod: form.contactMethod,
      sourceType: form.sourceType,
      imageFileList: JSON.stringify(form.imageFileList),
      files,
    },
    options,
  );
}
