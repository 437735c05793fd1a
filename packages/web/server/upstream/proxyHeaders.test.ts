import { describe, expect, it } from 'vitest';
import { rewriteLocation, rewriteSetCookie } from './proxyHeaders';

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
    expect(rewriteSetCookie('a=1; Domain=gw.internal.example; Path=/', true)).toBe('a=1; Path=/; Secure; SameSite=Lax');
    expect(rewriteSetCookie('a=1; SameSite=None; Secure', false)).toBe('a=1; Secure; SameSite=None');
  });

  it('keeps the value as sent and every attribute it knows, whatever their spelling', () => {
    expect(
      rewriteSetCookie(
        'sid=a%2Fb=c; expires=Wed, 21 Oct 2026 07:28:00 GMT; max-age=60; path=/x; httponly; samesite=strict; priority=high',
        false,
      ),
    ).toBe(
      'sid=a%2Fb=c; Max-Age=60; Path=/x; Expires=Wed, 21 Oct 2026 07:28:00 GMT; HttpOnly; Priority=High; SameSite=Strict',
    );
  });

  it('passes on no line it cannot write back', () => {
    expect(rewriteSetCookie('=nameless; Path=/', false)).toBeUndefined();
    expect(rewriteSetCookie('a b=1', false)).toBeUndefined();
  });
});
