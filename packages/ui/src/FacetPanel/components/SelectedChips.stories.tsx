import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { facetLabels } from '@wenxian/domain';
import { SelectedChips, type SelectedChip, type SelectedChipsProps } from './SelectedChips';

const L = facetLabels;
const G = L.groups;

const chips: readonly SelectedChip[] = [
  { key: 'type:1', groupTitle: G.type, label: '期刊' },
  { key: 'Y:2024', groupTitle: G.year, label: '2024' },
  { key: 'Y:2023', groupTitle: G.year, label: '2023' },
  { key: 'C:c0', groupTitle: G.subject, label: '计算机科学与技术' },
];

/** The chips belong to the facet panel's selection; this harness removes what the chips ask to remove. */
function Owner(props: SelectedChipsProps) {
  const [shown, setShown] = useState(props.chips);
  return (
    <div style={{ width: '26rem' }}>
      <SelectedChips
        chips={shown}
        onRemove={(key) => {
          setShown(shown.filter((c) => c.key !== key));
          props.onRemove(key);
        }}
        onClearAll={() => {
          setShown([]);
          props.onClearAll();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Search/FacetPanel/SelectedChips',
  component: SelectedChips,
  render: (args) => <Owner {...args} />,
  args: { chips, onRemove: fn(), onClearAll: fn() },
} satisfies Meta<typeof SelectedChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: L.selected });
    // Each chip's name says what it removes, group included (two years read apart).
    await expect(list.querySelectorAll('li')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: `${L.remove} ${G.year}：2023` })).toBeVisible();
  },
};

export const RemoveOne: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${L.remove} ${G.year}：2024` }));
    await expect(args.onRemove).toHaveBeenCalledWith('Y:2024');
    await expect(canvas.queryByRole('button', { name: `${L.remove} ${G.year}：2024` })).toBeNull();
    await expect(canvas.getByRole('button', { name: `${L.remove} ${G.year}：2023` })).toBeVisible();
  },
};

export const ClearAllByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: L.clearAll }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(canvas.queryAllByRole('button', { name: new RegExp(`^${L.remove}`) })).toHaveLength(0);
  },
};

export const LongValue: Story = {
  args: {
    chips: [{ key: 'J:j1', groupTitle: G.journal, label: '中国科学院大学学报（自然科学版）与工程技术研究' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: new RegExp(G.journal) })).toBeVisible();
  },
};
