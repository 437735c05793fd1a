import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { href } from 'react-router';
import { GlobalSearchDialog, type GlobalSearchRecent, type GlobalSearchSubmission } from '@wenxian/ui';
import { buildSearchPageUrl, parseSearchPageUrl, type SearchHistoryRecord } from '@wenxian/domain';
import { useAppDispatch } from '../../app/hooks';
import { prefetchPath } from '../../app/prefetchOnIntent';
import { closeModal } from '../shared/modalSlice';
import { rerunHref, useSearchHistory } from './history/useSearchHistory';
import { checkProfessionalOnUse, loadKeywordSuggestionsOnUse } from './searchSuggestionsOnUse';
import { useSearchNavigate } from './useSearchNavigate';

/** How many of the latest searches the dialog offers (the rest are on /searchhistory). */
const GLOBAL_SEARCH_RECENT = 8;

/** The /search address of a search asked from the dialog: a new search, every other choice at its default. */
export function globalSearchHref({ text, field, mode, typeId }: GlobalSearchSubmission): string {
  return buildSearchPageUrl({ ...parseSearchPageUrl(''), text, field, typeId, professional: mode === 'professional' });
}

const recentOf = (records: readonly SearchHistoryRecord[]): GlobalSearchRecent[] =>
  records.slice(0, GLOBAL_SEARCH_RECENT).map((record) => ({
    id: String(record.timestamp),
    text: record.expressionZ || record.expression,
    href: rerunHref(record),
  }));

/**
 * The header's global search dialog (doc 000 §2.3), opened through the modal registry (`search/global`) and
 * loaded on first use. A search goes to /search; any navigation (a search, a recent search, a link) closes it.
 */
export function GlobalSearchHost() {
  const dispatch = useAppDispatch();
  const searchNavigate = useSearchNavigate();
  const location = useLocation();
  const { records } = useSearchHistory();
  const openedAt = useRef(location.key);
  // The dialog is opened to search: the results page's code comes while the visitor types.
  useEffect(() => void prefetchPath('/search').catch(() => undefined), []);
  useEffect(() => {
    if (location.key !== openedAt.current) dispatch(closeModal());
  }, [location.key, dispatch]);

  return (
    <GlobalSearchDialog
      isOpen
      onClose={() => dispatch(closeModal())}
      onSubmit={(submission) => searchNavigate(globalSearchHref(submission))}
      recent={records && recentOf(records)}
      historyHref={href('/searchhistory')}
      advancedHref={href('/advancesearch')}
      loadSuggestions={loadKeywordSuggestionsOnUse}
      checkProfessional={checkProfessionalOnUse}
    />
  );
}
