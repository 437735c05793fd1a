import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ModalEntry } from './modalRegistry';

/** One open dialog at a time, with typed, serialisable props (zotero web-library's modal registry). */
export type ModalState = ModalEntry | { id: null };

const initialState = { id: null } as ModalState;

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    openModal: (_state, action: PayloadAction<ModalEntry>) => action.payload as ModalState,
    closeModal: () => initialState,
  },
});

export const { openModal, closeModal } = modalSlice.actions;

declare module '../../app/store' {
  interface RootState {
    modal: ModalState;
  }
}
