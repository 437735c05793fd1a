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

/**
 * Advances fake time, then waits for React to commit what the timer callbacks set (React schedules
 * through MessageChannel, which stays real) by waiting two real animation frames.
 */
export async function advance(clock: InstalledClock, ms: number): Promise<void> {
  clock.tick(ms);
  await nextFrames();
}

/** Two real animation frames: enough for React to commit a state update. */
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
