/**
 * Progress bar (doc 000 §2.8): visible for steps 1 to 99; a finish flag jumps it to 100, which
 * hides it.
 */
export function progressBarState(step: number, finished: boolean): { value: number; visible: boolean } {
  const value = finished ? 100 : Math.min(100, Math.max(0, Math.round(step)));
  return { value, visible: value >= 1 && value <= 99 };
}
