import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from './accessLog';
import { CSP_REPORT_LIMIT_BYTES } from './bodyLimits';

/** Where browsers send the page CSP's violation reports (`report-to` by name, `report-uri` by path). */
export const CSP_REPORT_PATH = '/csp-report';
/** The Reporting-Endpoints name the CSP's `report-to` directive refers to. */
export const CSP_ENDPOINT = 'csp-endpoint';
/** Violation lines one process writes per minute; past it the rest of that minute's reports are dropped. */
const CSP_REPORTS_PER_MINUTE = 100;

const MINUTE_MS = 60_000;
/** Longest URL or directive kept in a line: enough to recognise the page and the source, never a page's worth. */
const MAX_FIELD = 512;

/** What a log line keeps of one violation. */
type Violation = {
  document?: string;
  blocked?: string;
  directive?: string;
  disposition?: string;
  line?: number;
  column?: number;
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A URL without its query and fragment (they may carry a login ticket, a token or a signed link), cut to a
 * bounded length; CSP's keywords (`inline`, `eval`, `data`) pass as they are.
 */
function withoutQuery(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.split(/[?#]/, 1)[0]?.slice(0, MAX_FIELD);
}
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, MAX_FIELD) : undefined);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The Reporting API's `csp-violation` body (application/reports+json). */
function fromReport(body: Json): Violation {
  return {
    document: withoutQuery(body.documentURL),
    blocked: withoutQuery(body.blockedURL),
    directive: text(body.effectiveDirective),
    disposition: text(body.disposition),
    line: count(body.lineNumber),
    column: count(body.columnNumber),
  };
}

/** The older `report-uri` body (application/csp-report): one `csp-report` object with dashed names. */
function fromLegacy(report: Json): Violation {
  return {
    document: withoutQuery(report['document-uri']),
    blocked: withoutQuery(report['blocked-uri']),
    directive: text(report['effective-directive']) ?? text(report['violated-directive']),
    disposition: text(report.disposition),
    line: count(report['line-number']),
    column: count(report['column-number']),
  };
}

/** The violations a body holds, or undefined when it is not a report of its declared type. */
function violationsOf(type: string, body: unknown): Violation[] | undefined {
  if (type === 'application/reports+json') {
    if (!Array.isArray(body) || !body.every(isObject)) return undefined;
    // One endpoint may be handed other report types too; only CSP's are ours to log.
    return body
      .filter((report) => report.type === 'csp-violation' && isObject(report.body))
      .map((report) => fromReport(report.body as Json));
  }
  if (!isObject(body) || !isObject(body['csp-report'])) return undefined;
  return [fromLegacy(body['csp-report'])];
}

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : `${status}`, {
    status,
    headers: { 'cache-control': 'no-store', ...headers },
  });

export type CspReportOptions = {
  log: Logger;
  /** Violation lines per minute (CSP_REPORTS_PER_MINUTE). */
  perMinute?: number;
  /** The clock of the per-minute window (tests move it). */
  now?: () => number;
};

/**
 * POST /csp-report: the page CSP's violation reports, one log line each. Browsers send them on their own,
 * without the site's request signature, so the route asks for none; a line keeps only what tells a broken page
 * from an injected script (never cookies, other headers or a query). A 16 KiB body and a per-minute cap keep a
 * flood of reports from filling the log: past the cap a minute's reports are counted, not written, and the
 * count is one line when the next minute's first report arrives. A report read whole is always answered 204.
 */
export function cspReportRoute({ log, perMinute = CSP_REPORTS_PER_MINUTE, now = Date.now }: CspReportOptions) {
  let windowStart = -Infinity;
  let written = 0;
  let dropped = 0;
  const limit = bodyLimit({
    maxSize: CSP_REPORT_LIMIT_BYTES,
    // The connection closes after the 413: the unread body still on it would be taken for the next request.
    onError: () => answer(413, { connection: 'close' }),
  });

  const record = (violations: Violation[]) => {
    const at = now();
    if (at - windowStart >= MINUTE_MS) {
      if (dropped > 0)
        log({ time: new Date(at).toISOString(), level: 'warn', msg: 'csp-violations-dropped', count: dropped });
      windowStart = at;
      written = 0;
      dropped = 0;
    }
    for (const violation of violations) {
      if (written >= perMinute) {
        dropped += 1;
        continue;
      }
      written += 1;
      log({ time: new Date(at).toISOString(), level: 'warn', msg: 'csp-violation', ...violation });
    }
  };

  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'POST') return answer(405, { allow: 'POST' });
    const type = (c.req.header('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (type !== 'application/reports+json' && type !== 'application/csp-report') return answer(415);
    // A standard Request, which the body limit can re-wrap (the Node adapter's light one cannot).
    c.req.raw = new Request(c.req.raw.url, {
      method: 'POST',
      headers: c.req.raw.headers,
      body: c.req.raw.body,
      duplex: 'half',
    } as RequestInit);
    let response = answer(400);
    const refused = await limit(c, async () => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.raw.text());
      } catch {
        return;
      }
      const violations = violationsOf(type, body);
      if (!violations) return;
      record(violations);
      response = answer(204);
    });
    return refused instanceof Response ? refused : response;
  };
}
