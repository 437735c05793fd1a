/**
 * Every route of doc 000 §2.1 the site links to, with `path` for the router and `href()` for links
 * (bulletproof-react style). Optional segments use React Router's `?`.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  search: {
    path: '/search',
    href: (query: { k?: string; n?: string; id?: string; ex?: string; regex?: string } = {}) => {
      const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1]));
      const qs = params.toString();
      return qs ? `/search?${qs}` : '/search';
    },
  },
  advancedSearch: { path: '/advancesearch', href: () => '/advancesearch' },
  organizationSearch: { path: '/organization/search', href: (k: string) => `/organization/search?k=${encodeURIComponent(k)}` },
  account: { path: '/account', href: () => '/account' },
  register: { path: '/account/register', href: () => '/account/register' },
  member: { path: '/member', href: () => '/member' },
  payIndex: { path: '/pay/newindex', href: () => '/pay/newindex' },
  recharge: { path: '/pay/newrecharge', href: () => '/pay/newrecharge' },
  titlePackage: { path: '/titlePackage', href: () => '/titlePackage' },
  journalNav: { path: '/journal/nav', href: () => '/journal/nav' },
  personalCenter: { path: '/personalcenter', href: (tab = '') => (tab ? `/personalcenter/${tab}` : '/personalcenter') },
  manager: { path: '/manager', href: () => '/manager' },
  weResearch: { path: '/WeResearch', href: () => '/WeResearch' },
  notFound: { path: '/404', href: () => '/404' },
  blocked: { path: '/block.html', href: () => '/block.html' },
} as const;
