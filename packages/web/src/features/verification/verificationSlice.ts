import { createSlice } from '@reduxjs/toolkit';

/** Whether the slider safety check (doc 000 §4.8) is on screen. */
export const verificationSlice = createSlice({
  name: 'verification',
  initialState: { isOpen: false },
  reducers: {
    verificationRequested: (state) => {
      state.isOpen = true;
    },
    verificationEnded: (state) => {
      state.isOpen = false;
    },
  },
});

export const { verificationRequested, verificationEnded } = verificationSlice.actions;
