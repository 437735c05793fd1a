import { buildSearchUrl, keywordRedirect, type SearchUrlState } from '@wenxian/domain';
import { defineArea, definePath } from './defineRoute';

/** Paths of area `search` (../shared/spec/routes.txt); links use `getHref`. */
export const searchPaths = {
  search: definePath('/search', (state: SearchUrlState) => buildSearchUrl(state)),
  advancesearch: definePath('/advancesearch'),
  searchhistory: definePath('/searchhistory'),
  degreeSearch: definePath('/degree/search'),
  patent: definePath('/patent'),
  standard: definePath('/standard'),
  conferenceSearch: definePath('/conference/search'),
  journalSearch: definePath('/journal/search'),
  authorSearch: definePath('/author/search'),
  organizationSearch: definePath('/organization/search'),
  keyword: definePath('/keyword'),
  keywordBySubject: definePath('/keyword/:subject'),
  keywordSummarizeBySubject: definePath('/keyword/summarize/:subject'),
  keywordByIdSummarize: definePath('/keyword/:id/summarize'),
};

/** Routes of area `search`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const searchRoutes = defineArea('search', [
  { path: searchPaths.search, guard: 'none', layout: 'default', page: () => import('../pages/search/SearchPage') },
  {
    path: searchPaths.advancesearch,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/AdvancedSearchPage'),
  },
  {
    path: searchPaths.searchhistory,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/SearchHistoryPage'),
  },
  {
    path: searchPaths.degreeSearch,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/DegreeSearchPage'),
  },
  {
    path: searchPaths.patent,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/PatentSearchPage'),
  },
  {
    path: searchPaths.standard,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/StandardSearchPage'),
  },
  {
    path: searchPaths.conferenceSearch,
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/search/ConferenceSearchPage'),
  },
  {
    path: searchPaths.journalSearch,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/JournalNameSearchPage'),
  },
  {
    path: searchPaths.authorSearch,
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/AuthorSearchPage'),
  },
  {
    path: searchPaths.organizationSearch,
    guard: 'none',
    layout: 'organization',
    page: () => import('../pages/search/OrganizationSearchPage'),
  },
  { path: searchPaths.keyword, guard: 'none', layout: 'default', page: () => import('../pages/search/KeywordPage') },
  {
    path: searchPaths.keywordBySubject,
    guard: 'redirect',
    layout: 'default',
    redirectTo: ({ url }) => keywordRedirect(url.pathname, url.search)?.location ?? null,
  },
  {
    path: searchPaths.keywordSummarizeBySubject,
    guard: 'member',
    layout: 'default',
    // Members only; then, as every keyword path, 302 to /subject plus the rest (/subject/summarize/{subject}).
    redirectTo: ({ url }) => keywordRedirect(url.pathname, url.search)?.location ?? null,
  },
  {
    path: searchPaths.keywordByIdSummarize,
    guard: 'member',
    layout: 'default',
    // /subject/{id}/summarize does not exist: the entities area's summary page answers here ({id} or a name).
    page: () => import('../pages/entities/subject/SubjectSummarizePage'),
  },
]);
