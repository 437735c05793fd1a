import { createSlice } from '@reduxjs/toolkit';

type SafetyCheckState = { isOpen: boolean; isPageShown: boolean };

/**
 * Whether the slider safety check (doc 000 §4.8) is asked for, and whether the page itself is the safety check
 * page (code 20/21, §2.7), whose own slider then answers (one slider on screen, not a dialog over it).
 */
export const safetyCheckSlice = createSlice({
  name: 'safetyCheck',
  initialState: { isOpen: false, isPageShown: false } as SafetyCheckState,
  reducers: {
    safetyCheckPageShown: (state, action: { payload: boolean }) => {
      state.isPageShown = action.payload;
    },
    safetyCheckRequested: (state) => {
      state.isOpen = true;
    },
    safetyCheckEnded: (state) => {
      state.isOpen = false;
    },
  },
});

export const { safetyCheckRequested, safetyCheckEnded, safetyCheckPageShown } = safetyCheckSlice.actions;

declare module '../../app/store' {
  interface RootState {
    safetyCheck: SafetyCheckState;
  }
}
