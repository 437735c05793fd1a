// Measures the gzip size of @wenxian/ui as an app would ship it, without ECharts.
// Builds packages/ui/src/index.ts with Vite in library mode (minified ES module) twice:
//   1. "with deps": only react, react-dom, styled-components and echarts external — ui's own code plus
//      what it pulls in (@wenxian/domain, @floating-ui/react, focus-trap-react, dompurify...);
//   2. "own code": every bare import external — ui's own components only.
// Prints raw and gzip bytes per chunk and in total. Usage: node packages/ui/scripts/size.mjs
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const uiRoot = fileURLToPath(new URL('..', import.meta.url));
const entry = `${uiRoot}src/index.ts`;

/** Frameworks the site loads anyway, and ECharts (measured out: it loads lazily with charts only). */
const alwaysExternal = ['react', 'react-dom', 'styled-components', 'echarts'];
const isUnder = (id, names) => names.some((name) => id === name || id.startsWith(`${name}/`));
const isBareImport = (id) =>
  !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id);

async function measure(label, external) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: uiRoot,
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      lib: { entry, formats: ['es'], fileName: 'ui' },
      rollupOptions: { external },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  let raw = 0;
  let gzip = 0;
  const rows = [];
  for (const chunk of outputs) {
    const code = chunk.type === 'chunk' ? chunk.code : chunk.source;
    const bytes = Buffer.byteLength(code);
    const gz = gzipSync(code, { level: 9 }).length;
    raw += bytes;
    gzip += gz;
    rows.push(`    ${chunk.fileName.padEnd(40)} ${String(bytes).padStart(8)} B  gzip ${String(gz).padStart(7)} B`);
  }
  console.log(`${label}: ${raw} B raw, ${gzip} B gzip (${(gzip / 1024).toFixed(1)} KiB) in ${outputs.length} chunk(s)`);
  console.log(rows.join('\n'));
  return gzip;
}

await measure('@wenxian/ui with its deps, without react/react-dom/styled-components/ECharts', (id) =>
  isUnder(id, alwaysExternal),
);
await measure('@wenxian/ui own code only (every package external)', (id) => isBareImport(id));
