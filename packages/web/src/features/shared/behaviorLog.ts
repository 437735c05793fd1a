import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  addSearchRecord,
  addWeResearchRecord,
  createBehaviorLog,
  type SearchRecord,
  type SearchRequest,
  type SearchResult,
  type WeResearchRecord,
} from '@wenxian/api';
import { requestLimits } from '@wenxian/domain';

/**
 * The behaviour logs of doc 001 §7 ("Behaviour logs"), sent from the browser only and never shown to the user
 * (the calls are silent): page views go through the batched /newsite/behaviorLog/addRecord (10 events per
 * request, the rest within a second and sent when the page is next idle, at once when the page is hidden); each
 * search shown and each question put to the AI assistant is its own record (addSearchRecord, addWeResearchRecord).
 * The server keeps them — the personal centre's 检索记录 (/personalcenter/mylog?tab=search) lists the search records.
 */

let pageLog: ReturnType<typeof createBehaviorLog> | null = null;

/**
 * Runs a due flush of the page views in the browser's next idle period, at most a further interval later: the
 * first view is logged as the page hydrates, and its send (the page's first signed call) would otherwise be a
 * task of its own among the hydration's, where a phone's visitor feels it. A page hidden first sends at once.
 */
function whenIdle(flush: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(flush, { timeout: requestLimits.behaviorLogIntervalMs });
  else flush();
}

/**
 * Sends one record when the page is next idle, or at once when the page is hidden first (the visitor leaves):
 * a record is never left unsent.
 */
function sendWhenIdle(send: () => void): void {
  let sent = false;
  const sendOnce = () => {
    if (sent) return;
    sent = true;
    window.removeEventListener('pagehide', sendOnce);
    document.removeEventListener('visibilitychange', sendIfHidden);
    send();
  };
  const sendIfHidden = () => document.visibilityState === 'hidden' && sendOnce();
  window.addEventListener('pagehide', sendOnce);
  document.addEventListener('visibilitychange', sendIfHidden);
  whenIdle(sendOnce);
}

/** One batcher per page, made on first use (the server render logs nothing). */
function behaviorLog(): ReturnType<typeof createBehaviorLog> | null {
  if (typeof window === 'undefined') return null;
  pageLog ??= createBehaviorLog({ whenIdle });
  return pageLog;
}

/** Logs a page view for every address the visitor reaches, the first one included. */
export function usePageViewLog(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    behaviorLog()?.log({ action: 'view', target: `${pathname}${search}` });
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

/**
 * A search the visitor was shown (its first page): its expression, how many it found, its type tab. Sent when
 * the page is idle: a search page logs its search as it hydrates.
 */
export function logSearch(record: SearchRecord): void {
  if (typeof window === 'undefined' || !record.expression) return;
  // Logs never disturb the page: a failed call is dropped.
  sendWhenIdle(() => void addSearchRecord(record).catch(() => undefined));
}

/** A question put to the AI search assistant, in its conversation. */
export function logWeResearch(record: WeResearchRecord): void {
  if (typeof window === 'undefined') return;
  addWeResearchRecord(record).catch(() => undefined);
}
