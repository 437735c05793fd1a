import { describe, expect, it } from 'vitest';
import { createIpBlocklist } from '@wenxian/domain';
import { resolveClient } from './clientAddress';

const trusted = createIpBlocklist(['10.0.0.0/8']);
const headers = (values: Record<string, string>) => new Headers({ host: 'wenxian.example', ...values });

describe('resolveClient', () => {
  it('takes the socket address and ignores forwarded headers from an untrusted socket', () => {
    expect(
      resolveClient(
        '::ffff:198.51.100.4',
        headers({ 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }),
        trusted,
        'site.example:3000',
      ),
    ).toEqual({
      address: '198.51.100.4',
      proto: 'http',
      // Neither the Host header nor an untrusted X-Forwarded-Host.
      host: 'site.example:3000',
    });
  });

  it('reads a trusted chain from the right, skipping trusted hops', () => {
    const client = resolveClient(
      '10.0.0.2',
      headers({
        'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'www.wenxian.example',
      }),
      trusted,
      'site.example:3000',
    );
    expect(client).toEqual({ address: '198.51.100.4', proto: 'https', host: 'www.wenxian.example' });
    // A trusted proxy that names no host leaves the server's own.
    expect(resolveClient('10.0.0.2', headers({}), trusted, 'site.example:3000')).toEqual({
      address: '10.0.0.2',
      proto: 'http',
      host: 'site.example:3000',
    });
  });
});

describe('forwarded address spellings (with a port, in brackets, with a zone id)', () => {
  const blocked = createIpBlocklist(['203.0.113.0/24', '2001:db8::/32', 'fe80::/10']);
  const behindProxy = (forwarded: string) =>
    resolveClient('10.0.0.2', headers({ 'x-forwarded-for': forwarded }), trusted, 'site.example').address;

  it.each([
    ['203.0.113.7:51234', '203.0.113.7'],
    ['[2001:db8::7]:443', '2001:db8::7'],
    ['[2001:DB8::7]', '2001:db8::7'],
    ['fe80::1%eth0', 'fe80::1'],
    ['[fe80::1%25eth0]:8080', 'fe80::1'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
  ])('reads %s as %s, which the blocklist then finds', (forwarded, address) => {
    expect(behindProxy(forwarded)).toBe(address);
    expect(blocked.isBlocked(behindProxy(forwarded))).toBe(true);
  });
});
