import { defineArea } from './defineRoute';

/** Route modules that answer several addresses of one family (the sub-page comes from the address). */
const journalPage = () => import('../pages/entities/journal/JournalPage');
const authorHomePage = () => import('../pages/entities/author/AuthorHomePage');
const authorPage = () => import('../pages/entities/author/AuthorPage');
const authorRankingPage = () => import('../pages/entities/author/AuthorRankingPage');
const organizationHomePage = () => import('../pages/entities/organization/OrganizationHomePage');
const organizationPage = () => import('../pages/entities/organization/OrganizationPage');
const subjectPage = () => import('../pages/entities/subject/SubjectPage');
const quotePage = () => import('../pages/entities/quote/QuotePage');

/** Routes of area `entities`: guard from routes.txt, layout as decided in docs/decisions/web.md. */
export const entitiesTable = [
  {
    path: '/journal',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/entities/journal/JournalHomePage'),
  },
  {
    path: '/journal/nav',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/entities/journal/JournalNavPage'),
  },
  { path: '/journal/:volume', guard: 'none', layout: 'default', page: journalPage },
  {
    path: '/journal/:volume/column',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/entities/journal/JournalColumnPage'),
  },
  {
    path: '/journal/:volume/detail',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/entities/journal/JournalDetailPage'),
  },
  {
    path: '/journal/:volume/publish',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/entities/journal/JournalPublishPage'),
  },
  {
    path: '/journal/:volume/search',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/entities/journal/JournalSearchPage'),
  },
  { path: '/journal/:id/:year?', guard: 'none', layout: 'default', page: journalPage },
  { path: '/author', guard: 'none', layout: 'default', page: authorHomePage },
  { path: '/author/:id', guard: 'none', layout: 'default', page: authorPage },
  { path: '/author/:id/achievement', guard: 'none', layout: 'default', page: authorPage },
  { path: '/author/:id/achome', guard: 'none', layout: 'default', page: authorPage },
  { path: '/author/:id/detail', guard: 'none', layout: 'default', page: authorPage },
  { path: '/author/:id/influence', guard: 'none', layout: 'default', page: authorPage },
  {
    path: '/author/auth',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/entities/author/AuthorAuthPage'),
  },
  { path: '/author/default', guard: 'none', layout: 'default', page: authorHomePage },
  { path: '/author/domain', guard: 'none', layout: 'default', page: authorRankingPage },
  { path: '/author/domain/:id', guard: 'none', layout: 'default', page: authorRankingPage },
  { path: '/author/excellentTalent', guard: 'none', layout: 'default', page: authorRankingPage },
  { path: '/author/excellentTalent/list', guard: 'none', layout: 'default', page: authorRankingPage },
  {
    path: '/author/home',
    guard: 'author',
    layout: 'default',
    page: () => import('../pages/entities/author/AuthorClaimPage'),
  },
  { path: '/author/literatureNumber', guard: 'none', layout: 'default', page: authorRankingPage },
  { path: '/author/literatureNumber/list/:id?', guard: 'none', layout: 'default', page: authorRankingPage },
  { path: '/author/organization', guard: 'none', layout: 'default', page: authorRankingPage },
  { path: '/author/organization/:id', guard: 'none', layout: 'default', page: authorRankingPage },
  { path: '/organization', guard: 'none', layout: 'organization', page: organizationHomePage },
  { path: '/organization/:id', guard: 'none', layout: 'default', page: organizationPage },
  { path: '/organization/:id/achievement', guard: 'none', layout: 'default', page: organizationPage },
  { path: '/organization/:id/graph', guard: 'none', layout: 'default', page: organizationPage },
  { path: '/organization/:id/influence', guard: 'none', layout: 'default', page: organizationPage },
  { path: '/organization/:id/unit', guard: 'none', layout: 'default', page: organizationPage },
  { path: '/organization/default', guard: 'none', layout: 'organization', page: organizationHomePage },
  { path: '/organization/en', guard: 'none', layout: 'organization', page: organizationHomePage },
  { path: '/organization/version1/index', guard: 'none', layout: 'organization', page: organizationHomePage },
  {
    path: '/subject',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/entities/subject/SubjectHomePage'),
  },
  { path: '/subject/:id', guard: 'none', layout: 'default', page: subjectPage },
  { path: '/subject/:id/achievement', guard: 'none', layout: 'default', page: subjectPage },
  { path: '/subject/:id/influence', guard: 'none', layout: 'default', page: subjectPage },
  {
    path: '/subject/summarize/:id?',
    guard: 'none',
    layout: 'default',
    page: () => import('../pages/entities/subject/SubjectSummarizePage'),
  },
  { path: '/quote', guard: 'none', layout: 'default', page: () => import('../pages/entities/quote/QuoteHomePage') },
  { path: '/quote/author/:id?', guard: 'none', layout: 'default', page: quotePage },
  { path: '/quote/author/:id?/cited', guard: 'none', layout: 'default', page: quotePage },
  { path: '/quote/author/:id?/highlyCited', guard: 'none', layout: 'default', page: quotePage },
  { path: '/quote/organ/:id?', guard: 'none', layout: 'default', page: quotePage },
  { path: '/quote/organ/:id?/cited', guard: 'none', layout: 'default', page: quotePage },
  { path: '/quote/organ/:id?/highlyCited', guard: 'none', layout: 'default', page: quotePage },
  { path: '/quote/periodical/:id?', guard: 'none', layout: 'default', page: quotePage },
  { path: '/quote/periodical/:id?/cited', guard: 'none', layout: 'default', page: quotePage },
  { path: '/quote/periodical/:id?/highlyCited', guard: 'none', layout: 'default', page: quotePage },
  { path: '/quote/subject/:id?', guard: 'none', layout: 'default', page: quotePage },
  { path: '/quote/subject/:id?/cited', guard: 'none', layout: 'default', page: quotePage },
  { path: '/quote/subject/:id?/highlyCited', guard: 'none', layout: 'default', page: quotePage },
] as const;

export const entitiesRoutes = defineArea('entities', entitiesTable);
