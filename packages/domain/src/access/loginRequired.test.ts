import { expect, it } from 'vitest';
import { requiresLogin } from './loginRequired';

it('requires login to download, buy, start a conversation and batch review', () => {
  for (const action of ['download', 'buy', 'newConversation', 'batchReview']) expect(requiresLogin(action)).toBe(true);
  expect(requiresLogin('cite')).toBe(false);
});
