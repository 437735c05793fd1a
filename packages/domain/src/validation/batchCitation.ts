import { messages } from '../messages/messages';

/** Types that batch citation supports (doc 000 §5, §9): journal, thesis, conference, patent, standard. */
export const batchCitationTypes = [1, 2, 3, 5, 6] as const;

export interface SelectedLiterature {
  id: string | number;
  type: number;
  /** Items explicitly unchecked are not part of the selection. */
  isChecked?: boolean;
}

export type BatchCitationCheck<T> = { ok: true; items: T[] } | { ok: false; message: string };

/**
 * Batch citation rule: nothing selected gives 请选择文献; any selected item of another type gives
 * 目前仅支持期刊，学位，会议，专利，标准的批量引用 (the spec shows it also when only some are unsupported).
 */
export function validateBatchCitation<T extends SelectedLiterature>(selection: readonly T[]): BatchCitationCheck<T> {
  const items = selection.filter((item) => item.isChecked !== false);
  if (items.length === 0) return { ok: false, message: messages.batchCite.nothingSelected };
  const supported: readonly number[] = batchCitationTypes;
  if (items.some((item) => !supported.includes(item.type))) {
    return { ok: false, message: messages.batchCite.unsupportedTypes };
  }
  return { ok: true, items };
}
