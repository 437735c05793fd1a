import { expect, it } from 'vitest';
import { createReplySequencer } from './latestReply';

it('accepts only the newest reply', () => {
  const sequencer = createReplySequencer();
  const first = sequencer.next();
  const second = sequencer.next();
  expect(sequencer.isLatest(first)).toBe(false);
  expect(sequencer.isLatest(second)).toBe(true);
});
