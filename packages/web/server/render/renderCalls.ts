import { messages } from '@wenxian/domain';

/** What a render notes about its backend calls (server/pages/pageRoute.ts `RenderRecord`). */
export type RenderRecord = { unshareable: string[] };

/** The backend's failure a page's status reports: 502, 503 or 504, with how long to wait before asking again. */
type GatewayFailure = { status: 502 | 503 | 504; retryAfter: string };

/** Seconds a visitor (or a crawler) is asked to wait when the backend failed and said nothing itself. */
const DEFAULT_RETRY_AFTER = '5';

/**
 * HTTP statuses of a call that say something about this visitor or this moment, not about the page: the
 * visitor refused or throttled (403, 429), the backend failing or out of time (408, 5xx). A 404 or a login
 * code is the same for every anonymous visitor.
 */
const isPassingStatus = (status: number) => status === 403 || status === 408 || status === 429 || status >= 500;

/** The envelope a call gets when the backend did not answer it (the proxy's own, http/envelope.ts). */
const gatewayEnvelope = (status: 502 | 504) =>
  Response.json({ code: status, data: null, message: messages.errorPage.networkError }, { status });

const pathOf = (call: Request) => new URL(call.url).pathname;

/**
 * The calls of one render: each one's outcome is noted — a page built on a failed, reset, timed-out or
 * throttled call is this visitor's or this moment's, not one to keep for everyone — and the backend's own
 * failures are kept for the page's status (502 unreachable or erring, 503 unavailable, 504 out of time). A
 * call the backend did not answer (an in-process backend that threw, the render's deadline) gets the proxy's
 * envelope for it, so the page's loaders and blocks see the same 502/504 as behind a real upstream.
 */
export function createRenderCalls(record: RenderRecord = { unshareable: [] }) {
  let gateway: GatewayFailure | undefined;
  const failed = (status: 502 | 503 | 504, retryAfter?: string | null) => {
    gateway ??= { status, retryAfter: retryAfter ?? DEFAULT_RETRY_AFTER };
  };

  /**
   * The answer of `ask` as the call layer gets it, noted; `deadline` ends it with a 504 at once when it fires
   * (and a call made after it is not sent at all).
   */
  function answer(call: Request, ask: () => Promise<Response>, deadline?: AbortSignal): Promise<Response> {
    if (deadline?.aborted) return Promise.resolve(timedOut(call));
    const noted = ask().then(
      (response) => {
        const { status } = response;
        if (isPassingStatus(status)) record.unshareable.push(`${pathOf(call)} ${status}`);
        if (status === 503 || status === 504) failed(status, response.headers.get('retry-after'));
        else if (status >= 500) failed(502, response.headers.get('retry-after'));
        return response;
      },
      (error: unknown) => {
        // The call layer's own cancellation (a query given up) stays one.
        if (call.signal.aborted) throw error;
        record.unshareable.push(`${pathOf(call)} failed`);
        failed(502);
        return gatewayEnvelope(502);
      },
    );
    return deadline ? untilDeadline(call, noted, deadline) : noted;
  }

  function timedOut(call: Request): Response {
    record.unshareable.push(`${pathOf(call)} past the deadline`);
    failed(504);
    return gatewayEnvelope(504);
  }

  /**
   * The backend's answer, or a 504 once the deadline fires: an in-process backend does not watch the signal,
   * and a proxied one may be stalled past it; either way the loader gets its failure now.
   */
  function untilDeadline(call: Request, pending: Promise<Response>, deadline: AbortSignal): Promise<Response> {
    return new Promise<Response>((resolve, reject) => {
      const abort = () => resolve(timedOut(call));
      deadline.addEventListener('abort', abort, { once: true });
      pending.then(resolve, reject).finally(() => deadline.removeEventListener('abort', abort));
    });
  }

  return {
    record,
    answer,
    /** Nobody can pass the safety check on a server (doc 000 §4.8): the call fails, and the page is the visitor's. */
    safetyCheck(): Promise<void> {
      record.unshareable.push('safety check');
      return Promise.reject(new Error('no safety check on the server'));
    },
    /** The backend's first failure in this render so far, if any. */
    gateway: () => gateway,
  };
}

export type RenderCalls = ReturnType<typeof createRenderCalls>;
