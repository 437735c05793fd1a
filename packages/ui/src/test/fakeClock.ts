import { act } from 'react';
import { withGlobal } from '@sinonjs/fake-timers';

/** The installed fake clock: `tick`, `uninstall` and the rest of @sinonjs/fake-timers' API. */
export type InstalledClock = ReturnType<ReturnType<typeof withGlobal>['install']>;

/**
 * Fakes the page's timers and Date for a play function, so a story can assert the spec's 5/10/15 s
 * intervals and 10 s countdowns without waiting. Install it before `mount()` so the component's
 * timers are fake from the start, and uninstall it in `finally` so the test runner's own polling
 * (a11y check, screenshot) runs on real timers again. Promise-based helpers of the test library use
 * setTimeout, so while the clock is installed drive the component with `fireEvent` and plain
 * `expect`, never `userEvent` or `waitFor`.
 */
export function installFakeClock(now: Date | number = 0): InstalledClock {
  return withGlobal(globalThis).install({
    now,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

declare global {
  // React's switch for `act`: set while a step runs inside it, as Testing Library does around its own calls.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * Advances fake time inside React's `act`, which commits every update the timer callbacks made and runs the
 * effects those commits cause (a component's next timer among them) before it resolves. The next assertion then
 * reads the state at that instant however busy the browser is: waiting a number of frames instead failed on a
 * loaded machine, where React's commit or effect came after them. A production build of React has no `act`
 * (a built Storybook, as Chromatic runs it): there the step waits two frames, as Storybook's own renderer
 * falls back.
 */
export async function advance(clock: InstalledClock, ms: number): Promise<void> {
  if (import.meta.env.PROD) {
    clock.tick(ms);
    await nextFrames();
    return;
  }
  const previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      clock.tick(ms);
    });
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

/** Two real animation frames: the unit `untilTimerPending` checks in. */
function nextFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Waits real frames until a component has scheduled its next fake timer: a component that schedules its
 * next timer in an effect after each change has then committed that change and run its effect, so the next
 * `advance` counts from the new timer. Bounded by the test runner's hang guard.
 */
export async function untilTimerPending(clock: InstalledClock): Promise<void> {
  while (clock.countTimers() === 0) await nextFrames();
}
