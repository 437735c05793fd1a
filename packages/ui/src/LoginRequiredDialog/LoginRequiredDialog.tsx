import { dialogLabels } from '@wenxian/domain';
import { Button } from '../Button';
import { Modal } from '../Modal';

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
    <Modal
      isOpen={isOpen}
      title={labels.title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onRegister}>{labels.register}</Button>
          <Button variant="primary" onClick={onLogin}>
            {labels.login}
          </Button>
        </>
      }
    >
      {labels.body}
    </Modal>
  );
}
