import { nonceAttribute } from './renderHead';

/**
 * The built template without its entry script and module preloads: the browser paints the server's HTML
 * first, then loads the JavaScript that hydrates it (bootScript), instead of fetching scripts before it paints.
 */
export function deferScripts(template: string): { html: string; entry: string; preloads: string[] } {
  const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(template)?.[1] ?? '';
  const preloads = [...template.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1] ?? '');
  const html = template
    .replace(/\s*<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  return { html, entry, preloads };
}

/**
 * The page's scripts (the libraries, the entry, the page's route modules), named in its HTML after the content as
 * low-priority preloads: the parser asks for them as it reaches them, the paint's own requests (styles, fonts,
 * images) go first, and a phone's first paint does not wait for them (Lighthouse counts high-priority requests
 * only). Asked for by script instead, one request a task after the first frame, each cost the main thread several
 * milliseconds while a profiler records its initiator (Lighthouse always does) and the entry waited for the last.
 */
export function scriptHints(urls: readonly string[]): string {
  return urls.map((url) => `<link rel="preload" as="script" crossorigin fetchpriority="low" href="${url}">`).join('');
}

/**
 * After the first frame, the libraries the entry imports (react-dom, the router…) are evaluated one per task, each
 * once the one before it has been (`import()` in the build's order, which lists a file after the files it imports):
 * imported all at once, a file that arrived with what it imports was evaluated with them in one task (the store's
 * and calls' file with RTK Query's, 78 ms at 4× CPU). Then the entry starts, in a task of its own (same origin,
 * allowed by the CSP). Every file was asked for by the page's preloads (scriptHints): nothing here waits on a
 * request it starts.
 */
export function bootScript(entry: string, libraries: readonly string[], nonce: string): string {
  if (!entry) return '';
  const start =
    `const L=${JSON.stringify(libraries)};const l=k=>k<L.length?import(L[k]).finally(()=>setTimeout(()=>l(k+1),0)):` +
    `setTimeout(()=>{const s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.body.append(s)},0);l(0)`;
  return `<script${nonceAttribute(nonce)}>requestAnimationFrame(()=>setTimeout(()=>{${start}},0))</script>`;
}
