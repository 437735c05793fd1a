import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import { entityLabels, buildQuery, searchKeywordOf, searchTextOf } from '@wenxian/domain';
import { Button } from '@wenxian/ui';
import {
  journalsApi,
  useGetJournalLiteraturesQuery,
  useShowJournalQuery,
} from '../../../features/entities/journalsApi';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { definePage } from '../../../app/routeModule';
import { ENTITY_PAGE_SIZE, pageOf } from '../../../features/entities/entityLoaders';
import { LiteratureSection, usePageParam } from '../entityBlocks/LiteratureSection';
import { QueryView } from '../../shared/QueryView';
import { EntityMain, SearchRow, Section } from '../../shared/entityPageLayout';
import { journalIdOf } from '../../../features/entities/journalPageArgs';
import { JournalHeader } from './JournalHeader';
import { loadJournalPage } from '../../../features/entities/journalLoader';

const L = entityLabels.pages.journal;

const searchQuery = (id: string, search: URLSearchParams) => ({
  id,
  keyword: searchKeywordOf(search.toString()) || undefined,
  pageNum: pageOf(search),
  pageSize: ENTITY_PAGE_SIZE,
});

/** Searching one journal's articles by a word of their title or keywords (?k=). */
export function JournalSearchPage() {
  const id = journalIdOf(useParams());
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const query = searchQuery(id, search);
  const [text, setText] = useState(query.keyword ?? '');
  const journal = useShowJournalQuery({ id });
  const results = useGetJournalLiteraturesQuery(query);
  if (journal.isError) return <ApiErrorView error={journal.error} />;
  return (
    <EntityMain>
      <QueryView state={journal}>{(data) => <JournalHeader journal={data} current="search" />}</QueryView>
      <Section title={L.searchLabel}>
        <SearchRow
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            navigate(
              `${href('/journal/:volume/search', { volume: id })}${buildQuery([['k', text.trim() || undefined]])}`,
            );
          }}
        >
          <input aria-label={L.searchLabel} value={text} onChange={(event) => setText(event.target.value)} />
          <Button type="submit">{entityLabels.pages.search}</Button>
        </SearchRow>
      </Section>
      <LiteratureSection
        title={query.keyword ? L.searchResults(query.keyword, results.data?.total ?? 0) : L.latestArticles}
        state={results}
        page={page}
        onPage={setPage}
      />
    </EntityMain>
  );
}

export const page = definePage({
  Component: JournalSearchPage,
  loader: async ({ store, params, url }) => ({
    ...(await loadJournalPage(store, params, (id) => [
      store.dispatch(journalsApi.endpoints.getJournalLiteratures.initiate(searchQuery(id, url.searchParams))),
    ])),
    keyword: searchTextOf(url.search),
  }),
  head: ({ data }) => ({
    title: data.keyword ? `${data.keyword} - ${data.name}` : `${data.name} ${L.searchLabel}`,
    description: data.description,
  }),
});
