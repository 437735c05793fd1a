import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sortLabels } from '@wenxian/domain';
import { SortBar, type SortBarProps } from './SortBar';

const L = sortLabels;

function SortBarHarness(props: SortBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SortBar
      {...props}
      value={value}
      onChange={(next, chosen) => {
        props.onChange(next, chosen);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Search/SortBar',
  component: SortBar,
  render: (args) => <SortBarHarness {...args} />,
  args: { value: { key: 'relevance', order: 'desc' }, onChange: fn(), total: 128_456 },
  decorators: [
    (Story) => (
      <div style={{ width: '96rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Relevance first; the total in the domain count format (12.8w). */
export const Relevance: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: L.relevance })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(`${L.totalPrefix} 12.8w ${L.totalSuffix}`);
  },
};

/** Newest first. */
export const ByDateDescending: Story = {
  args: { value: { key: 'date', order: 'desc' }, total: 3_456 },
  play: async ({ canvas }) => {
    const date = canvas.getByRole('button', { name: `${L.date} ${L.descending}` });
    await expect(date).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('3,456');
  },
};

/** Keyboard: a new key sorts descending, pressing it again flips to ascending; relevance has no direction. */
export const ChangeOrderByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: L.label });
    within(group).getByRole('button', { name: L.relevance }).focus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ key: 'cited', order: 'desc' }, 'cited');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ key: 'cited', order: 'asc' }, 'cited');
    await expect(within(group).getByRole('button', { name: `${L.cited} ${L.ascending}` })).toHaveFocus();
    await userEvent.click(within(group).getByRole('button', { name: L.relevance }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ key: 'relevance', order: 'desc' }, 'relevance');
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.click(within(group).getByRole('button', { name: L.relevance }));
    await expect(args.onChange).toHaveBeenCalledTimes(calls);
  },
};

/** Pages that offer fewer keys (e.g. no download count) and no total. */
export const FewerKeys: Story = {
  args: { keys: ['relevance', 'date'], total: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
