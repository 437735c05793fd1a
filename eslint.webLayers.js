// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * Inside packages/web/src, imports go one way (docs/ARCHITECTURE.md, "Inside web"):
 *   routes → pages → layouts → features → app          (store/ assembles the store above the features)
 * - `app/` is the ground: it imports no other folder of web/src;
 * - a feature imports another feature only through the shared home `features/shared/` (a dialog's host, too, is
 *   named by its own feature and joined in the layout: `features/shared/modalRegistry.ts`);
 * - a page family imports another family only through `pages/shared/` (the frames families share);
 * - pages, features, layouts and app never import the route table (links are React Router's typed `href`);
 * - web/src imports the simulation only in stories, tests and their support, and in the dev-only start of main.tsx.
 * The rules are `no-restricted-imports` patterns made per folder: a relative import's text says where it lands only
 * from where it is written, so each folder gets the relative paths of the folders it must not reach. That rule
 * reads static imports and re-exports only; `web-layers/no-restricted-dynamic-imports` holds `import()` (a lazy
 * dialog, a lazy page part) to the same patterns. `packages/web/src/test/webLayers.test.ts` shows both failing.
 */

const webSrc = 'packages/web/src';

/** Files that support stories and tests: they may reach the assembled store and the simulation. */
const supportFiles = ['*.test.ts', '*.test.tsx', '*.stories.tsx', '*.testing.ts', '*.fixtures.ts'];

const foldersOf = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== '__screenshots__')
        .map((entry) => entry.name)
    : [];

/** Every folder below `dir` (itself included), as paths relative to web/src. */
const treeOf = (dir) => [dir, ...foldersOf(path.join(webSrc, dir)).flatMap((name) => treeOf(`${dir}/${name}`))];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that matches an import, written in `from`, of anything inside `to` (both relative to web/src). */
function reaching(from, to, message) {
  let relative = path.posix.relative(from, to);
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return { regex: `^${escape(relative)}(/|$)`, message };
}

/** `import('…')` whose text matches a pattern's `regex` is reported with its message. */
const noRestrictedDynamicImports = {
  meta: {
    type: 'problem',
    docs: { description: 'no-restricted-imports for import() expressions' },
    schema: [{ type: 'array', items: { type: 'object' } }],
  },
  create(context) {
    /** @type {{ regex: string, message: string }[]} */
    const patterns = context.options[0] ?? [];
    const tests = patterns.map(({ regex, message }) => ({ test: new RegExp(regex), message }));
    return {
      /** @param {import('estree').ImportExpression} node */
      ImportExpression(node) {
        const source = node.source;
        if (source.type !== 'Literal' || typeof source.value !== 'string') return;
        const text = source.value;
        const hit = tests.find(({ test }) => test.test(text));
        if (hit) context.report({ node, message: `'${text}' import is restricted from being used: ${hit.message}` });
      },
    };
  },
};
const plugin = { rules: { 'no-restricted-dynamic-imports': noRestrictedDynamicImports } };

const routesPattern = {
  group: ['**/routes/*', '**/routes'],
  message: 'Only the route table imports pages: link with href() from react-router (docs/decisions/web.md).',
};
const simulationPattern = {
  group: ['@wenxian/simulation', '@wenxian/simulation/*'],
  message: 'web/src reaches the simulation only in stories, tests and their support (the site meets it as a backend).',
};

const plugins = { 'web-layers': plugin };

const features = foldersOf(`${webSrc}/features`);
const families = foldersOf(`${webSrc}/pages`);

/** What files in `dir` must not import; `isSupport`: the story and test files there. */
function patternsOf(dir, isSupport) {
  const [layer, own] = dir.split('/');
  const patterns = [];
  const ban = (to, message) => patterns.push(reaching(dir, to, message));
  const store = 'the store is assembled above the features (web/src/store): only main, the server and tests make it';
  if (layer === 'app') {
    for (const folder of ['features', 'pages', 'layouts', 'store'])
      ban(folder, 'app/ is the ground of web: it imports no feature, page, layout or the assembled store.');
  }
  if (layer === 'features') {
    for (const other of features)
      if (other !== own && other !== 'shared')
        ban(`features/${other}`, `A feature imports another only through features/shared/ (eslint.webLayers.js).`);
    for (const folder of ['pages', 'layouts']) ban(folder, 'features sit below pages and layouts.');
    if (!isSupport) ban('store', store);
  }
  if (layer === 'layouts') {
    ban('pages', 'layouts sit below pages.');
    if (!isSupport) ban('store', store);
  }
  if (layer === 'pages') {
    for (const other of families)
      if (other !== own && other !== 'shared')
        ban(`pages/${other}`, 'A page family shares frames with another only through pages/shared/.');
    if (!isSupport) ban('store', store);
  }
  return patterns;
}

/** The route table and the simulation, as `import()` patterns. */
const routesRegex = { regex: '(^|/)routes(/|$)', message: routesPattern.message };
const simulationRegex = { regex: '^@wenxian/simulation(/|$)', message: simulationPattern.message };

const rule = (patterns, isSupport) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [routesPattern, ...(isSupport ? [] : [simulationPattern]), ...patterns] },
  ],
  'web-layers/no-restricted-dynamic-imports': [
    'error',
    [routesRegex, ...(isSupport ? [] : [simulationRegex]), ...patterns],
  ],
});

const layered = ['app', 'features', 'layouts', 'pages'].flatMap(treeOf).flatMap((dir) => {
  const here = `${webSrc}/${dir}`;
  const support = supportFiles.map((name) => `${here}/${name}`);
  return [
    { files: [`${here}/*.{ts,tsx}`], ignores: support, plugins, rules: rule(patternsOf(dir, false), false) },
    { files: support, plugins, rules: rule(patternsOf(dir, true), true) },
  ];
});

export const webLayerRules = [
  {
    // The rest of web/src: the simulation only in support files and in main.tsx's dev-only start (`vite dev`
    // without an upstream loads the MSW worker; production builds never include it).
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ignores: [`${webSrc}/main.tsx`, `${webSrc}/test/**`, ...supportFiles.map((name) => `${webSrc}/**/${name}`)],
    plugins,
    rules: {
      'no-restricted-imports': ['error', { patterns: [simulationPattern] }],
      'web-layers/no-restricted-dynamic-imports': ['error', [simulationRegex]],
    },
  },
  ...layered,
];
