import { shellPaths } from './shell';
import { searchPaths } from './search';
import { documentsPaths } from './documents';
import { accountsPaths } from './accounts';
import { entitiesPaths } from './entities';
import { conferencePaths } from './conference';
import { managerPaths } from './manager';
import { aiPaths } from './ai';
import { productsPaths } from './products';
import { contentPaths } from './content';

/** Every path of the site, one object per area: `paths.search.search.getHref(state)`. */
export const paths = {
  shell: shellPaths,
  search: searchPaths,
  documents: documentsPaths,
  accounts: accountsPaths,
  entities: entitiesPaths,
  conference: conferencePaths,
  manager: managerPaths,
  ai: aiPaths,
  products: productsPaths,
  content: contentPaths,
};
