import type { DownloadAnswer } from '@wenxian/domain';
import { downloadBlob, postJson, type CallOptions } from '../core';
import { DOWNLOAD_PATHS as P } from './paths';
import type { DownloadRequest, OverLimitFollowUp } from './types';

/**
 * Asks to download (or read) items. The answer is a link (string), an over-limit dialog input or an
 * order; `@wenxian/domain`'s `downloadNextStep` decides what happens next.
 */
export const requestDownload = (request: DownloadRequest, options?: CallOptions) =>
  postJson<DownloadAnswer>(P.request, request, options);

/** Fetches a download link as a file (the PDF); on network failure the caller opens the link directly. */
export const fetchDownloadFile = (url: string, options?: CallOptions) => downloadBlob('get', url, {}, options);

/** Follow-up when the over-limit dialog closes without an action. Silent. */
export const sendOverLimitFollowUp = (payload: OverLimitFollowUp, options?: CallOptions) =>
  postJson<unknown>(P.overLimitFollowUp, payload, { silent: true, ...options });
