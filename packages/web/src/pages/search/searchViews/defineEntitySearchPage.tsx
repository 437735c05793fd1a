import type { ReactNode } from 'react';
import { definePage, type PageDefinition, type PageLoaderArgs } from '../../../app/routeModule';
import {
  loadEntitySearch,
  useEntitySearchState,
  type Dispatched,
  type EntitySearchState,
} from '../../../features/search/entitySearch';
import type { QueryState } from '../../shared/QueryView';
import { EntitySearchView, type EntitySearchLabels, type PageOf } from './EntitySearchView';

/**
 * One entity search page (journals, authors, organisations, conferences): the state in the address, the
 * call skipped without text, the shared view, the loader that fills the cache on the server and a title
 * that names what was searched. A page gives only what differs: its labels, path, call and list.
 */
export function defineEntitySearchPage<Q, T>({
  labels,
  path,
  queryOf,
  useQuery,
  initiate,
  withForm = true,
  renderList,
}: {
  labels: EntitySearchLabels;
  /** The page's own address (its route's href). */
  path: string;
  /** The call's argument for a state of the address. */
  queryOf: (state: EntitySearchState) => Q;
  /** The endpoint's hook. */
  useQuery: (arg: Q, options: { skip: boolean }) => QueryState<PageOf<T>>;
  /** Starts the endpoint's call in the loader's store. */
  initiate: (store: PageLoaderArgs['store'], arg: Q) => Dispatched;
  /** Whether the page has its own search row (the organization layout's banner is the search box there). */
  withForm?: boolean;
  renderList: (items: readonly T[]) => ReactNode;
}): { Component: () => ReactNode; page: PageDefinition<{ text: string }> } {
  function EntitySearchPage() {
    const state = useEntitySearchState();
    const query = useQuery(queryOf(state), { skip: !state.text });
    return (
      <EntitySearchView labels={labels} path={path} state={state} query={query} withForm={withForm}>
        {renderList}
      </EntitySearchView>
    );
  }
  return {
    Component: EntitySearchPage,
    page: definePage({
      Component: EntitySearchPage,
      loader: ({ store, url }) => loadEntitySearch(url, (state) => initiate(store, queryOf(state))),
      head: ({ data }) => ({
        title: data.text ? `${data.text} - ${labels.documentTitle}` : labels.documentTitle,
      }),
    }),
  };
}
