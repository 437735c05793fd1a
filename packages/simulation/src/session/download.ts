import {
  batchOrderType,
  dailyFreeOaDownloads,
  isCountedAgain,
  type DownloadOrder,
  type OverLimitAnswer,
  type OverLimitCustomType,
  type OverLimitPopType,
  type QuotaUsage,
} from '@wenxian/domain';
import type { Dataset } from '../data/dataset';
import type { LiteratureRecord } from '../data/types';
import { commodities } from '../data/commerce';
import { simulationState } from './state';
import type { Account, Team } from './accountRecords';
import { dayOf, monthOf } from './calendar';

/** Daily free open-access downloads of every user (doc 000 §9). */
const FREE_OA_PER_DAY = dailyFreeOaDownloads;

type PopType = OverLimitPopType;
type CustomType = OverLimitCustomType;
/** Order type of a batch of items (one of the special order types of the code table; decided in domain). */
const BATCH_ORDER_TYPE = batchOrderType;
type DownloadCommodity = { id: string; name: string; busCode: string; price: number };

/** The download response of doc 000 §3 when a dialog must open (field names as the spec gives them). */
type DownloadDialogAnswer = OverLimitAnswer & {
  dialogType: PopType;
  limitType: CustomType;
  vipType: 'USER' | 'TEAM' | null;
  commodity: DownloadCommodity | null;
  usages: QuotaUsage[];
  downloadLiteratures: {
    literature: { id: string; title: string; type: number; isOA: boolean };
    needRecordToVipDownload: boolean;
  }[];
  hasOa: boolean;
  total: number;
  freeOaCountEveryDay: number;
  usageFreeOaCount: number;
  thisDownloadOaPaperCount: number;
  thisDownloadUseFreeOaCount: number;
  thisDownloadUseBenefitWithOaCount: number;
  needUseCount: number;
  thisDownloadOtherFreeCount: number;
};

/** The order payload answered to a non-member for paid items (doc 000 §3 "Order payload", plus the price). */
type DownloadOrderAnswer = DownloadOrder & {
  name: string;
  commodityId: string;
  busCode: string;
  ids: string[];
  types: number[];
  pdfPath: string;
  price: number;
};

export type DownloadAnswer = string | DownloadDialogAnswer | DownloadOrderAnswer;

function refreshCounters(account: Account, team: Team | undefined, now: number): void {
  const month = monthOf(now);
  if (account.quotaMonth !== month) {
    account.quotaMonth = month;
    account.personalUsed = 0;
  }
  if (team && team.quotaMonth !== month) {
    team.quotaMonth = month;
    team.quotaUsed = 0;
  }
}

function freeOaUsedToday(account: Account): number {
  const current = simulationState();
  const entry = current.freeOaUsed.get(account.userId);
  return entry && entry.day === dayOf(current.now()) ? entry.count : 0;
}

export function teamOf(account: Account): Team | undefined {
  return account.teamId ? simulationState().teams.get(account.teamId) : undefined;
}

function quotaUsages(account: Account): QuotaUsage[] {
  const team = teamOf(account);
  const usages: QuotaUsage[] = [];
  if (account.personalQuota > 0)
    usages.push({ vipType: 'USER', usageCount: account.personalUsed, totalCount: account.personalQuota });
  if (team) usages.push({ vipType: 'team', usageCount: team.quotaUsed, totalCount: team.quotaTotal });
  return usages;
}

/** A signed-looking link the simulation serves as a PDF (GET /commonOpenUp/downloadDoc). */
function downloadLink(records: readonly LiteratureRecord[]): string {
  const ids = records.map((r) => r.id).join(',');
  return `/newsite/commonOpenUp/downloadDoc?ids=${encodeURIComponent(ids)}&sign=${simHash(ids)}`;
}

/** A short stable hash so links look signed; the simulation accepts only links it made. */
export function simHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

function commodityFor(records: readonly LiteratureRecord[]): DownloadCommodity {
  const id =
    records.length === 1 && records[0]?.type === 2
      ? 'CM-DEGREE'
      : records.length === 1 && records[0]?.type === 6
        ? 'CM-STANDARD'
        : 'CM-DOC';
  const commodity = commodities.find((c) => c.id === id) ?? {
    id: 'CM-DOC',
    name: '单篇文献下载',
    busCode: 'DOWNLOAD',
    price: 3,
  };
  return { ...commodity, price: records.reduce((sum, r) => sum + r.price, 0) };
}

/**
 * Decides a download the way doc 000 §4.2–4.3 describes the answers: a link when nothing is owed,
 * the over-limit dialog inputs (or the confirm-use-of-quota dialog) for members, an order for
 * non-members. `confirm` is the second request after the user pressed 确定下载 (button code 10).
 */
