import type { OverLimitCombination, OverLimitInput, QuotaUsage } from '@wenxian/domain';

/**
 * Story inputs for each over-limit combination: quotas that match the pop type (used up for
 * customType 1, partly used for customType 2) and one literature, so the dialog (not the catalogue) shows.
 */
function usagesFor({ popType, customType }: OverLimitCombination): QuotaUsage[] {
  const personal: QuotaUsage = { vipType: 'USER', usageCount: customType === 1 ? 30 : 12, totalCount: 30 };
  const team: QuotaUsage = { vipType: 'team', usageCount: customType === 1 ? 200 : 87, totalCount: 200 };
  switch (popType) {
    case 'VIP_USER':
      return [personal];
    case 'VIP_TEAM':
      return [team];
    case 'VIP_USER_AND_TEAM':
      return [personal, team];
    case 'OA':
      return [];
  }
}

export function overLimitInputFor(combination: OverLimitCombination): OverLimitInput {
  return {
    popType: combination.popType,
    customType: combination.customType,
    isOA: combination.isOA,
    isRead: combination.isRead,
    usages: usagesFor(combination),
    itemDic: { total: 1, needUseCount: 1 },
    downLoadList: [
      { literature: { id: 'L1', title: '基于深度学习的中文文献自动分类方法研究' }, needRecordToVipDownload: true },
    ],
  };
}
