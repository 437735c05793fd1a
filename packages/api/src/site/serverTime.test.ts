import { describe, expect, it } from 'vitest';
import { apiPath, ok } from '../mocks';
import { http } from 'msw';
import { server } from '../mocks/node';
import { getServerTime } from './serverTime';

describe('getServerTime', () => {
  it('reads the server clock from the envelope', async () => {
    server.use(http.get(apiPath('/server-time'), () => ok(1_700_000_000_000)));
    await expect(getServerTime()).resolves.toBe(1_700_000_000_000);
  });
});
