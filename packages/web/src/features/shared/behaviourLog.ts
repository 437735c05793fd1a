import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  addSearchRecord,
  addWeResearchRecord,
  createBehaviourLog,
  type SearchRecord,
  type SearchRequest,
  type SearchResult,
  type WeResearchRecord,
} from '@wenxian/api';

/**
 * The behaviour logs of doc 001 §7 ("Behaviour logs"), sent from the browser only and never shown to the user
 * (the calls are silent): page views go through the batched /newsite/behaviorLog/addRecord (10 events per
 * request, the rest within a second, flushed when the page is hidden); each search shown and each question put
 * to the AI assistant is its own record (addSearchRecord, addWeResearchRecord). The server keeps them — the
 * personal centre's 检索记录 (/personalcenter/mylog?tab=search) lists the search records.
 */

let pageLog: ReturnType<typeof createBehaviourLog> | null = null;

/** One batcher per page, made on first use (the server render logs nothing). */
function behaviourLog(): ReturnType<typeof createBehaviourLog> | null {
  if (typeof window === 'undefined') return null;
  pageLog ??= createBehaviourLog();
  return pageLog;
}

/** Logs a page view for every address the visitor reaches, the first one included. */
export function usePageViewLog(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    behaviourLog()?.log({ action: 'view', target: `${pathname}${search}` });
  }, [pathname, search]);
}

/**
 * What a search record keeps, so that 检索记录 reads and searches again what the visitor asked: the words of a
 * one-box search as typed (机器学习, not U=机器学习), a professional expression as typed, otherwise the
 * expression the server evaluated (an advanced search's conditions).
 */
export function searchRecordOf(
  request: SearchRequest,
  result: Pick<SearchResult, 'expression' | 'total'>,
): SearchRecord {
  const typed = request.expression?.trim();
  const filled = request.conditions.filter((c) => c.content.trim() || c.children?.length);
  const [only] = filled;
  const words = filled.length === 1 && only && !only.children?.length && !only.exact ? only.content.trim() : '';
  return {
    expression: typed || words || (result.expression ?? ''),
    total: result.total,
    ...(request.type !== undefined ? { type: request.type } : {}),
  };
}

/** A search the visitor was shown (its first page): its expression, how many it found, its type tab. */
export function logSearch(record: SearchRecord): void {
  if (typeof window === 'undefined' || !record.expression) return;
  // Logs never disturb the page: a failed call is dropped.
  addSearchRecord(record).catch(() => undefined);
}

/** A question put to the AI search assistant, in its conversation. */
export function logWeResearch(record: WeResearchRecord): void {
  if (typeof window === 'undefined') return;
  addWeResearchRecord(record).catch(() => undefined);
}
