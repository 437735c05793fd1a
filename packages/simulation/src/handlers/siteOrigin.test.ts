import { describe, expect, it } from 'vitest';
import { siteOrigin } from './siteOrigin';

describe('siteOrigin', () => {
  const url = new URL('http://127.0.0.1:45887/newsite/literature/base/ref/export');
  it('is the forwarded site when a proxy names it', () => {
    const headers = { 'x-forwarded-host': 'wenxian.example, 10.0.0.1', 'x-forwarded-proto': 'https' };
    expect(siteOrigin(new Request(url, { headers }), url)).toBe('https://wenxian.example');
    expect(siteOrigin(new Request(url, { headers: { 'x-forwarded-host': 'wenxian.example' } }), url)).toBe(
      'http://wenxian.example',
    );
  });
  it("is the call's own origin otherwise", () => {
    expect(siteOrigin(new Request(url), url)).toBe('http://127.0.0.1:45887');
  });
});
