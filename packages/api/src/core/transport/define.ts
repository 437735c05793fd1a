import type { CallOptions } from '../responseCodes/callOptions';
import { getJson, postJson, type Query } from './request';

/**
 * A catalogue call: payload in, typed answer out, options last. When every payload field is optional
 * (or there are none) the payload may be left out: `getVipCenterInfo()`.
 */
export type JsonCall<Req, Res> =
  Record<string, never> extends Req
    ? (payload?: Req, options?: CallOptions) => Promise<Res>
    : (payload: Req, options?: CallOptions) => Promise<Res>;

/** Defines a POST-JSON catalogue call for one path; `defaults` are per-call options (e.g. silent). */
export function definePost<Req, Res>(path: string, defaults: CallOptions = {}): JsonCall<Req, Res> {
  const call = (payload: unknown = {}, options: CallOptions = {}) =>
    postJson<Res>(path, payload, { ...defaults, ...options });
  return call as JsonCall<Req, Res>;
}

/** Defines a GET catalogue call whose payload is sent as query parameters. */
export function defineGet<Req extends Query, Res>(path: string, defaults: CallOptions = {}): JsonCall<Req, Res> {
  const call = (payload: Query = {}, options: CallOptions = {}) =>
    getJson<Res>(path, payload, { ...defaults, ...options });
  return call as JsonCall<Req, Res>;
}
