import { describe, expect, it } from 'vitest';
import { isUnsafeApiTarget } from './apiGuard';

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
