import { dialogLabels } from '@wenxian/domain';
import { ActionDialog } from '../ConfirmDialog/ActionDialog';

export type LoginRequiredDialogProps = {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Go to the login address with the return URL and appCode (the owner builds it). */
  onLogin: () => void;
  /** Open the provider's register page. */
  onRegister: () => void;
  /** ×, Esc or the backdrop. */
  onClose: () => void;
};

/** Tells an anonymous visitor that downloading, buying and similar actions need login (doc 000 §6). */
export function LoginRequiredDialog({ isOpen, onLogin, onRegister, onClose }: LoginRequiredDialogProps) {
  const labels = dialogLabels.loginRequired;
  return (
    <ActionDialog
      isOpen={isOpen}
      title={labels.title}
      onClose={onClose}
      secondary={{ label: labels.register, onClick: onRegister }}
      primary={{ label: labels.login, onClick: onLogin }}
    >
      {labels.body}
    </ActionDialog>
  );
}
