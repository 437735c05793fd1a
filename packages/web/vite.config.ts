import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { evaluateOnLoad } from './build/evaluateOnLoad';

/**
 * The site's build: the browser bundle into dist/client (its index.html is the server's template), and with
 * `--ssr server/render/entry-server.tsx` the server renderer into dist/server. In dev, calls are answered by the MSW
 * worker unless VITE_API_UPSTREAM is set, in which case Vite proxies them to that backend.
 */
const upstream = process.env.VITE_API_UPSTREAM;

/**
 * The libraries every page runs on (the same as the bundle benchmark's bare app), in four files: React, the router,
 * styles, and the store. axios is not among them: it comes with the call layer on the first call the browser makes
 * (@wenxian/api's client). Each is evaluated in a task of its own (the page's boot script imports the files
 * the entry imports one after another), where one file was one task of a phone's 150 ms and more.
 */
const reactLibraries = /node_modules\/(react|react-dom|scheduler)\//;
const routerLibraries = /node_modules\/(react-router|react-router-dom)\//;
const styleLibraries = /node_modules\/(styled-components|stylis|@emotion\/[^/]+|tslib)\//;
const runtimeLibraries =
  /node_modules\/(@reduxjs\/toolkit|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store)\//;

/**
 * The store and the call layer every page starts with (the RTK Query api and the endpoints the frame injects, the
 * slices, the call layer), with what they alone import: a file of their own, evaluated in a task of its own
 * before the entry's (the boot script imports it as it imports the libraries). In the entry they made its
 * evaluation one task of 43 to 55 ms at full speed; apart, 13 to 40 ms for this file and 3 to 10 for the entry.
 */
const serviceModules =
  /packages[\\/](api[\\/]src[\\/]|web[\\/]src[\\/](store[\\/]|app[\\/]apiSlice\.ts$|features[\\/]shared[\\/]\w+(Api|Slice)\.ts$|features[\\/]site[\\/]tdk\.ts$))/;

/**
 * The frame every layout draws (skip link, main, toasts, dialogs) with what it alone imports, as one file; the site
 * header of the layouts that have one, as a second (a printable page's layout has none). The footer, the side
 * toolbar and the header's panels come in files of their own when first used (src/layouts/site/partsOnUse.ts).
 */
const frameModules = /packages[\\/]web[\\/]src[\\/]layouts[\\/]site[\\/]SiteFrame\.tsx$/;
const headerModules = /packages[\\/]web[\\/]src[\\/]layouts[\\/](general[\\/]DefaultLayout|site[\\/]SiteHeader)\.tsx$/;

/**
 * The small primitives most pages share (the button, the visually hidden text, the search field table, the
 * professional-mode test, large counts) ride in the frame's file: left to the copying of small shared files below,
 * they came twice on a page whose files both use them (the results rows' and the search box's on `/search`).
 */
const sharedPrimitiveModules =
  /packages[\\/](ui[\\/]src[\\/](Button|VisuallyHidden)[\\/]|domain[\\/]src[\\/](format[\\/]largeCount|codes[\\/]tables[\\/]searchFields|search[\\/]professionalMode)\.ts$)/;

/**
 * The search box and its lists, as one file for the pages that have one (apart, the lists came as a second file),
 * without what they import: the primitives they share with other pages stay where those pages find them.
 */
const searchBoxModules = /packages[\\/]ui[\\/]src[\\/](SearchBox|SuggestionList|HotSearchList)[\\/]/;

/**
 * The files whose modules run as the boot script evaluates each, in a task of its own (build/evaluateOnLoad.ts): the
 * libraries and the services. Left to the lazy initialisers of strict execution order (the copying of small shared
 * files below needs it), they all ran in the entry's first task: at 4× CPU, blocking after first paint was 106 ms on
 * `/`, 159 on `/search` and 119 on a journal article, 65, 67 and 27 ms with them run apart (`measure-blocking.mjs`).
 * React's modules run in the router's task, its file calling theirs first: calls at the end of React's own file made
 * it 0.1 KiB larger in brotli, and `/search` over its JavaScript budget (1.35× the bare app).
 */
const evaluatedOnLoad = ['router', 'styles', 'runtime', 'services'];

/**
 * Each styled component's id from its file and its place in that file (babel-plugin-styled-components), the same in
 * the server's build and the browser's. Left to styled-components, an id is a count of the components created so far
 * in the process, so it depends on the order modules are evaluated in, which is not the same in the server (its first
 * render after a start differed from its later ones) and in the browser (route chunks evaluate as they arrive): a
 * component got another component's id, and the browser inserted styles again during hydration (restyling the page
 * each time) for classes the server had already sent.
 * No display names (short class names); the styles' whitespace minified.
 */
const stableStyledIds = defineRolldownBabelPreset({
  preset: () => ({ plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false }]] }),
  rolldown: { filter: { code: /from 'styled-components'/ } },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), babel({ presets: [stableStyledIds] }), evaluateOnLoad(evaluatedOnLoad)],
  server: {
    port: 5173,
    proxy: upstream
      ? Object.fromEntries(['/newsite', '/auth', '/website'].map((p) => [p, { target: upstream, changeOrigin: true }]))
      : undefined,
  },
  // styled-components ships CommonJS to Node's resolver (its default export would be the module object): bundle
  // its ES build into the server renderer instead.
  ssr: { noExternal: ['styled-components'] },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', manifest: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        // With the server build's manifest, the renderer finds the browser's files of a page's route modules
        // and preloads them with the entry (server/render/routeChunks.ts); not served (a hidden folder).
        manifest: true,
        ssrManifest: true,
        // Maps are written for operators but not referenced from the bundles (and not served).
        sourcemap: 'hidden',
        // The api's typed calls are made by factories at module level; they have no side effects, so a page
        // keeps only the calls it uses.
        rolldownOptions: {
          treeshake: { manualPureFunctions: ['definePost', 'defineGet'] },
          // The runtime every page needs in one file, and our own code every page needs (everything the entry
          // imports statically: the frame, the route table, the session) in a second: two compressed streams
          // instead of fifty small ones, each with its own compression overhead and request.
          // Small shared files (under 8 KiB of source: a helper, a hook, a few endpoints) are copied into the files
          // that import them, one module state kept across the copies by rolldown's runtime: `/search` loads 20
          // files instead of 43, `/` 14 instead of 25, for 1 KiB more brotli. Each file was a request and its tasks
          // on a phone's main thread. It needs the entry's exports free to drop (nothing imports the entry).
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
              groups: [
                { name: 'react', test: reactLibraries, priority: 22 },
                { name: 'router', test: routerLibraries, priority: 21 },
                { name: 'styles', test: styleLibraries, priority: 20 },
                { name: 'runtime', test: runtimeLibraries, priority: 19 },
                { name: 'services', test: serviceModules, tags: ['$initial'], priority: 15 },
                { name: 'frame', tags: ['$initial'], priority: 10 },
                {
                  name: 'siteFrame',
                  test: (id) => frameModules.test(id) || sharedPrimitiveModules.test(id),
                  priority: 6,
                },
                { name: 'siteHeader', test: headerModules, priority: 5 },
                { name: 'searchBox', test: searchBoxModules, includeDependenciesRecursively: false, priority: 4 },
              ],
            },
          },
        },
      },
}));
