import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { unhandledApiRequests } from './msw';
import { currentStory } from './currentStory';

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
  await expect.element(page.elementLocator(snapshotTarget())).toMatchScreenshot();
});
