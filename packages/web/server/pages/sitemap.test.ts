import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { fileSitemapSource, pathsOfPages, sitemapFile, sitemapIndex, URLS_PER_SITEMAP } from './sitemap';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap files', () => {
  it("splits at the protocol's 50,000 URLs per file, under an index", () => {
    expect(URLS_PER_SITEMAP).toBe(50_000);
    const paths = Array.from({ length: 100_001 }, (_, i) => `/doc/journal/${i}`);
    expect(locs(sitemapIndex('https://wenxian.example', paths.length))).toEqual([
      'https://wenxian.example/sitemap-1.xml',
      'https://wenxian.example/sitemap-2.xml',
      'https://wenxian.example/sitemap-3.xml',
    ]);
    expect(locs(sitemapFile('https://wenxian.example', paths, 1) ?? '')).toHaveLength(50_000);
    expect(locs(sitemapFile('https://wenxian.example', paths, 3) ?? '')).toEqual([
      'https://wenxian.example/doc/journal/100000',
    ]);
    expect(sitemapFile('https://wenxian.example', paths, 4)).toBeUndefined();
  });

  it('escapes what XML would misread', () => {
    expect(sitemapFile('https://x.example', ['/search?k=a&n=<b>'], 1)).toContain(
      '<loc>https://x.example/search?k=a&amp;n=&lt;b&gt;</loc>',
    );
  });

  it('lists each kind of page by its site path', () => {
    const paths = pathsOfPages({
      documents: [
        { type: 1, id: 'J1' },
        { type: 0, id: 'none' },
      ],
      journals: ['Q1'],
      authors: ['A 1'],
      organizations: ['O1'],
      subjects: ['S1'],
      conferences: ['C1'],
    });
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/doc/journal/J1',
        '/journal/Q1',
        '/author/A%201',
        '/organization/O1',
        '/subject/S1',
        '/conference/C1',
      ]),
    );
    expect(paths.some((path) => path.includes('none'))).toBe(false);
  });

  it("reads the operator's exported paths with an upstream, and the area pages without a file", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wenxian-sitemap-'));
    writeFileSync(join(dir, 'paths.txt'), '/journal/1\r\n\n  /author/2 \nnot-a-path\n');
    await expect(fileSitemapSource(join(dir, 'paths.txt'))()).resolves.toEqual(['/journal/1', '/author/2']);
    await expect(fileSitemapSource(undefined)()).resolves.toContain('/journal');
    rmSync(dir, { recursive: true });
  });

  it('serves the index and the numbered files, with the public origin when configured', async () => {
    const paths = Array.from({ length: 7 }, (_, i) => `/author/${i}`);
    const app = createApp({
      backend: async () => new Response(null, { status: 500 }),
      sitemap: async () => paths,
      sitemapPerFile: 3,
      siteOrigin: 'https://wenxian.example',
      accessLog: false,
    });
    expect(locs(await (await app.request('/sitemap.xml')).text())).toHaveLength(3);
    expect(locs(await (await app.request('/sitemap-3.xml')).text())).toEqual(['https://wenxian.example/author/6']);
    expect((await app.request('/sitemap-4.xml')).status).toBe(404);
    expect(await (await app.request('/robots.txt')).text()).toContain('Sitemap: https://wenxian.example/sitemap.xml');
  });
});
