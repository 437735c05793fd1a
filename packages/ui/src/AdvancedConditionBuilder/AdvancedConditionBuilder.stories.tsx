import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { advancedSearchExpression, searchLabels, type AdvancedItem } from '@wenxian/domain';
import { AdvancedConditionBuilder, type AdvancedConditionBuilderProps } from './AdvancedConditionBuilder';

const L = searchLabels.advanced;

/** Holds the items and shows the expression they make, as the page does. */
function Harness(props: AdvancedConditionBuilderProps) {
  const [items, setItems] = useState<AdvancedItem[]>([...props.items]);
  return (
    <div style={{ width: '80rem', display: 'grid', gap: '1rem' }}>
      <AdvancedConditionBuilder
        items={items}
        onChange={(next) => {
          props.onChange(next);
          setItems(next);
        }}
      />
      <output aria-label={L.preview}>{advancedSearchExpression({ items })}</output>
    </div>
  );
}

const row = (id: string, field: 'SU' | 'A' | 'K' | 'T', text = '', operator: 'AND' | 'OR' | 'NOT' = 'AND') => ({
  kind: 'row' as const,
  id,
  field,
  text,
  operator,
  match: 'fuzzy' as const,
});

const meta = {
  title: 'UI/Search/AdvancedConditionBuilder',
  component: AdvancedConditionBuilder,
  render: (args) => <Harness {...args} />,
  args: { items: [row('r1', 'SU'), row('r2', 'A'), row('r3', 'K')], onChange: fn() },
} satisfies Meta<typeof AdvancedConditionBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three empty rows: typing fills the preview; the operator joins a row to those above it. */
export const Rows: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: `${L.text} 1` }), '数字经济');
    await userEvent.type(canvas.getByRole('textbox', { name: `${L.text} 2` }), '王伟');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: `${L.operator} 2` }), 'OR');
    await expect(canvas.getByRole('status', { name: L.preview })).toHaveTextContent('SU=数字经济 OR A=王伟');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: `${L.match} 2` }), 'exact');
    await expect(canvas.getByRole('status', { name: L.preview })).toHaveTextContent('SU=数字经济 OR AE=王伟');
  },
};

/** A nested group becomes parentheses in the expression; removing it takes its rows along. */
export const NestedGroups: Story = {
  args: {
    items: [
      row('r1', 'SU', '乡村振兴'),
      { kind: 'group', id: 'g1', operator: 'NOT', children: [row('r2', 'K', '综述'), row('r3', 'T', '述评', 'OR')] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: L.preview })).toHaveTextContent(
      'SU=乡村振兴 NOT (K=综述 OR T=述评)',
    );
    const group = canvas.getByRole('group', { name: `${L.group} 2` });
    await userEvent.click(within(group).getByRole('button', { name: `${L.addGroup}（${L.group} 2）` }));
    await expect(canvas.getByRole('group', { name: `${L.group} 2.3` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${L.removeGroup} 2` }));
    await expect(canvas.getByRole('status', { name: L.preview })).toHaveTextContent('SU=乡村振兴');
  },
};

/** Every row removed: nothing to search, only the add buttons remain. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: L.addRow }));
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
  },
};
