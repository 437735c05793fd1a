import { describe, expect, it } from 'vitest';
import { webcrypto } from 'node:crypto';
import { hmacSha256Hex, hmacSha256HexBytes, nodeHmac, scriptHmac } from './hmac';

const hex = (text: string) => new Uint8Array(text.match(/../g)?.map((b) => parseInt(b, 16)) ?? []);
const ascii = (text: string) => new TextEncoder().encode(text);
const repeat = (byte: number, count: number) => new Uint8Array(count).fill(byte);

/** RFC 4231 §4.2–4.8, HMAC-SHA-256 (case 5 is a truncated output and is left out). */
const vectors = [
  {
    name: 'case 1',
    key: repeat(0x0b, 20),
    data: ascii('Hi There'),
    mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
  },
  {
    name: 'case 2',
    key: ascii('Jefe'),
    data: ascii('what do ya want for nothing?'),
    mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  },
  {
    name: 'case 3',
    key: repeat(0xaa, 20),
    data: repeat(0xdd, 50),
    mac: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
  },
  {
    name: 'case 4',
    key: hex('0102030405060708090a0b0c0d0e0f10111213141516171819'),
    data: repeat(0xcd, 50),
    mac: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
  },
  {
    name: 'case 6',
    key: repeat(0xaa, 131),
    data: ascii('Test Using Larger Than Block-Size Key - Hash Key First'),
    mac: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
  },
  {
    name: 'case 7',
    key: repeat(0xaa, 131),
    data: ascii(
      'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
    ),
    mac: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
  },
];

describe('HMAC-SHA256 against RFC 4231', () => {
  it.each(vectors)('$name', ({ key, data, mac }) => {
    expect(hmacSha256HexBytes(key, data)).toBe(mac);
  });
  // Browsers sign with the JavaScript HMAC, Node hosts (the site's server, the simulation) with node:crypto: both
  // must agree.
  it.each(vectors)('$name, in JavaScript (browsers)', ({ key, data, mac }) => {
    expect(scriptHmac(key, data)).toBe(mac);
  });
  it.each(vectors)('$name, node:crypto', ({ key, data, mac }) => {
    expect(nodeHmac).toBeDefined();
    expect(nodeHmac?.(key, data)).toBe(mac);
  });
  it('the text form agrees with the byte form (case 2)', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(vectors[1]?.mac);
  });
  it('the text form is UTF-8 on every host (a Chinese path and secret), as Web Crypto reads it', async () => {
    const [secret, message] = ['文献-secret', '/newsite/检索1700000000000'];
    const key = await webcrypto.subtle.importKey('raw', ascii(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    const mac = Buffer.from(await webcrypto.subtle.sign('HMAC', key, ascii(message))).toString('hex');
    expect(hmacSha256Hex(secret, message)).toBe(mac);
    expect(scriptHmac(ascii(secret), ascii(message))).toBe(mac);
  });
});
