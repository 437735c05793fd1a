import styled from 'styled-components';
import { dialogLabels } from '@wenxian/domain';
import { ActionDialog } from '../ConfirmDialog/ActionDialog';

export type NewUserActivityDialogProps = {
  /** Whether the dialog is shown; the owner checks the 2025-04-15 10:00 – 2025-05-20 window, once per browser. */
  isOpen: boolean;
  /** Go to the activity. */
  onJoin: () => void;
  /** ×, Esc or the backdrop. */
  onClose: () => void;
};

const Body = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

/** The new-user activity invitation (doc 000 §4.6). */
export function NewUserActivityDialog({ isOpen, onJoin, onClose }: NewUserActivityDialogProps) {
  const labels = dialogLabels.newUserActivity;
  return (
    <ActionDialog
      isOpen={isOpen}
      title={labels.title}
      onClose={onClose}
      secondary={{ label: labels.later, onClick: onClose }}
      primary={{ label: labels.join, onClick: onJoin }}
    >
      <Body>{labels.body}</Body>
    </ActionDialog>
  );
}
