import { href } from 'react-router';
import { shellLabels, type ContentLink } from '@wenxian/domain';

const M = shellLabels.siteMap;

/**
 * The search entries beside the home page's box: the other ways to search the site (doc 000 §2.1, §2.6). Part of
 * the site map (siteMap.ts), apart from it: the home page needs these alone with its first load.
 */
export const searchEntries: readonly ContentLink[] = [
  { label: M.advancedSearch, href: href('/advancesearch') },
  { label: M.searchHistory, href: href('/searchhistory') },
  { label: M.degreeSearch, href: href('/degree/search') },
  { label: M.patentSearch, href: href('/patent') },
  { label: M.standardSearch, href: href('/standard') },
];
