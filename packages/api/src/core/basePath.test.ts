import { describe, expect, it } from 'vitest';
import { basePathFor, resolvePath } from './basePath';

describe('base path', () => {
  it('prefixes /newsite by default', () => {
    expect(resolvePath('/search')).toBe('/newsite/search');
  });
  it('leaves /auth/ and /website paths unprefixed', () => {
    expect(basePathFor('/auth/user/sendMobileCode2')).toBe('');
    expect(resolvePath('/website/conference/auditRecord/upload')).toBe('/website/conference/auditRecord/upload');
  });
});
