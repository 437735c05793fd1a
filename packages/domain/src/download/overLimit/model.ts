import { messages } from '../../messages/messages';
import { dialogLabels, type ActionVerb } from '../../messages/labels/dialogs';
import { dailyFreeOaDownloads } from '../constants';
import { formatQuota } from '../../format/quota';
import type {
  CatalogueDialogModel,
  OverLimitButton,
  OverLimitDialogModel,
  OverLimitInput,
  OverLimitPopType,
  QuotaUsage,
  UsageLine,
} from './types';

const labels = dialogLabels.overLimit;

/** Reading and downloading share one wording with the verb swapped (doc 000 §4.3: "download versus read wording"). */
function verbOf(isRead: boolean): ActionVerb {
  return isRead ? '阅读' : '下载';
}

/** True when the catalogue replaces the dialog: customType 2 with more than one item (doc 000 §4.3). */
export function opensCatalogue(input: Pick<OverLimitInput, 'customType' | 'itemDic'>): boolean {
  return input.customType === 2 && input.itemDic.total > 1;
}

function titleOf({ popType, customType, isRead }: OverLimitInput): string {
  if (customType === 2) return isRead ? labels.confirmReadTitle : labels.confirmDownloadTitle;
  if (popType === 'OA') return isRead ? labels.oaReadTitle : messages.download.overLimitTitle;
  return isRead ? labels.memberReadTitle : messages.download.overLimitMemberTitle;
}

const quotaNameByPopType: Record<OverLimitPopType, string> = {
  VIP_USER: labels.personalQuota,
  VIP_TEAM: labels.teamQuota,
  VIP_USER_AND_TEAM: labels.memberQuota,
  // The OA daily allowance is spent, so the confirmation is about member quota.
  OA: labels.memberQuota,
};

function overLimitTips(popType: OverLimitPopType, verb: ActionVerb): string[] {
  switch (popType) {
    case 'OA':
      return [labels.tips.oaDailyUsedUp(verb, dailyFreeOaDownloads)];
    case 'VIP_USER':
      // A personal member without team quota can still add a team membership (button code 1).
      return [labels.tips.personalUsedUp(verb), labels.tips.addTeamMembership];
    case 'VIP_TEAM':
      return [labels.tips.teamUsedUp(verb)];
    case 'VIP_USER_AND_TEAM':
      return [labels.tips.personalUsedUp(verb), labels.tips.teamUsedUp(verb)];
  }
}

/** The tip lines, in reading order (doc 000 §8 lists their meanings; the wording is ours). */
export function overLimitTipsFor(input: OverLimitInput): string[] {
  const verb = verbOf(input.isRead);
  const oaListTip = labels.tips.listHasOaOverDaily(verb, dailyFreeOaDownloads);
  if (input.customType === 2) {
    const confirm = labels.tips.confirmUse(verb, input.itemDic.needUseCount, quotaNameByPopType[input.popType]);
    return input.isOA || input.popType === 'OA' ? [oaListTip, confirm] : [confirm];
  }
  const tips = overLimitTips(input.popType, verb);
  // The OA-list tip only adds information when the pop type is not already the OA limit.
  return input.isOA && input.popType !== 'OA' ? [oaListTip, ...tips] : tips;
}

function buttonsFor({ popType, customType, isRead }: OverLimitInput): OverLimitButton[] {
  if (customType === 2) {
    return [{ code: 10, label: isRead ? labels.confirmRead : messages.download.confirmDownload, isPrimary: true }];
  }
  const pay: OverLimitButton = { code: 2, label: labels.payPerItem, isPrimary: true };
  if (popType === 'VIP_USER') return [{ code: 1, label: labels.addTeamMembership, isPrimary: false }, pay];
  return [pay];
}

/** Quota lines as used/total articles (doc 000 §9), personal before team. */
export function usageLines(usages: readonly QuotaUsage[]): UsageLine[] {
  return [...usages]
    .sort((a, b) => (a.vipType === b.vipType ? 0 : a.vipType === 'USER' ? -1 : 1))
    .map((u) => ({
      vipType: u.vipType,
      label: u.vipType === 'USER' ? labels.personalQuota : labels.teamQuota,
      text: labels.usage(formatQuota(u.usageCount, u.totalCount)),
    }));
}

export function buildOverLimitModel(input: OverLimitInput): OverLimitDialogModel {
  return {
    kind: 'overLimit',
    title: titleOf(input),
    tips: overLimitTipsFor(input),
    usages: usageLines(input.usages),
    ...(input.info ? { info: input.info } : {}),
    buttons: buttonsFor(input),
  };
}

export function buildCatalogueModel(input: OverLimitInput): CatalogueDialogModel {
  return {
    kind: 'catalogue',
    title: dialogLabels.catalogue.title,
    summary: dialogLabels.catalogue.summary(input.itemDic.total, input.itemDic.needUseCount),
    items: input.downLoadList.map((item, index) => ({
      key: item.literature.id ?? String(index),
      title: item.literature.title,
      mark: item.needRecordToVipDownload ? 'usesQuota' : 'free',
      markText: item.needRecordToVipDownload ? messages.download.usesOneQuota : messages.download.free,
    })),
    confirmLabel: messages.download.confirmDownload,
    cancelLabel: messages.download.cancel,
  };
}

/** The one dialog an over-limit event shows: the catalogue where it applies, else the over-limit dialog. */
export function buildDownloadDialogModel(input: OverLimitInput): OverLimitDialogModel | CatalogueDialogModel {
  return opensCatalogue(input) ? buildCatalogueModel(input) : buildOverLimitModel(input);
}
