import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The page template as the client build writes it (markers where the renderer puts head, page and state). */
const TEMPLATE = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>文献</title><!--app-head--></head>
<body><div id="root"><!--app-html--></div><!--app-state--><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;

/**
 * A stand-in for the SSR bundle with the same exports as server/render/entry-server.tsx: it answers what the server
 * must handle — a page with nonce'd inline data, a redirect, a not-found page — and shows what it was given
 * (the forwarded client address, the origin it renders for, a backend call's answer).
 */
const RENDERER = `
let renders = 0;
export function createRenderer({ template, backend }) {
  return async function render(request, { nonce, signal }) {
    const url = new URL(request.url);
    renders += 1;
    if (url.pathname === '/slow-page')
      await new Promise((resolve, reject) => {
        setTimeout(resolve, 3000);
        // As React Router's static handler does when its request is aborted.
        request.signal.addEventListener('abort', () => reject(new Error('render aborted')));
      });
    if (url.pathname === '/moved') return new Response(null, { status: 302, headers: { Location: '/subject/AI' } });
    if (url.pathname.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 300));
    // A page whose data never comes: it renders when its deadline fires.
    if (url.pathname === '/stalled') await new Promise((resolve) => signal.addEventListener('abort', resolve));
    let data = '';
    if (url.pathname === '/with-call') data = await (await backend(new Request(new URL('/newsite/server-time', url)))).text();
    const page = '<main data-client="' + (request.headers.get('x-forwarded-for') ?? '') + '" data-method="' + request.method
      + '" data-origin="' + url.origin + '">'
      + '<h1>' + url.pathname + '</h1>' + '<b id="render">' + renders + '</b><i id="cookie">' + (request.headers.get('cookie') ?? '') + '</i><p>' + 'x'.repeat(4000) + '</p><pre id="call">' + data + '</pre></main>';
    const state = '<script' + (nonce ? ' nonce="' + nonce + '"' : '') + '>window.__STATE__=' + JSON.stringify({ path: url.pathname }) + '</script>';
    const html = template.replace('<!--app-html-->', page).replace('<!--app-state-->', state).replace('<!--app-head-->', '');
    return new Response(html, {
      status: url.pathname.startsWith('/missing') ? 404 : 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  };
}
`;

export const HASHED_SCRIPT = '/assets/index-Ab12Cd34.js';
export const UNCOMPRESSED_ASSET = '/assets/logo-Ef56Gh78.png';
/** The bytes every PNG starts with: the fixture's images (a hashed asset, the site's icon). */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A build directory like `pnpm build` writes, precompressed by the real scripts/precompress.mjs. */
export function createFixtureBuild({ renderer = true }: { renderer?: boolean } = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'wenxian-dist-'));
  mkdirSync(join(root, 'client', 'assets'), { recursive: true });
  writeFileSync(join(root, 'client', 'index.html'), TEMPLATE);
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `文献 ${i}` })))};\n`;
  writeFileSync(join(root, 'client', HASHED_SCRIPT), script);
  writeFileSync(join(root, 'client', `${HASHED_SCRIPT}.map`), '{"version":3,"sources":["secret-source.tsx"]}');
  mkdirSync(join(root, 'client', '.vite'));
  writeFileSync(join(root, 'client', '.vite', 'manifest.json'), '{"src/secret-source.tsx":{"file":"x.js"}}');
  writeFileSync(join(root, 'client', UNCOMPRESSED_ASSET), PNG_SIGNATURE);
  writeFileSync(join(root, 'client', 'mockServiceWorker.js'), `/* MSW worker */\n${'self;'.repeat(300)}\n`);
  writeFileSync(join(root, 'client', 'favicon.png'), PNG_SIGNATURE);
  execFileSync(process.execPath, [
    fileURLToPath(new URL('../../scripts/precompress.mjs', import.meta.url)),
    join(root, 'client'),
  ]);
  if (renderer) {
    mkdirSync(join(root, 'server'));
    writeFileSync(join(root, 'server', 'entry-server.js'), RENDERER);
  }
  return root;
}
