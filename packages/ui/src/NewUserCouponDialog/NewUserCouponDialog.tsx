import styled from 'styled-components';
import { dialogLabels, messages } from '@wenxian/domain';
import { ActionDialog } from '../ConfirmDialog/ActionDialog';

export type NewUserCouponDialogProps = {
  /** Whether the dialog is shown (once per browser; the owner decides). */
  isOpen: boolean;
  /** Go to the personal centre's coupons (/personalcenter/coupon). */
  onViewCoupons: () => void;
  /** ×, Esc or the backdrop. */
  onClose: () => void;
};

const Coupon = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.brandSoft};
  border: 1px dashed ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** The new-user coupon notice (doc 000 §4.6): 已获得20元无门槛充值优惠券, pointing to the coupons. */
export function NewUserCouponDialog({ isOpen, onViewCoupons, onClose }: NewUserCouponDialogProps) {
  const labels = dialogLabels.newUserCoupon;
  return (
    <ActionDialog
      isOpen={isOpen}
      title={labels.title}
      onClose={onClose}
      primary={{ label: labels.viewCoupons, onClick: onViewCoupons }}
    >
      <Coupon>{messages.coupon.newUserCoupon}</Coupon>
    </ActionDialog>
  );
}
