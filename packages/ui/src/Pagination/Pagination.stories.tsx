import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { paginationLabels } from '@wenxian/domain';
import { Pagination, type PaginationProps } from './Pagination';
import { pageWindow } from './pageWindow';

const L = paginationLabels;
const pageName = (n: number) => `${L.page}${n}${L.pageSuffix}`;

/** Stories keep the page in state, as the results page does. */
function PaginationHarness(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onChange={(next) => {
        props.onChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Search/Pagination',
  component: Pagination,
  render: (args) => <PaginationHarness {...args} />,
  args: { page: 1, pageSize: 20, total: 396, onChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First of 20 pages: previous is disabled, a gap before the last page. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: L.previous })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: pageName(1) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: pageName(20) })).toBeVisible();
    await expect(pageWindow(1, 20).map((s) => (s.kind === 'page' ? s.page : '…'))).toEqual([1, 2, 3, '…', 20]);
  },
};

/** A middle page: gaps on both sides. */
export const MiddlePage: Story = {
  args: { page: 10 },
  play: async () => {
    await expect(pageWindow(10, 20).map((s) => (s.kind === 'page' ? s.page : '…'))).toEqual([
      1,
      '…',
      8,
      9,
      10,
      11,
      12,
      '…',
      20,
    ]);
    // A gap never hides a single page.
    await expect(pageWindow(5, 20).map((s) => (s.kind === 'page' ? s.page : '…'))).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      '…',
      20,
    ]);
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: L.next })).toBeDisabled();
  },
};

/** Few pages: no gaps. */
export const FewPages: Story = { args: { total: 95 } };

/** A single page renders nothing. */
export const SinglePage: Story = {
  args: { total: 12 },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Keyboard: next, a page number, and jump-to-page (a number past the last page is refused, then corrected). */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: L.next }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: pageName(2) })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: pageName(20) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
    await userEvent.type(canvas.getByRole('textbox', { name: L.jumpTo }), '7{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await userEvent.type(canvas.getByRole('textbox', { name: L.jumpTo }), '99x');
    await expect(canvas.getByRole('textbox', { name: L.jumpTo })).toHaveValue('99x');
    await userEvent.click(canvas.getByRole('button', { name: L.go }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.pageOutOfRange(20));
    await expect(canvas.getByRole('textbox', { name: L.jumpTo })).toHaveValue('99x');
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await userEvent.clear(canvas.getByRole('textbox', { name: L.jumpTo }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: L.jumpTo }), '20{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole('textbox', { name: L.jumpTo })).toHaveValue('');
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    // The current page is not asked again.
    await userEvent.click(canvas.getByRole('button', { name: pageName(20) }));
    await expect(args.onChange).toHaveBeenCalledTimes(calls);
  },
};

/**
 * Three pages, 跳至 99: nothing is asked, the typed 99 stays, and the message next to the field names the pages there
 * are (the field is marked invalid and described by it).
 */
export const JumpOutOfRange: Story = {
  args: { total: 60 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: L.jumpTo });
    await userEvent.type(field, '99{Enter}');
    await expect(field).toHaveValue('99');
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.pageOutOfRange(3));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(L.pageOutOfRange(3));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * 跳至 −1, then abc, on the first page: neither is read as another number (−1 is not page 1), each stays in the field
 * as typed and the message names the pages there are.
 */
export const JumpNotAPage: Story = {
  args: { total: 60 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: L.jumpTo });
    await userEvent.type(field, '-1{Enter}');
    await expect(field).toHaveValue('-1');
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.pageOutOfRange(3));
    await userEvent.clear(field);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(field, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: L.go }));
    await expect(field).toHaveValue('abc');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.pageOutOfRange(3));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
