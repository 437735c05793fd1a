import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** Builds the bare reference app with the site's own Vite and React plugin settings. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: fileURLToPath(new URL('../../dist/bare-app', import.meta.url)), emptyOutDir: true },
});
