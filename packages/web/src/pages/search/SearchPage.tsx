import { memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { data, useLocation } from 'react-router-dom';
import {
  DocumentTypeTabs,
  ResultList,
  type ResultLiterature,
  SearchBox,
  SortBar,
  type SearchSubmission,
} from '@wenxian/ui';
import {
  buildSearchPageUrl,
  pageLabels,
  pageStatusOf,
  parseSearchPageUrl,
  searchPageLabels,
  toggleSearchFilter,
  withSearchSortChosen,
  type SearchMode,
  type SearchPageState,
  type SearchSortKey,
} from '@wenxian/domain';
import {
  useSearchAggsQuery,
  useSearchQuery,
  facetRequestOf,
  searchRequestOf,
  typeCountRequestOf,
  hasSearchQuery,
  hasTypeCounts,
  startAsideCalls,
  startResultsCall,
} from '../../features/search/searchApi';
import { useNoteServerSearch } from '../../features/search/history/noteSearch';
import { definePage } from '../../app/routeModule';
import { facetGroupsOf, resultLiteratureOf, typeBrowseTabsOf, typeTabsOf } from '../../features/search/searchRows';
import { checkProfessionalOnUse, loadKeywordSuggestionsOnUse } from '../../features/search/searchSuggestionsOnUse';
import { searchBoxAddressOf, useSearchBoxKey } from '../../features/search/useSearchBoxKey';
import { latestSearchQuery, useSearchNavigate } from '../../features/search/useSearchNavigate';
import { usePendingSearch } from '../../features/search/usePendingSearch';
import { Aside, Columns, HelpToggle, Hint, Page, Results } from './SearchPage.styles';
import { RowTools } from './searchViews/RowTools';
import { FacetsHeading, ResultsHeading, RowsHeading, searchedTypeName } from './searchViews/ResultsHeading';
import { ExpressionErrorView } from './searchViews/ExpressionErrorView';
import {
  expressionProblemOf,
  loadExpressionChecker,
  type ExpressionProblem,
} from '../../features/search/expressionProblem';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { pageErrorOf } from '../../features/shared/pageError';
import { useDownload } from '../../features/download/useDownload';
import { useAppDispatch } from '../../app/hooks';
import { citationOpened } from '../../features/citation/citationModal';
import { useLiteratureSelection } from '../../features/shared/useLiteratureSelection';
import { HydratedOnUse } from '../../app/hydration/hydrateOnUse';
import { ExpressionSyntaxHelp, FacetPanelOnUse, loadNavigationParts, PaginationOnUse } from './searchViews/partsOnUse';
import { hydrateRowWhenSeen } from './searchViews/rowsHydrated';

/*
 * The page renders again whenever the router's state changes (a navigation starting, its end) and when a call of
 * the page answers; these parts render again only when their own props change. The results page's handlers are
 * made per address, so a re-render of the page with the same address leaves the parts alone.
 */
const SearchBoxPart = memo(SearchBox);
const TypeTabsPart = memo(DocumentTypeTabs);
const SortBarPart = memo(SortBar);
const noSortKeys: readonly SearchSortKey[] = [];

const L = searchPageLabels;

/** The search the visitor's last choice leads to (`latestSearchQuery`): what the next choice adds to. */
const latestState = () => parseSearchPageUrl(latestSearchQuery());

/**
 * /search: the whole state — text, field, exact, mode, type, facet filters, sort both ways, page and size — lives
 * in the address (domain `searchPageUrl`), so it can be shared and back/forward restore it.
 */
export function SearchPage() {
  const location = useLocation();
  const navigate = useSearchNavigate();
  const state = useMemo(() => parseSearchPageUrl(location.search), [location.search]);
  const skip = !hasSearchQuery(state);
  const { data, error, isFetching } = useSearchQuery(searchRequestOf(state), { skip });
  const isPending = usePendingSearch();
  // A results address opened directly was fetched by the server: it belongs in the search history too.
  useNoteServerSearch(searchRequestOf(state), data);
  const facets = useSearchAggsQuery(facetRequestOf(state), { skip: skip || Boolean(error) });
  const typeCounts = useSearchAggsQuery(typeCountRequestOf(state), {
    skip: skip || !hasTypeCounts(state) || Boolean(error),
  });
  const [expressionError, setExpressionError] = useState<ExpressionProblem | null>(null);
  const { download, read } = useDownload();
  const dispatch = useAppDispatch();
  const literatureSelection = useLiteratureSelection();

  // The box's mode and an example put in it from the syntax help belong to the address they were set on.
  const [boxMode, setBoxMode] = useState<{ search: string; mode: SearchMode } | null>(null);
  const [inserted, setInserted] = useState<{ search: string; text: string; count: number } | null>(null);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const searchRegion = useRef<HTMLDivElement>(null);
  const insertedHere = inserted?.search === location.search ? inserted : null;
  const mode =
    (boxMode?.search === location.search ? boxMode.mode : null) ??
    (insertedHere || state.professional ? 'professional' : 'basic');
  const insertCount = insertedHere?.count ?? 0;
  useEffect(() => {
    // A professional expression is checked as it is sent: its checker comes as the box takes that mode.
    if (mode === 'professional') loadExpressionChecker().catch(() => undefined);
  }, [mode]);
  useEffect(() => {
    // An example put in the box: typing goes on there.
    if (insertCount > 0) searchRegion.current?.querySelector('textarea')?.focus();
  }, [insertCount]);

  // The result list is memoised: the same rows and handlers while a new search loads render nothing again.
  const items = useMemo(() => (data?.list ?? []).map(resultLiteratureOf), [data?.list]);
  const cite = useCallback((item: ResultLiterature) => dispatch(citationOpened([item])), [dispatch]);

  const go = useCallback((next: SearchPageState) => navigate(buildSearchPageUrl(next)), [navigate]);
  const { key: boxKey, noteSubmit: noteBoxSubmit } = useSearchBoxKey(searchBoxAddressOf(state));
  const onSubmit = useCallback(
    ({ text, field, mode }: SearchSubmission) => {
      const professional = mode === 'professional';
      // A filter just chosen is in the address before React renders it: a search typed in that moment keeps it.
      const next = { ...latestState(), text, field, professional, page: 1 };
      const send = () => {
        noteBoxSubmit(searchBoxAddressOf(next));
        go(next);
      };
      setExpressionError(null);
      if (!professional) return send();
      // A malformed expression is pointed at before anything is sent; the box keeps what was typed.
      void expressionProblemOf(text).then((problem) => (problem ? setExpressionError(problem) : send()));
    },
    [go, noteBoxSubmit],
  );
  const onModeChange = useCallback(
    (next: SearchMode) => setBoxMode({ search: location.search, mode: next }),
    [location.search],
  );
  // Each choice adds to the address the last one leads to (latestState), not to this render's: the page keeps showing
  // the last results while the next load, and a visitor acts on them.
  const onTypeChange = useCallback((typeId: number | null) => go({ ...latestState(), typeId, page: 1 }), [go]);
  const onFacetToggle = useCallback(
    ({ group, value }: { group: string; value: string }, isSelected: boolean) =>
      go(toggleSearchFilter(latestState(), group, value, isSelected)),
    [go],
  );
  const onFacetsCleared = useCallback(() => go({ ...latestState(), filters: {}, page: 1 }), [go]);
  const onSortChange = useCallback(
    (_shown: SearchPageState['sort'], key: SearchSortKey) => go(withSearchSortChosen(latestState(), key)),
    [go],
  );
  const onPageChange = useCallback((page: number) => go({ ...latestState(), page }), [go]);
  // Keyed by the chosen values, not the address: a new text with the same filters leaves the facet column alone.
  const filtersKey = JSON.stringify(state.filters);
  const selected = useMemo(
    () =>
      Object.entries(JSON.parse(filtersKey) as SearchPageState['filters']).flatMap(([group, values]) =>
        values.map((value) => ({ group, value })),
      ),
    [filtersKey],
  );
  const facetGroups = useMemo(() => facetGroupsOf(facets.data ?? []), [facets.data]);
  const total = data?.total;
  // Made once per page, size and total: the memoised list is not rendered again for a pager made afresh. Under
  // the rows, it hydrates as it comes near the window or is used, as they do.
  const pager = useMemo(
    () => (
      <HydratedOnUse until="seen">
        <PaginationOnUse page={state.page} pageSize={state.size} total={total ?? 0} onChange={onPageChange} />
      </HydratedOnUse>
    ),
    [state.page, state.size, total, onPageChange],
  );
  const isTypeBrowse = !hasTypeCounts(state);
  const typeTabs = useMemo(() => {
    if (isTypeBrowse) return typeBrowseTabsOf(state.typeId, total);
    const typeTotal = typeCounts.data?.find((f) => f.code === 'type')?.items.reduce((sum, item) => sum + item.count, 0);
    return typeTabsOf(typeCounts.data, typeTotal);
  }, [isTypeBrowse, state.typeId, total, typeCounts.data]);

  return (
    <Page>
      <div role="search" aria-label={L.searchRegion} ref={searchRegion}>
        <SearchBoxPart
          key={`${boxKey}#${insertedHere?.count ?? 0}`}
          defaultText={insertedHere?.text ?? state.text}
          defaultField={state.field}
          defaultMode={mode}
          loadSuggestions={loadKeywordSuggestionsOnUse}
          checkProfessional={checkProfessionalOnUse}
          onModeChange={onModeChange}
          onSubmit={onSubmit}
        />
        {expressionError && <ExpressionErrorView problem={expressionError} />}
        {mode === 'professional' && (
          <HelpToggle type="button" aria-expanded={isHelpOpen} onClick={() => setIsHelpOpen(!isHelpOpen)}>
            {searchPageLabels.syntaxHelpToggle}
          </HelpToggle>
        )}
      </div>
      {mode === 'professional' && isHelpOpen && (
        <Suspense fallback={null}>
          <ExpressionSyntaxHelp
            onInsert={(text) => {
              setExpressionError(null);
              setInserted({ search: location.search, text, count: (inserted?.count ?? 0) + 1 });
            }}
          />
        </Suspense>
      )}
      {error ? (
        <ApiErrorView error={error} />
      ) : (
        <>
          <TypeTabsPart tabs={typeTabs} value={state.typeId} onChange={onTypeChange} />
          <ResultsHeading text={state.text} typeId={state.typeId} />
          <Columns>
            <Aside>
              <FacetsHeading />
              <Hint>{L.facetLogic}</Hint>
              {/* The facets stay the server's HTML until the visitor points at, touches or focuses them: that event
                  hydrates them and is answered (app/hydration/hydrateOnUse.tsx), and the page's own hydration is shorter. */}
              <HydratedOnUse until="used">
                <FacetPanelOnUse
                  groups={facetGroups}
                  selected={selected}
                  onToggle={onFacetToggle}
                  onClearAll={onFacetsCleared}
                />
              </HydratedOnUse>
            </Aside>
            <Results aria-busy={isFetching || isPending} $isPending={isPending}>
              {/* A search that found nothing keeps its count (共找到 0 条结果), not the sort keys (RowTools too). */}
              <SortBarPart
                value={state.sort}
                onChange={onSortChange}
                total={total}
                keys={total === 0 ? noSortKeys : undefined}
              />
              <RowTools
                total={total}
                size={state.size}
                onSizeChange={(size) => go({ ...latestState(), size, page: 1 })}
                selection={literatureSelection.selection}
                clear={literatureSelection.clear}
              />
              <RowsHeading />
              <ResultList
                items={items}
                isLoading={isFetching && !data}
                onDownload={download}
                onRead={read}
                onCite={cite}
                selectedIds={literatureSelection.selectedIds}
                onSelectedChange={literatureSelection.toggle}
                wrapRow={hydrateRowWhenSeen}
                footer={pager}
              />
            </Results>
          </Columns>
        </>
      )}
    </Page>
  );
}

/** The results of the address's search come with the first response; the title names what was searched. */
export const page = definePage({
  Component: SearchPage,
  loader: async ({ store, url }) => {
    const state = parseSearchPageUrl(url.search);
    const typeName = searchedTypeName(state.typeId);
    if (!hasSearchQuery(state)) return { text: state.text, typeName };
    // The server's first response has the results, facets and type counts, asked at once. A navigation in the
    // browser waits for the results only (joining the call a submit started; the page's hooks ask for the facets and
    // type counts once the results are painted, so the calls do not compete) and for its batch bar's and pager's
    // code, fetched on the intent that fetched the page's, so they come with the rows instead of moving them after.
    const results = startResultsCall(store.dispatch, state);
    const alongside =
      typeof window === 'undefined'
        ? startAsideCalls(store.dispatch, state)
        : loadNavigationParts().catch(() => undefined);
    const { error } = await results;
    await alongside;
    // A failed search shows its page inside the search page (the box stays) with the status it deserves.
    const titled = { text: state.text, typeName };
    return error ? data(titled, { status: pageStatusOf(pageErrorOf(error)) }) : titled;
  },
  head: ({ data }) => ({
    title: pageLabels.search.documentTitle(data.text, data.typeName),
  }),
  prefetch: loadNavigationParts,
});
