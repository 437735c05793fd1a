#!/usr/bin/env node
// What an e2e file paid to get a browser before and after the journeys shared one: a Chromium launch beside a
// connection to a running one, alternated, medians of N (default 5). Prints the load average with them.
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const runs = Number(process.argv[2] ?? 5);
const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** ms from asking for a browser to a page that has loaded about:blank. */
async function timed(open) {
  const started = performance.now();
  const browser = await open();
  const context = await browser.newContext();
  await (await context.newPage()).goto('about:blank');
  const ms = performance.now() - started;
  await browser.close();
  return ms;
}

const shared = await chromium.launchServer(launchOptions);
const launch = [];
const connect = [];
for (let i = 0; i < runs; i += 1) {
  launch.push(await timed(() => chromium.launch(launchOptions)));
  connect.push(await timed(() => chromium.connect(shared.wsEndpoint())));
}
await shared.close();
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`launch per file  median ${median(launch).toFixed(0)} ms  (${launch.map((m) => m.toFixed(0)).join(', ')})`);
console.log(
  `connect per file median ${median(connect).toFixed(0)} ms  (${connect.map((m) => m.toFixed(0)).join(', ')})`,
);
