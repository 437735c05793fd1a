import { describe, expect, it } from 'vitest';
import { createRouteChunks, type BuildManifests } from './routeChunks';

/** A build in the shape Vite writes it: a page in its own chunk, a layout grouped into a shared chunk. */
const manifests: BuildManifests = {
  chunks: {
    'index.html': { file: 'assets/index-E.js', imports: ['_runtime-R.js'] },
    '_runtime-R.js': { file: 'assets/runtime-R.js' },
    '_siteHeader-H.js': { file: 'assets/siteHeader-H.js', imports: ['_runtime-R.js', 'index.html'] },
    'src/pages/shell/HomePage.tsx': { file: 'assets/HomePage-P.js', imports: ['_SearchBox-S.js', 'index.html'] },
    '_SearchBox-S.js': { file: 'assets/SearchBox-S.js', imports: ['_runtime-R.js'] },
  },
  modules: {
    'src/pages/shell/HomePage.tsx': ['/assets/HomePage-P.js'],
    'src/layouts/general/DefaultLayout.tsx': ['/assets/siteHeader-H.js', '/assets/siteHeader-H.css'],
    'src/routes/shell.tsx': ['/assets/shell-T.js'],
  },
  server: {
    'src/pages/shell/HomePage.tsx': { file: 'assets/HomePage-p1.js' },
    'src/layouts/general/DefaultLayout.tsx': { file: 'assets/DefaultLayout-d1.js' },
  },
};

/** A loader as the server build writes it (built code is not transformed by the test runner). */
const builtLoader = (text: string) => new Function(`return ${text}`)() as () => unknown;

describe('the browser files of a page’s route modules', () => {
  const chunks = createRouteChunks(manifests);

  it('follows a page loader of the server build to the browser’s chunk and every chunk it imports', () => {
    const page = builtLoader('() => import("./assets/HomePage-p1.js")');
    expect(chunks.ofLoader(page)).toEqual([
      '/assets/HomePage-P.js',
      '/assets/SearchBox-S.js',
      '/assets/runtime-R.js',
      '/assets/index-E.js',
    ]);
  });

  it('finds a module grouped into a shared chunk, whatever the loader does with it', () => {
    const layout = builtLoader('() => import("./DefaultLayout-d1.js").then((m) => ({ default: m.DefaultLayout }))');
    expect(chunks.ofLoader(layout)).toEqual(['/assets/siteHeader-H.js', '/assets/runtime-R.js', '/assets/index-E.js']);
  });

  it('gives nothing for what the build does not know, so the page loads it as it goes', () => {
    expect(chunks.ofLoader(builtLoader('() => Promise.resolve().then(() => shell_exports)'))).toEqual([]);
    expect(chunks.ofLoader(builtLoader('() => import("./assets/Unknown-x.js")'))).toEqual([]);
    // Named by the module manifest but missing from the chunk manifest: no file to vouch for.
    expect(chunks.ofSource('src/routes/shell.tsx')).toEqual([]);
  });
});
