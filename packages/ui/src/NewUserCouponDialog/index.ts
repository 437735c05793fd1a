export { NewUserCouponDialog, type NewUserCouponDialogProps } from './NewUserCouponDialog';
