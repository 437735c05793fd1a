import { angleToSend, clampTravel, rotationForTravel } from './rotation';

/**
 * The slider check as a pure reducer (doc 000 §4.8). `imageVersion` goes up whenever a fresh image is
 * due (open, wrong answer, failed request); the component loads one per version.
 */
export type SafetyCheckPhase = 'idle' | 'dragging' | 'checking' | 'success' | 'wrong';

export type SafetyCheckState = {
  phase: SafetyCheckPhase;
  /** Handle offset in px, within 0..maxTravel. */
  travel: number;
  maxTravel: number;
  /** Pointer x and handle offset when the drag started. */
  dragOrigin: { x: number; travel: number } | null;
  imageVersion: number;
  /** Set after a failed request until the next drag, so the user knows why the image changed. */
  hasRequestFailed: boolean;
};

export type SafetyCheckEvent =
  | { type: 'open' }
  | { type: 'measure'; maxTravel: number }
  | { type: 'press'; x: number }
  | { type: 'move'; x: number }
  | { type: 'release' }
  | { type: 'nudge'; delta: number }
  | { type: 'submit' }
  | { type: 'verified'; isPass: boolean }
  | { type: 'requestFailed' }
  | { type: 'errorElapsed' };

export const initialSafetyCheckState: SafetyCheckState = {
  phase: 'idle',
  travel: 0,
  maxTravel: 0,
  dragOrigin: null,
  imageVersion: 0,
  hasRequestFailed: false,
};

function reset(state: SafetyCheckState, hasRequestFailed: boolean): SafetyCheckState {
  return {
    ...state,
    phase: 'idle',
    travel: 0,
    dragOrigin: null,
    imageVersion: state.imageVersion + 1,
    hasRequestFailed,
  };
}

export function safetyCheckReducer(state: SafetyCheckState, event: SafetyCheckEvent): SafetyCheckState {
  switch (event.type) {
    case 'open':
      // Step 1: slider reset, no success or error, not checking, fresh image.
      return reset(state, false);
    case 'measure':
      return { ...state, maxTravel: event.maxTravel, travel: clampTravel(state.travel, event.maxTravel) };
    case 'press':
      // Step 2: no drag while a check is in progress (or finished).
      if (state.phase !== 'idle') return state;
      return { ...state, phase: 'dragging', dragOrigin: { x: event.x, travel: state.travel }, hasRequestFailed: false };
    case 'move':
      if (state.phase !== 'dragging' || !state.dragOrigin) return state;
      return { ...state, travel: clampTravel(state.dragOrigin.travel + event.x - state.dragOrigin.x, state.maxTravel) };
    case 'release':
      // Step 3: releasing ends the drag and starts the check.
      if (state.phase !== 'dragging') return state;
      return { ...state, phase: 'checking', dragOrigin: null };
    case 'nudge':
      if (state.phase !== 'idle') return state;
      return { ...state, travel: clampTravel(state.travel + event.delta, state.maxTravel), hasRequestFailed: false };
    case 'submit':
      if (state.phase !== 'idle') return state;
      return { ...state, phase: 'checking' };
    case 'verified':
      if (state.phase !== 'checking') return state;
      return { ...state, phase: event.isPass ? 'success' : 'wrong' };
    case 'requestFailed':
      // Step 6: checking ends, the handle resets, a new image.
      return state.phase === 'checking' ? reset(state, true) : state;
    case 'errorElapsed':
      // Step 5: after the error has been shown, reset with a new image.
      return state.phase === 'wrong' ? reset(state, false) : state;
  }
}

/** The image's rotation in degrees for the current handle position. */
export function safetyCheckRotation(state: SafetyCheckState): number {
  return rotationForTravel(state.travel, state.maxTravel);
}

/** The integer angle the check sends. */
export function safetyCheckAngle(state: SafetyCheckState): number {
  return angleToSend(safetyCheckRotation(state));
}

/** The handle is locked while checking and after the result. */
export function isSafetyCheckLocked(state: SafetyCheckState): boolean {
  return state.phase === 'checking' || state.phase === 'success' || state.phase === 'wrong';
}
