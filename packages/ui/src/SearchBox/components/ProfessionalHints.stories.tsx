import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { searchBoxLabels } from '@wenxian/domain';
import { professionalHints } from '../professionalHints';
import { fieldsForVariant } from '../searchBoxFields';
import { ProfessionalHints, type ProfessionalHintsProps } from './ProfessionalHints';

const fields = fieldsForVariant(undefined, 'default');

/** The hints are a listbox driven by the input's active option; this harness lets the pointer move it. */
function Owner(props: ProfessionalHintsProps) {
  const [activeIndex, setActiveIndex] = useState(props.activeIndex);
  return (
    <div style={{ width: '40rem', position: 'relative' }}>
      <ProfessionalHints
        {...props}
        activeIndex={activeIndex}
        onActiveIndexChange={(index) => {
          setActiveIndex(index);
          props.onActiveIndexChange(index);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Search/SearchBox/ProfessionalHints',
  component: ProfessionalHints,
  render: (args) => <Owner {...args} />,
  args: {
    id: 'hints',
    hints: professionalHints('', fields),
    activeIndex: -1,
    onActiveIndexChange: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof ProfessionalHints>;

export default meta;
type Story = StoryObj<typeof meta>;

const S = searchBoxLabels;

export const FieldCodes: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('listbox', { name: S.professionalHints });
    await expect(canvas.getAllByRole('option')).toHaveLength(fields.length);
    await expect(list).toHaveTextContent(`T=${S.fieldHint} · 题名`);
    await userEvent.click(canvas.getByRole('option', { name: /^A=/ }));
    await expect(args.onSelect).toHaveBeenCalledWith({ kind: 'field', code: 'A', label: '作者' });
  },
};

export const FilteredByTypedCode: Story = {
  args: { hints: professionalHints('T=人工智能 AND S', fields) },
  play: async ({ canvas }) => {
    // SU= and S= start with S; nothing else does.
    const names = canvas.getAllByRole('option').map((o) => o.textContent ?? '');
    await expect(names.map((n) => n.split('=')[0])).toEqual(['SU', 'S']);
  },
};

export const Operators: Story = {
  args: { hints: professionalHints('T=人工智能 ', fields), activeIndex: 1 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual([
      `AND${S.operatorHint}`,
      `OR${S.operatorHint}`,
      `NOT${S.operatorHint}`,
    ]);
    await expect(canvas.getByRole('option', { name: /^OR/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.hover(canvas.getByRole('option', { name: /^NOT/ }));
    await expect(args.onActiveIndexChange).toHaveBeenLastCalledWith(2);
  },
};
