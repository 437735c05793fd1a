import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { facetDefaultSizes, facetLabels, literatureTypes } from '@wenxian/domain';
import { FacetPanel, type FacetPanelProps } from './FacetPanel';
import type { FacetGroup, FacetSelection } from './FacetPanel.types';

const L = facetLabels;
const G = L.groups;

const years = Array.from({ length: 11 }, (_, i) => 2025 - i);

const groups: readonly FacetGroup[] = [
  {
    code: 'type',
    title: G.type,
    sizeKind: 'types',
    options: literatureTypes
      .filter((t) => [1, 2, 3, 5, 6, 18].includes(t.code))
      .map((t, i) => ({ value: String(t.code), label: t.name, count: 182_340 - i * 31_000 })),
  },
  {
    code: 'Y',
    title: G.year,
    sizeKind: 'year',
    options: years.map((year, i) => ({ value: String(year), label: String(year), count: 24_610 - i * 1_900 })),
  },
  {
    code: 'C',
    title: G.subject,
    sizeKind: 'class',
    options: ['计算机科学与技术', '电气工程', '教育学', '临床医学', '管理科学与工程', '经济学', '法学'].map(
      (label, i) => ({ value: `c${i}`, label, count: 9_870 - i * 1_200 }),
    ),
  },
  {
    code: 'A',
    title: G.author,
    options: ['王伟', '李娜', '张敏', '刘洋', '陈静', '杨帆'].map((label, i) => ({
      value: `a${i}`,
      label,
      count: 96 - i * 9,
    })),
  },
  {
    code: 'language',
    title: G.language,
    options: [
      { value: 'zh', label: '中文', count: 401_233 },
      { value: 'en', label: '英文', count: 52_007 },
    ],
  },
  {
    code: 'O',
    title: G.organization,
    sizeKind: 'hidden',
    options: [{ value: 'o1', label: '清华大学', count: 3_201 }],
  },
];

/** Keeps the chosen values in state, as the results page keeps them in the URL. */
function FacetPanelHarness(props: FacetPanelProps) {
  const [selected, setSelected] = useState(props.selected);
  const same = (a: FacetSelection, b: FacetSelection) => a.group === b.group && a.value === b.value;
  return (
    <FacetPanel
      {...props}
      selected={selected}
      onToggle={(selection, isSelected) => {
        props.onToggle(selection, isSelected);
        setSelected((list) => (isSelected ? [...list, selection] : list.filter((s) => !same(s, selection))));
      }}
      onClearAll={() => {
        props.onClearAll();
        setSelected([]);
      }}
    />
  );
}

const meta = {
  title: 'UI/Search/FacetPanel',
  component: FacetPanel,
  render: (args) => <FacetPanelHarness {...args} />,
  args: { groups, selected: [], onToggle: fn(), onClearAll: fn(), collapsedGroups: ['A'] },
  decorators: [
    (Story) => (
      <div style={{ width: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FacetPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default sizes (doc 000 §9): types up to 10, year and class 5, others 5, hidden groups not shown. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(facetDefaultSizes).toMatchObject({ types: 10, year: 5, class: 5, other: 5, hidden: 0 });
    const year = canvas.getByRole('region', { name: G.year });
    await expect(within(year).getAllByRole('checkbox')).toHaveLength(5);
    await expect(within(canvas.getByRole('region', { name: G.type })).getAllByRole('checkbox')).toHaveLength(6);
    await expect(within(canvas.getByRole('region', { name: G.subject })).getAllByRole('checkbox')).toHaveLength(5);
    await expect(canvas.queryByRole('region', { name: G.organization })).toBeNull();
    // Counts in the domain format.
    await expect(within(year).getByRole('checkbox', { name: '2025 (2.5w)' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '英文 (5.2w)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: G.author })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** 更多 shows every value, 收起 goes back to the default size. */
export const MoreAndLess: Story = {
  play: async ({ canvas }) => {
    const year = canvas.getByRole('region', { name: G.year });
    const more = within(year).getByRole('button', { name: L.more });
    await userEvent.click(more);
    await expect(within(year).getAllByRole('checkbox')).toHaveLength(11);
    await expect(within(year).getByRole('button', { name: L.less })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(year).getByRole('button', { name: L.less }));
    await expect(within(year).getAllByRole('checkbox')).toHaveLength(5);
    // Groups within their size have no 更多.
    await expect(
      within(canvas.getByRole('region', { name: G.type })).queryByRole('button', { name: L.more }),
    ).toBeNull();
  },
};

/** Groups collapse and expand from their heading, by keyboard. */
export const CollapseByKeyboard: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: G.type });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvas.getByRole('region', { name: G.type })).queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const author = canvas.getByRole('button', { name: G.author });
    author.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvas.getByRole('region', { name: G.author })).getAllByRole('checkbox')).toHaveLength(5);
  },
};

/** Chosen values show as chips under 已选条件. */
export const WithSelection: Story = {
  args: {
    selected: [
      { group: 'type', value: '1' },
      { group: 'Y', value: '2024' },
      { group: 'C', value: 'c0' },
    ],
  },
  play: async ({ canvas }) => {
    const chips = canvas.getByRole('list', { name: L.selected });
    await expect(within(chips).getAllByRole('button')).toHaveLength(3);
    await expect(within(chips).getByRole('button', { name: `${L.remove} ${G.year}：2024` })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '期刊 (18.2w)' })).toBeChecked();
  },
};

/** Checking adds a chip, removing the chip unchecks, 清除全部 clears. */
export const ToggleAndClear: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '2023 (2.1w)' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith({ group: 'Y', value: '2023' }, true);
    const chip = canvas.getByRole('button', { name: `${L.remove} ${G.year}：2023` });
    chip.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenLastCalledWith({ group: 'Y', value: '2023' }, false);
    await expect(canvas.getByRole('checkbox', { name: '2023 (2.1w)' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '中文 (40.1w)' }));
    await userEvent.click(canvas.getByRole('button', { name: L.clearAll }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('list', { name: L.selected })).toBeNull();
  },
};
