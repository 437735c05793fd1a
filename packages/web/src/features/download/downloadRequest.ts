import type { DownloadOrder, LiteratureTypeCode, OverLimitInput } from '@wenxian/domain';

/** One literature the user asked to download or read. */
export type DownloadItem = { id: string; type: LiteratureTypeCode; isOa?: boolean };

/** What a purchase needs from the over-limit answer (doc 000 §3 "Download response": commodity). */
export type DownloadCommodity = { id: string | number; name: string; busCode: string; price?: number };

/** The request a dialog belongs to: its items and whether the user reads rather than downloads. */
export type DownloadRequestContext = { items: readonly DownloadItem[]; isRead: boolean };

export type OverLimitDialogState = DownloadRequestContext & {
  input: OverLimitInput;
  commodity: DownloadCommodity | null;
};

export type DeductionDialogState = DownloadRequestContext & {
  order: DownloadOrder;
  balance: number;
  /** While the order is made and paid from the balance. */
  isBusy?: boolean;
};
