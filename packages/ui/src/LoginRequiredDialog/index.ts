export { LoginRequiredDialog, type LoginRequiredDialogProps } from './LoginRequiredDialog';
