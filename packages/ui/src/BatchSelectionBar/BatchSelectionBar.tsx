import { useState } from 'react';
import styled from 'styled-components';
import { batchLabels, messages, validateBatchCitation, type SelectedLiterature } from '@wenxian/domain';
import { Button } from '../Button';

const L = batchLabels;

const Bar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  strong {
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

export type BatchSelectionBarProps<T extends SelectedLiterature> = {
  /** The selection (kept in local storage by the page); items with isChecked false do not count. */
  selection: readonly T[];
  /** Batch review needs login (doc 000 §5). */
  isLoggedIn: boolean;
  /** Batch citation of the checked items, once they pass the type rule. */
  onCite: (items: T[]) => void;
  /** Clear the selection. */
  onClear: () => void;
  /** Batch review of the checked items (logged in only). */
  onReview: (items: T[]) => void;
  /** Batch review was asked for while logged out: the page sends the user to login. */
  onRequireLogin: () => void;
};

/**
 * The list pages' batch bar (doc 000 §2.8): how many are selected, batch cite (only journal,
 * thesis, conference, patent and standard; otherwise 目前仅支持…, nothing selected 请选择文献),
 * clear, and batch review, which needs login.
 */
export function BatchSelectionBar<T extends SelectedLiterature>({
  selection,
  isLoggedIn,
  onCite,
  onClear,
  onReview,
  onRequireLogin,
}: BatchSelectionBarProps<T>) {
  // The message belongs to the selection it was given for (compared by content, not identity, so a
  // re-render with an equal selection keeps it); a different selection clears it.
  const signature = selection.map((item) => `${item.type}:${item.id}:${item.isChecked !== false}`).join('|');
  const [problem, setProblem] = useState<{ signature: string; message: string } | null>(null);
  const message = problem?.signature === signature ? problem.message : null;
  const checked = selection.filter((item) => item.isChecked !== false);
  const count = checked.length;

  const cite = () => {
    const check = validateBatchCitation(selection);
    if (check.ok) onCite(check.items);
    else setProblem({ signature, message: check.message });
  };

  const review = () => {
    if (!isLoggedIn) {
      onRequireLogin();
      return;
    }
    // Review, like citation, needs something selected (请选择文献); it takes every type.
    if (count > 0) onReview(checked);
    else setProblem({ signature, message: messages.batchCite.nothingSelected });
  };

  return (
    <Bar role="group" aria-label={L.barLabel}>
      <Count aria-live="polite">
        {L.selectedPrefix} <strong>{count}</strong> {L.selectedSuffix}
      </Count>
      <Button isSmall variant="primary" onClick={cite}>
        {L.cite}
      </Button>
      <Button isSmall onClick={review}>
        {L.review}
      </Button>
      <Button isSmall variant="text" onClick={onClear} disabled={count === 0}>
        {L.clear}
      </Button>
      {message && <Message role="alert">{message}</Message>}
    </Bar>
  );
}
