import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Pagination, ResultList, SearchBox, SortBar, type SearchSubmission } from '@wenxian/ui';
import { buildSearchUrl, pageLabels } from '@wenxian/domain';
import { useSearchQuery } from '../../features/search/searchApi';
import { resultLiteratureOf, searchRequestOf, SEARCH_PAGE_SIZE } from '../../features/search/searchResults';
import { checkProfessional, loadKeywordSuggestions } from '../../features/search/searchLoaders';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { useDownload } from '../../features/download/useDownload';
import { useAppDispatch } from '../../app/hooks';
import { citationOpened } from '../../features/citation/citationModal';
import { useLiteratureSelection } from '../../features/selection/useLiteratureSelection';
import { SelectionBar } from '../../features/selection/SelectionBar';
import { parseSearchPage, withPageAndSort } from './searchPageState';

const Page = styled.div`
  width: 120rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** /search: results of the text in the URL, with order and pages; the URL is the state (shareable, back-able). */
export function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseSearchPage(location.search);
  const request = searchRequestOf(state, state.page, state.sort);
  const { data, error, isFetching } = useSearchQuery(request, { skip: !state.text && state.typeId === null });
  const { download, read } = useDownload();
  const dispatch = useAppDispatch();
  const literatureSelection = useLiteratureSelection();

  const onSubmit = ({ text, field, mode }: SearchSubmission) =>
    navigate(buildSearchUrl({ ...state, text, field, professional: mode === 'professional' }));
  const go = (page: number, sort = state.sort) => navigate({ search: withPageAndSort(location.search, page, sort) });

  return (
    <Page>
      <title>{state.text ? `${state.text} - ${pageLabels.search.documentTitle}` : pageLabels.search.documentTitle}</title>
      <SearchBox
        key={location.search}
        defaultText={state.text}
        defaultField={state.field}
        defaultMode={state.professional ? 'professional' : 'basic'}
        loadSuggestions={loadKeywordSuggestions}
        checkProfessional={checkProfessional}
        onSubmit={onSubmit}
      />
      {error ? (
        <ApiErrorView error={error} />
      ) : (
        <section aria-busy={isFetching}>
          <SortBar value={state.sort} onChange={(sort) => go(1, sort)} total={data?.total} />
          <SelectionBar selection={literatureSelection.selection} clear={literatureSelection.clear} />
          <ResultList
            items={(data?.list ?? []).map(resultLiteratureOf)}
            isLoading={isFetching && !data}
            onDownload={download}
            onRead={read}
            onCite={(item) => dispatch(citationOpened([item]))}
            selectedIds={literatureSelection.selectedIds}
            onSelectedChange={literatureSelection.toggle}
          />
          <Pagination page={state.page} pageSize={SEARCH_PAGE_SIZE} total={data?.total ?? 0} onChange={(page) => go(page)} />
        </section>
      )}
    </Page>
  );
}
