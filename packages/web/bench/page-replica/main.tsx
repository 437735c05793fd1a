/**
 * The like-for-like reference's client: the bare app's libraries, set up as the bare app sets them up (bareStack.tsx,
 * a data router), hydrating the page the reference's server rendered (render.tsx) from the captured page it wrote
 * beside it.
 */
import { useEffect } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { api, hydrateWithStack } from '../bareStack';
import { Replica, type ReplicaPage } from './Replica';

const page = JSON.parse(document.getElementById('replica-page')!.textContent!) as ReplicaPage;

function Page() {
  api.useTimeQuery();
  useEffect(() => void (document.documentElement.dataset.hydrated = 'true'), []);
  return <Replica page={page} />;
}

const router = createBrowserRouter([{ id: 'page', path: '*', Component: Page, loader: () => null }], {
  hydrationData: { loaderData: { page: null } },
});
hydrateWithStack(router);
