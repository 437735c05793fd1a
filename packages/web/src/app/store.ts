import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { apiSlice } from './apiSlice';

/**
 * The store's state, as the ground knows it: the query cache here, and each feature's slice added by the feature
 * itself (`declare module '…/app/store' { interface RootState { … } }`), so `app/` names no feature. The store is
 * assembled where the features are known, in `web/src/store/makeStore.ts`, which checks that its reducers make
 * exactly this state.
 */
export interface RootState {
  api: ReturnType<typeof apiSlice.reducer>;
}

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export type AppStore = Omit<Store<RootState>, 'dispatch'> & { dispatch: AppDispatch };

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
