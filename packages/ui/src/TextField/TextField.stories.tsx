import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { accountLabels } from '@wenxian/domain';
import { Button } from '../Button';
import { TextField } from './TextField';

const F = accountLabels.form;

const meta = {
  title: 'UI/Forms/TextField',
  component: TextField,
  args: { label: '手机号', name: 'mobileNo', onChange: fn() },
  decorators: [(Story) => <div style={{ width: '40rem', padding: '1.6rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('手机号'), '138');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(canvas.getByLabelText('手机号')).not.toHaveAttribute('aria-invalid');
  },
};

/** The error sits under the field and describes the input. */
export const WithError: Story = {
  args: { error: F.mobileInvalid, defaultValue: '1380000' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('手机号');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(F.mobileInvalid);
    await expect(input).toHaveValue('1380000');
  },
};

export const WithHint: Story = {
  args: { label: '密码', name: 'newPassword', type: 'password', hint: F.passwordRule },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('密码')).toHaveAccessibleDescription(F.passwordRule);
  },
};

/** A code field with its send button beside it. */
export const WithAction: Story = {
  args: { label: '验证码', name: 'code', action: <Button type="button">获取验证码</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeVisible();
  },
};
