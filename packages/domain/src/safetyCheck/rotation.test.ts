import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { angleToSend, clampTravel, keyboardStep, maxTravel, rotationForTravel } from './rotation';

describe('slider geometry (doc 000 §4.8 step 2)', () => {
  it('travels track width minus handle width', () => {
    expect(maxTravel(320, 40)).toBe(280);
    expect(maxTravel(30, 40)).toBe(0);
  });

  it('clamps the handle between 0 and the maximum travel', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 2000 }), (offset, max) => {
        const clamped = clampTravel(offset, max);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(max);
        if (offset >= 0 && offset <= max) expect(clamped === offset).toBe(true);
      }),
    );
    expect(clampTravel(-5, 280)).toBe(0);
    expect(clampTravel(999, 280)).toBe(280);
    expect(clampTravel(Number.NaN, 280)).toBe(0);
  });

  it('rotates 360 × travel / max travel', () => {
    expect(rotationForTravel(0, 280)).toBe(0);
    expect(rotationForTravel(70, 280)).toBe(90);
    expect(rotationForTravel(140, 280)).toBe(180);
    expect(rotationForTravel(280, 280)).toBe(360);
    expect(rotationForTravel(50, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.double({ min: 0, max: 1, noNaN: true }), (max, share) => {
        const travel = max * share;
        expect(rotationForTravel(travel, max)).toBeCloseTo((360 * travel) / max, 9);
      }),
    );
  });

  it('is monotonic in the travel and bounded to 0..360', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.double({ noNaN: true, min: -3000, max: 3000 }),
        fc.double({ noNaN: true, min: -3000, max: 3000 }),
        (max, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(rotationForTravel(lo, max)).toBeLessThanOrEqual(rotationForTravel(hi, max));
          expect(rotationForTravel(hi, max)).toBeLessThanOrEqual(360);
          expect(rotationForTravel(lo, max)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('sends the rounded angle as an integer', () => {
    expect(angleToSend(89.5)).toBe(90);
    expect(angleToSend(89.49)).toBe(89);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, noNaN: true }), (rotation) => {
        const angle = angleToSend(rotation);
        expect(Number.isInteger(angle)).toBe(true);
        expect(Math.abs(angle - rotation)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('moves 10° per arrow key', () => {
    expect(rotationForTravel(keyboardStep(280), 280)).toBeCloseTo(10, 9);
  });
});
