import { afterEach, beforeEach, expect } from 'vitest';
import { configure } from 'storybook/test';
import { page } from 'vitest/browser';
import { heldCalls } from '@wenxian/simulation';
import { apiHandlerExceptions, endEarlierStoriesCalls, unhandledApiRequests } from './msw';
import { HANG_GUARD_MS } from './hangGuard';
import {
  callsAnswered,
  domQuiet,
  finiteAnimationsEnded,
  imagesDecoded,
  layoutStable,
  nothingBusy,
  until,
  viewsArrived,
} from './storyState';
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

// Page stories wait for data from the simulation: Testing Library's `findBy*` and `waitFor` wait for a state
// up to the hang guard, not its one-second default (a busy two-core machine answers slower).
configure({ asyncUtilTimeout: HANG_GUARD_MS });

beforeEach(() => {
  endEarlierStoriesCalls();
  unhandledApiRequests.length = 0;
  apiHandlerExceptions.length = 0;
});

/** The element a story's picture is measured from: <body> when something is portalled out of the story root. */
function snapshotTarget(): Element {
  const root = currentStory.canvasElement ?? document.body;
  const portalled = [...document.querySelectorAll('[role=dialog], [role=alertdialog], [data-portal]')].some(
    (el) => !root.contains(el),
  );
  return portalled ? document.body : root;
}

/**
 * After every passing story: no API request went unanswered or met a handler that threw, and the rendered story
 * matches its committed baseline (opt out with `parameters.screenshot: false`, e.g. for animated charts).
 */
afterEach(async (context) => {
  expect(unhandledApiRequests, 'API requests without a simulated handler').toEqual([]);
  expect(apiHandlerExceptions, 'API calls whose simulated handler threw').toEqual([]);
  if (context.task.result?.state === 'fail') return;
  if (currentStory.parameters.screenshot === false) return;
  // The picture is taken once the story's state is complete, however long a busy machine takes to get there:
  // every simulated call answered (bar those the story holds pending), every lazy view arrived, fonts loaded,
  // images decoded, nothing busy, the page quiet, the animations that end ended and the layout the same across
  // two frames.
  const isPage = currentStory.title.startsWith('Web/');
  await callsAnswered();
  await viewsArrived();
  await document.fonts.ready;
  // Page stories: the loading bar creeps with time while a request is pending, and toasts come and go on a
  // timer (their plays assert them); both are hidden and animations end at once for the picture.
  const hideBar = document.createElement('style');
  if (isPage) {
    hideBar.textContent = [
      `[role=progressbar][aria-label="${shellLabels.progress.label}"] { visibility: hidden !important; }`,
      '[data-toast-viewport] { visibility: hidden !important; }',
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; }',
      '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }',
    ].join('\n');
    document.head.append(hideBar);
    try {
      await domQuiet();
      // A list or an answer still arriving is marked busy; a story that holds a call pending shows that on
      // purpose.
      if (heldCalls.count === 0) await nothingBusy();
      await callsAnswered();
      await viewsArrived();
      await domQuiet();
    } catch (error) {
      hideBar.remove();
      throw error;
    }
  }
  // The browser paints only what is inside the viewport: a story taller than it gets a viewport as tall as
  // the story for the picture, or its lower part would be a blank band in the baseline. With a modal dialog
  // open the window is what a person sees (pictureFrame.ts): it grows only for a dialog taller than it.
  try {
    await finiteAnimationsEnded();
    await imagesDecoded();
    await layoutStable(snapshotTarget());
  } catch (error) {
    hideBar.remove();
    throw error;
  }
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
      // The iframe takes the new size a little later, and paints the uncovered part on the frames after (a lazy
      // image now inside the window loads).
      await until(() => window.innerHeight === tall, "the window to take the picture's height");
      await imagesDecoded();
      await layoutStable(target);
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
