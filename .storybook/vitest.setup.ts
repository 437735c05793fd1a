import { afterEach, beforeEach, expect } from 'vitest';
import { configure } from 'storybook/test';
import { page } from 'vitest/browser';
import { unhandledApiRequests } from './msw';
import { currentStory } from './currentStory';
import { shellLabels } from '@wenxian/domain';
import { STORY_WINDOW_HEIGHT } from './storyWindow';
import {
  MARGIN,
  contentBox,
  documentArea,
  documentRect,
  frameElement,
  framed,
  openModals,
  siteFooterTop,
  windowArea,
} from './pictureFrame';

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

/** The element a story's picture is measured from: <body> when something is portalled out of the story root. */
function snapshotTarget(): Element {
  const root = currentStory.canvasElement ?? document.body;
  const portalled = [...document.querySelectorAll('[role=dialog], [role=alertdialog], [data-portal]')].some(
    (el) => !root.contains(el),
  );
  return portalled ? document.body : root;
}

/** Resolves when the CSS animations and transitions that end have ended (a box measured mid-way is too small). */
async function finiteAnimationsEnded(maxMs = 2000): Promise<void> {
  const ending = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined));
  await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, maxMs))]);
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
  // the story for the picture, or its lower part would be a blank band in the baseline. With a modal dialog
  // open the window is what a person sees (pictureFrame.ts): it grows only for a dialog taller than it.
  await finiteAnimationsEnded();
  const root = currentStory.canvasElement;
  const modals = openModals();
  const target = snapshotTarget();
  const { innerWidth: width, innerHeight: height } = window;
  // A page's picture ends above the site's footer (pictureFrame.ts).
  const footerTop = currentStory.title.startsWith('Web/Pages/') && !modals.length ? siteFooterTop(target) : null;
  const shown = modals.length
    ? Math.max(...modals.map((modal) => modal.getBoundingClientRect().bottom + MARGIN))
    : (footerTop ?? target.getBoundingClientRect().bottom + window.scrollY);
  const tall = Math.min(Math.ceil(shown), STORY_WINDOW_HEIGHT);
  let frame: HTMLElement | undefined;
  try {
    if (tall > height) {
      await page.viewport(width, tall);
      // The iframe takes the new size a little later, and paints the uncovered part on the frames after.
      for (let frames = 0; window.innerHeight !== tall && frames < 120; frames += 1) await nextFrame();
      await nextFrame();
      await nextFrame();
    }
    // The smallest rectangle that shows the state; a story that paints nothing keeps the whole target.
    const content = contentBox(target, root);
    const area = modals.length ? windowArea() : documentArea();
    if (footerTop !== null) area.bottom = Math.min(area.bottom, siteFooterTop(target) ?? footerTop);
    const box = content ? framed(content, area) : documentRect(target.getBoundingClientRect());
    frame = frameElement(box);
    await expect.element(page.elementLocator(frame)).toMatchScreenshot();
  } finally {
    frame?.remove();
    hideBar.remove();
    if (tall > height) await page.viewport(width, height);
  }
});
