import { describe, expect, it } from 'vitest';
import { citationExportUrl } from '@wenxian/domain';
import type { Backend } from './entry-server';
import { renderingApp } from '../test/renderingApp';
import { createSimulatedBackend } from '../upstream/backend';

/** Where the backend is reached, as a proxy sends a call on: the site's own origin is gone from the call's URL. */
const UPSTREAM = 'http://127.0.0.1:9';

describe("the site's export address", () => {
  it("names the document's page at the site the visitor used, not at the backend's own address", async () => {
    const simulation = await createSimulatedBackend({ rateLimit: false });
    const backend: Backend = (request) => {
      const { pathname, search } = new URL(request.url);
      return simulation(new Request(`${UPSTREAM}${pathname}${search}`, request));
    };
    const app = renderingApp(backend, { siteOrigin: 'https://wenxian.example' });
    const address = citationExportUrl({ ids: ['QK202200001'], types: [1], format: 'BibTex' });
    const response = await app.request(address);
    expect(response.status).toBe(200);
    const record = await response.text();
    expect(record).toContain('https://wenxian.example/doc/journal/QK202200001');
    expect(record).not.toContain(UPSTREAM);
  });
});
