import { searchLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { TypedSearchView } from './searchViews/TypedSearchView';
import { loadTypedSearch } from '../../features/search/typedSearch';

const L = searchLabels.typedSearch.degree;

/** /degree/search: degree theses only, with the 学位类型 facet (searchViews/TypedSearchView). */
export function DegreeSearchPage() {
  return <TypedSearchView kind="degree" />;
}

export const page = definePage({
  Component: DegreeSearchPage,
  loader: ({ store, url }) => loadTypedSearch('degree', store, url),
  head: ({ data }) => ({ title: data.text ? `${data.text} - ${L.documentTitle}` : L.documentTitle }),
});
