import { useId, useState, type ReactNode } from 'react';
import { data, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { SearchRequest } from '@wenxian/api';
import { buildQuery, messages, pageStatusOf, searchLabels, type SearchFieldCode } from '@wenxian/domain';
import { Button, Pagination } from '@wenxian/ui';
import { settle } from '../../../app/prefetch';
import { definePage, type PageDefinition, type PageLoaderArgs } from '../../../app/routeModule';
import { pageErrorOf } from '../../../features/errors/RouteErrorPage';
import { QueryView, type QueryState } from '../../entities/parts/QueryView';
import { EntityMain, PageTitle, SearchRow } from '../../entities/parts/layout';

const L = searchLabels.entitySearch;

/** Results per page of the entity searches. */
export const ENTITY_SEARCH_PAGE_SIZE = 20;

/** What an entity search's address holds: the text (?k=) and the page (?page=). */
export type EntitySearchState = { text: string; page: number };

export function entitySearchStateOf(params: URLSearchParams): EntitySearchState {
  const page = Number(params.get('page'));
  return { text: (params.get('k') ?? '').trim(), page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** The address of a state on the page `path` (its route's href, never a hand-written string). */
export function entitySearchHref(path: string, state: EntitySearchState): string {
  return `${path}${buildQuery([
    ['k', state.text || undefined],
    ['page', state.page > 1 ? String(state.page) : undefined],
  ])}`;
}

export function useEntitySearchState(): EntitySearchState {
  const [params] = useSearchParams();
  return entitySearchStateOf(params);
}

type Dispatched = PromiseLike<{ error?: unknown }> & { unsubscribe(): void };

/**
 * An entity search's loader: nothing to fetch without text; a failed call answers its page with the status it
 * deserves (the page keeps its form and shows the failure in place).
 */
export async function loadEntitySearch(url: URL, start: (state: EntitySearchState) => Dispatched) {
  const state = entitySearchStateOf(url.searchParams);
  if (!state.text) return { text: '' };
  const { error } = await settle(start(state));
  return error ? data({ text: state.text }, { status: pageStatusOf(pageErrorOf(error)) }) : { text: state.text };
}

const Warning = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.color.danger};
`;

const Results = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Prompt = styled.p`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
`;

/** The search row: an empty search says 请输入检索内容 and sends nothing; the text typed is kept. */
export function EntitySearchForm({
  label,
  inputLabel,
  placeholder,
  defaultText,
  onSearch,
}: {
  label: string;
  inputLabel: string;
  placeholder: string;
  defaultText: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(defaultText);
  const [warning, setWarning] = useState(false);
  return (
    <div>
      <SearchRow
        role="search"
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          const value = text.trim();
          setWarning(!value);
          if (value) onSearch(value);
        }}
      >
        <input
          type="search"
          aria-label={inputLabel}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (warning) setWarning(false);
          }}
        />
        <Button type="submit" variant="primary">
          {L.submit}
        </Button>
      </SearchRow>
      {warning && <Warning role="alert">{messages.search.emptyOrganizationInput}</Warning>}
    </div>
  );
}

type PageOf<T> = { list: readonly T[]; total: number };

/**
 * One entity search page: its title, the search row (absent where the layout carries the search, as the
 * organization banner does), the count, the list and the pager; a prompt while nothing is searched.
 */
export function EntitySearchView<T>({
  labels,
  path,
  state,
  query,
  withForm = true,
  children,
}: {
  labels: { title: string; inputLabel: string; placeholder: string; listLabel: string };
  path: string;
  state: EntitySearchState;
  query: QueryState<PageOf<T>>;
  withForm?: boolean;
  children: (items: readonly T[]) => ReactNode;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <EntityMain>
      <PageTitle>{labels.title}</PageTitle>
      {withForm && (
        <EntitySearchForm
          key={state.text}
          label={labels.title}
          inputLabel={labels.inputLabel}
          placeholder={labels.placeholder}
          defaultText={state.text}
          onSearch={(text) => navigate(entitySearchHref(path, { text, page: 1 }))}
        />
      )}
      {!state.text ? (
        <Prompt>{L.prompt}</Prompt>
      ) : (
        <Results aria-labelledby={headingId} aria-busy={Boolean(query.isFetching)}>
          <h2 id={headingId}>{labels.listLabel}</h2>
          <QueryView state={query} isEmpty={(d) => d.list.length === 0}>
            {(found) => (
              <>
                <Total role="status">{L.total(found.total)}</Total>
                {children(found.list)}
                <Pagination
                  page={state.page}
                  pageSize={ENTITY_SEARCH_PAGE_SIZE}
                  total={found.total}
                  onChange={(page) => navigate(entitySearchHref(path, { ...state, page }))}
                />
              </>
            )}
          </QueryView>
        </Results>
      )}
    </EntityMain>
  );
}

/** Name and counts of one entity in a result list. */
export const EntityRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The captions an entity search page needs (`searchLabels.entitySearch.<kind>`). */
export type EntitySearchLabels = {
  documentTitle: string;
  title: string;
  inputLabel: string;
  placeholder: string;
  listLabel: string;
};

/** The search call of a name search: the text in one field of the search request, 20 a page. */
export const nameSearchRequest =
  (field: SearchFieldCode) =>
  ({ text, page }: EntitySearchState): SearchRequest => ({
    conditions: [{ searchField: field, content: text }],
    pageNum: page,
    pageSize: ENTITY_SEARCH_PAGE_SIZE,
  });

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
