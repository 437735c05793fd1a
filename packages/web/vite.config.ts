import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The site's build. In dev, calls are answered by the MSW worker (src/mocks.ts) unless
 * VITE_API_UPSTREAM is set, in which case Vite proxies them to that backend.
 */
const upstream = process.env.VITE_API_UPSTREAM;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: upstream
      ? Object.fromEntries(['/newsite', '/auth', '/website'].map((p) => [p, { target: upstream, changeOrigin: true }]))
      : undefined,
  },
  build: { outDir: 'dist', sourcemap: true },
});
