import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { documentTypes, searchPageLabels } from '@wenxian/domain';
import { DocumentTypeTabs, type DocumentTypeTabsProps } from './DocumentTypeTabs';

function Harness(props: DocumentTypeTabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DocumentTypeTabs
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const tabs = [
  { code: null, label: searchPageLabels.allTypes, count: 128_456 },
  { code: 1, label: '期刊', count: 96_210 },
  { code: 2, label: '学位', count: 20_115 },
  { code: 3, label: '会议', count: 12_131 },
];

const meta = {
  title: 'UI/Search/DocumentTypeTabs',
  component: DocumentTypeTabs,
  render: (args) => <Harness {...args} />,
  args: { tabs, value: null, onChange: fn() },
} satisfies Meta<typeof DocumentTypeTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 全部 chosen; each type with its count in the domain count format. */
export const AllTypes: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /全部/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /期刊/ })).toHaveTextContent('9.6w');
    await userEvent.click(canvas.getByRole('button', { name: /学位/ }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: /学位/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** One type chosen; pressing it again does not search again. */
export const OneType: Story = {
  args: { value: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /期刊/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** While the counts load, the tabs show names only. */
export const WithoutCounts: Story = {
  args: { tabs: tabs.map(({ code, label }) => ({ code, label })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};

/**
 * A type browse (the home page's 文献类型 tiles: a type and no words): every kind of document, the browsed one
 * chosen with its count, no 全部; another kind is a click away.
 */
export const TypeBrowse: Story = {
  args: {
    tabs: documentTypes.map(({ code, name }) => ({ code, label: name, ...(code === 5 ? { count: 18_204 } : {}) })),
    value: 5,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: /全部/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /专利/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /专利/ })).toHaveTextContent('1.8w');
    await userEvent.click(canvas.getByRole('button', { name: /标准/ }));
    await expect(args.onChange).toHaveBeenCalledWith(6);
  },
};
