import styled from 'styled-components';
import { dialogLabels, isBalanceShort, type DownloadOrder } from '@wenxian/domain';
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
  /** 其他方式支付, offered instead of the balance when it is below the price: the order on its pay page. */
  onOtherPay: () => void;
  /** 取消, × or Esc. */
  onCancel: () => void;
};

const Commodity = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Short = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

const yuan = (value: number | undefined) => (value ?? 0).toFixed(2);

/**
 * Asks before paying an order from the balance (mode 1, or mode 2 under the threshold). A balance below the
 * price is said up front: 余额不足, and 其他方式支付 (the pay page, with recharge) instead of 确认支付.
 */
export function DeductionConfirmDialog({
  isOpen,
  order,
  balance,
  isBusy,
  onConfirm,
  onOtherPay,
  onCancel,
}: DeductionConfirmDialogProps) {
  const labels = dialogLabels.deduction;
  const isShort = isBalanceShort(order, balance);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={labels.title}
      confirmLabel={isShort ? labels.otherPay : labels.confirm}
      isBusy={isBusy}
      onConfirm={isShort ? onOtherPay : onConfirm}
      onCancel={onCancel}
    >
      {isShort ? (
        <>
          <Short>{labels.short}</Short>
          {labels.shortBody(yuan(order.price), yuan(balance))}
        </>
      ) : (
        labels.body(yuan(order.price), yuan(balance))
      )}
      {order.name && (
        <Commodity>
          {labels.commodity}：{order.name}
        </Commodity>
      )}
    </ConfirmDialog>
  );
}
