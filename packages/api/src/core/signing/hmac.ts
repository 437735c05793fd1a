/**
 * HMAC-SHA256 as lower-case hex. Where the host is Node (the site's server signs every call a page makes, the
 * simulation verifies each one) Node's own crypto digests at once; elsewhere (browsers) Web Crypto does, one
 * asynchronous job per signature — several times the cost, paid on every server-side call otherwise.
 */
const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

/** One HMAC-SHA256 implementation: raw key and message → lower-case hex. */
export type HmacSha256 = (key: Uint8Array<ArrayBuffer>, message: Uint8Array<ArrayBuffer>) => Promise<string>;

/** The part of node:crypto used here (the package is also bundled for browsers, which have no such module). */
type NodeCrypto = {
  createHmac(
    algorithm: 'sha256',
    key: string | Uint8Array,
  ): {
    update(data: string | Uint8Array): { digest(encoding: 'hex'): string };
  };
};

/** node:crypto when running on Node (≥ 20.16 reads built-ins synchronously), else undefined. */
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

function importKey(key: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** Keys are imported once per secret: importKey costs more than the signature itself. */
function cachedKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = importKey(encoder.encode(secret));
    keyCache.set(secret, key);
  }
  return key;
}

/** Web Crypto's HMAC (globalThis.crypto.subtle: Node 20 and every current browser). */
export const webCryptoHmac: HmacSha256 = async (key, message) =>
  toHex(await globalThis.crypto.subtle.sign('HMAC', await importKey(key), message));

/** Node's HMAC, when the host is Node. */
export const nodeHmac: HmacSha256 | undefined =
  nodeCrypto && (async (key, message) => nodeCrypto.createHmac('sha256', key).update(message).digest('hex'));

/** HMAC-SHA256 of raw bytes, as lower-case hex (used by the RFC 4231 vectors). */
export function hmacSha256HexBytes(key: Uint8Array<ArrayBuffer>, message: Uint8Array<ArrayBuffer>): Promise<string> {
  return (nodeHmac ?? webCryptoHmac)(key, message);
}

/** HMAC-SHA256 of UTF-8 text with a UTF-8 secret, as lower-case hex. */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  if (nodeCrypto) return nodeCrypto.createHmac('sha256', secret).update(message).digest('hex');
  const key = await cachedKey(secret);
  return toHex(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}
