import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  ACCOUNT_PATHS,
  AI_PATHS,
  CITATION_ORDER_PATHS,
  CONFERENCE_PATHS,
  FEEDBACK_PATHS,
  JOURNAL_PATHS,
  MANUSCRIPT_CHECK_PATHS,
  THESIS_DETECTION_PATHS,
  RECORDS_PATHS,
  resolvePath,
} from '@wenxian/api';
import { feedbackLimits, productLabels } from '@wenxian/domain';
import { tooLarge } from './envelope';

const MiB = 1024 * 1024;
/** JSON and form calls. */
export const JSON_LIMIT_BYTES = 1 * MiB;
/** Feedback: 5 images × 2 MB (doc 000 §5, §9) plus the form's text fields and multipart framing. */
export const FEEDBACK_LIMIT_BYTES = feedbackLimits.maxImages * feedbackLimits.maxImageBytes + 256 * 1024;
/**
 * Other uploads (papers for detection, manuscripts, licences, conference audit files, an avatar): the spec
 * gives no size, so one limit that a thesis PDF fits in (decided here, docs/decisions/server.md).
 */
export const UPLOAD_LIMIT_BYTES = 20 * MiB;
/**
 * The citation order's paper list (a CSV of at most 200 papers, doc 001 §7): far more than 200 rows of the
 * template's four columns ever take, so a file refused here is not a list the form could take, and its refusal
 * says so in the form's words (the size and the 200 papers) instead of the generic error (docs/decisions/server.md).
 */
export const CSV_IMPORT_LIMIT_BYTES = 4 * MiB;
/**
 * A CSP violation report (server/http/cspReport.ts): a browser's batch of a few reports is a few KiB, so 16 KiB
 * takes any real one and refuses a flood's padding before it is parsed.
 */
export const CSP_REPORT_LIMIT_BYTES = 16 * 1024;

const feedbackPaths = new Set([FEEDBACK_PATHS.upload, FEEDBACK_PATHS.save].map(resolvePath));
const uploadPaths = new Set(
  [
    ACCOUNT_PATHS.updateUserHeader,
    AI_PATHS.baiduChartUploadFile,
    CONFERENCE_PATHS.auditUpload,
    JOURNAL_PATHS.upload,
    MANUSCRIPT_CHECK_PATHS.upload,
    THESIS_DETECTION_PATHS.upload,
    THESIS_DETECTION_PATHS.analysisFile,
    RECORDS_PATHS.uploadLicense,
  ].map(resolvePath),
);

const csvImportPath = resolvePath(CITATION_ORDER_PATHS.importList);

/** The largest body an API path accepts. */
function bodyLimitFor(pathname: string): number {
  if (pathname === csvImportPath) return CSV_IMPORT_LIMIT_BYTES;
  if (feedbackPaths.has(pathname)) return FEEDBACK_LIMIT_BYTES;
  if (uploadPaths.has(pathname)) return UPLOAD_LIMIT_BYTES;
  return JSON_LIMIT_BYTES;
}

/** What a refused body is told: the form's own words where it has them. */
const tooLargeMessages = new Map([[CSV_IMPORT_LIMIT_BYTES, productLabels.citationOrder.importProblem.tooLarge]]);

const limiters = new Map(
  [JSON_LIMIT_BYTES, FEEDBACK_LIMIT_BYTES, UPLOAD_LIMIT_BYTES, CSV_IMPORT_LIMIT_BYTES].map((maxSize) => [
    maxSize,
    // The connection closes after the 413: the unread body still on it would be taken for the next request.
    bodyLimit({ maxSize, onError: () => tooLarge({ close: true, message: tooLargeMessages.get(maxSize) }) }),
  ]),
);

/**
 * Bounds request bodies before anything reads them (hono/body-limit: the declared length is checked first,
 * a chunked body is counted as it streams) and answers 413.
 */
export function apiBodyLimit(): MiddlewareHandler {
  return (c, next) => (limiters.get(bodyLimitFor(c.req.path)) as MiddlewareHandler)(c, next);
}
