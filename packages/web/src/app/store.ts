import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { apiSlice } from './apiSlice';
import { modalSlice } from '../features/modal/modalSlice';
import { toastSlice } from '../features/toast/toastSlice';
import { safetyCheckSlice } from '../features/safetyCheck/safetyCheckSlice';

const rootReducer = combineReducers({
  [apiSlice.reducerPath]: apiSlice.reducer,
  [modalSlice.name]: modalSlice.reducer,
  [toastSlice.name]: toastSlice.reducer,
  [safetyCheckSlice.name]: safetyCheckSlice.reducer,
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

/**
 * A store that is, at each use, whichever store `current` names: the server builds its routes once per process
 * over it (their loaders close over a store), and runs each request's loaders with that request's own store
 * current — so nothing of one request's state reaches another's, and the route table is not rebuilt per page.
 */
export function currentStoreOf(current: () => AppStore | undefined): AppStore {
  return new Proxy({} as AppStore, {
    get(_, key) {
      const store = current();
      if (!store) throw new Error('A route used the store outside of a request');
      return Reflect.get(store, key) as unknown;
    },
  });
}
export type AppDispatch = AppStore['dispatch'];
