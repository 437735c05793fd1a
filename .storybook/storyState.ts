import { HANG_GUARD_MS } from './hangGuard';
import { callsInFlight, callsStarted } from './msw';

/**
 * When a story's state is complete enough to picture: every wait here ends on a state, never after a set time.
 * Each gives up only at the hang guard, naming what it still waited for (a busy machine is slower, not wrong).
 */

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Resolves once `done()` holds, checked every frame; fails at the hang guard naming `what`. */
export async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + HANG_GUARD_MS;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`the picture waited ${HANG_GUARD_MS} ms for ${what}`);
    await nextFrame();
  }
}

/** Every simulated call answered, apart from those the story holds pending on purpose (its loading state). */
export const callsAnswered = () => until(() => callsInFlight() <= 0, 'the simulated calls in flight to be answered');

/** Nothing in the page is marked busy (`aria-busy`): lists, results and streams have arrived. */
export const nothingBusy = () =>
  until(() => !document.querySelector('[aria-busy="true"]'), 'every aria-busy="true" to clear');

/** Every lazily loaded view (a chart's ECharts module) has arrived: a module, unlike a held call, always ends. */
export const viewsArrived = () =>
  until(() => !document.querySelector('[data-view-arriving]'), 'every lazily loaded view to arrive');

/**
 * The quiet window: longer than the site's longest timer before a change of its own (the 100 ms debounces of the
 * suggestions, the professional-mode check and the "still searching" notice, doc 000 §4.5 and §9), so a change
 * or call such a timer makes falls inside it. The states above are checked directly; this only catches what a
 * timer starts.
 */
export const QUIET_MS = 150;

/**
 * Resolves once, for `quietMs`, the page has not changed and started no call, and no call is in flight: a page
 * story's sections load on their own after its play has seen what it asserts. The loading bar's creeping is
 * not a change.
 */
export function domQuiet(quietMs = QUIET_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    let calls = callsStarted.count;
    const finish = (error?: Error) => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(guard);
      if (error) reject(error);
      else resolve();
    };
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(end, quietMs);
    };
    const end = () => {
      const started = callsStarted.count !== calls;
      calls = callsStarted.count;
      if (started || callsInFlight() > 0) restart();
      else finish();
    };
    let quiet = setTimeout(end, quietMs);
    const guard = setTimeout(
      () => finish(new Error(`the picture waited ${HANG_GUARD_MS} ms for the page to stop changing`)),
      HANG_GUARD_MS,
    );
    const observer = new MutationObserver((records) => {
      const isProgress = (node: Node) =>
        (node instanceof Element ? node : node.parentElement)?.closest('[role=progressbar]');
      if (records.every((record) => isProgress(record.target))) return;
      restart();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** The CSS animations and transitions that end have ended (a box measured mid-way is too small). */
export async function finiteAnimationsEnded(): Promise<void> {
  const ending = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    .filter((animation) => animation.playState !== 'paused');
  await until(
    () => ending.every((animation) => animation.playState === 'finished' || animation.playState === 'idle'),
    'the finite animations to end',
  );
}

/** Every image that is loading has loaded and is decoded (a lazy one outside the window is not loading). */
export async function imagesDecoded(): Promise<void> {
  const images = [...document.images].filter((img) => img.currentSrc || img.src);
  await until(() => images.every((img) => img.complete || img.loading === 'lazy'), 'the images to load');
  await Promise.all(images.filter((img) => img.complete).map((img) => img.decode().catch(() => undefined)));
}

/** The page's layout as the picture measures it: the document's size, the target's and each dialog's box. */
function layoutOf(target: Element): string {
  const root = document.documentElement;
  const boxes = [target, ...document.querySelectorAll('[aria-modal="true"]')].map((el) => {
    const rect = el.getBoundingClientRect();
    return [rect.left, rect.top, rect.width, rect.height];
  });
  return JSON.stringify([root.scrollWidth, root.scrollHeight, boxes]);
}

/** The layout is the same across two frames (nothing still growing, a late font or image settled in). */
export async function layoutStable(target: Element): Promise<void> {
  let before = '';
  let now = layoutOf(target);
  await until(() => {
    const same = now === before;
    before = now;
    now = layoutOf(target);
    return same && now === before;
  }, 'the layout to stay the same across two frames');
}
