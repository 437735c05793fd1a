import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { apiSlice } from '../app/apiSlice';
import type { AppStore, RootState } from '../app/store';
import { modalSlice } from '../features/shared/modalSlice';
import { toastSlice } from '../features/shared/toastSlice';
import { safetyCheckSlice } from '../features/shared/safetyCheckSlice';

const rootReducer = combineReducers({
  [apiSlice.reducerPath]: apiSlice.reducer,
  [modalSlice.name]: modalSlice.reducer,
  [toastSlice.name]: toastSlice.reducer,
  [safetyCheckSlice.name]: safetyCheckSlice.reducer,
});

// The reducers make exactly the state the ground declares (app/store.ts plus each slice's own part): a slice
// added here without its part there, or declared there and not added here, fails the typecheck.
type AssembledState = ReturnType<typeof rootReducer>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const stateIsComplete: Same<AssembledState, RootState> = true;
void stateIsComplete;

/**
 * Redux Toolkit's development checks (state never mutated, only serializable values) stay on; their timing
 * warning does not: how long a check takes is the machine's load, not the code's, and production has no checks.
 */
const untimed = { warnAfter: Number.POSITIVE_INFINITY };

/** Builds a store; stories and tests pass a preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ immutableCheck: untimed, serializableCheck: untimed }).concat(apiSlice.middleware),
  });
}
