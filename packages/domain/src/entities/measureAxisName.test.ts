import { describe, expect, it } from 'vitest';
import { measureAxisName } from './measureAxisName';

describe('measureAxisName', () => {
  it('names each measure with its unit', () => {
    expect(measureAxisName(['发文量'])).toBe('发文量（篇）');
    expect(measureAxisName(['发文量', '被引量'])).toBe('发文量（篇）/ 被引量（次）');
  });

  it('puts the measures of one unit together, in their order', () => {
    expect(measureAxisName(['发文量', '被引量', '引用量'])).toBe('发文量（篇）/ 被引量、引用量（次）');
    expect(measureAxisName(['被引量', '发文量', '被引量'])).toBe('被引量（次）/ 发文量（篇）');
  });

  it('gives no name for a measure of unknown unit, nor for none', () => {
    expect(measureAxisName(['发文量', '影响力指数'])).toBeUndefined();
    expect(measureAxisName([])).toBeUndefined();
  });
});
