/**
 * The benchmark's reference: the smallest app that uses the site's runtime libraries the way the
 * site does — a data router hydrated on the client, a Redux store with an RTK Query api, styled-components
 * with a theme, and an axios call — with no page of its own. Its initial JavaScript is the floor the site's
 * initial JavaScript is compared with (`node scripts/measure-bundle.mjs`), and its time from first paint to
 * hydrated the floor of the site's (`scripts/measure-first-seconds.mjs`): its HTML is what it
 * renders, and it marks the document hydrated as the site does.
 */
import { useEffect } from 'react';
import { createBrowserRouter, useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { api, hydrateWithStack } from '../bareStack';

const Title = styled.h1`
  color: ${({ theme }) => (theme as { brand: string }).brand};
`;

function Page() {
  const text = useLoaderData() as string;
  const { data } = api.useTimeQuery();
  useEffect(() => void (document.documentElement.dataset.hydrated = 'true'), []);
  return (
    <Title>
      {text} {data}
    </Title>
  );
}

// Hydrated with its loader's answer, as the server writes the site's (the first render is the server's HTML).
const router = createBrowserRouter([{ id: 'page', path: '/', Component: Page, loader: () => 'bare' }], {
  hydrationData: { loaderData: { page: 'bare' } },
});
hydrateWithStack(router);
