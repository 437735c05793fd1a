import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the slider safety check (doc 000 §4.8) is asked for, and whether the page itself is the verification
 * page (code 20/21, §2.7), whose own slider then answers (one slider on screen, not a dialog over it).
 */
export const verificationSlice = createSlice({
  name: 'verification',
  initialState: { isOpen: false, isPageShown: false },
  reducers: {
    verificationPageShown: (state, action: { payload: boolean }) => {
      state.isPageShown = action.payload;
    },
    verificationRequested: (state) => {
      state.isOpen = true;
    },
    verificationEnded: (state) => {
      state.isOpen = false;
    },
  },
});

export const { verificationRequested, verificationEnded, verificationPageShown } = verificationSlice.actions;
