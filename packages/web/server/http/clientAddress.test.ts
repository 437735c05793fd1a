import { describe, expect, it } from 'vitest';
import { createIpBlocklist } from '@wenxian/domain';
import { resolveClient } from './clientAddress';
import { chooseEncoding } from './compression';
import { isUnsafeApiTarget } from '../upstream/apiGuard';
import { rewriteLocation, rewriteSetCookie } from '../upstream/proxy';

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
      // Neither the Host header nor an untrusted X-Forwarded-Host (issue 26).
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

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['identity', undefined],
  ])('%s → %s', (header, encoding) => expect(chooseEncoding(header)).toBe(encoding));
});

describe('isUnsafeApiTarget', () => {
  it.each([
    ['/newsite/search?k=a;b', false],
    ['/newsite/search', false],
    ['/newsite/a..b/c', false],
    ['/newsite/a;b', true],
    ['/newsite/a%2Fb', true],
    ['/newsite/a%5cb', true],
    ['/newsite/a%3Bb', true],
    ['/newsite/a\\b', true],
    ['/newsite/../b', true],
    ['/newsite/%2E%2e/b', true],
  ])('%s refused: %s', (target, refused) => expect(isUnsafeApiTarget(target)).toBe(refused));
});

describe('rewriteLocation and rewriteSetCookie', () => {
  const upstream = new URL('https://gw.internal.example/api');
  const requested = new URL('https://gw.internal.example/api/newsite/x');
  it.each([
    ['https://gw.internal.example/api/newsite/y?z=1#h', '/newsite/y?z=1#h'],
    ['/api/newsite/y', '/newsite/y'],
    ['https://pay.example.com/c', 'https://pay.example.com/c'],
    ['http://192.168.0.4/admin', undefined],
    ['http://[fd00::1]/admin', undefined],
    ['http://backend/admin', undefined],
    ['http://db.corp/admin', undefined],
    ['javascript:alert(1)', undefined],
  ])('%s → %s', (location, expected) => expect(rewriteLocation(location, upstream, requested)).toBe(expected));

  it('drops a foreign Domain, adds SameSite=Lax and Secure as needed', () => {
    expect(rewriteSetCookie('a=1; Domain=gw.internal.example; Path=/', true)).toBe('a=1; Path=/; SameSite=Lax; Secure');
    expect(rewriteSetCookie('a=1; SameSite=None; Secure', false)).toBe('a=1; SameSite=None; Secure');
  });
});
