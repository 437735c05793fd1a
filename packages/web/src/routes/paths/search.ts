import { buildSearchUrl, type SearchUrlState } from '@wenxian/domain';
import { definePath } from '../defineRoute';

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
