/**
 * Request-pipeline overhead per call: base-path rule, signing (HMAC-SHA256: node:crypto here, Web Crypto in browsers),
 * axios interceptors and envelope handling, with the network replaced by an in-memory adapter so only
 * our code is timed. Run: pnpm --filter @wenxian/api exec tsx scripts/bench-pipeline.ts
 */
import type { AxiosAdapter } from 'axios';
import { performance } from 'node:perf_hooks';
import { client, getJson, postJson, signedHeaders } from '../src/core';

const adapter: AxiosAdapter = async (config) => ({
  data: { code: 200, data: { ok: true }, message: 'success' },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});
(await client()).defaults.adapter = adapter;

function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** Three rounds of `runs` calls; the machine is shared, so each round's median is printed and the median of those kept. */
async function measure(name: string, runs: number, body: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 500; i++) await body(); // warm-up: JIT and the imported HMAC keys
  const medians: number[] = [];
  for (let round = 0; round < 3; round++) {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await body();
      samples.push((performance.now() - start) * 1000);
    }
    const { median, p95 } = stats(samples);
    medians.push(median);
    console.log(
      `${name.padEnd(40)} round ${round + 1}: median ${median.toFixed(1)} µs  p95 ${p95.toFixed(1)} µs  (n=${runs})`,
    );
  }
  console.log(`${name.padEnd(40)} => median ${stats(medians).median.toFixed(1)} µs per call`);
}

await measure('signedHeaders only', 5000, () => signedHeaders('post', '/newsite/search'));
await measure('GET call (pipeline, no network)', 5000, () => getJson('/probe', { ids: [1, 2, 3], k: '文献' }));
await measure('POST JSON call (pipeline, no network)', 5000, () =>
  postJson('/search', { conditions: [{ searchField: 'U', content: '文献' }] }),
);
