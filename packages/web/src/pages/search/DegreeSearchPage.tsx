import { searchLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { TypedSearchView } from './parts/typedSearch';
import { loadTypedSearch } from './parts/typedSearchKinds';

const L = searchLabels.typedSearch.degree;

/** /degree/search: degree theses only, with the 学位类型 facet (parts/typedSearch). */
export function DegreeSearchPage() {
  return <TypedSearchView kind="degree" />;
}

export const page = definePage({
  Component: DegreeSearchPage,
  loader: ({ store, url }) => loadTypedSearch('degree', store, url),
  head: ({ data }) => ({ title: data.text ? `${data.text} - ${L.documentTitle}` : L.documentTitle }),
});
