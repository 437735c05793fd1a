import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { aiLabels, messages } from '@wenxian/domain';
import { ConversationList, type ConversationItem, type ConversationListProps } from './ConversationList';

const L = aiLabels.conversations;

const items: ConversationItem[] = [
  { id: 'CV1', title: '数字经济对乡村振兴的影响', href: '/WeResearch/CV1/chat', updatedLabel: '3分钟前' },
  { id: 'CV2', title: '大语言模型在医学影像中的应用', href: '/WeResearch/CV2/chat', updatedLabel: '2小时前' },
  {
    id: 'CV3',
    title: '深度学习目标检测的最新进展与代表性方法综述',
    href: '/WeResearch/CV3/chat',
    updatedLabel: '3天前',
  },
];

/** The list keeps renames in state, as the page's cache does. */
function RenamingList(props: ConversationListProps) {
  const [list, setList] = useState(props.items);
  return (
    <ConversationList
      {...props}
      items={list}
      onRename={(id, title) => {
        props.onRename?.(id, title);
        setList((all) => all.map((c) => (c.id === id ? { ...c, title } : c)));
      }}
    />
  );
}

const meta = {
  title: 'UI/AI/ConversationList',
  component: ConversationList,
  args: { items, activeId: 'CV2', onRename: fn(), onDelete: fn() },
  render: (args) => <RenamingList {...args} />,
  decorators: [(Story) => <div style={{ width: 320, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversations: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: L.label });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent(items[1]?.title ?? '');
    // A long title is cut, not the row's actions: every 删除 lies inside the list's width.
    const listRight = list.getBoundingClientRect().right;
    for (const remove of within(list).getAllByRole('button', { name: new RegExp(L.delete) }))
      await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(listRight);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(L.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.loader.loading)).toBeVisible();
  },
};

/** Rename in place: an empty title is refused with a message, Enter saves, the list shows the new title. */
export const Rename: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${L.rename} ${items[0]?.title}` }));
    const box = canvas.getByRole('textbox', { name: L.renameLabel(items[0]?.title ?? '') });
    await userEvent.clear(box);
    await userEvent.click(canvas.getByRole('button', { name: L.save }));
    await expect(canvas.getByText(L.titleRequired)).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box, '数字经济研究{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('CV1', '数字经济研究');
    await expect(canvas.getByRole('link', { name: '数字经济研究' })).toBeVisible();
  },
};

export const Delete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${L.delete} ${items[2]?.title}` }));
    await expect(args.onDelete).toHaveBeenCalledWith(items[2]);
  },
};
