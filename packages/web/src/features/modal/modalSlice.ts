import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Dialogs are driven from state: one open dialog id with its serialisable props (zotero web-library style). */
export type ModalState = { id: string | null; props: Record<string, unknown> };

const initialState: ModalState = { id: null, props: {} };

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    openModal: (_state, action: PayloadAction<{ id: string; props?: Record<string, unknown> }>) => ({
      id: action.payload.id,
      props: action.payload.props ?? {},
    }),
    closeModal: () => initialState,
  },
});

export const { openModal, closeModal } = modalSlice.actions;
