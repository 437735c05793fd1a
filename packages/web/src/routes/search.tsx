import { keywordRedirect } from '@wenxian/domain';
import { defineArea } from './defineRoute';

/** The keyword paths answer 302 to the subject area's (doc 001 §2). */
const toSubjectPage = ({ url }: { url: URL }) => keywordRedirect(url.pathname, url.search)?.location ?? null;

/** Routes of area `search`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const searchTable = [
  { path: '/search', guard: 'none', layout: 'default', page: () => import('../pages/search/SearchPage') },
  {
    path: '/advancesearch',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/AdvancedSearchPage'),
  },
  {
    path: '/searchhistory',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/SearchHistoryPage'),
  },
  {
    path: '/degree/search',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/DegreeSearchPage'),
  },
  {
    path: '/patent',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/PatentSearchPage'),
  },
  {
    path: '/standard',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/StandardSearchPage'),
  },
  {
    path: '/conference/search',
    guard: 'none',
    layout: 'conference',
    page: () => import('../pages/search/ConferenceSearchPage'),
  },
  {
    path: '/journal/search',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/JournalNameSearchPage'),
  },
  {
    path: '/author/search',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/search/AuthorSearchPage'),
  },
  {
    path: '/organization/search',
    guard: 'none',
    layout: 'organization',
    page: () => import('../pages/search/OrganizationSearchPage'),
  },
  { path: '/keyword', guard: 'none', layout: 'default', page: () => import('../pages/search/KeywordPage') },
  {
    path: '/keyword/:subject',
    guard: 'redirect',
    layout: 'default',
    redirectTo: toSubjectPage,
  },
  {
    path: '/keyword/summarize/:subject',
    guard: 'member',
    layout: 'default',
    // Members only; then, as every keyword path, 302 to /subject plus the rest (/subject/summarize/{subject}).
    redirectTo: toSubjectPage,
  },
  {
    path: '/keyword/:id/summarize',
    guard: 'member',
    layout: 'default',
    // /subject/{id}/summarize does not exist: the entities area's summary page answers here ({id} or a name).
    page: () => import('../pages/entities/subject/SubjectSummarizePage'),
  },
] as const;

export const searchRoutes = defineArea('search', searchTable);
