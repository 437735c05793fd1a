/** Feedback paths (doc 001 §7 "Feedback", doc 000 §7.2). */
export const FEEDBACK_PATHS = {
  upload: '/commonOpenUp/uploadCenteFeedback',
  save: '/commonOpenUp/setCenteFeedback',
} as const;
