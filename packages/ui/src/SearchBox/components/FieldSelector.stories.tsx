import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { searchBoxLabels, type SearchFieldCode, searchFields } from '@wenxian/domain';
import { fieldsForVariant } from '../searchBoxFields';
import { FieldSelector, type FieldSelectorProps } from './FieldSelector';

/** The selector keeps its value in the owner (the search box); this harness plays that owner. */
function Owner(props: FieldSelectorProps) {
  const [value, setValue] = useState<SearchFieldCode>(props.value);
  return (
    <div style={{ height: '3.6rem', display: 'inline-flex' }}>
      <FieldSelector
        {...props}
        value={value}
        onChange={(code) => {
          setValue(code);
          props.onChange(code);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Search/SearchBox/FieldSelector',
  component: FieldSelector,
  render: (args) => <Owner {...args} />,
  args: { fields: fieldsForVariant(undefined, 'default'), value: 'U', onChange: fn() },
} satisfies Meta<typeof FieldSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = searchBoxLabels.fieldSelector;
/** The theme's borderStrong (#c9cdd4), the field box's border. */
const fieldBorder = 'rgb(201, 205, 212)';

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: label });
    await expect(select).toHaveValue('U');
    // The code table's fields, minus the pages' own PT and ST.
    await expect(canvas.getAllByRole('option')).toHaveLength(searchFields.length - 2);
    // Drawn as the site's field (fieldBox): a bordered white box, not the browser's grey default control.
    const drawn = getComputedStyle(select);
    await expect(drawn.borderTopWidth).toBe('1px');
    await expect(drawn.borderTopColor).toBe(fieldBorder);
    await expect(drawn.backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: label });
    await userEvent.selectOptions(select, '作者');
    await expect(args.onChange).toHaveBeenLastCalledWith('A');
    await expect(select).toHaveValue('A');
  },
};

export const PatentTitle: Story = {
  args: { fields: fieldsForVariant(undefined, 'patent'), value: 'PT' },
  play: async ({ canvas }) => {
    // On the patent page the title option is the field it switches to (doc 000 §4.5).
    await expect(canvas.getByRole('option', { name: '专利名称' })).toHaveProperty('selected', true);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox', { name: label })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
