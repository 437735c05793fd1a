/**
 * Route patterns of doc 000 §2.1 that the router mounts. Links use the ui defaults
 * (Header hrefs) or domain builders (buildSearchUrl, loginRedirectUrl) for their query strings.
 */
export const paths = {
  home: '/',
  search: '/search',
  login: '/account',
  notFound: '*',
} as const;
