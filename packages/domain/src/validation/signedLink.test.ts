import { describe, expect, it } from 'vitest';
import { checkSignedLink, hasSignedLinkQuery } from './signedLink';

describe('checkSignedLink', () => {
  it('passes sign + resourceId + expireTime when resourceId is the last segment', () => {
    expect(checkSignedLink('/doc/journal/12345', { sign: 's', resourceId: '12345', expireTime: '99' })).toEqual({
      ok: true,
      payload: { sign: 's', resourceId: '12345', expireTime: '99' },
    });
    expect(checkSignedLink('/doc/journal/12345/', { sign: 's', resourceId: '12345', titlePack: 'p' }).ok).toBe(true);
  });
  it('needs sign, resourceId and one of titlePack or expireTime', () => {
    expect(checkSignedLink('/doc/journal/1', { resourceId: '1', expireTime: '9' }).ok).toBe(false);
    expect(checkSignedLink('/doc/journal/1', { sign: 's', expireTime: '9' }).ok).toBe(false);
    expect(checkSignedLink('/doc/journal/1', { sign: 's', resourceId: '1' }).ok).toBe(false);
  });
  it('fails when resourceId is another id, unless the partner is tencent or bytedance', () => {
    expect(checkSignedLink('/doc/journal/1', { sign: 's', resourceId: '2', expireTime: '9' }).ok).toBe(false);
    expect(checkSignedLink('/doc/journal/1', { sign: 's', resourceId: 'tencent', expireTime: '9' }).ok).toBe(true);
    expect(checkSignedLink('/doc/patent/1', { sign: 's', resourceId: 'bytedance', titlePack: 'p' }).ok).toBe(true);
    expect(checkSignedLink('/doc/patent/1', { sign: 's', resourceId: 'Tencent', titlePack: 'p' }).ok).toBe(false);
  });
  it('compares against the decoded segment', () => {
    expect(checkSignedLink('/doc/journal/a%20b', { sign: 's', resourceId: 'a b', expireTime: '1' }).ok).toBe(true);
  });
});

it('detects a signed-link attempt', () => {
  expect(hasSignedLinkQuery({})).toBe(false);
  expect(hasSignedLinkQuery({ sign: 'x' })).toBe(true);
});
