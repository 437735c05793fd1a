import type { ReactNode } from 'react';
import styled from 'styled-components';
import { entityLabels } from '@wenxian/domain';
import { Button, ListLoader } from '@wenxian/ui';
import type { QueryError } from '../../app/apiSlice';

/** The parts of an RTK Query hook's result a view needs. */
export type QueryState<T> = {
  data?: T;
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

const Failure = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: center;
  min-height: 8rem;
  color: ${({ theme }) => theme.color.textSecondary};
`;

/** The message of a failed query: the call layer's (the spec's) when it has one. */
export function errorMessage(error: unknown): string {
  const message = (error as QueryError | undefined)?.message;
  return message || entityLabels.pages.loadError;
}

/** A failed block: its message and a retry button (the rest of the page stays usable). */
function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <Failure role="alert">
      <span>{errorMessage(error)}</span>
      <Button variant="secondary" onClick={() => void onRetry()}>
        {entityLabels.pages.retry}
      </Button>
    </Failure>
  );
}

/**
 * One block of a page fed by one query: 拼命加载中··· while loading, its error with 重新加载, 暂无数据 when
 * `isEmpty` says so, else the children with the data.
 */
export function QueryView<T>({
  state,
  isEmpty,
  children,
}: {
  state: QueryState<T>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (state.isLoading) return <ListLoader state="loading" />;
  if (state.isError || state.data === undefined) return <LoadFailure error={state.error} onRetry={state.refetch} />;
  if (isEmpty?.(state.data)) return <ListLoader state="empty" />;
  return <>{children(state.data)}</>;
}
