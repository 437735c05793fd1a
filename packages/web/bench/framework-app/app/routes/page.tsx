import { useEffect } from 'react';
import { isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import styled from 'styled-components';
import { api } from '../api';

/** The route module: what the framework reads from it is its exports. */
export const loader = () => 'bare';

export const meta = () => [{ title: 'bare app' }];

const Title = styled.h1`
  color: ${({ theme }) => (theme as { brand: string }).brand};
`;

export default function Page() {
  const text = useLoaderData<typeof loader>();
  const { data } = api.useTimeQuery();
  useEffect(() => void (document.documentElement.dataset.hydrated = 'true'), []);
  return (
    <Title>
      {text} {data}
    </Title>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <h1>{isRouteErrorResponse(error) ? error.status : 'error'}</h1>;
}
