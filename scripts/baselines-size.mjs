#!/usr/bin/env node
// The visual baselines' weight in the work tree beside a git revision's (default: main): how many pictures,
// their bytes and their pixels, split into ui and page (web) stories, and the pictures only one side has.
// `node scripts/baselines-size.mjs [revision] [story file …]` (README "Measuring"; docs/decisions/testing.md):
// story files named, only their pictures count (a sample of a re-take that has not covered every story), and
// the last line projects every picture at the sample's ratio, ui and page stories apart.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';

const [revision = 'main', ...storyFiles] = process.argv.slice(2);
const BASELINE = /\/__screenshots__\/.*\.png$/;
/** A story file's pictures sit in `__screenshots__/<file name>/` beside it. */
const sampled = (path) =>
  storyFiles.length === 0 ||
  storyFiles.some((story) => {
    const slash = story.lastIndexOf('/');
    return path.startsWith(`${story.slice(0, slash)}/__screenshots__/${story.slice(slash + 1)}/`);
  });

function git(args, input) {
  const result = spawnSync('git', args, { input, maxBuffer: 1 << 30 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** Width × height from a PNG's header (IHDR is always the first chunk). */
const pixelsOf = (bytes) => bytes.readUInt32BE(16) * bytes.readUInt32BE(20);

/** path → { bytes, pixels } of every baseline in the work tree (tracked or new). */
function workTree() {
  const listed = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '*.png'])
    .toString()
    .split('\0')
    .filter((path) => BASELINE.test(path) && statSync(path, { throwIfNoEntry: false }));
  return new Map(
    listed.map((path) => {
      const bytes = readFileSync(path);
      return [path, { bytes: bytes.length, pixels: pixelsOf(bytes) }];
    }),
  );
}

/** path → { bytes, pixels } of every baseline at `revision`. */
function atRevision() {
  const listed = git(['ls-tree', '-r', '-z', '--format=%(objectname) %(path)', revision])
    .toString()
    .split('\0')
    .filter(Boolean)
    .map((line) => line.split(' '))
    .filter(([, path]) => BASELINE.test(path));
  // One `git cat-file --batch` for all blobs: header line, contents, newline per object.
  const input = listed.map(([object]) => object).join('\n') + '\n';
  const out = git(['cat-file', '--batch'], input);
  const sizes = new Map();
  let offset = 0;
  for (const [, path] of listed) {
    const newline = out.indexOf(10, offset);
    const size = Number(out.subarray(offset, newline).toString().split(' ')[2]);
    const bytes = out.subarray(newline + 1, newline + 1 + size);
    sizes.set(path, { bytes: size, pixels: pixelsOf(bytes) });
    offset = newline + 1 + size + 1;
  }
  return sizes;
}

function totals(map, keep = sampled) {
  const sum = {
    all: { n: 0, bytes: 0, pixels: 0 },
    ui: { n: 0, bytes: 0, pixels: 0 },
    web: { n: 0, bytes: 0, pixels: 0 },
  };
  for (const [path, { bytes, pixels }] of map) {
    if (!keep(path)) continue;
    for (const key of ['all', path.startsWith('packages/web/') ? 'web' : 'ui']) {
      sum[key].n += 1;
      sum[key].bytes += bytes;
      sum[key].pixels += pixels;
    }
  }
  return sum;
}

const before = atRevision();
const now = workTree();
const [a, b] = [totals(before), totals(now)];
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const mpx = (pixels) => `${(pixels / 1e6).toFixed(0)} Mpx`;
console.log(`| baselines | ${revision}: pictures, bytes, pixels | work tree: pictures, bytes, pixels | bytes ratio |`);
console.log('| --- | --- | --- | --- |');
for (const key of ['ui', 'web', 'all']) {
  console.log(
    `| ${key} | ${a[key].n}, ${mb(a[key].bytes)}, ${mpx(a[key].pixels)} | ${b[key].n}, ${mb(b[key].bytes)}, ${mpx(b[key].pixels)} | ${(b[key].bytes / a[key].bytes).toFixed(2)} |`,
  );
}
if (storyFiles.length) {
  const all = totals(before, () => true);
  const projected = (key) => all[key].bytes * (b[key].bytes / a[key].bytes);
  console.log(
    `projected at the sample's ratios: ${mb(all.all.bytes)} → ${mb(projected('ui') + projected('web'))} (ui ${mb(all.ui.bytes)} → ${mb(projected('ui'))}, web ${mb(all.web.bytes)} → ${mb(projected('web'))}), ${all.all.n} pictures`,
  );
}
const onlyBefore = [...before.keys()].filter((path) => sampled(path) && !now.has(path));
const onlyNow = [...now.keys()].filter((path) => sampled(path) && !before.has(path));
console.log(`only at ${revision}: ${onlyBefore.length}${onlyBefore.length ? `\n  ${onlyBefore.join('\n  ')}` : ''}`);
console.log(`only in the work tree: ${onlyNow.length}${onlyNow.length ? `\n  ${onlyNow.join('\n  ')}` : ''}`);
