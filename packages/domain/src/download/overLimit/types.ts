/** The over-limit dialog's inputs (doc 000 §3 "Over-limit dialog inputs", §4.3). */

/** Which entitlement ran out. */
export const overLimitPopTypes = ['VIP_USER', 'VIP_TEAM', 'VIP_USER_AND_TEAM', 'OA'] as const;
export type OverLimitPopType = (typeof overLimitPopTypes)[number];

/** 1: over the limit; 2: confirm using quota. */
export const overLimitCustomTypes = [1, 2] as const;
export type OverLimitCustomType = (typeof overLimitCustomTypes)[number];

/** One quota line: personal (USER) or team. */
export type QuotaUsage = { vipType: 'USER' | 'team'; usageCount: number; totalCount: number };

/** How many items the download holds and how many of them use quota. */
export type OverLimitItemDic = { total: number; needUseCount: number };

/** One literature of the download list; needRecordToVipDownload means it uses one quota. */
export type DownloadListItem = { literature: { id?: string; title: string }; needRecordToVipDownload: boolean };

export type OverLimitInput = {
  popType: OverLimitPopType;
  customType: OverLimitCustomType;
  usages: readonly QuotaUsage[];
  /** The download list contains open-access items. */
  isOA: boolean;
  /** The action was reading online rather than downloading. */
  isRead: boolean;
  itemDic: OverLimitItemDic;
  downLoadList: readonly DownloadListItem[];
  /** Free text the server sent with the event; shown under the tips when present. */
  info?: string;
};

/** Button codes of doc 000 §4.3. */
export const overLimitButtonCodes = { confirm: 10, payPerItem: 2, addTeamMembership: 1 } as const;
export type OverLimitButtonCode = (typeof overLimitButtonCodes)[keyof typeof overLimitButtonCodes];

/** What a button asks the owner to do; every button also closes the dialog. */
export type OverLimitButtonAction = { kind: 'downloadPdf' } | { kind: 'purchase' } | { kind: 'navigate'; href: string };

export type OverLimitButton = {
  code: OverLimitButtonCode;
  label: string;
  isPrimary: boolean;
};

export type UsageLine = { vipType: QuotaUsage['vipType']; label: string; text: string };

/** The over-limit dialog, ready to show. */
export type OverLimitDialogModel = {
  kind: 'overLimit';
  title: string;
  tips: readonly string[];
  usages: readonly UsageLine[];
  info?: string;
  buttons: readonly OverLimitButton[];
};

export type CatalogueMark = 'free' | 'usesQuota';

export type CatalogueItem = { key: string; title: string; mark: CatalogueMark; markText: string };

/** The catalogue that replaces the dialog when customType is 2 and more than one item is downloaded. */
export type CatalogueDialogModel = {
  kind: 'catalogue';
  title: string;
  summary: string;
  items: readonly CatalogueItem[];
  confirmLabel: string;
  cancelLabel: string;
};