export function requestDownload(
  dataset: Dataset,
  account: Account,
  ids: readonly string[],
  confirm: boolean,
): DownloadAnswer {
  const current = simulationState();
  const now = current.now();
  const team = teamOf(account);
  refreshCounters(account, team, now);
  const records = ids.map((id) => dataset.literatureById.get(id)).filter((r): r is LiteratureRecord => r !== undefined);
  // Bought items, and items whose quota or free OA count still covers them, download without a new count.
  const counted = (account.counted ??= {});
  const isFree = (r: LiteratureRecord): boolean => {
    const count = counted[r.id];
    return account.purchased.has(r.id) || (count !== undefined && isCountedAgain(count, now));
  };
  const owned = records.filter(isFree);
  const rest = records.filter((r) => !isFree(r));
  const oa = rest.filter((r) => r.isOA);
  const paid = rest.filter((r) => !r.isOA);
  const usedOa = freeOaUsedToday(account);
  const oaFree = Math.min(oa.length, Math.max(FREE_OA_PER_DAY - usedOa, 0));
  const oaOver = oa.length - oaFree;
  const personalLeft = account.personalQuota > 0 ? Math.max(account.personalQuota - account.personalUsed, 0) : 0;
  const teamLeft = team ? Math.max(team.quotaTotal - team.quotaUsed, 0) : 0;
  const isMember = account.personalQuota > 0 || team !== undefined;
  const needUse = paid.length + (isMember ? oaOver : 0);
  const popType: PopType = account.personalQuota > 0 && team ? 'VIP_USER_AND_TEAM' : team ? 'VIP_TEAM' : 'VIP_USER';
  const freeOaSet = new Set(oa.slice(0, oaFree).map((r) => r.id));

  const dialog = (dialogType: PopType, limitType: CustomType): DownloadDialogAnswer => ({
    dialogType,
    limitType,
    vipType: dialogType === 'OA' ? null : team && account.personalQuota === 0 ? 'TEAM' : 'USER',
    commodity: paid.length > 0 ? commodityFor(paid) : null,
    usages: quotaUsages(account),
    downloadLiteratures: records.map((r) => ({
      literature: { id: r.id, title: r.title, type: r.type, isOA: r.isOA },
      needRecordToVipDownload: !isFree(r) && !freeOaSet.has(r.id),
    })),
    hasOa: oa.length > 0,
    total: records.length,
    freeOaCountEveryDay: FREE_OA_PER_DAY,
    usageFreeOaCount: usedOa,
    thisDownloadOaPaperCount: oa.length,
    thisDownloadUseFreeOaCount: oaFree,
    thisDownloadUseBenefitWithOaCount: isMember ? oaOver : 0,
    needUseCount: needUse,
    thisDownloadOtherFreeCount: owned.length,
  });

  const consumeFreeOa = (): void => {
    if (oaFree > 0) current.freeOaUsed.set(account.userId, { day: dayOf(now), count: usedOa + oaFree });
    for (const id of freeOaSet) counted[id] = { kind: 'freeOa', at: now };
  };
  /** One line of 下载记录, newest first; `vipType` says whose quota paid ('USER' for the member's own or none). */
  const logDownload = (record: LiteratureRecord, vipType: 'USER' | 'team'): void => {
    current.downloadLog.unshift({
      memberId: account.memberId,
      id: record.id,
      title: record.title,
      type: record.type,
      time: new Date(now).toISOString(),
      vipType,
    });
  };
  /**
   * 下载记录 lists every download the member received, not only those a quota paid: free open-access items
   * and items already bought are logged too (as the member's own), newest first.
   */
  const logFree = (free: readonly LiteratureRecord[]): void => free.forEach((record) => logDownload(record, 'USER'));
  const freeOf = (charged: readonly LiteratureRecord[]) => records.filter((r) => !charged.includes(r));

  if (!isMember) {
    if (oaOver > 0) return dialog('OA', 1);
    if (paid.length > 0) {
      const commodity = commodityFor(paid);
      return {
        type: paid.length === 1 ? (paid[0]?.type ?? 1) : BATCH_ORDER_TYPE,
        name: paid.length === 1 ? (paid[0]?.title ?? commodity.name) : `${commodity.name}（${paid.length}篇）`,
        commodityId: commodity.id,
        busCode: commodity.busCode,
        ids: paid.map((r) => r.id),
        types: paid.map((r) => r.type),
        pdfPath: '',
        price: commodity.price,
      };
    }
    consumeFreeOa();
    logFree(records);
    return downloadLink(records);
  }
  if (needUse === 0) {
    consumeFreeOa();
    logFree(records);
    return downloadLink(records);
  }
  if (personalLeft + teamLeft < needUse) return dialog(popType, 1);
  if (!confirm) return dialog(popType, 2);
  const fromPersonal = Math.min(personalLeft, needUse);
  account.personalUsed += fromPersonal;
  if (team) team.quotaUsed += needUse - fromPersonal;
  const charged = [...paid, ...oa.slice(oaFree)];
  logFree(freeOf(charged));
  for (const record of charged) counted[record.id] = { kind: 'quota', at: now };
  charged.forEach((record, i) => logDownload(record, i < fromPersonal ? 'USER' : 'team'));
  consumeFreeOa();
  return downloadLink(records);
}
