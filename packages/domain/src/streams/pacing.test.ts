import { expect, it } from 'vitest';
import { streamCharDelayMs, streamItemDelayMs } from './pacing';

it('paces 30 ms per character and 20 ms per array item (doc 000 §9)', () => {
  expect(streamCharDelayMs).toBe(30);
  expect(streamItemDelayMs).toBe(20);
});
