import { lazy } from 'react';
import { openModal } from '../shared/modalSlice';
import type { DialogHosts } from '../shared/modalRegistry';

declare module '../shared/modalRegistry' {
  interface ModalProps {
    feedback: undefined;
  }
}

/** Opens the feedback form of the side toolbar and the footer (doc 000 §5). */
export const feedbackOpened = () => openModal({ id: 'feedback' });

export const feedbackDialogHosts: DialogHosts<'feedback'> = {
  feedback: lazy(() => import('./FeedbackHost').then((m) => ({ default: m.FeedbackHost }))),
};
