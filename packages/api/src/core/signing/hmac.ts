import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * HMAC-SHA256 as lower-case hex, computed at once. Where the host is Node (the site's server signs every call a
 * page makes, the simulation verifies each one) Node's own crypto digests; in browsers a JavaScript HMAC does.
 * Not Web Crypto: its digest comes back in a later task, and a call a visitor starts (a search submitted) then left
 * only after the frame and the page's render that the same input scheduled — 10 to 20 ms later on a desktop.
 */

/** One HMAC-SHA256 implementation: raw key and message → lower-case hex. */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => string;

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

/** The JavaScript HMAC (@noble/hashes, audited): what browsers sign with. */
export const scriptHmac: HmacSha256 = (key, message) => bytesToHex(hmac(sha256, key, message));

/** Node's HMAC, when the host is Node. */
export const nodeHmac: HmacSha256 | undefined =
  nodeCrypto && ((key, message) => nodeCrypto.createHmac('sha256', key).update(message).digest('hex'));

/** HMAC-SHA256 of raw bytes, as lower-case hex (used by the RFC 4231 vectors). */
export function hmacSha256HexBytes(key: Uint8Array, message: Uint8Array): string {
  return (nodeHmac ?? scriptHmac)(key, message);
}

/** HMAC-SHA256 of UTF-8 text with a UTF-8 secret, as lower-case hex. */
export function hmacSha256Hex(secret: string, message: string): string {
  if (nodeCrypto) return nodeCrypto.createHmac('sha256', secret).update(message).digest('hex');
  return scriptHmac(utf8ToBytes(secret), utf8ToBytes(message));
}
