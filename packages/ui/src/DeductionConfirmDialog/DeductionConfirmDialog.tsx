import styled from 'styled-components';
import { dialogLabels, type DownloadOrder } from '@wenxian/domain';
import { ConfirmDialog } from '../ConfirmDialog';

export type DeductionConfirmDialogProps = {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** The order the download answer carried (doc 000 §4.2 step 5). */
  order: Pick<DownloadOrder, 'name' | 'price'>;
  /** The wallet balance in yuan. */
  balance: number;
  /** While the payment runs. */
  isBusy?: boolean;
  /** Pay from the balance. */
  onConfirm: () => void;
  /** 取消, × or Esc. */
  onCancel: () => void;
};

const Commodity = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const yuan = (value: number | undefined) => (value ?? 0).toFixed(2);

/** Asks before paying an order from the balance (mode 1, or mode 2 under the threshold). */
export function DeductionConfirmDialog({
  isOpen,
  order,
  balance,
  isBusy,
  onConfirm,
  onCancel,
}: DeductionConfirmDialogProps) {
  const labels = dialogLabels.deduction;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={labels.title}
      confirmLabel={labels.confirm}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {labels.body(yuan(order.price), yuan(balance))}
      {order.name && (
        <Commodity>
          {labels.commodity}：{order.name}
        </Commodity>
      )}
    </ConfirmDialog>
  );
}
