/**
 * Height (px) of the story-test browser's window. A story taller than its iframe is pictured with an iframe as
 * tall as the story (vitest.setup.ts); the runner scales an iframe down when it does not fit the window.
 */
export const STORY_WINDOW_HEIGHT = 6000;
