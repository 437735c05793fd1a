import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBuild } from '../test/fixture';
import { raw, startTestServer } from '../test/http';

/**
 * Absolute URLs (canonical links and the document head's URLs, which the renderer builds from the page
 * request's origin; robots.txt; the sitemap) come from SITE_ORIGIN or a trusted proxy's forwarded host,
 * never from the Host header a visitor (or a cache-poisoning attacker) chooses.
 */
let dist: string;
const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];

beforeAll(() => {
  dist = createFixtureBuild();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(dist, { recursive: true, force: true });
});

async function originsSeen(env: Record<string, string>, headers: Record<string, string>) {
  const server = await startTestServer(env, dist);
  servers.push(server);
  const page = await raw(server.url, { headers });
  const robots = await raw(new URL('/robots.txt', server.url).href, { headers });
  const sitemap = await raw(new URL('/sitemap.xml', server.url).href, { headers });
  return {
    own: new URL(server.url).origin,
    page: /data-origin="([^"]+)"/.exec(page.text)?.[1],
    robots: /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robots.text)?.[1],
    sitemap: /<loc>(\S+)\/sitemap-1\.xml<\/loc>/.exec(sitemap.text)?.[1],
  };
}

const spoofed = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' };

describe('the public origin of absolute URLs', () => {
  it("is the server's own address when nothing trusted names one, whatever Host says", async () => {
    const seen = await originsSeen({}, spoofed);
    expect(seen).toEqual({ own: seen.own, page: seen.own, robots: seen.own, sitemap: seen.own });
  });

  it("is the first trusted proxy's forwarded host", async () => {
    const seen = await originsSeen(
      { TRUSTED_PROXIES: '127.0.0.1' },
      {
        host: 'attacker.example',
        'x-forwarded-host': 'www.wenxian.example, other.example',
        'x-forwarded-proto': 'https',
      },
    );
    expect([seen.page, seen.robots, seen.sitemap]).toEqual(Array(3).fill('https://www.wenxian.example'));
  });

  it('is SITE_ORIGIN when set, over any forwarded host', async () => {
    const seen = await originsSeen({ TRUSTED_PROXIES: '127.0.0.1', SITE_ORIGIN: 'https://wenxian.example/' }, spoofed);
    expect([seen.page, seen.robots, seen.sitemap]).toEqual(Array(3).fill('https://wenxian.example'));
  });
});
