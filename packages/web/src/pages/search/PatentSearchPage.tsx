import { searchLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { TypedSearchView } from './searchViews/TypedSearchView';
import { loadTypedSearch } from '../../features/search/typedSearch';

const L = searchLabels.typedSearch.patent;

/** /patent: patents only; the title field is 专利名称 (PT) on this page (searchViews/TypedSearchView). */
export function PatentSearchPage() {
  return <TypedSearchView kind="patent" />;
}

export const page = definePage({
  Component: PatentSearchPage,
  loader: ({ store, url }) => loadTypedSearch('patent', store, url),
  head: ({ data }) => ({ title: data.text ? `${data.text} - ${L.documentTitle}` : L.documentTitle }),
});
