import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { makeStore } from './app/store';
import { routes } from './routes/routes';

/** In `vite dev` without an upstream, the MSW worker plays the server; production builds never include it. */
async function startSimulation() {
  if (import.meta.env.DEV && !import.meta.env.VITE_API_UPSTREAM) {
    const [{ worker }, { configureSimulation }] = await Promise.all([
      import('@wenxian/api/mocks/browser'),
      import('@wenxian/api/mocks'),
    ]);
    // Keep logins, quotas and orders across reloads, and answer with a realistic delay.
    configureSimulation({ persist: true, latencyMs: 150 });
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
}

await startSimulation();
const store = makeStore();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
