import { definePath } from '../defineRoute';

/** Paths of area `shell` (../shared/spec/routes.txt); links use `getHref`. */
export const shellPaths = {
  home: definePath('/'),
  notFound: definePath('/404'),
  blocked: definePath('/block.html'),
  catchAll: definePath('*'),
};
