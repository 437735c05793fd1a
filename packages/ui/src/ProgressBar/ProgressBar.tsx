import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { progressBarState, shellLabels, timings } from '@wenxian/domain';

export type ProgressBarProps = {
  /** Loading progress 0–100 as reported by the request tracker. Shown only from 1 to 99 (doc 000 §2.8). */
  step: number;
  /** Mock mode: the bar creeps forward by itself from `step`, one tick per 200 ms, reaching 99 within 5 s. */
  isMock?: boolean;
  /** The load finished: the bar jumps to 100, which also hides it. */
  isFinished?: boolean;
  /** A tracked request failed (doc 000 §4.5): the bar turns to the warning colour and says so. */
  hasFailed?: boolean;
};

/** Highest step the bar shows; 100 means done and hides it. */
const LAST_VISIBLE_STEP = 99;
/** Mock ticks within one loading-bar duration (5000 ms / 200 ms = 25, doc 000 §9). */
const MOCK_TICKS = timings.loadingBarDurationMs / timings.loadingBarThrottleMs;
/** Step added per mock tick so that 1 → 99 fits in the duration. */
const MOCK_INCREMENT = Math.ceil((LAST_VISIBLE_STEP - 1) / MOCK_TICKS);

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.z.toast};
  height: 0.3rem;
  pointer-events: none;
`;

const Fill = styled.div<{ $hasFailed: boolean }>`
  height: 100%;
  background: ${({ theme, $hasFailed }) => ($hasFailed ? theme.color.warning : theme.color.brand)};
  box-shadow: 0 0 0.6rem ${({ theme, $hasFailed }) => ($hasFailed ? theme.color.warning : theme.color.brand)};
  transition: width ${({ theme }) => theme.motion.normal} ease-out;
`;

/**
 * The mock tick: while `isTicking`, adds one increment per throttle interval; in mock mode the value
 * keeps what was reached (a failure freezes it there), never past 99.
 */
function useMockStep(step: number, isMock: boolean, isTicking: boolean): number {
  const [extra, setExtra] = useState(0);
  useEffect(() => {
    if (!isTicking) return undefined;
    const timer = setInterval(() => setExtra((value) => value + MOCK_INCREMENT), timings.loadingBarThrottleMs);
    return () => clearInterval(timer);
  }, [isTicking]);
  return isMock ? Math.min(LAST_VISIBLE_STEP, step + extra) : step;
}

/**
 * The page-top loading bar: visible for steps 1 to 99; in mock mode it increments by itself; the
 * finish flag jumps it to 100, where it disappears.
 */
export function ProgressBar({ step, isMock = false, isFinished = false, hasFailed = false }: ProgressBarProps) {
  const isRunning = isMock && !isFinished && !hasFailed && step >= 1 && step <= LAST_VISIBLE_STEP;
  const mockStep = useMockStep(step, isMock, isRunning);
  const { value, visible } = progressBarState(mockStep, isFinished);
  if (!visible) return null;
  return (
    <Track
      role="progressbar"
      aria-label={shellLabels.progress.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={hasFailed ? shellLabels.progress.failed : undefined}
    >
      <Fill style={{ width: `${value}%` }} $hasFailed={hasFailed} />
    </Track>
  );
}
