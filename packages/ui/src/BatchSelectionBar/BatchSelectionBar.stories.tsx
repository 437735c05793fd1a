import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { batchLabels, messages } from '@wenxian/domain';
import { BatchSelectionBar } from './BatchSelectionBar';

const L = batchLabels;

/** Journal, thesis, conference, patent and standard: all citable. */
const citable = [
  { id: 'j-1', type: 1 },
  { id: 'd-2', type: 2 },
  { id: 'c-3', type: 3 },
  { id: 'p-5', type: 5 },
  { id: 's-6', type: 6 },
];

const meta = {
  title: 'UI/Search/BatchSelectionBar',
  component: BatchSelectionBar,
  args: {
    selection: citable,
    isLoggedIn: true,
    onCite: fn(),
    onClear: fn(),
    onReview: fn(),
    onRequireLogin: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '96rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BatchSelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five citable items: the count, and batch cite hands them over. */
export const Selected: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: L.barLabel })).toHaveTextContent(
      `${L.selectedPrefix} 5 ${L.selectedSuffix}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: L.cite }));
    await expect(args.onCite).toHaveBeenCalledWith(citable);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Unchecked items do not count and are not cited. */
export const PartlyUnchecked: Story = {
  args: {
    selection: [
      { id: 'j-1', type: 1, isChecked: true },
      { id: 'r-4', type: 4, isChecked: false },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group')).toHaveTextContent(`${L.selectedPrefix} 1 ${L.selectedSuffix}`);
    await userEvent.click(canvas.getByRole('button', { name: L.cite }));
    await expect(args.onCite).toHaveBeenCalledWith([{ id: 'j-1', type: 1, isChecked: true }]);
  },
};

/** A report among the selection: 目前仅支持期刊，学位，会议，专利，标准的批量引用, nothing cited. */
export const UnsupportedType: Story = {
  args: { selection: [...citable, { id: 'r-4', type: 4 }] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: L.cite }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.batchCite.unsupportedTypes);
    await expect(args.onCite).not.toHaveBeenCalled();
  },
};

/** Nothing selected: 请选择文献 for cite and review; clear is disabled. */
export const NothingSelected: Story = {
  args: { selection: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: L.clear })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: L.review }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.batchCite.nothingSelected);
    await expect(args.onReview).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: L.cite }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.batchCite.nothingSelected);
    await expect(args.onCite).not.toHaveBeenCalled();
  },
};

/** Batch review of any type, by keyboard; clear asks the page to empty the selection. */
export const ReviewAndClear: Story = {
  args: {
    selection: [
      { id: 'n-18', type: 18 },
      { id: 'j-1', type: 1 },
    ],
  },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: L.review }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReview).toHaveBeenCalledWith([
      { id: 'n-18', type: 18 },
      { id: 'j-1', type: 1 },
    ]);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Logged out: batch review asks for login instead (doc 000 §5). */
export const ReviewNeedsLogin: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: L.review }));
    await expect(args.onRequireLogin).toHaveBeenCalledTimes(1);
    await expect(args.onReview).not.toHaveBeenCalled();
  },
};
