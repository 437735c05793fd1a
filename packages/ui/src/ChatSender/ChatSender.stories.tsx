import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { aiLabels } from '@wenxian/domain';
import { ChatSender } from './ChatSender';

const L = aiLabels.chat;

const meta = {
  title: 'UI/AI/ChatSender',
  component: ChatSender,
  args: { onSend: fn(), onStop: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 800, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ChatSender>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: send is disabled, spaces alone do not enable it. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: L.inputLabel }), '   ');
    await expect(canvas.getByRole('button', { name: L.send })).toBeDisabled();
  },
};

/** Enter sends the trimmed text and empties the box; Shift+Enter adds a line. */
export const EnterSends: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: L.inputLabel });
    await userEvent.type(box, '  深度学习{Shift>}{Enter}{/Shift}目标检测 {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('深度学习\n目标检测');
    await expect(box).toHaveValue('');
  },
};

/** A refused send (login needed) keeps what was typed. */
export const RefusedSendKeepsText: Story = {
  args: { onSend: fn(() => false) },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: L.inputLabel });
    await userEvent.type(box, '碳中和');
    await userEvent.click(canvas.getByRole('button', { name: L.send }));
    await expect(box).toHaveValue('碳中和');
  },
};

/** While an answer arrives the button stops it and Enter sends nothing. */
export const Streaming: Story = {
  args: { isStreaming: true, defaultValue: '下一个问题' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: L.inputLabel }), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: L.stop }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};
