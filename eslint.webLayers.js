// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * Inside packages/web/src, imports go one way (docs/ARCHITECTURE.md, "Inside web"):
 *   routes → pages → layouts → features → app          (store/ assembles the store above the features)
 * - `app/` is the ground: it imports no other folder of web/src;
 * - a feature imports another feature only through the shared home `features/shared/` (and the pairs listed in
 *   `featureImportsAllowed` below, which are to move there);
 * - a page family imports another family only through `pages/shared/` (the frames families share);
 * - pages, features, layouts and app never import the route table (links are React Router's typed `href`);
 * - web/src imports the simulation only in stories, tests and their support, and in the dev-only start of main.tsx.
 * The rules are `no-restricted-imports` patterns made per folder: a relative import's text says where it lands only
 * from where it is written, so each folder gets the relative paths of the folders it must not reach.
 */

const webSrc = 'packages/web/src';

/** Files that support stories and tests: they may reach the assembled store and the simulation. */
const supportFiles = [
  '*.test.ts',
  '*.test.tsx',
  '*.stories.tsx',
  '*.testing.ts',
  '*.fixtures.ts',
  '*StorySeeds.ts',
  '*StoryHelpers.ts',
  '*StoryCalls.ts',
];

/**
 * Cross-feature imports still written directly, feature → features it imports: 26 imports (and 3 in a test) in
 * 15 pairs, to move behind `features/shared/` in turn. Most open a dialog through the modal slice, whose entries
 * carry the citation's and the download's own types; the modal manager mounts every feature's dialog host.
 * A new pair fails the lint.
 */
const featureImportsAllowed = {
  citation: ['modal', 'selection'], // selection: CitationFlow.test.tsx only
  documents: ['selection'],
  download: ['modal'],
  errors: ['safetyCheck'], // the error page of code 20 is the safety check's page
  feedback: ['modal'],
  modal: ['citation', 'download', 'feedback', 'search', 'session'], // the one manager mounts every dialog host
  search: ['errors', 'modal'],
  session: ['modal'],
  site: ['errors'],
};

/** Cross-family page imports still written directly, family → families (3 imports, the conference frames). */
const familyImportsAllowed = {
  conference: ['manager'], // conference.styles re-exports the manager frame's form parts
  search: ['conference'], // ConferenceSearchPage shows the conference family's card
};

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

const routesPattern = {
  group: ['**/routes/*', '**/routes'],
  message: 'Only the route table imports pages: link with href() from react-router (docs/decisions/web.md).',
};
const simulationPattern = {
  group: ['@wenxian/simulation', '@wenxian/simulation/*'],
  message: 'web/src reaches the simulation only in stories, tests and their support (the site meets it as a backend).',
};

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
    const allowed = featureImportsAllowed[own] ?? [];
    for (const other of features)
      if (other !== own && other !== 'shared' && !allowed.includes(other))
        ban(`features/${other}`, `A feature imports another only through features/shared/ (eslint.webLayers.js).`);
    for (const folder of ['pages', 'layouts']) ban(folder, 'features sit below pages and layouts.');
    if (!isSupport) ban('store', store);
  }
  if (layer === 'layouts') {
    ban('pages', 'layouts sit below pages.');
    if (!isSupport) ban('store', store);
  }
  if (layer === 'pages') {
    const allowed = familyImportsAllowed[own] ?? [];
    for (const other of families)
      if (other !== own && other !== 'shared' && !allowed.includes(other))
        ban(`pages/${other}`, 'A page family shares frames with another only through pages/shared/.');
    if (!isSupport) ban('store', store);
  }
  return patterns;
}

const rule = (patterns, isSupport) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [routesPattern, ...(isSupport ? [] : [simulationPattern]), ...patterns] },
  ],
});

const layered = ['app', 'features', 'layouts', 'pages'].flatMap(treeOf).flatMap((dir) => {
  const here = `${webSrc}/${dir}`;
  const support = supportFiles.map((name) => `${here}/${name}`);
  return [
    { files: [`${here}/*.{ts,tsx}`], ignores: support, rules: rule(patternsOf(dir, false), false) },
    { files: support, rules: rule(patternsOf(dir, true), true) },
  ];
});

export const webLayerRules = [
  {
    // The rest of web/src: the simulation only in support files and in main.tsx's dev-only start (`vite dev`
    // without an upstream loads the MSW worker; production builds never include it).
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ignores: [`${webSrc}/main.tsx`, `${webSrc}/test/**`, ...supportFiles.map((name) => `${webSrc}/**/${name}`)],
    rules: { 'no-restricted-imports': ['error', { patterns: [simulationPattern] }] },
  },
  ...layered,
];
