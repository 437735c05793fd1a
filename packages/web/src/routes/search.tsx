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
  { path: searchPaths.searchhistory, guard: 'none', layout: 'default' },
  { path: searchPaths.degreeSearch, guard: 'none', layout: 'default' },
  { path: searchPaths.patent, guard: 'none', layout: 'default' },
  { path: searchPaths.standard, guard: 'none', layout: 'default' },
  { path: searchPaths.conferenceSearch, guard: 'none', layout: 'conference' },
  { path: searchPaths.journalSearch, guard: 'none', layout: 'default' },
  { path: searchPaths.authorSearch, guard: 'none', layout: 'default' },
  { path: searchPaths.organizationSearch, guard: 'none', layout: 'organization' },
  { path: searchPaths.keyword, guard: 'none', layout: 'default' },
  {
    path: searchPaths.keywordBySubject,
    guard: 'redirect',
    layout: 'default',
    redirectTo: ({ url }) => keywordRedirect(url.pathname, url.search)?.location ?? null,
  },
  { path: searchPaths.keywordSummarizeBySubject, guard: 'member', layout: 'default' },
  { path: searchPaths.keywordByIdSummarize, guard: 'member', layout: 'default' },
]);
