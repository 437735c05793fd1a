import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { createSimulatedBackend } from './upstream/backend';

describe('site server', () => {
  it('answers API paths from the simulated server', async () => {
    const app = createApp({ backend: await createSimulatedBackend() });
    const response = await app.request('/newsite/server-time');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; data: number };
    expect(body.code).toBe(200);
    expect(typeof body.data).toBe('number');
  });

  it('sends /newsite, /auth and /website to the backend and nothing else', async () => {
    const backend = vi.fn(async (request: Request) => Response.json({ path: new URL(request.url).pathname }));
    const app = createApp({ backend });
    for (const path of ['/newsite/search', '/auth/user/sendMobileCode2', '/website/x']) {
      const response = await app.request(path, { method: 'POST' });
      await expect(response.json()).resolves.toEqual({ path });
    }
    expect((await app.request('/journal')).status).toBe(404);
    expect(backend).toHaveBeenCalledTimes(3);
  });
});
