import { lazy } from 'react';
import type { DeductionDialogState, OverLimitDialogState } from './downloadRequest';
import { openModal, type ModalState } from '../shared/modalSlice';
import type { DialogHosts } from '../shared/modalRegistry';

/** What the selectors read of the store: the modal slice (the store's own type would import this file back). */
type WithModal = { modal: ModalState };

/**
 * The download flow's screens live in the shared `modal` slice (one dialog at a time, serialisable
 * props), so one DownloadHost in the layout shows whichever the flow opened.
 */
export const DOWNLOAD_MODALS = {
  preparing: 'download/preparing',
  overLimit: 'download/overLimit',
  deduction: 'download/deduction',
} as const;

declare module '../shared/modalRegistry' {
  interface ModalProps {
    [DOWNLOAD_MODALS.preparing]: undefined;
    [DOWNLOAD_MODALS.overLimit]: OverLimitDialogState;
    [DOWNLOAD_MODALS.deduction]: DeductionDialogState;
  }
}

/** One host shows each of the flow's screens. */
const DownloadHost = lazy(() => import('./DownloadHost').then((m) => ({ default: m.DownloadHost })));
export const downloadDialogHosts: DialogHosts<(typeof DOWNLOAD_MODALS)[keyof typeof DOWNLOAD_MODALS]> = {
  [DOWNLOAD_MODALS.preparing]: DownloadHost,
  [DOWNLOAD_MODALS.overLimit]: DownloadHost,
  [DOWNLOAD_MODALS.deduction]: DownloadHost,
};

export const preparingOpened = () => openModal({ id: DOWNLOAD_MODALS.preparing });
export const overLimitOpened = (state: OverLimitDialogState) =>
  openModal({ id: DOWNLOAD_MODALS.overLimit, props: state });
export const deductionOpened = (state: DeductionDialogState) =>
  openModal({ id: DOWNLOAD_MODALS.deduction, props: state });

export const selectIsPreparing = (state: WithModal) => state.modal.id === DOWNLOAD_MODALS.preparing;

/** The over-limit dialog's state when it is the open modal (the flow is the only writer of these ids). */
export function selectOverLimit(state: WithModal): OverLimitDialogState | null {
  return state.modal.id === DOWNLOAD_MODALS.overLimit ? state.modal.props : null;
}

export function selectDeduction(state: WithModal): DeductionDialogState | null {
  return state.modal.id === DOWNLOAD_MODALS.deduction ? state.modal.props : null;
}
