import { useLocation } from 'react-router-dom';
import { documentLabels, parseSearchPageUrl } from '@wenxian/domain';
import { settle } from '../../../app/settle';
import {
  searchApi,
  useSearchAggsQuery,
  useSearchQuery,
  facetRequestOf,
  searchRequestOf,
} from '../../../features/search/searchApi';
import { definePage } from '../../../app/routeModule';
import { DocumentList, Fields, ReportSheet, ReportState } from './ReportSheet';
import { notFound } from './reportParams';

const L = documentLabels.reports;
/** The report lists the first 20 results, whatever page size the address asks. */
const TOP = 20;

const stateOf = (search: string) => {
  const state = parseSearchPageUrl(search);
  return { ...state, page: 1, size: TOP };
};

/**
 * /pdf/report/search-info?{the search page's keys}: a printable search-information report — the query, the
 * expression the server evaluated, the total, the distribution of the results (facets) and the first 20.
 */
export function SearchInfoPrintPage() {
  const { search } = useLocation();
  const state = stateOf(search);
  const result = useSearchQuery(searchRequestOf(state));
  const facets = useSearchAggsQuery(facetRequestOf(state), { skip: !result.data });
  if (!result.data) {
    return <ReportState title={L.searchTitle} failed={Boolean(result.error)} onRetry={() => void result.refetch()} />;
  }
  const r = result.data;
  return (
    <ReportSheet title={L.searchTitle} subtitle={state.text}>
      <h2>{L.query}</h2>
      <Fields>
        <dt>{L.query}</dt>
        <dd>{state.text}</dd>
        {r.expression ? (
          <>
            <dt>{L.expression}</dt>
            <dd>{r.expression}</dd>
          </>
        ) : null}
        <dt>{L.total}</dt>
        <dd>{L.totalCount(r.total)}</dd>
      </Fields>
      <h2>{L.facets}</h2>
      {(facets.data ?? [])
        .filter((facet) => facet.items.length > 0)
        .map((facet) => (
          <section key={facet.code} aria-label={facet.name}>
            <h3>{facet.name}</h3>
            <table>
              <tbody>
                {facet.items.slice(0, 10).map((item) => (
                  <tr key={`${item.id ?? ''}${item.name}`}>
                    <th scope="row">{item.name}</th>
                    <td>{item.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      <h2>{L.topResults(Math.min(TOP, r.list.length))}</h2>
      <DocumentList items={r.list} />
    </ReportSheet>
  );
}

export const page = definePage({
  Component: SearchInfoPrintPage,
  loader: async ({ store, url }) => {
    const state = stateOf(url.search);
    if (!state.text) notFound();
    await Promise.all([
      settle(store.dispatch(searchApi.endpoints.search.initiate(searchRequestOf(state)))),
      settle(store.dispatch(searchApi.endpoints.searchAggs.initiate(facetRequestOf(state)))),
    ]);
    return { text: state.text };
  },
  head: ({ data }) => ({ title: `${data.text} - ${L.searchTitle}`, noindex: true }),
});
