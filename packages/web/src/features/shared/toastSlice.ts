import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ToastKind } from '@wenxian/ui';

export type ToastMessage = { id: string; kind: ToastKind; text: string };

/** Messages shown at the top of the page: call-layer errors, copy results, form feedback. */
export const toastSlice = createSlice({
  name: 'toast',
  initialState: [] as ToastMessage[],
  reducers: {
    toastShown: {
      reducer: (state, action: PayloadAction<ToastMessage>) => {
        // The same text twice in a row (e.g. several failing calls) is shown once.
        if (!state.some((t) => t.text === action.payload.text)) state.push(action.payload);
      },
      prepare: (kind: ToastKind, text: string) => ({ payload: { id: nanoid(), kind, text } }),
    },
    toastClosed: (state, action: PayloadAction<string>) => state.filter((t) => t.id !== action.payload),
    /** What the errors shown were about has since succeeded (a login after a wrong password). */
    errorToastsClosed: (state) => state.filter((t) => t.kind !== 'error'),
  },
});

export const { toastShown, toastClosed, errorToastsClosed } = toastSlice.actions;

declare module '../../app/store' {
  interface RootState {
    toast: ToastMessage[];
  }
}
