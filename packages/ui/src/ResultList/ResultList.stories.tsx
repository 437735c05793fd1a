import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { messages, resultLabels } from '@wenxian/domain';
import type { ResultLiterature } from '../ResultItem';
import {
  internationalArticle,
  resultActionSpies,
  resultColumnDecorator,
  resultsByType,
} from '../ResultItem/ResultItem.fixtures';
import { ResultList, type ResultListProps } from './ResultList';

const L = resultLabels;
const scholarlyDefault: readonly ResultLiterature[] = [resultsByType.journal, resultsByType.degree];

/** Keeps selection and collection in state, as the results page does with its store. */
function ResultListHarness(props: ResultListProps) {
  const [selected, setSelected] = useState(props.selectedIds ?? []);
  const [collected, setCollected] = useState(props.collectedIds ?? []);
  return (
    <ResultList
      {...props}
      selectedIds={selected}
      collectedIds={collected}
      onSelectedChange={(item, isSelected) => {
        props.onSelectedChange?.(item, isSelected);
        setSelected((ids) => (isSelected ? [...ids, item.id] : ids.filter((id) => id !== item.id)));
      }}
      onCollect={(item, isCollected) => {
        props.onCollect?.(item, isCollected);
        setCollected((ids) => (isCollected ? [...ids, item.id] : ids.filter((id) => id !== item.id)));
      }}
    />
  );
}

const meta = {
  title: 'UI/Search/ResultList',
  component: ResultList,
  render: (args) => <ResultListHarness {...args} />,
  args: { items: scholarlyDefault, ...resultActionSpies() },
  decorators: [resultColumnDecorator],
} satisfies Meta<typeof ResultList>;

export default meta;
type Story = StoryObj<typeof meta>;

const scholarly = [
  resultsByType.journal,
  resultsByType.degree,
  resultsByType.conference,
  resultsByType.report,
  resultsByType.patent,
];
const others = [
  resultsByType.standard,
  resultsByType.achievement,
  resultsByType.regulation,
  resultsByType.newspaper,
  resultsByType.policy,
  internationalArticle,
];

/** A mixed page, part one: journal, thesis, conference, report and patent results. */
export const ScholarlyTypes: Story = {
  args: { items: scholarly },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: L.listLabel });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    for (const badge of ['期刊', '学位', '会议', '报告', '专利']) {
      await expect(within(list).getByText(badge, { selector: 'span' })).toBeVisible();
    }
  },
};

/** A mixed page, part two: standard, achievement, regulation, newspaper, policy and a foreign journal. */
export const OtherTypes: Story = {
  args: { items: others },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: L.listLabel });
    await expect(within(list).getAllByRole('article')).toHaveLength(6);
    for (const badge of ['标准', '成果', '法律法规', '报纸', '政策']) {
      await expect(within(list).getByText(badge, { selector: 'span' })).toBeVisible();
    }
  },
};

/** Selecting and collecting rows, by keyboard; handlers get the row's item. */
export const SelectAndCollect: Story = {
  args: { items: [resultsByType.journal, resultsByType.degree, resultsByType.patent], selectedIds: ['d-2001'] },
  play: async ({ canvas, args }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true, false]);
    boxes[0]?.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenCalledWith(resultsByType.journal, true);
    await expect(boxes[0]).toBeChecked();
    const patent = canvas.getByRole('article', { name: '一种基于人工智能的故障诊断方法及系统' });
    await userEvent.click(within(patent).getByRole('button', { name: L.collect }));
    await expect(args.onCollect).toHaveBeenCalledWith(resultsByType.patent, true);
    await expect(within(patent).getByRole('button', { name: L.collect })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(patent).getByRole('button', { name: L.cite }));
    await expect(args.onCite).toHaveBeenCalledWith(resultsByType.patent);
  },
};

/** Fetching a page: 拼命加载中···. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.loader.loading);
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** No results: 暂无数据. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.loader.empty);
  },
};

/** Without selection handlers there are no checkboxes (e.g. a read-only list). */
export const WithoutSelection: Story = {
  render: (args) => <ResultList {...args} onSelectedChange={undefined} />,
  args: { items: [resultsByType.journal, resultsByType.standard] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
