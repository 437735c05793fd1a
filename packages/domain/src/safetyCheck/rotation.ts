/** Slider geometry of the safety check (doc 000 §4.8 step 2–3, §3 "Slider check payload"). */

/** How far the handle can travel: track width minus handle width, never negative. */
export function maxTravel(trackWidth: number, handleWidth: number): number {
  return Math.max(0, trackWidth - handleWidth);
}

/** The handle offset, clamped between 0 and track width minus handle width. */
export function clampTravel(offset: number, max: number): number {
  if (Number.isNaN(offset)) return 0;
  return Math.min(Math.max(offset, 0), Math.max(0, max));
}

/** Image rotation in degrees: 360 × travel / maximum travel (0 when the track has no room). */
export function rotationForTravel(travel: number, max: number): number {
  if (max <= 0) return 0;
  return (360 * clampTravel(travel, max)) / max;
}

/** The angle sent to the server (`angel`): the rotation rounded to an integer. */
export function angleToSend(rotation: number): number {
  return Math.round(rotation);
}

/** Keyboard step: one arrow press turns the image by 10°, so 36 presses cover the track. */
export const keyboardStepsPerTurn = 36;

export function keyboardStep(max: number): number {
  return max / keyboardStepsPerTurn;
}
