// Writes .br and .gz beside every compressible file of the client build (run after `vite build`), so the
// server answers them without compressing per request: brotli at its best quality costs too much per
// request but nothing at build time. Usage: node scripts/precompress.mjs [folder] (default dist/client)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Flags the build passes on (`pnpm run build --logLevel warn` appends them to this last step) are not folders.
const args = process.argv.slice(2);
const folder = args.find((arg, index) => !arg.startsWith('-') && !args[index - 1]?.startsWith('-'));
const root = folder ?? fileURLToPath(new URL('../dist/client', import.meta.url));
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|xml|txt)$/;
const MIN_BYTES = 1024;

let written = 0;
let before = 0;
let after = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES) {
      const data = readFileSync(file);
      const br = brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      });
      const gz = gzipSync(data, { level: 9 });
      // A sibling that saves nothing would only cost a disk read.
      if (br.length < data.length) writeFileSync(`${file}.br`, br);
      if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
      written += 1;
      before += data.length;
      after += br.length;
    }
  }
};
walk(root);
console.log(
  `precompressed ${written} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
);
