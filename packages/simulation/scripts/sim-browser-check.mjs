#!/usr/bin/env node
/**
 * Checks the simulated server in Chromium behind the MSW service worker (as Storybook and the local site
 * run it): search with highlights and facets, login, document, download with quota confirmation and the
 * PDF, the safety check, a streamed AI answer, a scenario. Prints the results; exits 1 when one is wrong.
 *
 *   node packages/simulation/scripts/sim-browser-check.mjs
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const server = await createServer({
  configFile: false,
  root: join(here, 'sim-browser-check'),
  publicDir: join(here, '../../web/public'),
  logLevel: 'warn',
  server: { port: 0, host: '127.0.0.1', fs: { allow: [join(here, '../../..')] } },
});
await server.listen();
const { port } = server.httpServer.address();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? chromiumPath,
  args: chromiumArgs,
});
let failed = false;
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  // localhost is a secure context, so Web Crypto signs the calls.
  await page.goto(`http://localhost:${port}/`);
  await page.waitForFunction(() => typeof globalThis.__check === 'function', null, { timeout: 120_000 });
  const result = await page.evaluate(() => globalThis.__check());
  console.table(result);
  const expectations = {
    searchTotal: (v) => v > 0,
    highlighted: (v) => v === true,
    typeFacetSum: (v) => v === result.searchTotal,
    detailTitleMatches: (v) => v === true,
    confirmLimitType: (v) => v === 2,
    pdf: (v) => v === true,
    safetyCheckImageType: (v) => String(v).includes('image/svg+xml'),
    safetyCheckPassed: (v) => v === true,
    streamDeltas: (v) => v > 10,
    streamReferences: (v) => v > 0,
    scenario: (v) => v === 70007,
  };
  for (const [key, ok] of Object.entries(expectations)) {
    if (!ok(result[key])) {
      failed = true;
      console.error(`unexpected ${key}: ${JSON.stringify(result[key])}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
