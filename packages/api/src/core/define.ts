import type { CallOptions } from './callOptions';
import { getJson, postJson, type Query } from './request';

/** A catalogue call: payload in, typed answer out, options last. */
export type JsonCall<Req, Res> = (payload: Req, options?: CallOptions) => Promise<Res>;

/** Defines a POST-JSON catalogue call for one path; `defaults` are per-call options (e.g. silent). */
export function definePost<Req, Res>(path: string, defaults: CallOptions = {}): JsonCall<Req, Res> {
  return (payload, options = {}) => postJson<Res>(path, payload, { ...defaults, ...options });
}

/** Defines a GET catalogue call whose payload is sent as query parameters. */
export function defineGet<Req extends Query, Res>(path: string, defaults: CallOptions = {}): JsonCall<Req, Res> {
  return (payload, options = {}) => getJson<Res>(path, payload, { ...defaults, ...options });
}
