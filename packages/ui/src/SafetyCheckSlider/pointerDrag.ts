/**
 * Real PointerEvents with coordinates, dispatched the way Chromium delivers them (for stories):
 * press on the handle, move over the track, release or leave.
 */
type PointerKind = 'mouse' | 'touch' | 'pen';

function fire(
  target: Element,
  type: string,
  clientX: number,
  clientY: number,
  pointerType: PointerKind,
  relatedTarget?: Element,
) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      relatedTarget: relatedTarget ?? null,
      cancelable: true,
      composed: true,
      clientX,
      clientY,
      pointerId: pointerType === 'touch' ? 2 : 1,
      pointerType,
      isPrimary: true,
      buttons: type === 'pointerup' ? 0 : 1,
    }),
  );
}

function centre(element: Element) {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

export type DragOptions = {
  pointerType?: PointerKind;
  /** How the drag ends: release, leave the track, or keep holding. */
  end?: 'release' | 'leave' | 'hold';
  steps?: number;
};

/** Presses the handle, moves it by dx pixels in a few steps, then ends as asked. */
export function dragHandle(handle: Element, track: Element, dx: number, options: DragOptions = {}) {
  const { pointerType = 'mouse', end = 'release', steps = 4 } = options;
  const start = centre(handle);
  fire(handle, 'pointerdown', start.x, start.y, pointerType);
  for (let i = 1; i <= steps; i += 1) fire(handle, 'pointermove', start.x + (dx * i) / steps, start.y, pointerType);
  const endX = start.x + dx;
  if (end === 'release') fire(handle, 'pointerup', endX, start.y, pointerType);
  // React derives onPointerLeave from pointerout with a relatedTarget outside the element.
  if (end === 'leave') fire(track, 'pointerout', endX, start.y + 80, pointerType, track.ownerDocument.body);
}

/** Expected angle for a handle travel, from the rendered geometry: round(360 × travel / max travel). */
export function expectedAngle(handle: HTMLElement, track: HTMLElement, travel: number): number {
  const max = track.clientWidth - handle.offsetWidth;
  return Math.round((360 * Math.min(Math.max(travel, 0), max)) / max);
}
