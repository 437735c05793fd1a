/** HMAC-SHA256 through Web Crypto (globalThis.crypto.subtle: Node 20 and every current browser). */
const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

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

/** HMAC-SHA256 of raw bytes, as lower-case hex (used by the RFC 4231 vectors). */
export async function hmacSha256HexBytes(
  key: Uint8Array<ArrayBuffer>,
  message: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const cryptoKey = await importKey(key);
  return toHex(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, message));
}

/** HMAC-SHA256 of UTF-8 text with a UTF-8 secret, as lower-case hex. */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await cachedKey(secret);
  return toHex(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}
