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
 * After the first frame, one request per task: the libraries the entry imports (react-dom, the router…) and the
 * entry as modulepreloads, asked for first as they are the longest wait (each is compiled as it arrives); the page's
 * route modules as plain preloads (a modulepreload compiles each module as it arrives, on the main thread the
 * libraries are evaluating on, and that made hydration later on a phone's CPU).
 * One per task because a request costs the main thread several milliseconds while a profiler records its initiator,
 * and Lighthouse always does: in its unthrottled traces of a results page a task of four requests took 30 to 46 ms,
 * four times that on its phone, blocking time after the first paint; a task of one took 8 to 13 ms. Without a
 * profiler a request costs a fraction of a millisecond. The tasks follow one another through a message channel,
 * which the browser does not hold back as it does nested timers (4 ms each from the fifth), so the last request,
 * and the entry after it, are not delayed.
 * The libraries are evaluated one per task, each once the one before it has been (`import()` in the build's order,
 * which lists a file after the files it imports): imported all at once, a file that arrived with what it imports was
 * evaluated with them in one task (the store's and calls' file with RTK Query's, 78 ms at 4× CPU).
 * Once the libraries are evaluated and every request asked for, the entry starts, in a task of its own (same
 * origin, allowed by the CSP).
 */
export function bootScript(
  entry: string,
  preloads: readonly string[],
  modules: readonly string[],
  nonce: string,
): string {
  if (!entry) return '';
  const link = (rel: string, as: string) =>
    `h=>{const l=document.createElement('link');l.rel='${rel}';${as}l.crossOrigin='';l.href=h;document.head.append(l)}`;
  const start =
    `const L=${JSON.stringify(preloads)},e=${link('modulepreload', '')},r=${link('preload', "l.as='script';")};` +
    `const a=[...L.map(h=>[e,h]),[e,${JSON.stringify(entry)}],...${JSON.stringify(modules)}.map(h=>[r,h])];` +
    `const c=new MessageChannel();let w;c.port1.onmessage=()=>w();const y=f=>{w=f;c.port2.postMessage(0)};` +
    `let d=0;const g=()=>{if(++d===2)setTimeout(()=>{` +
    `const s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.body.append(s)},0)};` +
    `const q=n=>{const[f,h]=a[n];f(h);if(n+1<a.length)y(()=>q(n+1));else g()};` +
    `const l=k=>k<L.length?import(L[k]).finally(()=>setTimeout(()=>l(k+1),0)):g();q(0);l(0)`;
  return `<script${nonceAttribute(nonce)}>requestAnimationFrame(()=>setTimeout(()=>{${start}},0))</script>`;
}
