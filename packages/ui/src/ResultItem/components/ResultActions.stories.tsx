import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { resultLabels } from '@wenxian/domain';
import { ResultActions, type ResultActionsProps } from './ResultActions';

const L = resultLabels;

/** 收藏 is a toggle whose state the page keeps; this harness keeps it. */
function Owner(props: ResultActionsProps) {
  const [isCollected, setIsCollected] = useState(props.isCollected);
  return (
    <ResultActions
      {...props}
      isCollected={isCollected}
      onCollect={
        props.onCollect &&
        ((next) => {
          setIsCollected(next);
          props.onCollect?.(next);
        })
      }
    />
  );
}

const meta = {
  title: 'UI/Search/ResultItem/ResultActions',
  component: ResultActions,
  render: (args) => <Owner {...args} />,
  args: {
    canDownload: true,
    canRead: true,
    isCollected: false,
    onDownload: fn(),
    onRead: fn(),
    onCite: fn(),
    onCollect: fn(),
  },
} satisfies Meta<typeof ResultActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: L.download }));
    await userEvent.click(canvas.getByRole('button', { name: L.read }));
    await userEvent.click(canvas.getByRole('button', { name: L.cite }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(args.onRead).toHaveBeenCalledTimes(1);
    await expect(args.onCite).toHaveBeenCalledTimes(1);
  },
};

export const CollectToggle: Story = {
  play: async ({ args, canvas }) => {
    const collect = canvas.getByRole('button', { name: L.collect });
    await expect(collect).toHaveAttribute('aria-pressed', 'false');
    collect.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollect).toHaveBeenLastCalledWith(true);
    // The name stays 收藏; the state is in aria-pressed (and the filled star).
    await expect(canvas.getByRole('button', { name: L.collect })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onCollect).toHaveBeenLastCalledWith(false);
  },
};

export const Collected: Story = {
  args: { isCollected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: L.collect })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NoOnlineReading: Story = {
  // A patent without online reading, say (the item's canRead is false).
  args: { canRead: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: L.read })).toBeNull();
    await expect(canvas.getByRole('button', { name: L.download })).toBeVisible();
  },
};

export const NotDownloadable: Story = {
  args: { canDownload: false, canRead: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: L.download })).toBeNull();
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual([L.cite, `☆${L.collect}`]);
  },
};
