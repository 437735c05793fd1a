import type { RequestHandler } from 'msw';
import { messages } from '@wenxian/domain';
import { FEEDBACK_PATHS as FP } from '@wenxian/api';
import { SimulatedError } from '../../errors';
import { nextId, simulationState } from '../../session/state';
import { route } from '../route';

/** Feedback images (doc 000 §5): at most 5, each at most 2 MB, of the allowed types. */
const MAX_IMAGES = 5;
const MAX_IMAGE_BYTES = 2_097_152;

function imagesOf(form: Record<string, unknown>): File[] {
  const files = form.files;
  return (Array.isArray(files) ? files : files ? [files] : []).filter((f): f is File => f instanceof File);
}
function checkImages(files: readonly File[]): void {
  if (files.length > MAX_IMAGES) throw new SimulatedError(40_009, messages.feedback.incomplete);
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) throw new SimulatedError(40_010, messages.feedback.imageTooLarge);
}

/**
 * The saved form's `imageFileList`: the JSON list of image objects the upload answered (at most 5). Anything else
 * (not JSON, not a list, entries without a path) is the client's mistake, refused with the form's own message.
 */
function imageListOf(form: Record<string, unknown>): { path: string }[] {
  const refuse = () => new SimulatedError(40_011, messages.feedback.incomplete, 400);
  let list: unknown;
  try {
    list = JSON.parse(String(form.imageFileList ?? '[]'));
  } catch {
    throw refuse();
  }
  const isImage = (item: unknown): item is { path: string } =>
    typeof item === 'object' && item !== null && typeof (item as { path?: unknown }).path === 'string';
  if (!Array.isArray(list) || list.length > MAX_IMAGES || !list.every(isImage)) throw refuse();
  return list;
}

/** Feedback: images are stored as image objects; the form is checked as the spec's rules say. */
export const feedbackHandlers: RequestHandler[] = [
  route('post', FP.upload, async ({ body }) => {
    const files = imagesOf(await body());
    checkImages(files);
    return files.map((f, i) => ({
      path: `/feedback/${nextId('IMG')}-${i}-${f.name}`,
      type: 'vip-dc-oss' as const,
      bucketName: 'feedback',
    }));
  }),
  route('post', FP.save, async ({ body }) => {
    const form = await body();
    checkImages(imagesOf(form));
    const images = imageListOf(form);
    const content = String(form.content ?? '');
    const contactMethod = String(form.contactMethod ?? '');
    if (!content || !contactMethod) throw new SimulatedError(40_011, messages.feedback.incomplete);
    simulationState().feedbacks.push({
      content,
      contactMethod,
      sourceType: Number(form.sourceType ?? 1),
      images,
    });
    return true;
  }),
];
