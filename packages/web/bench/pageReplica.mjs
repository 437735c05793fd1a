// The like-for-like reference of `measure-first-seconds.mjs`: each journey's page as the site's server wrote it
// (its DOM once the streamed parts have arrived, captured with the site's own scripts held back), rendered and
// hydrated by the site's runtime libraries alone (bench/page-replica): the same elements, the same styled
// components by id with the site's rules, React Router links, plain handlers on the controls — none of the site's
// own code. Built, precompressed and served with the site's static layer, each page server-rendered.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listen, staticApp } from './referenceApps.mjs';
import { pnpmInWeb, web } from '../scripts/lighthouseRun.mjs';

/** In the page: the root's nodes (text, or [tag, attributes, children]) and the page's stylesheet text. */
function captureInPage() {
  const left = new Set(['SCRIPT', 'TEMPLATE', 'STYLE', 'LINK', 'META', 'NOSCRIPT']);
  const walk = (parent) => {
    const nodes = [];
    for (const child of parent.childNodes) {
      if (child.nodeType === Node.TEXT_NODE && child.data) nodes.push(child.data);
      // A streamed part's holder (hidden, id S:n) is left: its content has been moved into the page.
      else if (child.nodeType === Node.ELEMENT_NODE && !left.has(child.tagName) && !/^S:/.test(child.id)) {
        const attributes = Object.fromEntries([...child.attributes].map((a) => [a.name, a.value]));
        nodes.push([child.localName, attributes, walk(child)]);
      }
    }
    return nodes;
  };
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return { tree: walk(document.getElementById('root')), css };
}

/** Each generated class's own rule (`.name{…}`) in the site's stylesheet (styled-components ends each with a mark). */
function rulesOf(css) {
  const rules = css.split('/*!sc*/').map((rule) => /^\s*\.([A-Za-z]+)\{([^{}]*)\}\s*$/.exec(rule));
  return Object.fromEntries(rules.filter(Boolean).map(([, name, body]) => [name, body]));
}

/**
 * Captures each of `paths` on the site at `origin` in `browser` (Playwright): the page loads with the site's
 * script files refused, so what is captured is the server's DOM, its inline scripts having placed the streamed
 * parts.
 */
export async function capturePages(browser, origin, paths) {
  const pages = new Map();
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await page.route(
        (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
        (r) => r.abort(),
      );
      await page.goto(origin + path, { waitUntil: 'load' });
      const { tree, css } = await page.evaluate(captureInPage);
      pages.set(path, { tree, css, rules: rulesOf(css) });
    } finally {
      await context.close();
    }
  }
  return pages;
}

/** Builds the reference's client and server renderer, precompresses the client as the site's files are. */
function buildPageReplica() {
  const config = ['--config', 'bench/page-replica/vite.config.ts'];
  pnpmInWeb(['exec', 'vite', 'build', ...config]);
  pnpmInWeb(['exec', 'vite', 'build', ...config, '--ssr', 'render.tsx']);
  pnpmInWeb(['exec', 'node', 'scripts/precompress.mjs', 'dist/page-replica']);
}

const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Serves the captured `pages` (path → capture) on `port`, each rendered by the reference's server: the site's
 * stylesheet, the reference's style tags, its HTML and the captured page it hydrates from; its script starts after
 * the first frame, as the site's and the bare app's do. Other files (images) come from the site at `siteOrigin`.
 */
export async function startPageReplica(port, pages, siteOrigin) {
  buildPageReplica();
  const root = join(web, 'dist/page-replica');
  const { renderReplica } = await import(pathToFileURL(join(web, 'dist/page-replica-server/render.js')).href);
  const template = readFileSync(join(root, 'index.html'), 'utf8').replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    '<script>requestAnimationFrame(()=>setTimeout(()=>import("$1"),0))</script>',
  );
  const documents = new Map();
  for (const [path, { tree, css, rules }] of pages) {
    const replica = { tree, rules };
    const { html, styleTags } = renderReplica(replica, path);
    const body = `<div id="root">${html}</div><script type="application/json" id="replica-page">${json(replica)}</script>`;
    const head = `<style>${css}</style>${styleTags}</head>`;
    documents.set(path, template.replace('</head>', head).replace('<div id="root"></div>', body));
  }
  const app = staticApp(root).get('*', (c) => {
    const url = new URL(c.req.url);
    const page = documents.get(url.pathname + url.search);
    // The pages' images and icons are the site's own.
    return page
      ? c.html(page)
      : fetch(siteOrigin + url.pathname + url.search, { headers: { 'accept-encoding': 'identity' } });
  });
  return listen(app, port);
}
