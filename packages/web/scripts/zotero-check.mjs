#!/usr/bin/env node
// What Zotero makes of the site: runs Zotero's own translation server (zotero/translation-server with its
// translators, loopback only) against the production build, for two documents of every literature type, over the
// document page (web translation: the translator Zotero picks, named in the table — unAPI.js, which fetches the
// page's Zotero RDF record from /unapi for RDF.js, before Embedded Metadata.js and its meta tags) and over every
// export the page lists in its head (import translation: BibTeX.js, RIS.js, ReferBibIX.js).
// NoteExpress and NoteFirst have no Zotero importer: they are read here by a reader of their own field layout, to
// show what a NoteExpress user gets. Prints one Markdown table per route and writes the raw items to OUT.
//
// Usage: pnpm build && node packages/web/scripts/zotero-check.mjs <translation-server dir> [OUT dir]
//   The translation server is a checkout of zotero/translation-server with its modules/ (translators, translate,
//   utilities, zotero-schema) filled and `npm install` run; it lives outside the repository.
//   env PORT (the site), TS_PORT (the translation server): else ports the system has free, printed; SITE (an
//   address of a site already running: no site is started), IDS (comma-separated document ids instead of the
//   sitemap's).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFor } from './freePort.mjs';

const [tsArg, outArg] = process.argv.slice(2);
if (!tsArg) {
  console.error('usage: node packages/web/scripts/zotero-check.mjs <translation-server dir> [OUT dir]');
  process.exit(2);
}
const tsDir = resolve(tsArg);
const out = resolve(outArg ?? 'zotero-check-out');
mkdirSync(out, { recursive: true });
// A site already running (SITE) needs no port of its own.
const PORT = process.env.SITE ? undefined : await portFor('the site', process.env.PORT);
const TS_PORT = await portFor('the translation server', process.env.TS_PORT);

/** Everything the translation server prints: its debug lines name the translator a web translation began with. */
const serverLog = { text: '' };

/** The translation server on loopback; resolves once it listens. */
function startTranslationServer() {
  const child = spawn(process.execPath, ['src/server.js'], {
    cwd: tsDir,
    env: { ...process.env, NODE_CONFIG: JSON.stringify({ port: TS_PORT, host: '127.0.0.1' }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let log = '';
    const read = (chunk) => {
      log += chunk.toString();
      serverLog.text += chunk.toString();
      if (log.includes('Listening on')) done(child);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => fail(new Error(`translation server exited with ${code}:\n${log.slice(-2000)}`)));
  });
}

/** The production build's server (packages/web, `npm start`) on loopback; resolves once it prints its address. */
function startSite() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', API_UPSTREAM: '', ACCESS_LOG: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let log = '';
    const read = (chunk) => {
      log += chunk.toString();
      const url = /running at (\S+)/.exec(log)?.[1];
      if (!url) return;
      child.stdout.off('data', read);
      child.stdout.resume();
      done({ origin: url.replace(/\/$/, ''), stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', read);
    child.on('exit', (code) => fail(new Error(`site server exited with ${code}`)));
  });
}

/** Translator ids → names (the server answers the id of the translator it used). */
function translatorNames() {
  const names = new Map();
  const dir = join(tsDir, 'modules/translators');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const head = readFileSync(join(dir, file), 'utf8').slice(0, 400);
    const id = /"translatorID":\s*"([^"]+)"/.exec(head)?.[1];
    if (id) names.set(id, file.replace(/\.js$/, ''));
  }
  return names;
}

const routes = [
  'journal',
  'degree',
  'conference',
  'report',
  'patent',
  'standard',
  'achievement',
  'regulation',
  'newspaper',
  'policy',
];

/** Two documents of every route: the first and the last of its documents in the site's own sitemap. */
async function documents(site) {
  const sitemap = await (await fetch(new URL('/sitemap-1.xml', site))).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (process.env.IDS) {
    const ids = process.env.IDS.split(',');
    return paths.filter((p) => ids.includes(p.split('/').pop()));
  }
  return routes.flatMap((route) => {
    const own = paths.filter((p) => p.startsWith(`/doc/${route}/`));
    return own.length > 1 ? [own[0], own[own.length - 1]] : own;
  });
}

