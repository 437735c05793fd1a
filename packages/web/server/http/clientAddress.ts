import type { IpBlocklist } from '@wenxian/domain';

/** Who is asking, as the server establishes it (never from a header the client could choose alone). */
export type Client = {
  /** The visitor's address: the socket's, or from X-Forwarded-For when the socket is a trusted proxy. */
  address: string;
  /** http or https as the visitor sees the site (X-Forwarded-Proto only from a trusted proxy). */
  proto: 'http' | 'https';
  /**
   * The site's public host: a trusted proxy's X-Forwarded-Host, else the one the server was given (SITE_ORIGIN's
   * or its own address) — never the request's Host header, which anyone can set.
   */
  host: string;
};

/**
 * An address as the blocklist compares it: an IPv4-mapped IPv6 address as IPv4; a port (`1.2.3.4:5678`,
 * `[2001:db8::1]:443`), brackets and an IPv6 zone id (`fe80::1%eth0`) removed, as proxies write them into
 * X-Forwarded-For — so no spelling of a blocked address passes the blocklist.
 */
function normalizedAddress(address: string): string {
  let bare = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(bare);
  if (bracketed) bare = bracketed[1] as string;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(bare)) bare = bare.slice(0, bare.lastIndexOf(':'));
  bare = bare.replace(/%[^%]*$/, '');
  return bare.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase();
}
const unmapped = normalizedAddress;

/**
 * Resolves the client behind the socket. A trusted proxy's X-Forwarded-For is read right to left, skipping
 * further trusted hops, so the first untrusted address is the client (a value the visitor prepended is never
 * reached). Without a trusted socket every X-Forwarded-* header is ignored and the host is `ownHost`.
 */
export function resolveClient(socketAddress: string, headers: Headers, trusted: IpBlocklist, ownHost: string): Client {
  const socket = unmapped(socketAddress);
  const host = ownHost;
  if (!socket || !trusted.isBlocked(socket)) return { address: socket, proto: 'http', host };
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => unmapped(hop.trim()))
    .filter(Boolean);
  let address = socket;
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    address = chain[index] as string;
    if (!trusted.isBlocked(address)) break;
  }
  const forwardedProto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const forwardedHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return {
    address,
    proto: forwardedProto === 'https' ? 'https' : 'http',
    host: forwardedHost || host,
  };
}

/**
 * Headers every request carries inward (to the backend, the proxy and the renderer), set by us alone:
 * X-Forwarded-For is the one resolved client address, so nothing behind us (the upstream, the simulation's
 * rate limit) can be handed a value the visitor chose.
 */
export function withForwardedHeaders(request: Request, client: Client, url = request.url): Request {
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-for', client.address);
  headers.set('x-forwarded-proto', client.proto);
  headers.set('x-forwarded-host', client.host);
  headers.delete('forwarded');
  headers.delete('x-real-ip');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}
