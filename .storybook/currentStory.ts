/** The story being rendered, recorded by preview so the test setup can read its parameters and canvas. */
export const currentStory: { parameters: Record<string, unknown>; canvasElement: Element | null } = {
  parameters: {},
  canvasElement: null,
};
