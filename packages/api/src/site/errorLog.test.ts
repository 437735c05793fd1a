import { afterEach, expect, it, vi } from 'vitest';
import { resetCallLayer } from '../core';
import { scriptedEnvelope } from '../test/recorder';
import { saveWebError } from './errorLog';

afterEach(() => resetCallLayer());

it('posts the page built into a log with the injected storage text, and a failure stays silent', async () => {
  const notifyError = vi.fn<(message: string) => void>();
  resetCallLayer({ notifyError, localStorageText: () => '{"token":"***"}' });
  const seen = scriptedEnvelope('post', '/web-save-error', () => ({ code: 500, message: 'down' }));
  await expect(
    saveWebError({ pathname: '/doc/journal/1', search: '?a=1', status: 500, message: 'boom' }),
  ).rejects.toMatchObject({ code: 500 });
  expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
    uri: '/doc/journal/1',
    query: 'a=1',
    status: 500,
    localStorage: '{"token":"***"}',
    message: 'boom',
  });
  expect(notifyError).not.toHaveBeenCalled();
});
