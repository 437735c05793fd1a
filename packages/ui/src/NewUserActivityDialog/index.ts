export { NewUserActivityDialog, type NewUserActivityDialogProps } from './NewUserActivityDialog';
