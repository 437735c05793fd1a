import type { LiteratureTypeCode } from '@wenxian/domain';

export type { DownloadAnswer, DownloadOrder, OverLimitAnswer } from '@wenxian/domain';

/** Download request: the items to download or read. // shape decided here */
export type DownloadRequest = {
  ids: string[];
  types: LiteratureTypeCode[];
  /** true when the user reads online instead of downloading. */
  isRead?: boolean;
  /** Confirms use of quota after the catalogue dialog (customType 2). */
  confirmed?: boolean;
};

/** Follow-up sent when the over-limit dialog is closed or cancelled. // shape decided here */
export type OverLimitFollowUp = { ids: string[]; dialogType: string; action: 'close' | 'cancel' };
