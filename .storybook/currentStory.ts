/** The story being rendered, recorded by preview so the test setup can read its title, parameters and canvas. */
export const currentStory: { title: string; parameters: Record<string, unknown>; canvasElement: Element | null } = {
  title: '',
  parameters: {},
  canvasElement: null,
};
