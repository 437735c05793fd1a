import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';
import {
  safetyCheckAngle,
  safetyCheckReducer,
  safetyCheckRotation,
  safetyCheckTimings,
  initialSafetyCheckState,
  isSafetyCheckLocked,
  maxTravel,
  type SafetyCheckEvent,
  type SafetyCheckState,
} from '@wenxian/domain';

export type UseSafetyCheckOptions = {
  loadImage: () => Promise<string>;
  onVerify: (angle: number) => Promise<boolean>;
  onSuccess: () => void;
  trackRef: RefObject<HTMLElement | null>;
  handleRef: RefObject<HTMLElement | null>;
};

export type SafetyCheckView = {
  state: SafetyCheckState;
  rotation: number;
  angle: number;
  isLocked: boolean;
  /** The current picture, or null while a fresh one loads. */
  image: string | null;
  dispatch: (event: SafetyCheckEvent) => void;
};

/**
 * Runs the domain's slider reducer (doc 000 §4.8) and its effects: a fresh image per imageVersion,
 * the check when the phase turns to checking, and the 200 ms / 1 s timers. The component only
 * translates pointer and key events into reducer events.
 */
export function useSafetyCheck({
  loadImage,
  onVerify,
  onSuccess,
  trackRef,
  handleRef,
}: UseSafetyCheckOptions): SafetyCheckView {
  const [state, dispatch] = useReducer(safetyCheckReducer, initialSafetyCheckState, (s) =>
    safetyCheckReducer(s, { type: 'open' }),
  );
  const [loaded, setLoaded] = useState<{ version: number; url: string } | null>(null);
  const angle = safetyCheckAngle(state);

  // Callbacks change identity between renders; effects read the latest through refs.
  const latest = useRef({ loadImage, onVerify, onSuccess, angle });
  useLayoutEffect(() => {
    latest.current = { loadImage, onVerify, onSuccess, angle };
  });

  useLayoutEffect(() => {
    const track = trackRef.current;
    const handle = handleRef.current;
    if (!track || !handle) return undefined;
    const measure = () => dispatch({ type: 'measure', maxTravel: maxTravel(track.clientWidth, handle.offsetWidth) });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [trackRef, handleRef]);

  useEffect(() => {
    let isCurrent = true;
    const version = state.imageVersion;
    latest.current
      .loadImage()
      .then((url) => {
        if (isCurrent) setLoaded({ version, url });
      })
      // A failed image load leaves the placeholder; the next reset asks again.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [state.imageVersion]);

  useEffect(() => {
    if (state.phase !== 'checking') return undefined;
    let isCurrent = true;
    latest.current
      .onVerify(latest.current.angle)
      .then((isPass) => isCurrent && dispatch({ type: 'verified', isPass: Boolean(isPass) }))
      .catch(() => isCurrent && dispatch({ type: 'requestFailed' }));
    return () => {
      isCurrent = false;
    };
  }, [state.phase]);

  useEffect(() => {
    if (state.phase === 'success') {
      const timer = setTimeout(() => latest.current.onSuccess(), safetyCheckTimings.successCloseDelayMs);
      return () => clearTimeout(timer);
    }
    if (state.phase === 'wrong') {
      const timer = setTimeout(() => dispatch({ type: 'errorElapsed' }), safetyCheckTimings.wrongResetDelayMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [state.phase]);

  const stableDispatch = useCallback((event: SafetyCheckEvent) => dispatch(event), []);

  return {
    state,
    rotation: safetyCheckRotation(state),
    angle,
    isLocked: isSafetyCheckLocked(state),
    image: loaded && loaded.version === state.imageVersion ? loaded.url : null,
    dispatch: stableDispatch,
  };
}
