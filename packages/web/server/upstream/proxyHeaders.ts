import { parseSetCookie, stringifySetCookie, type SetCookie } from 'cookie';
import { createIpBlocklist } from '@wenxian/domain';
import type { UpstreamAnswer } from './upstreamClient';

/** Where an upstream redirect must never send a browser: loopback, private and link-local networks. */
const internalNetworks = createIpBlocklist([
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '::/128',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
]);
const internalNames = /(?:^|\.)(?:localhost|local|internal|intranet|lan|corp|home\.arpa)$/i;

function isInternalHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return internalNetworks.isBlocked(bare) || internalNames.test(bare) || (!bare.includes('.') && !bare.includes(':'));
}

/**
 * An upstream Location as the browser may see it: the upstream's own addresses become site paths (its base
 * path removed), public http(s) addresses stay, anything else (an internal host, another scheme) is dropped.
 */
export function rewriteLocation(location: string, upstream: URL, requested: URL): string | undefined {
  let target: URL;
  try {
    target = new URL(location, requested);
  } catch {
    return undefined;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
  if (target.host === upstream.host) {
    const base = upstream.pathname.replace(/\/$/, '');
    const path = base && target.pathname.startsWith(`${base}/`) ? target.pathname.slice(base.length) : target.pathname;
    return `${path}${target.search}${target.hash}`;
  }
  return isInternalHost(target.hostname) ? undefined : target.href;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection and never travel further. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];

/** The header names a Connection header lists (they too belong to that one connection). */
const namedByConnection = (connection: string | null | undefined) =>
  (connection ?? '').split(',').map((name) => name.trim().toLowerCase());

/**
 * The request headers the upstream gets: hop-by-hop ones and those the visitor's Connection header names
 * are removed — except the X-Forwarded-* headers we set, which a visitor cannot strip that way.
 */
export function forwardableHeaders(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  for (const name of [...HOP_BY_HOP, ...namedByConnection(incoming.get('connection'))]) {
    if (name && !name.startsWith('x-forwarded-')) headers.delete(name);
  }
  // The upstream client asks for the encodings it decodes itself (the answer is passed on decoded).
  headers.delete('accept-encoding');
  return headers;
}

/**
 * The upstream's answer headers as the visitor may get them: hop-by-hop ones and those its Connection header
 * names removed; the body arrives decoded, so a Content-Encoding (and the Content-Length it measured) goes
 * too; cookies made the site's own (rewriteSetCookie); the Location made safe (rewriteLocation).
 */
export function answerHeaders(answer: UpstreamAnswer, upstream: URL, target: URL, secure: boolean): Headers {
  const header = (wanted: string) => answer.headers.find(([name]) => name.toLowerCase() === wanted)?.[1];
  const dropped = new Set([...HOP_BY_HOP, ...namedByConnection(header('connection')), 'set-cookie', 'location']);
  if (header('content-encoding') !== undefined) dropped.add('content-encoding').add('content-length');
  const headers = new Headers();
  for (const [name, value] of answer.headers) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') {
      const cookie = rewriteSetCookie(value, secure);
      if (cookie) headers.append('set-cookie', cookie);
    } else if (!dropped.has(lower)) headers.append(lower, value);
  }
  const location = header('location');
  const rewritten = location === undefined ? undefined : rewriteLocation(location, upstream, target);
  if (rewritten) headers.set('location', rewritten);
  return headers;
}

/**
 * An upstream cookie as our site sets it: the upstream's Domain would not match our host (the browser would
 * drop the cookie), so it goes; SameSite=Lax when the upstream says nothing; Secure when the visitor uses
 * HTTPS. Read and written by the `cookie` library, the value as the upstream sent it (no decoding); a line it
 * cannot write back (no name, a character RFC 6265 §4.1.1 forbids) is not passed on.
 */
export function rewriteSetCookie(line: string, secure: boolean): string | undefined {
  const cookie = parseSetCookie(line, { decode: (value) => value });
  const rewritten = {
    ...cookie,
    domain: undefined,
    sameSite: cookie.sameSite ?? 'lax',
    secure: cookie.secure || secure,
  } satisfies SetCookie;
  try {
    return stringifySetCookie(rewritten, { encode: (value) => value });
  } catch {
    return undefined;
  }
}
