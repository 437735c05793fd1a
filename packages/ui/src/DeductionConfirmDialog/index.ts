export { DeductionConfirmDialog, type DeductionConfirmDialogProps } from './DeductionConfirmDialog';
