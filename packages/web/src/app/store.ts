import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { apiSlice } from './apiSlice';
import { modalSlice } from '../features/modal/modalSlice';
import { toastSlice } from '../features/toast/toastSlice';
import { verificationSlice } from '../features/verification/verificationSlice';

const rootReducer = combineReducers({
  [apiSlice.reducerPath]: apiSlice.reducer,
  [modalSlice.name]: modalSlice.reducer,
  [toastSlice.name]: toastSlice.reducer,
  [verificationSlice.name]: verificationSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; stories and tests pass a preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(apiSlice.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
