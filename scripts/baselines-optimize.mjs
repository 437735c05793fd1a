#!/usr/bin/env node
// Recompresses visual baselines without changing a pixel: Debian's optipng when installed, else pngjs at its
// highest deflate level. Every result is decoded and compared with the original, pixel for pixel; a file is
// replaced only when it is identical and smaller. `pnpm baselines:optimize [file.png …]` (no files: every
// committed baseline); a Storybook run that writes baselines (`--update`, or a new story) calls
// `optimizeBaselines` on what it wrote (.storybook/optimizeBaselines.ts).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pngjs from 'pngjs';

const { PNG } = pngjs;

const hasOptipng = () => spawnSync('optipng', ['-v'], { stdio: 'ignore' }).status === 0;

/** The decoded image as 8-bit RGBA, whatever the file's colour type, bit depth or filters. */
function pixels(bytes) {
  const image = PNG.sync.read(bytes);
  return { width: image.width, height: image.height, data: image.data };
}

const samePixels = (a, b) => a.width === b.width && a.height === b.height && a.data.equals(b.data);

/** optipng's answer for one file (lossless by construction; metadata chunks dropped). */
function withOptipng(file, scratch) {
  const copy = join(scratch, 'candidate.png');
  copyFileSync(file, copy);
  const result = spawnSync('optipng', ['-quiet', '-o2', '-strip', 'all', copy], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`optipng failed on ${file}`);
  return readFileSync(copy);
}

/** pngjs' answer: RGB when every pixel is opaque (screenshots are), adaptive filters, deflate level 9. */
function withPngjs(image) {
  const png = new PNG({ width: image.width, height: image.height });
  image.data.copy(png.data);
  let opaque = true;
  for (let i = 3; i < image.data.length; i += 4) if (image.data[i] !== 255) opaque = false;
  return PNG.sync.write(png, { deflateLevel: 9, filterType: -1, colorType: opaque ? 2 : 6 });
}

/**
 * Optimises `files` in place; returns their total bytes before and after. A candidate that would change a
 * pixel throws (that would be an encoder bug: the baseline stays as it was).
 */
export function optimizeBaselines(files, { log = console.log } = {}) {
  const optipng = hasOptipng();
  const scratch = mkdtempSync(join(tmpdir(), 'baselines-'));
  let before = 0;
  let after = 0;
  try {
    for (const file of files) {
      const original = readFileSync(file);
      const image = pixels(original);
      const candidate = optipng ? withOptipng(file, scratch) : withPngjs(image);
      if (!samePixels(image, pixels(candidate))) throw new Error(`${file}: the recompressed picture differs`);
      before += original.length;
      if (candidate.length < original.length) writeFileSync(file, candidate);
      after += Math.min(candidate.length, original.length);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  if (files.length)
    log(`baselines: ${files.length} optimised with ${optipng ? 'optipng' : 'pngjs'}, ${kb(before)} → ${kb(after)}`);
  return { before, after };
}

/** Every committed baseline. */
function committedBaselines() {
  const listed = spawnSync('git', ['ls-files', '-z', '--', '*/__screenshots__/*.png'], { encoding: 'utf8' });
  if (listed.status !== 0) throw new Error('git ls-files failed');
  return listed.stdout.split('\0').filter((file) => file && statSync(file, { throwIfNoEntry: false }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2);
  optimizeBaselines(named.length ? named : committedBaselines());
}
