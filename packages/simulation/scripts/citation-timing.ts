/**
 * The first APA citation after start, cold and after `warmCitations()`, beside a warm call (reference) measured in
 * the same process. Each case runs in a fresh process, 3 times; medians are printed with the load average.
 * Run: `pnpm exec tsx packages/simulation/scripts/citation-timing.ts` (from packages/simulation: `scripts/…`).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function child(warm: boolean): Promise<void> {
  const { getDataset } = await import('../src/data/dataset');
  const { formatCitations } = await import('../src/citation/citations');
  const { warmCitations } = await import('../src/citation/engine');
  const dataset = getDataset();
  const [first, second] = dataset.literature.filter((r) => r.type === 1);
  if (warm) await warmCitations();
  let t = performance.now();
  await formatCitations(dataset, [first!], 'APA');
  const firstMs = performance.now() - t;
  t = performance.now();
  await formatCitations(dataset, [second!], 'APA');
  const warmMs = performance.now() - t;
  process.stdout.write(JSON.stringify({ firstMs, warmMs }));
}

if (process.argv[2] === 'child') await child(process.argv[3] === 'warm');
else {
  const self = fileURLToPath(import.meta.url);
  const run = (mode: string) =>
    JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', self, 'child', mode], { encoding: 'utf8' })) as {
      firstMs: number;
      warmMs: number;
    };
  for (const mode of ['cold', 'warm']) {
    const runs = Array.from({ length: RUNS }, () => run(mode));
    console.log(
      `${mode === 'cold' ? 'first APA text, no warm-up      ' : 'first APA text after warm-up    '}: median ${median(runs.map((r) => r.firstMs)).toFixed(0)} ms` +
        `  (reference, a second APA text: ${median(runs.map((r) => r.warmMs)).toFixed(0)} ms)`,
    );
  }
  console.log(
    `load average (1/5/15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
