import fc from 'fast-check';
import { expect, it } from 'vitest';
import { resolveDeviceId } from './deviceId';

const fixed = () => 0.5;

it('keeps a cookie whose length is a multiple of 8', () => {
  expect(resolveDeviceId('abcdefgh', fixed)).toEqual({ id: 'abcdefgh', generated: false });
  expect(resolveDeviceId('abcdefghabcdefgh', fixed)).toEqual({ id: 'abcdefghabcdefgh', generated: false });
});
it('generates 8 characters for one year otherwise', () => {
  expect(resolveDeviceId(undefined, fixed)).toEqual({ id: 'ssssssss', generated: true, maxAgeSeconds: 31536000 });
  expect(resolveDeviceId('', fixed).generated).toBe(true);
  expect(resolveDeviceId('abc', fixed).generated).toBe(true);
});
it('always yields an id whose length is a multiple of 8', () => {
  fc.assert(
    fc.property(fc.option(fc.string()), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (cookie, r) => {
      const { id } = resolveDeviceId(cookie, () => r);
      expect(id.length % 8).toBe(0);
      expect(id.length).toBeGreaterThan(0);
    }),
  );
});
