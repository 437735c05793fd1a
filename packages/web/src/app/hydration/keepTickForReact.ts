/**
 * A checkbox ticked by the click that hydrates its region. The browser ticks the box before any listener runs,
 * and React, hydrating the region inside that click, takes the box as it finds it for the server's state: it
 * would see no change and not run the box's onChange (ticked on screen, not in the page's state). So the box
 * goes back to how the server sent it while React hydrates (React's listener on the root comes after this one
 * on the window) and is ticked again by a listener on the box itself, which runs after the root's capture
 * listener and before React reads the change as the click bubbles.
 */
export function keepTickForReact(target: EventTarget | null): void {
  if (!(target instanceof HTMLInputElement) || target.type !== 'checkbox') return;
  const ticked = target.checked;
  // Set as the browser sets it, past the value tracker React puts on the box as it hydrates (which takes a
  // value set by script for no change).
  const setChecked = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set;
  setChecked?.call(target, !ticked);
  const tickAgain = () => setChecked?.call(target, ticked);
  target.addEventListener('click', tickAgain, { capture: true, once: true });
  // Should React stop the click before it reaches the box (a region it could not hydrate), the box stays as it was.
  setTimeout(() => target.removeEventListener('click', tickAgain, { capture: true }), 0);
}
