import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildOverLimitModel, messages, overLimitCombinations } from '@wenxian/domain';
import type { OverLimitDialog } from './OverLimitDialog';
import { overLimitInputFor } from './overLimitFixtures';

/** Ids of the combinations that have a story, filled as the generated stories module is evaluated. */
const storiedCombinationIds = new Set<string>();

/**
 * The story of one over-limit combination: the model comes from the domain rule, and the play checks
 * that the dialog shows that model's title, every tip, every quota line and every button, and that a
 * button emits its code.
 */
export function matrixStory(id: string): StoryObj<typeof OverLimitDialog> {
  const combination = overLimitCombinations().find((c) => c.id === id);
  if (!combination) throw new Error(`no over-limit combination ${id}: regenerate the matrix stories`);
  storiedCombinationIds.add(id);
  const model = buildOverLimitModel(overLimitInputFor(combination));
  return {
    args: { model },
    play: async ({ args }) => {
      const dialog = await within(document.body).findByRole('dialog', { name: model.title });
      const inDialog = within(dialog);
      for (const tip of model.tips) await expect(inDialog.getByText(tip)).toBeVisible();
      for (const line of model.usages) await expect(inDialog.getByText(line.text)).toBeVisible();
      const buttonNames = inDialog.getAllByRole('button').map((b) => b.textContent);
      await expect(buttonNames).toEqual(['×', messages.download.cancel, ...model.buttons.map((b) => b.label)]);
      const last = model.buttons.at(-1);
      if (last) {
        await userEvent.click(inDialog.getByRole('button', { name: last.label }));
        await expect(args.onButton).toHaveBeenCalledWith(last.code);
      }
    },
  };
}

/** Fails when a combination of the domain matrix has no story (or a story names an unknown one). */
const [firstCombination] = overLimitCombinations();

export const matrixIsComplete: StoryObj<typeof OverLimitDialog> = {
  // Nothing to show: the dialog stays closed while the play compares the two lists.
  args: {
    isOpen: false,
    ...(firstCombination ? { model: buildOverLimitModel(overLimitInputFor(firstCombination)) } : {}),
  },
  parameters: { screenshot: false },
  play: async () => {
    const expected = overLimitCombinations().map((c) => c.id);
    await expect([...storiedCombinationIds].sort()).toEqual([...expected].sort());
    await expect(expected).toHaveLength(32);
  },
};
