import { data, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { href } from 'react-router';
import type { SearchRequest } from '@wenxian/api';
import {
  buildQuery,
  formatLargeCount,
  pageStatusOf,
  searchLabels,
  topicSearchField,
  topicSearchModes,
  type TopicSearchMode,
  searchKeywordOf,
} from '@wenxian/domain';
import { Pagination, SiteLink, TopicSearchBox } from '@wenxian/ui';
import { settle } from '../../app/settle';
import type { AppStore } from '../../app/store';
import { authorsApi, useSearchAuthorsQuery } from '../../features/entities/authorsApi';
import { organizationsApi, useSearchOrganizationsQuery } from '../../features/entities/organizationsApi';
import { subjectsApi, useGetSubjectRecommendQuery, useSearchSubjectsQuery } from '../../features/entities/subjectsApi';
import { pageErrorOf } from '../../features/shared/pageError';
import { searchApi, useSearchJournalsQuery } from '../../features/search/searchApi';
import { loadTopicSuggestions } from '../../features/search/searchSuggestions';
import { definePage } from '../../app/routeModule';
import { JournalCards } from '../shared/JournalCards';
import { QueryView, type QueryState } from '../shared/QueryView';
import { EntityMain, PageTitle } from '../shared/entityPageLayout';
import { entityHref } from '../../features/entities/entityLinks';
import { ENTITY_SEARCH_PAGE_SIZE } from '../../features/search/entitySearch';
import { EntityRows } from './searchViews/EntitySearchView';
import { AuthorCards } from '../shared/AuthorCards';

const L = searchLabels.keywordPage;
const E = searchLabels.entitySearch;
const modeLabels = searchLabels.topic.modes;

/** The topic page's address: ?k= text, ?mode= 1 topic, 2/3 organization, 4 author, 5 journal; ?page=. */
type KeywordState = { text: string; mode: TopicSearchMode; page: number };

function keywordStateOf(params: URLSearchParams): KeywordState {
  const mode = Number(params.get('mode'));
  const page = Number(params.get('page'));
  return {
    text: searchKeywordOf(params.toString()),
    mode: (topicSearchModes.some((m) => m.mode === mode) ? mode : 1) as TopicSearchMode,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

const keywordHref = (state: KeywordState) =>
  `${href('/keyword')}${buildQuery([
    ['k', state.text || undefined],
    ['mode', state.mode === 1 ? undefined : String(state.mode)],
    ['page', state.page > 1 ? String(state.page) : undefined],
  ])}`;

const modeKey = (mode: TopicSearchMode) => topicSearchModes.find((m) => m.mode === mode)?.key ?? 'topic';

/** The call behind a mode: the same text searched among subjects, organisations, authors or journals. */
const requestOf = ({ text, mode, page }: KeywordState): SearchRequest => ({
  conditions: [{ searchField: topicSearchField(mode) ?? 'U', content: text }],
  pageNum: page,
  pageSize: ENTITY_SEARCH_PAGE_SIZE,
});

function startSearch(store: AppStore, state: KeywordState) {
  const request = requestOf(state);
  switch (modeKey(state.mode)) {
    case 'organization':
      return store.dispatch(organizationsApi.endpoints.searchOrganizations.initiate(request));
    case 'author':
      return store.dispatch(authorsApi.endpoints.searchAuthors.initiate(request));
    case 'journal':
      return store.dispatch(searchApi.endpoints.searchJournals.initiate(request));
    default:
      return store.dispatch(subjectsApi.endpoints.searchSubjects.initiate(request));
  }
}

const Intro = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.color.textSecondary};
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

type PageOf<T> = { list: readonly T[]; total: number };

/** One mode's results: count, list and pager (only the active mode's call runs). */
function ResultBlock<T>({
  state,
  query,
  children,
}: {
  state: KeywordState;
  query: QueryState<PageOf<T>>;
  children: (items: readonly T[]) => React.ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <QueryView state={query} isEmpty={(d) => d.list.length === 0}>
      {(found) => (
        <>
          <p role="status">{E.total(found.total)}</p>
          {children(found.list)}
          <Pagination
            page={state.page}
            pageSize={ENTITY_SEARCH_PAGE_SIZE}
            total={found.total}
            onChange={(page) => navigate(keywordHref({ ...state, page }))}
          />
        </>
      )}
    </QueryView>
  );
}

const counts = (literature: number, cited?: number) =>
  `${E.literatureCount} ${formatLargeCount(literature)}${cited === undefined ? '' : ` · ${E.citedCount} ${formatLargeCount(cited)}`}`;

function ModeResults({ state }: { state: KeywordState }) {
  const key = modeKey(state.mode);
  const request = requestOf(state);
  const label = L.listLabel(modeLabels[key]);
  const subjects = useSearchSubjectsQuery(request, { skip: key !== 'topic' });
  const organizations = useSearchOrganizationsQuery(request, { skip: key !== 'organization' });
  const authors = useSearchAuthorsQuery(request, { skip: key !== 'author' });
  const journals = useSearchJournalsQuery(request, { skip: key !== 'journal' });
  return (
    <Results aria-label={label}>
      <h2>{label}</h2>
      {key === 'organization' ? (
        <ResultBlock state={state} query={organizations}>
          {(list) => (
            <EntityRows aria-label={label}>
              {list.map((o) => (
                <li key={o.id}>
                  <SiteLink href={entityHref.organization(o.id, o.isVirtual)}>{o.name}</SiteLink>
                  <p>{counts(o.literatureCount, o.citedCount)}</p>
                </li>
              ))}
            </EntityRows>
          )}
        </ResultBlock>
      ) : key === 'author' ? (
        <ResultBlock state={state} query={authors}>
          {(list) => <AuthorCards authors={list} label={label} />}
        </ResultBlock>
      ) : key === 'journal' ? (
        <ResultBlock state={state} query={journals}>
          {(list) => <JournalCards journals={list} label={label} />}
        </ResultBlock>
      ) : (
        <ResultBlock state={state} query={subjects}>
          {(list) => (
            <EntityRows aria-label={label}>
              {list.map((s) => (
                <li key={s.id}>
                  <SiteLink href={entityHref.subject(s.id)}>{s.name}</SiteLink>
                  <p>
                    {counts(s.literatureCount)}
                    {s.disciplineName ? ` · ${s.disciplineName}` : ''}
                  </p>
                </li>
              ))}
            </EntityRows>
          )}
        </ResultBlock>
      )}
    </Results>
  );
}

/** Without text: the most published subjects, each opening its subject page. */
function Recommended() {
  const recommended = useGetSubjectRecommendQuery();
  return (
    <Results aria-label={L.recommended}>
      <h2>{L.recommended}</h2>
      <QueryView state={recommended} isEmpty={(d) => d.length === 0}>
        {(list) => (
          <EntityRows aria-label={L.recommended}>
            {list.map((s) => (
              <li key={s.id}>
                <SiteLink href={entityHref.subject(s.id)}>{s.name}</SiteLink>
                <p>{counts(s.literatureCount)}</p>
              </li>
            ))}
          </EntityRows>
        )}
      </QueryView>
    </Results>
  );
}

/**
 * /keyword: the topic page (doc 000 §2.6, doc 001 §3). The topic box searches in one of its modes with
 * suggestions showing 发文量; the results link to the subject, organisation, author or journal pages.
 */
export function KeywordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = keywordStateOf(params);
  return (
    <EntityMain>
      <PageTitle>{L.title}</PageTitle>
      <Intro>{L.intro}</Intro>
      <TopicSearchBox
        key={`${state.mode}-${state.text}`}
        defaultMode={state.mode}
        defaultText={state.text}
        loadSuggestions={loadTopicSuggestions}
        onSubmit={({ text, mode }) => navigate(keywordHref({ text: text.trim(), mode, page: 1 }))}
      />
      {state.text ? <ModeResults state={state} /> : <Recommended />}
    </EntityMain>
  );
}

export const page = definePage({
  Component: KeywordPage,
  loader: async ({ store, url }) => {
    const state = keywordStateOf(url.searchParams);
    if (!state.text) {
      await settle(store.dispatch(subjectsApi.endpoints.getSubjectRecommend.initiate()));
      return { text: '' };
    }
    const { error } = await settle(startSearch(store, state));
    return error ? data({ text: state.text }, { status: pageStatusOf(pageErrorOf(error)) }) : { text: state.text };
  },
  head: ({ data }) => ({ title: data.text ? `${data.text} - ${L.documentTitle}` : L.documentTitle }),
});
