import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { basePathFor, isBackendPath, resolvePath } from './basePath';

describe('base path', () => {
  it('prefixes /newsite by default', () => {
    expect(resolvePath('/search')).toBe('/newsite/search');
  });
  it('keeps a link the server answered with the base path (download and reading links) as it is', () => {
    expect(resolvePath('/newsite/commonOpenUp/showDoc/QK1.pdf')).toBe('/newsite/commonOpenUp/showDoc/QK1.pdf');
    expect(resolvePath('/newsite/commonOpenUp/downloadDoc?ids=QK1&sign=x')).toBe(
      '/newsite/commonOpenUp/downloadDoc?ids=QK1&sign=x',
    );
    expect(resolvePath('/newsitemap')).toBe('/newsite/newsitemap');
  });
  it('leaves /auth/ and /website/ paths unprefixed', () => {
    expect(basePathFor('/auth/user/sendMobileCode2')).toBe('');
    expect(resolvePath('/website/conference/auditRecord/upload')).toBe('/website/conference/auditRecord/upload');
  });
  it('tells backend paths from page paths', () => {
    expect(isBackendPath('/newsite/search')).toBe(true);
    expect(isBackendPath('/search')).toBe(false);
    expect(isBackendPath('/websites/page')).toBe(false);
  });
  it('every resolved call path is one the site server hands to the backend', () => {
    const segment = fc.stringMatching(/^[A-Za-z][\w-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        expect(isBackendPath(resolvePath(`/${segments.join('/')}`))).toBe(true);
      }),
    );
  });
});
