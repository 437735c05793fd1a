import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { facetDefaultSizes, facetLabels, formatLargeCount } from '@wenxian/domain';
import type { FacetGroup, FacetOption } from '../FacetPanel.types';
import { FacetGroupSection, type FacetGroupSectionProps } from './FacetGroupSection';

const L = facetLabels;

const years: FacetGroup = {
  code: 'Y',
  title: L.groups.year,
  sizeKind: 'year',
  options: Array.from({ length: 9 }, (_, i) => ({
    value: String(2025 - i),
    label: String(2025 - i),
    count: 24_610 - i * 2_700,
  })),
};

/** The section reports toggles; the panel owns the selection. This harness plays the panel. */
function Owner(props: FacetGroupSectionProps) {
  const [chosen, setChosen] = useState<readonly string[]>(
    props.group.options.filter(props.isSelected).map((o) => o.value),
  );
  return (
    <div style={{ width: '26rem' }}>
      <FacetGroupSection
        {...props}
        isSelected={(option: FacetOption) => chosen.includes(option.value)}
        onToggle={(option, isSelected) => {
          setChosen(isSelected ? [...chosen, option.value] : chosen.filter((v) => v !== option.value));
          props.onToggle(option, isSelected);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Search/FacetPanel/FacetGroupSection',
  component: FacetGroupSection,
  render: (args) => <Owner {...args} />,
  args: { group: years, isSelected: (_option: FacetOption): boolean => false, onToggle: fn() },
} satisfies Meta<typeof FacetGroupSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Years show their default size (doc 000 §9), the rest behind 更多.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(facetDefaultSizes.year);
    await expect(canvas.getByRole('checkbox', { name: /2025/ })).toBeVisible();
    await expect(canvas.getByText(`(${formatLargeCount(24_610)})`)).toBeVisible();
  },
};

export const MoreAndLess: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: L.more }));
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(years.options.length);
    await userEvent.click(canvas.getByRole('button', { name: L.less }));
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(facetDefaultSizes.year);
  },
};

export const ToggleValues: Story = {
  args: { isSelected: (option) => option.value === '2024' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /2024/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /2023/ }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(years.options[2], true);
    await userEvent.click(canvas.getByRole('checkbox', { name: /2024/ }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(years.options[1], false);
    await expect(canvas.getByRole('checkbox', { name: /2023/ })).toBeChecked();
  },
};

export const Collapsed: Story = {
  args: { isInitiallyCollapsed: true },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('button', { name: L.groups.year });
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    heading.focus();
    await userEvent.keyboard(' ');
    await expect(heading).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(facetDefaultSizes.year);
  },
};

export const FewValues: Story = {
  args: { group: { ...years, options: years.options.slice(0, 2) } },
  play: async ({ canvas }) => {
    // Nothing hidden, so no 更多.
    await expect(canvas.queryByRole('button', { name: L.more })).toBeNull();
  },
};
