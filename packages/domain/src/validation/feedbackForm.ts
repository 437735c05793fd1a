import { messages } from '../messages/messages';
import { isValidContact } from './contact';

/** The feedback form as the user fills it (doc 000 §3); images are the upload results. */
export interface FeedbackDraft {
  content: string;
  contactMethod: string;
  imageFileList: readonly unknown[];
}

export type FeedbackField = keyof FeedbackDraft;
export type FeedbackCheck = { ok: true } | { ok: false; field: FeedbackField; message: string };

/**
 * Feedback form rule (doc 000 §5): description, at least one image and contact are all required
 * (请查看问题描述、图片、联系方式是否添加完整), then the contact must be valid
 * (请输入正确的联系方式). Completeness is checked first so the user sees one message at a time.
 */
export function validateFeedback(draft: FeedbackDraft): FeedbackCheck {
  if (draft.content.trim() === '') return incomplete('content');
  if (draft.imageFileList.length === 0) return incomplete('imageFileList');
  if (draft.contactMethod.trim() === '') return incomplete('contactMethod');
  if (!isValidContact(draft.contactMethod)) {
    return { ok: false, field: 'contactMethod', message: messages.feedback.invalidContact };
  }
  return { ok: true };
}

function incomplete(field: FeedbackField): FeedbackCheck {
  return { ok: false, field, message: messages.feedback.incomplete };
}
