import type { ReactNode } from 'react';
import type { Page } from '@wenxian/api';
import { CentreList } from '@wenxian/ui';
import type { QueryError } from '../../../app/apiSlice';
import { useCentreListPage } from '../../../features/accounts/centreListPage';

/** What an RTK Query hook returns that a list needs. */
type ListQuery<Item> = {
  data?: Page<Item>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/**
 * A centre list over a paged query: loading, empty (暂无数据), error with retry, and pages from `?page=`.
 * `useQuery` is the endpoint's hook, called with the page the URL names.
 */
export function PagedQueryList<Item>({
  title,
  isTitleHidden,
  useQuery,
  itemKey,
  renderItem,
  toolbar,
}: {
  title: string;
  /** The page's h1 already prints the title (CentreList's `isTitleHidden`). */
  isTitleHidden?: boolean;
  useQuery: (page: { pageNum: number; pageSize: number }) => ListQuery<Item>;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  toolbar?: ReactNode;
}) {
  const { page, pageSize, setPage } = useCentreListPage();
  const query = useQuery({ pageNum: page, pageSize });
  const state = query.isError ? 'error' : query.isLoading || (query.isFetching && !query.data) ? 'loading' : 'ready';
  return (
    <CentreList
      title={title}
      isTitleHidden={isTitleHidden}
      state={state}
      items={query.data?.list ?? []}
      itemKey={itemKey}
      renderItem={renderItem}
      page={page}
      pageSize={pageSize}
      total={query.data?.total ?? 0}
      onPageChange={setPage}
      errorText={(query.error as QueryError | undefined)?.message}
      onRetry={() => void query.refetch()}
      toolbar={toolbar}
    />
  );
}
