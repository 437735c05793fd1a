import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { GlobalSearchDialog, type GlobalSearchRecent, type GlobalSearchSubmission } from '@wenxian/ui';
import { buildSearchPageUrl, parseSearchPageUrl, type SearchHistoryRecord } from '@wenxian/domain';
import { useAppDispatch } from '../../app/hooks';
import { closeModal } from '../modal/modalSlice';
import { searchPaths } from '../../routes/paths/search';
import { rerunHref, useSearchHistory } from './searchHistory';
import { checkProfessional, loadKeywordSuggestions } from './searchLoaders';

/** How many of the latest searches the dialog offers (the rest are on /searchhistory). */
export const GLOBAL_SEARCH_RECENT = 8;

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
  const navigate = useNavigate();
  const location = useLocation();
  const { records } = useSearchHistory();
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (location.key !== openedAt.current) dispatch(closeModal());
  }, [location.key, dispatch]);

  return (
    <GlobalSearchDialog
      isOpen
      onClose={() => dispatch(closeModal())}
      onSubmit={(submission) => void navigate(globalSearchHref(submission))}
      recent={records && recentOf(records)}
      historyHref={searchPaths.searchhistory.getHref()}
      advancedHref={searchPaths.advancesearch.getHref()}
      loadSuggestions={loadKeywordSuggestions}
      checkProfessional={checkProfessional}
    />
  );
}
