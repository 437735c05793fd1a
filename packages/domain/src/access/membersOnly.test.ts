import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMembersOnlyPath, matchesPathPattern } from './membersOnly';

describe('members-only paths', () => {
  it.each([
    '/subscription',
    '/subscription/collect',
    '/personalcenter/orders/12',
    '/manager/account/email',
    '/pay/newindex',
    '/product/thesisdetection/version1/order',
    '/keyword/人工智能/summarize',
    '/keyword/summarize/人工智能',
    '/subject/summarize/人工智能',
    '/subject/summarize/S0001',
    '/onlinereading',
    '/batchreview',
    '/transform/pdf2word',
    '/WeResearch/history',
    '/WeResearch/abc123/chat',
    '/manager/auth',
    '/personalcenter/',
  ])('%s needs login', (path) => {
    expect(isMembersOnlyPath(path)).toBe(true);
  });
  it.each([
    '/',
    '/journal',
    '/pay',
    '/pay/newrecharge',
    '/keyword/人工智能',
    '/subject/summarize',
    '/subject/S0001',
    '/WeResearch',
    '/WeResearch/abc123',
    '/manager',
    '/manager/compete',
    '/subscriptions',
    '/weresearch/history',
    '/product/noveltysearch',
  ])('%s is open', (path) => {
    expect(isMembersOnlyPath(path)).toBe(false);
  });
  it('lets * stand for any single segment', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), (id) => {
        expect(matchesPathPattern('/WeResearch/*/chat', `/WeResearch/${id}/chat`)).toBe(true);
        expect(matchesPathPattern('/WeResearch/*/chat', `/WeResearch/${id}/x/chat`)).toBe(false);
      }),
    );
  });
});
