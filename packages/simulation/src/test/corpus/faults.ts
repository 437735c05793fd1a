import { expect } from 'vitest';

/**
 * Fails on any fault of any class, naming the first five of each: `found` maps each contradiction class to the
 * records or entities it finds. The counts are printed either way, so a run shows every class it checked.
 */
export function expectNoFaults(label: string, found: Record<string, string[]>): void {
  console.info(`${label}:`, Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.length])));
  expect(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.slice(0, 5)]))).toEqual(
    Object.fromEntries(Object.keys(found).map((k) => [k, []])),
  );
}
