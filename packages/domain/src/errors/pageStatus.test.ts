import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageStatusOf } from './pageStatus';

describe('pageStatusOf', () => {
  it('answers the spec codes with true HTTP statuses', () => {
    expect(pageStatusOf({ apiCode: 404 })).toBe(404);
    expect(pageStatusOf({ apiCode: 408 })).toBe(410);
    expect(pageStatusOf({ apiCode: 20 })).toBe(429);
    expect(pageStatusOf({ apiCode: 21 })).toBe(429);
    expect(pageStatusOf({ apiCode: 70006 })).toBe(422);
    expect(pageStatusOf({ apiCode: 70007 })).toBe(422);
    expect(pageStatusOf({ apiCode: 500 })).toBe(500);
    expect(pageStatusOf({})).toBe(500);
  });

  it('keeps any HTTP error status of the call', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.option(fc.integer()), (statusCode, apiCode) => {
        expect(pageStatusOf({ statusCode, apiCode })).toBe(statusCode);
      }),
    );
  });
});
