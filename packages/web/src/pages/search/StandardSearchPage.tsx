import { searchLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { TypedSearchView } from './searchViews/TypedSearchView';
import { loadTypedSearch } from '../../features/search/typedSearch';

const L = searchLabels.typedSearch.standard;

/** /standard: standards only; title is 标准名称 (ST), status 作废 / 现行 as a facet (searchViews/TypedSearchView). */
export function StandardSearchPage() {
  return <TypedSearchView kind="standard" />;
}

export const page = definePage({
  Component: StandardSearchPage,
  loader: ({ store, url }) => loadTypedSearch('standard', store, url),
  head: ({ data }) => ({ title: data.text ? `${data.text} - ${L.documentTitle}` : L.documentTitle }),
});
