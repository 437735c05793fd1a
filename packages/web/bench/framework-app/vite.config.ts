import { defineConfig } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';

/** The framework's own Vite plugin (route modules, client/server builds, manifest) in place of plugin-react. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [reactRouter()],
  // As the site's build: styled-components' CommonJS would give Node the module object as its default export.
  ssr: { noExternal: ['styled-components'] },
  logLevel: 'warn',
});
