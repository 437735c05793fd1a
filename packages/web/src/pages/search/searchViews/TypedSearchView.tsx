import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchFormPage } from './searchFormPage.styles';
import styled from 'styled-components';
import {
  checkProfessionalExpression,
  describeExpressionError,
  facetLabels,
  rankHotSearch,
  searchLabels,
  searchPageLabels,
  toggleSearchFilter,
  withSearchSortChosen,
  type SearchPageState,
} from '@wenxian/domain';
import { FacetPanel, Pagination, ResultList, SearchBox, SiteLink, SortBar, type SearchSubmission } from '@wenxian/ui';
import { useAppDispatch } from '../../../app/hooks';
import { citationOpened } from '../../../features/citation/citationModal';
import { useDownload } from '../../../features/download/useDownload';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { useSearchAggsQuery, useSearchQuery } from '../../../features/search/searchApi';
import { useGetHotSearchQuery } from '../../../features/search/hotSearchApi';
import { useNoteServerSearch } from '../../../features/search/history/noteSearch';
import { checkProfessionalOnUse, loadKeywordSuggestionsOnUse } from '../../../features/search/searchSuggestionsOnUse';
import { searchBoxAddressOf, useSearchBoxKey } from '../../../features/search/useSearchBoxKey';
import { facetGroupsOf, resultLiteratureOf, withStandardStatusGroup } from '../../../features/search/searchRows';
import {
  typedFacetRequestOf,
  typedHref,
  typedRequestOf,
  typedSearchKinds,
  typedStateOf,
  type TypedSearchKind,
} from '../../../features/search/typedSearch';

const Page = styled.div`
  ${searchFormPage}
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 26rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: 1.2rem;
`;

const Alert = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.color.danger};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Hot = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: baseline;
  }
`;

const Rank = styled.span<{ $top: boolean }>`
  min-width: 2rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $top }) => ($top ? theme.color.danger : theme.color.textMuted)};
`;

/** Nothing searched yet: what to do, and this week's hot searches run within the page's type. */
function HotSearches({ kind, base }: { kind: TypedSearchKind; base: SearchPageState }) {
  const hot = useGetHotSearchQuery();
  const headingId = useId();
  return (
    <Hot aria-labelledby={headingId}>
      <Heading id={headingId}>{searchLabels.typedSearch.hot}</Heading>
      <p>{searchLabels.typedSearch.prompt}</p>
      {hot.data && hot.data.length > 0 && (
        <ol aria-labelledby={headingId}>
          {rankHotSearch(hot.data).map(({ item, rank, isTop3 }) => (
            <li key={item.id}>
              <Rank $top={isTop3}>{rank}</Rank>
              <SiteLink href={typedHref(kind, { ...base, text: item.searchText })}>{item.searchText}</SiteLink>
            </li>
          ))}
        </ol>
      )}
    </Hot>
  );
}

export function TypedSearchView({ kind }: { kind: TypedSearchKind }) {
  const location = useLocation();
  const navigate = useNavigate();
  const config = typedSearchKinds[kind];
  const labels = searchLabels.typedSearch[kind];
  const state = typedStateOf(kind, location.search);
  const skip = !state.text;
  const { data: found, error, isFetching } = useSearchQuery(typedRequestOf(state), { skip });
  const facets = useSearchAggsQuery(typedFacetRequestOf(kind, state), { skip: skip || Boolean(error) });
  useNoteServerSearch(typedRequestOf(state), found);
  const [problem, setProblem] = useState<string | null>(null);
  const { download, read } = useDownload();
  const dispatch = useAppDispatch();

  const go = (next: SearchPageState) => navigate(typedHref(kind, next));
  // Each choice adds to the address the visitor sees, not to this render's: the router writes the address before
  // React renders it, and a filter, an order or a page chosen in that moment keeps what was just asked.
  const latest = () => typedStateOf(kind, window.location.search);
  const { key: boxKey, noteSubmit: noteBoxSubmit } = useSearchBoxKey(searchBoxAddressOf(state));
  const onSubmit = ({ text, field, mode }: SearchSubmission) => {
    const professional = mode === 'professional';
    const invalid = professional ? checkProfessionalExpression(text) : null;
    setProblem(invalid ? describeExpressionError(invalid) : null);
    if (invalid) return;
    const next: SearchPageState = {
      ...latest(),
      text,
      field,
      professional,
      page: 1,
      sort: { key: 'relevance', order: 'desc' },
    };
    noteBoxSubmit(searchBoxAddressOf(next));
    go(next);
  };
  const selected = Object.entries(state.filters).flatMap(([group, values]) =>
    values.map((value) => ({ group, value })),
  );
  const foundGroups = facetGroupsOf(facets.data ?? []);
  // Standards: 作废 / 现行 (doc 000 §4.5) is a filter from the start, chosen before or after the search.
  const groups = kind === 'standard' ? withStandardStatusGroup(foundGroups) : foundGroups;
  const facetPanel = (
    <aside>
      <Heading>{facetLabels.panelLabel}</Heading>
      <Hint>{searchPageLabels.facetLogic}</Hint>
      <FacetPanel
        groups={groups}
        selected={selected}
        onToggle={({ group, value }, isSelected) => go(toggleSearchFilter(latest(), group, value, isSelected))}
        onClearAll={() => go({ ...latest(), filters: {}, page: 1 })}
      />
    </aside>
  );

  return (
    <Page>
      <h1>{labels.title}</h1>
      <div role="search" aria-label={labels.regionLabel}>
        <SearchBox
          key={boxKey}
          variant={config.variant}
          defaultText={state.text}
          defaultField={state.field}
          defaultMode={state.professional ? 'professional' : 'basic'}
          loadSuggestions={loadKeywordSuggestionsOnUse}
          checkProfessional={checkProfessionalOnUse}
          onSubmit={onSubmit}
        />
        {problem && <Alert role="alert">{problem}</Alert>}
      </div>
      {skip ? (
        groups.length > 0 ? (
          <Columns>
            {facetPanel}
            <HotSearches kind={kind} base={state} />
          </Columns>
        ) : (
          <HotSearches kind={kind} base={state} />
        )
      ) : error ? (
        <ApiErrorView error={error} />
      ) : (
        <Columns>
          {facetPanel}
          <section aria-busy={isFetching} aria-label={labels.title}>
            <Heading>{searchLabels.typedSearch.results}</Heading>
            <SortBar
              value={state.sort}
              onChange={(_shown, key) => go(withSearchSortChosen(latest(), key))}
              total={found?.total}
            />
            <ResultList
              items={(found?.list ?? []).map(resultLiteratureOf)}
              isLoading={isFetching && !found}
              onDownload={download}
              onRead={read}
              onCite={(item) => dispatch(citationOpened([item]))}
              footer={
                <Pagination
                  page={state.page}
                  pageSize={state.size}
                  total={found?.total ?? 0}
                  onChange={(page) => go({ ...latest(), page })}
                />
              }
            />
          </section>
        </Columns>
      )}
    </Page>
  );
}
