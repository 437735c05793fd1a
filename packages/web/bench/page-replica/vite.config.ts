import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * Builds the like-for-like reference with the site's own Vite and React plugin settings: its client into
 * dist/page-replica, and with `--ssr render.tsx` its server renderer into dist/page-replica-server.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  // The server renderer carries its libraries (production builds, the same modules the client has).
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(
      new URL(isSsrBuild ? '../../dist/page-replica-server' : '../../dist/page-replica', import.meta.url),
    ),
    emptyOutDir: true,
  },
}));
