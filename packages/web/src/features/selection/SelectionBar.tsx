import { useNavigate } from 'react-router-dom';
import { BatchSelectionBar } from '@wenxian/ui';
import { loginRedirectUrl, type SelectedItem } from '@wenxian/domain';
import { useAppDispatch } from '../../app/hooks';
import { useGetCurrentUserQuery } from '../session/sessionApi';
import { citationOpened } from '../citation/citationModal';
import type { LiteratureSelection } from './useLiteratureSelection';

/** Where batch review happens (doc 000 §2.1: a members-only path). */
export const BATCH_REVIEW_PATH = '/batchreview';

/**
 * The list pages' batch bar over the stored selection: batch cite opens the citation dialog in batch
 * mode (only GB/T 7714—2015; long above 3 ids), clear empties the selection, batch review goes to
 * /batchreview when logged in and to the login page (returning there) when not (doc 000 §2.8, §5).
 */
export function SelectionBar({ selection, clear }: Pick<LiteratureSelection, 'selection' | 'clear'>) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: user } = useGetCurrentUserQuery();
  return (
    <BatchSelectionBar<SelectedItem>
      selection={selection}
      isLoggedIn={Boolean(user)}
      onCite={(items) => dispatch(citationOpened(items))}
      onClear={clear}
      onReview={() => navigate(BATCH_REVIEW_PATH)}
      onRequireLogin={() => navigate(loginRedirectUrl(BATCH_REVIEW_PATH, window.location.origin))}
    />
  );
}
