export { OverLimitDialog, type OverLimitDialogProps } from './OverLimitDialog';
