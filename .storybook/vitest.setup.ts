import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { unhandledApiRequests } from './msw';
import { currentStory } from './currentStory';
import { shellLabels } from '@wenxian/domain';
import { STORY_WINDOW_HEIGHT } from './storyWindow';

beforeEach(() => {
  unhandledApiRequests.length = 0;
});

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
  // Page stories: the loading bar creeps with time while a request is pending; it is hidden for the picture.
  const hideBar = document.createElement('style');
  if (currentStory.title.startsWith('Web/')) {
    hideBar.textContent = `[role=progressbar][aria-label="${shellLabels.progress.label}"] { visibility: hidden !important; }`;
    document.head.append(hideBar);
  }
  // The browser paints only what is inside the viewport: a story taller than it gets a viewport as tall as
  // the story for the picture, or its lower part would be a blank band in the baseline.
  const target = snapshotTarget();
  const { innerWidth: width, innerHeight: height } = window;
  const tall = Math.min(Math.ceil(target.getBoundingClientRect().bottom + window.scrollY), STORY_WINDOW_HEIGHT);
  try {
    if (tall > height) await page.viewport(width, tall);
    await expect.element(page.elementLocator(target)).toMatchScreenshot();
  } finally {
    hideBar.remove();
    if (tall > height) await page.viewport(width, height);
  }
});
