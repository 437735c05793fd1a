import type { CurrentUser, LiteratureSummary, Page } from '@wenxian/api';
import type { LiteratureRecord } from '../data/types';
import type { Account } from '../session/accountRecords';

/**
 * The shapes of the answers: the simulation's records (literature, accounts, lists) → the call layer's response
 * types (packages/api/src/<area>/types.ts).
 */

/**
 * A simulated patent's applicant (申请人): its first inventor's organization, as a patent's record carries no
 * applicant of its own. The result row names it where other types name their source; the document page shows it.
 */
export const patentApplicant = (record: LiteratureRecord): string | null =>
  record.type === 5 ? (record.authors[0]?.organName ?? null) : null;

/**
 * Where a record appeared, as its result row and reference lists name it: the journal, the thesis's school, the
 * report's or achievement's institution (its first author's organisation, as its page shows them), the
 * conference, the patent's applicant, the newspaper or the issuing body.
 */
function sourceOf(record: LiteratureRecord): string | undefined {
  if (record.journalName) return record.journalName;
  if (record.type === 2 || record.type === 4 || record.type === 7) return record.authors[0]?.organName || undefined;
  if (record.type === 3) return record.conferenceName ?? undefined;
  return record.source ?? patentApplicant(record) ?? undefined;
}

export function toSummary(record: LiteratureRecord, highlightTitle?: string): LiteratureSummary {
  return {
    id: record.id,
    type: record.type,
    title: record.title,
    abstract: record.abstract,
    keywords: record.keywords,
    authors: record.authors.map((a) => ({ id: a.id, name: a.name, organName: a.organName })),
    source: sourceOf(record),
    ...(record.volume ? { volume: record.volume } : {}),
    ...(record.issue ? { issue: record.issue } : {}),
    ...(record.thesisType ? { thesisType: record.thesisType } : {}),
    ...(record.applicationNo ? { applicationNo: record.applicationNo } : {}),
    ...(record.standardNo ? { standardNo: record.standardNo, standardStatus: record.standardStatus } : {}),
    year: record.year,
    publishDate: record.publishDate,
    downloadCount: record.downloadCount,
    citedCount: record.citedCount,
    isOA: record.isOA,
    ...(highlightTitle ? { highlightTitle } : {}),
  };
}

export function toCurrentUser(account: Account): CurrentUser {
  return {
    id: account.userId,
    userId: account.userId,
    memberId: account.memberId,
    mobileNo: account.mobileNo,
    balance: account.balance,
    level: account.level,
    // The backend's word for a journal manager (doc 000 §3).
    isMagazine: account.isManager,
    isConfirm: account.isConfirm,
    isOldSystem: account.isOldSystem,
    isMigrate: account.isMigrate,
    wxBinDing: account.wxBinDing,
    roleInfos: account.roleIds.map((id) => ({ id })),
    config: { ...account.config },
    ssoUserInfo: { realName: account.realName, headImage: `/vip-web/avatar/${account.userId}.png` },
  };
}

/** Page numbers from a body or query: pageNum/pageSize (also page/size). */
function pagingOf(source: Readonly<Record<string, unknown>>, defaultSize = 10): { pageNum: number; pageSize: number } {
  const pageNum = Math.max(Number(source.pageNum ?? source.page ?? 1) || 1, 1);
  const pageSize = Math.min(Math.max(Number(source.pageSize ?? source.size ?? defaultSize) || defaultSize, 1), 100);
  return { pageNum, pageSize };
}

/** One page of `items`, as the request's paging asks. */
export function pageOf<T>(items: readonly T[], source: Readonly<Record<string, unknown>>, defaultSize = 10): Page<T> {
  const { pageNum, pageSize } = pagingOf(source, defaultSize);
  return { list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: items.length, pageNum, pageSize };
}
