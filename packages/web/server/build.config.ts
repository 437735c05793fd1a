import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The Node processes of `npm start` as JavaScript built ahead of time, so production runs no TypeScript loader:
 * the page server (server/index.ts → dist/node/index.js) and the simulated backend's process
 * (@wenxian/simulation's src/server/main.ts → dist/node/simulation.js). Every file lands in one flat folder, so
 * a module finds the simulation's entry beside itself (upstream/simulationProcess.ts) whichever chunk holds it.
 * The site's own packages are bundled (their package exports name TypeScript); the libraries the page server
 * depends on stay imports of packages/web/node_modules, and the ones only the other packages depend on (not
 * resolvable from here) are bundled in, as the renderer's build does.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  logLevel: 'warn',
  publicDir: false,
  // The built server tells itself apart from the sources run by tsx in the tests (simulationProcess.ts, index.ts).
  define: { __WENXIAN_BUILT__: 'true' },
  ssr: { noExternal: [/^@wenxian\//] },
  build: {
    ssr: true,
    outDir: 'dist/node',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.ts', import.meta.url)),
        simulation: fileURLToPath(new URL('../../simulation/src/server/main.ts', import.meta.url)),
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
