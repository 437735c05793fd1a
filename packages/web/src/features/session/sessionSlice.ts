import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Global state of doc 000 §3 that is not server data: device id, env, appCode, chosen search type,
 * migration-dialog flag. The current user lives in the RTK Query cache; the server-time offset in the call layer.
 */
export type SessionState = {
  deviceId: string | null;
  env: string;
  authEnv: string;
  appCode: number;
  searchPageSize: number;
  searchField: string;
  isMigrationDialogWanted: boolean;
};

const initialState: SessionState = {
  deviceId: null,
  env: 'zs',
  authEnv: 'pro',
  appCode: 101,
  searchPageSize: 5,
  searchField: 'U',
  isMigrationDialogWanted: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    deviceIdSet: (state, action: PayloadAction<string>) => {
      state.deviceId = action.payload;
    },
    searchFieldChosen: (state, action: PayloadAction<string>) => {
      state.searchField = action.payload;
    },
  },
});

export const { deviceIdSet, searchFieldChosen } = sessionSlice.actions;
