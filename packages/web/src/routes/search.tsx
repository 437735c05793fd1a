import { keywordRedirect } from '@wenxian/domain';
import { defineArea } from './defineRoute';
import { searchPaths } from './paths/search';

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
