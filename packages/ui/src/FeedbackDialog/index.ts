export { FeedbackDialog, type FeedbackDialogProps } from './FeedbackDialog';
export type { FeedbackSubmission } from './useFeedbackForm';
