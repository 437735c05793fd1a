import { afterEach, beforeEach, expect } from 'vitest';
import { configure } from 'storybook/test';
import { page } from 'vitest/browser';
import { unhandledApiRequests } from './msw';
import { currentStory } from './currentStory';
import { shellLabels } from '@wenxian/domain';
import { STORY_WINDOW_HEIGHT } from './storyWindow';

// Page stories wait for data from the simulation; on a busy two-core CI machine that takes longer than
// Testing Library's one-second default.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  unhandledApiRequests.length = 0;
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/**
 * Resolves once the page has stopped changing for `quietMs` (at most `maxMs`): a page story's sections load
 * on their own after its play has seen what it asserts. The loading bar's creeping is not a change.
 */
function settled(quietMs = 400, maxMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(deadline);
      resolve();
    };
    let quiet = setTimeout(done, quietMs);
    const deadline = setTimeout(done, maxMs);
    const observer = new MutationObserver((records) => {
      const isProgress = (node: Node) =>
        (node instanceof Element ? node : node.parentElement)?.closest('[role=progressbar]');
      if (records.every((record) => isProgress(record.target))) return;
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** The element a story's snapshot shows: <body> when a dialog is portalled out of the story root. */
function snapshotTarget(): Element {
  const root = currentStory.canvasElement ?? document.body;
  const portalled = [...document.querySelectorAll('[role=dialog], [role=alertdialog], [data-portal]')].some(
    (el) => !root.contains(el),
  );
  return portalled ? document.body : root;
}

/**
 * After every passing story: no API request went unanswered, and the rendered story matches its
 * committed baseline (opt out with `parameters.screenshot: false`, e.g. for animated charts).
 */
afterEach(async (context) => {
  expect(unhandledApiRequests, 'API requests without a simulated handler').toEqual([]);
  if (context.task.result?.state === 'fail') return;
  if (currentStory.parameters.screenshot === false) return;
  await document.fonts.ready;
  // Page stories: the loading bar creeps with time while a request is pending, and toasts come and go on a
  // timer (their plays assert them); both are hidden and animations end at once for the picture.
  const hideBar = document.createElement('style');
  if (currentStory.title.startsWith('Web/')) {
    hideBar.textContent = [
      `[role=progressbar][aria-label="${shellLabels.progress.label}"] { visibility: hidden !important; }`,
      '[data-toast-viewport] { visibility: hidden !important; }',
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; }',
      '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }',
    ].join('\n');
    document.head.append(hideBar);
    await settled();
  }
  // The browser paints only what is inside the viewport: a story taller than it gets a viewport as tall as
  // the story for the picture, or its lower part would be a blank band in the baseline.
  const target = snapshotTarget();
  const { innerWidth: width, innerHeight: height } = window;
  const tall = Math.min(Math.ceil(target.getBoundingClientRect().bottom + window.scrollY), STORY_WINDOW_HEIGHT);
  try {
    if (tall > height) {
      await page.viewport(width, tall);
      // The iframe takes the new size a little later, and paints the uncovered part on the frames after.
      for (let frames = 0; window.innerHeight !== tall && frames < 120; frames += 1) await nextFrame();
      await nextFrame();
      await nextFrame();
    }
    await expect.element(page.elementLocator(target)).toMatchScreenshot();
  } finally {
    hideBar.remove();
    if (tall > height) await page.viewport(width, height);
  }
});
