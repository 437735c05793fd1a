import fc from 'fast-check';
import { expect, it } from 'vitest';
import { serverTimeOffset } from './serverTimeOffset';

it('attributes half the round trip to each direction', () => {
  expect(serverTimeOffset(10_050, 1000, 1100)).toBe(9000);
  expect(serverTimeOffset(1000, 1000, 1000)).toBe(0);
});
it('aligns the response midpoint exactly onto server time', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 ** 42 }),
      fc.integer({ min: 0, max: 2 ** 42 }),
      fc.nat(60_000),
      (server, sent, rtt) => {
        const offset = serverTimeOffset(server, sent, sent + rtt);
        expect(Math.abs(sent + rtt / 2 + offset - server)).toBeLessThanOrEqual(0.5);
      },
    ),
  );
});
