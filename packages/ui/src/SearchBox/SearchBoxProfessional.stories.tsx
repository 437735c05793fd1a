import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { searchBoxLabels, timings } from '@wenxian/domain';
import { professionalHints } from './professionalHints';
import { SearchBox } from './SearchBox';
import { fieldsForVariant } from './searchBoxFields';
import { createControlledLoader } from './SearchBox.fixtures';
import { inputName, pause, searchBoxStoryFrame } from './SearchBox.storyFrame';

/** Professional mode: expressions, their hints, and the switch between the modes. */
const meta = {
  title: 'UI/Search/SearchBox professional mode',
  component: SearchBox,
  ...searchBoxStoryFrame,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Professional mode: field prefixes while a condition starts, operators after one, picked by keyboard. */
export const ProfessionalMode: Story = {
  args: { defaultMode: 'professional' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: inputName });
    await expect(canvas.getByRole('button', { name: searchBoxLabels.professionalMode })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(input);
    let hints = await canvas.findByRole('listbox', { name: searchBoxLabels.professionalHints });
    await expect(within(hints).getAllByRole('option')[0]).toHaveTextContent('U=');
    await userEvent.keyboard('F');
    hints = await canvas.findByRole('listbox', { name: searchBoxLabels.professionalHints });
    await expect(
      within(hints)
        .getAllByRole('option')
        .map((o) => o.firstChild?.textContent),
    ).toEqual(['F=', 'FU=']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('FU=');
    await userEvent.keyboard('国家自然科学基金 ');
    hints = await canvas.findByRole('listbox', { name: searchBoxLabels.professionalHints });
    await expect(
      within(hints)
        .getAllByRole('option')
        .map((o) => o.firstChild?.textContent),
    ).toEqual(['AND', 'OR', 'NOT']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('FU=国家自然科学基金 AND ');
    await userEvent.keyboard('T=石墨烯{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      text: 'FU=国家自然科学基金 AND T=石墨烯',
      field: 'U',
      mode: 'professional',
    });
  },
};

/** Which hints show where in an expression (the rule behind ProfessionalMode), typed into a box. */
export const ProfessionalHintRules: Story = {
  args: { defaultMode: 'professional', defaultText: '(T=石墨烯 OR K=' },
  play: async ({ canvas }) => {
    const fields = fieldsForVariant(undefined, 'default');
    const codes = (text: string) => professionalHints(text, fields).map((h) => h.code);
    await expect(codes('')).toEqual(fields.map((f) => f.code));
    await expect(codes('(')).toEqual(fields.map((f) => f.code));
    await expect(codes('S')).toEqual(['SU', 'S']);
    await expect(codes('T=石墨烯')).toEqual([]);
    await expect(codes('T=石墨烯 ')).toEqual(['AND', 'OR', 'NOT']);
    await expect(codes('T=石墨烯 AND ')).toEqual(fields.map((f) => f.code));
    await expect(codes('T=石墨烯 not ')).toEqual(fields.map((f) => f.code));
    await expect(codes('T=石墨烯 AND a')).toEqual(['A']);
    // Typing a value after K= shows no hints; the box shows none.
    await userEvent.click(canvas.getByRole('textbox', { name: inputName }));
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** The mode toggle switches by click or keyboard and hides the field selector in professional mode. */
export const ModeToggle: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: searchBoxLabels.professionalMode });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onModeChange).toHaveBeenCalledWith('professional');
    await expect(canvas.queryByRole('combobox', { name: searchBoxLabels.fieldSelector })).toBeNull();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

const serverCheck = createControlledLoader<boolean>();

/** A text like `T=...` is sent to the server check; its yes switches to professional mode. */
export const AutoSwitchToProfessional: Story = {
  args: { checkProfessional: serverCheck.load },
  beforeEach: () => serverCheck.reset(),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: inputName });
    await userEvent.type(input, '机器学习');
    await pause(timings.suggestionDebounceMs * 2);
    await expect(serverCheck.calls).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, 'T=机器学习');
    await waitFor(() => expect(serverCheck.calls.at(-1)?.text).toBe('T=机器学习'));
    await expect(args.onModeChange).not.toHaveBeenCalled();
    serverCheck.calls.at(-1)?.resolve(true);
    await waitFor(() => expect(args.onModeChange).toHaveBeenCalledWith('professional'));
    await expect(canvas.getByRole('button', { name: searchBoxLabels.professionalMode })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

const declining = createControlledLoader<boolean>();

/** A spaced operator asks the check too; a no keeps the basic mode. */
export const AutoSwitchDeclined: Story = {
  args: { checkProfessional: declining.load },
  beforeEach: () => declining.reset(),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: inputName }), '石墨烯 AND 电池');
    await waitFor(() => expect(declining.calls.at(-1)?.text).toBe('石墨烯 AND 电池'));
    declining.calls.at(-1)?.resolve(false);
    await pause(timings.suggestionDebounceMs);
    await expect(args.onModeChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: searchBoxLabels.professionalMode })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
