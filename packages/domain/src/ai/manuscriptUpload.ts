/**
 * What the AI manuscript check accepts (doc 001 §7 "upload"; the spec gives no formats or size): Word
 * .docx and .pdf, at most 20 MB — said on the page before the user picks a file (docs/decisions/ai.md).
 */
export const manuscriptUpload = {
  extensions: ['docx', 'pdf'] as const,
  accept: '.docx,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/pdf',
  maxMb: 20,
  maxBytes: 20 * 1024 * 1024,
} as const;

export type ManuscriptUploadProblem = 'wrongType' | 'tooLarge' | 'empty';

/** Why a picked file cannot be uploaded, or null when it can. */
export function manuscriptUploadProblem(file: { name: string; size: number }): ManuscriptUploadProblem | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(manuscriptUpload.extensions as readonly string[]).includes(extension)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > manuscriptUpload.maxBytes) return 'tooLarge';
  return null;
}
