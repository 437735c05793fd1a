import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../url/queryString';
import { loginRedirectUrl, sameOriginReturnUrl } from './loginRedirect';

const site = 'https://www.wenxian.example';

describe('login redirect', () => {
  it('sends the return URL as serve with appCode 101', () => {
    expect(loginRedirectUrl('/personalcenter/bill?tab=2', site)).toBe(
      '/account?serve=https%3A%2F%2Fwww.wenxian.example%2Fpersonalcenter%2Fbill%3Ftab%3D2&appCode=101',
    );
  });
  it.each([
    ['https://www.wenxian.example/doc/journal/1', 'https://www.wenxian.example/doc/journal/1'],
    ['https://evil.example/phish', 'https://www.wenxian.example/'],
    ['//evil.example/x', 'https://www.wenxian.example/'],
    ['/\\evil.example', 'https://www.wenxian.example/'],
    ['javascript:alert(1)', 'https://www.wenxian.example/'],
    ['https://www.wenxian.example.evil.cn/', 'https://www.wenxian.example/'],
    ['', 'https://www.wenxian.example/'],
    [undefined, 'https://www.wenxian.example/'],
  ])('%s → %s', (returnTo, serve) => {
    expect(sameOriginReturnUrl(returnTo, site)).toBe(serve);
  });
  it('never serves another origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (returnTo) => {
        const { serve, appCode } = parseQuery(loginRedirectUrl(returnTo, site).split('?')[1] ?? '');
        expect(serve?.startsWith(`${site}/`)).toBe(true);
        expect(appCode).toBe('101');
      }),
    );
  });
});
