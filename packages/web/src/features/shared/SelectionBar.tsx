import { useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { BatchSelectionBar } from '@wenxian/ui';
import { loginRedirectUrl, type SelectedItem } from '@wenxian/domain';
import { useGetCurrentUserQuery } from '../shared/sessionApi';
import type { LiteratureSelection } from './useLiteratureSelection';

/** Where batch review happens (doc 000 §2.1: a members-only path). */
const BATCH_REVIEW_PATH = '/batchreview';

/**
 * The list pages' batch bar over the stored selection: batch cite opens /batchquote in a new window (doc 000
 * §2.1 "opened in a new window", §2.8), which reads the same stored selection; clear empties the selection,
 * batch review goes to /batchreview when logged in and to the login page (returning there) when not (§2.8, §5).
 */
export function SelectionBar({ selection, clear }: Pick<LiteratureSelection, 'selection' | 'clear'>) {
  const navigate = useNavigate();
  const { data: user } = useGetCurrentUserQuery();
  return (
    <BatchSelectionBar<SelectedItem>
      selection={selection}
      isLoggedIn={Boolean(user)}
      onCite={() => window.open(href('/batchquote'), '_blank', 'noopener')}
      onClear={clear}
      onReview={() => navigate(BATCH_REVIEW_PATH)}
      onRequireLogin={() => navigate(loginRedirectUrl(BATCH_REVIEW_PATH, window.location.origin))}
    />
  );
}
