import { describe, expect, it } from 'vitest';
import { ACTIVITY_PATHS, AI_PATHS, LITERATURE_PATHS, MEMBERSHIP_PATHS } from '@wenxian/api';
import { pathPattern } from './pathPattern';

describe('pathPattern', () => {
  it('turns a path builder into the msw pattern with named parameters', () => {
    expect(pathPattern(LITERATURE_PATHS.base, 'id')).toBe('/literature/base/:id');
    expect(pathPattern(ACTIVITY_PATHS.byHash, 'hash')).toBe('/activity/:hash');
    expect(pathPattern(MEMBERSHIP_PATHS.teamDetail, 'teamId')).toBe('/vip-team/:teamId/detail');
    expect(pathPattern(AI_PATHS.regenerate, 'id', 'messageId')).toBe(
      '/rweb/we-search/conversations/:id/messages/:messageId/regenerate',
    );
  });
});
