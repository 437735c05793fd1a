import { apiConfig, EventBatcher, postJsonKeepalive, serverNow, type BatcherOptions, type CallOptions } from '../core';
import { BEHAVIOR_LOG_PATHS as P } from './paths';
import type { BehaviorEvent, DownloadRecord, SearchRecord, WeResearchRecord } from './types';

/** Logs never toast: they are invisible to the user. They are sent with keepalive (postJsonKeepalive). */
const quiet = (options: CallOptions = {}): CallOptions => ({ silent: true, ...options });

export const addDownloadRecord = (record: DownloadRecord, options?: CallOptions) =>
  postJsonKeepalive<unknown>(P.addDownloadRecord, record, quiet(options));
export const addDownloadRecordList = (records: DownloadRecord[], options?: CallOptions) =>
  postJsonKeepalive<unknown>(P.addDownloadRecordList, records, quiet(options));
export const addSearchRecord = (record: SearchRecord, options?: CallOptions) =>
  postJsonKeepalive<unknown>(P.addSearchRecord, record, quiet(options));
export const addWeResearchRecord = (record: WeResearchRecord, options?: CallOptions) =>
  postJsonKeepalive<unknown>(P.addWeResearchRecord, record, quiet(options));

/** Sends one batch (at most 10 events) to /behaviorLog/addRecord. */
const addRecord = (events: BehaviorEvent[], options?: CallOptions) =>
  postJsonKeepalive<unknown>(P.addRecord, events, quiet(options));

/**
 * The behaviour log: events are batched 10 per request, flushed every 1 s and on page hide (the
 * page-hide hook comes from `configureApi({ onPageHide })`); `whenIdle` schedules the timed flush (see
 * EventBatcher).
 */
export function createBehaviorLog({ whenIdle }: Pick<BatcherOptions<BehaviorEvent>, 'whenIdle'> = {}): {
  log: (event: Omit<BehaviorEvent, 'time'>) => void;
  flush: () => Promise<void>;
  dispose: () => void;
} {
  const batcher = new EventBatcher<BehaviorEvent>({
    send: (batch) => addRecord(batch),
    onPageHide: (callback) => apiConfig().onPageHide(callback),
    ...(whenIdle ? { whenIdle } : {}),
  });
  return {
    log: (event) => batcher.add({ ...event, time: Math.round(serverNow()) }),
    flush: () => batcher.flush(),
    dispose: () => batcher.dispose(),
  };
}