/** POSTs `body` to the translation server; the items, or the error it answered. */
async function translate(endpoint, body) {
  const response = await fetch(`http://127.0.0.1:${TS_PORT}/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body,
  });
  const text = await response.text();
  if (!response.ok) return { error: `${response.status} ${text.trim().slice(0, 80)}` };
  return { items: JSON.parse(text), translator: response.headers.get('Zotero-Translator-ID') };
}

/** NoteExpress's field format (`{Field}: value`), read by its layout alone: Zotero has no NoteExpress importer. */
function readNoteExpress(text) {
  const fields = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\{([^}]+)\}:\s?(.*)$/.exec(line);
    if (m) fields[m[1]] = m[2];
  }
  const { 'Reference Type': type, Author: authors = '', Keywords: keywords = '', ...rest } = fields;
  return {
    itemType: `(${type})`,
    creators: authors
      .split(';')
      .filter(Boolean)
      .map((name) => ({ name, creatorType: 'Author' })),
    tags: keywords.split(';').filter(Boolean),
    ...rest,
  };
}

/** NoteFirst's XML, read by its element names alone (Zotero has no NoteFirst importer). */
function readNoteFirst(text) {
  const fields = {};
  for (const m of text.matchAll(/<([A-Za-z]+)(?:\s[^>]*)?>([^<]*)<\/\1>/g))
    fields[m[1]] = (fields[m[1]] ? `${fields[m[1]]}; ` : '') + m[2];
  return { itemType: `(${fields.DocType ?? 'NoteFirst'})`, creators: [], tags: [], ...fields };
}

const skipped = new Set([
  'key',
  'version',
  'itemType',
  'creators',
  'tags',
  'accessDate',
  'notes',
  'attachments',
  'seeAlso',
  'collections',
  'relations',
  'libraryCatalog',
]);
const shorten = (value) => {
  const text = String(value).replace(/\r?\n/g, ' ⏎ ');
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length})` : text;
};

/** One table cell: item type, creators by type, and every field the item has. */
function describe(result, url) {
  if (result.error) return { type: `— ${result.error}`, creators: '', fields: '' };
  const item = result.items[0];
  if (!item) return { type: '(no item)', creators: '', fields: '' };
  const byType = new Map();
  for (const c of item.creators ?? [])
    byType.set(c.creatorType, [...(byType.get(c.creatorType) ?? []), c.name ?? `${c.lastName}${c.firstName ?? ''}`]);
  const fields = Object.entries(item)
    .filter(([k, v]) => !skipped.has(k) && v !== '' && v !== undefined)
    .map(([k, v]) => (k === 'url' ? (v === url ? 'url✓' : `url=${v}`) : `${k}=${shorten(v)}`));
  if (item.tags?.length) fields.push(`tags×${item.tags.length}`);
  if (item.notes?.length) fields.push(`notes×${item.notes.length}`);
  const names = Object.entries(item)
    .filter(([k, v]) => !skipped.has(k) && v !== '' && v !== undefined)
    .map(([k]) => k)
    .concat(item.tags?.length ? ['tags'] : []);
  return {
    names,
    creatorTypes: [...byType.keys()],
    type: item.itemType,
    creators: [...byType].map(([t, names]) => `${t}: ${names.join('、')}`).join('; '),
    fields: fields.join('; '),
  };
}

const site = process.env.SITE ?? null;
const started = site ? null : await startSite();
const origin = site ?? started.origin;
const server = await startTranslationServer();
const names = translatorNames();
try {
  const paths = await documents(origin);
  const rows = [];
  for (const path of paths) {
    const url = `${origin}${path}`;
    const html = await (await fetch(url)).text();
    const logStart = serverLog.text.length;
    const web = await translate('web', url);
    // The web endpoint names no translator: its debug lines do ("Beginning translation with", the web translator
    // and the import translator it hands a record to; detection may import once before).
    const began = [
      ...new Set(
        [...serverLog.text.slice(logStart).matchAll(/Beginning translation with (.+)/g)].map((m) => m[1].trim()),
      ),
    ].join(' + ');
    const results = [{ route: 'page', ...web, began }];
    const alternates = [...html.matchAll(/<link rel="alternate"[^>]*>/g)].map((m) => ({
      title: /title="([^"]+)"/.exec(m[0])?.[1],
      href: /href="([^"]+)"/.exec(m[0])?.[1]?.replace(/&amp;/g, '&'),
    }));
    for (const { title, href } of alternates) {
      const text = await (await fetch(new URL(href, origin))).text();
      writeFileSync(join(out, `${path.split('/').pop()}.${title}.txt`), text);
      const imported = await translate('import', text);
      if (title === 'NoteExpress' || title === 'NoteFirst') {
        const read = title === 'NoteExpress' ? readNoteExpress(text) : readNoteFirst(text);
        results.push({ route: title, items: [read], translator: null, zotero: imported.error ?? 'imported' });
      } else results.push({ route: title, ...imported });
    }
    writeFileSync(join(out, `${path.split('/').pop()}.json`), JSON.stringify(results, null, 2));
    for (const result of results) {
      const cell = describe(result, url);
      const by =
        result.route === 'page'
          ? `${result.began || '?'} (web)`
          : result.translator
            ? (names.get(result.translator) ?? result.translator)
            : result.zotero
              ? `own reader (Zotero: ${result.zotero})`
              : '';
      rows.push({ path, route: result.route, by, ...cell });
    }
  }
  const pipe = (s) => String(s).replace(/\|/g, '\\|');
  // The summary: per route and source, the item types and creator types of its documents and the fields all of
  // them have (values are in the tables after it).
  console.log('\n### Summary (fields every document of the route has)\n');
  console.log('| route | from | translator | item type | creators | fields |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const route of routes) {
    const own = rows.filter((r) => r.path.startsWith(`/doc/${route}/`));
    for (const from of [...new Set(own.map((r) => r.route))]) {
      const same = own.filter((r) => r.route === from);
      const types = [...new Set(same.map((r) => r.type))].join(' / ');
      const creators = [...new Set(same.flatMap((r) => r.creatorTypes ?? []))].join(', ');
      const fields = (same[0].names ?? []).filter((name) => same.every((r) => r.names?.includes(name)));
      const by = [...new Set(same.map((r) => r.by))].join(' / ');
      console.log(`| ${route} | ${from} | ${pipe(by)} | ${pipe(types)} | ${creators} | ${fields.join(', ')} |`);
    }
  }
  for (const route of routes) {
    const own = rows.filter((r) => r.path.startsWith(`/doc/${route}/`));
    if (own.length === 0) continue;
    console.log(`\n### ${route}\n`);
    console.log('| document | from | translator | item type | creators | fields |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const r of own)
      console.log(
        `| ${r.path.split('/').pop()} | ${r.route} | ${pipe(r.by)} | ${pipe(r.type)} | ${pipe(r.creators)} | ${pipe(r.fields)} |`,
      );
  }
} finally {
  server.kill('SIGTERM');
  started?.stop();
}
