import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LiteratureSummary, Page } from '@wenxian/api';
import { Pagination, ResultList } from '@wenxian/ui';
import { resultLiteratureOf } from '../../../features/search/searchRows';
import { ENTITY_PAGE_SIZE, pageOf } from '../../../features/entities/entityLoaders';
import { QueryView, type QueryState } from '../../shared/QueryView';
import { Section } from '../../shared/entityPageLayout';

/** The page of a list the address asks for (?page=), for loaders and components alike. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });
  return [page, setPage];
}

export type LiteratureSectionProps = {
  title: string;
  state: QueryState<Page<LiteratureSummary>>;
  page: number;
  onPage: (page: number) => void;
  /** Filters or sort controls beside the title. */
  aside?: ReactNode;
};

/** A paged literature list of an entity (its papers, an issue's table of contents, citing documents). */
export function LiteratureSection({ title, state, page, onPage, aside }: LiteratureSectionProps) {
  return (
    <Section title={title} aside={aside}>
      <QueryView state={state}>
        {(data) => (
          <ResultList
            items={data.list.map(resultLiteratureOf)}
            isLoading={state.isFetching && !state.isLoading}
            footer={
              <Pagination
                page={page}
                pageSize={data.pageSize || ENTITY_PAGE_SIZE}
                total={data.total}
                onChange={onPage}
              />
            }
          />
        )}
      </QueryView>
    </Section>
  );
}
