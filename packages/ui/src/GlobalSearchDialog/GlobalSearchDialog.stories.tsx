import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkProfessionalExpression, describeExpressionError, searchBoxLabels, searchLabels } from '@wenxian/domain';
import { withOpener } from '../ConfirmDialog/storyHarness';
import { loadSuggestionsFixture } from '../SearchBox/SearchBox.fixtures';
import { GlobalSearchDialog, type GlobalSearchRecent } from './GlobalSearchDialog';

const L = searchLabels.globalSearch;
const S = searchBoxLabels;
const Harness = withOpener(GlobalSearchDialog, L.title, ['onClose', 'onSubmit']);

const recent: readonly GlobalSearchRecent[] = [
  { id: '3', text: '乡村振兴', href: '/search?k=%E4%B9%A1%E6%9D%91%E6%8C%AF%E5%85%B4' },
  { id: '2', text: 'T=人工智能 AND A=张三', href: '/search?k=T%3D%E4%BA%BA%E5%B7%A5%E6%99%BA%E8%83%BD&regex=1' },
  { id: '1', text: '数字经济', href: '/search?k=%E6%95%B0%E5%AD%97%E7%BB%8F%E6%B5%8E&n=K' },
];

const meta = {
  title: 'UI/Search/GlobalSearchDialog',
  component: GlobalSearchDialog,
  render: (args) => <Harness {...args} />,
  args: {
    isOpen: true,
    onClose: fn(),
    onSubmit: fn(),
    recent,
    historyHref: '/searchhistory',
    advancedHref: '/advancesearch',
    loadSuggestions: loadSuggestionsFixture,
  },
} satisfies Meta<typeof GlobalSearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const dialog = () => body.findByRole('dialog', { name: L.title });

export const Default: Story = {
  play: async () => {
    const d = within(await dialog());
    // The text field takes focus: typing goes on where the header's box was focused.
    await waitFor(() => expect(d.getByRole('textbox', { name: S.inputLabel })).toHaveFocus());
    await expect(d.getByRole('radio', { name: L.allTypes })).toBeChecked();
    await expect(d.getByRole('link', { name: '乡村振兴' })).toHaveAttribute('href', recent[0]!.href);
    await expect(d.getByRole('link', { name: L.allHistory })).toHaveAttribute('href', '/searchhistory');
  },
};

export const SearchWithinAType: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: L.title }));
    const d = within(await dialog());
    await userEvent.click(d.getByRole('radio', { name: '学位' }));
    await userEvent.selectOptions(d.getByRole('combobox', { name: S.fieldSelector }), '关键词');
    await userEvent.type(d.getByRole('textbox', { name: S.inputLabel }), '碳中和{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: '碳中和', field: 'K', mode: 'basic', typeId: 2 });
    // The owner closes it; focus goes back to what opened it.
    await waitFor(() => expect(canvas.getByRole('button', { name: L.title })).toHaveFocus());
  },
};

export const Suggestions: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.type(d.getByRole('textbox', { name: S.inputLabel }), '深度学习');
    const option = await d.findByRole('option', { name: /深度学习综述/ });
    await userEvent.click(option);
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: '深度学习综述', field: 'U', mode: 'basic', typeId: null });
  },
};

export const ProfessionalExpressionError: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole('button', { name: S.professionalMode }));
    const input = d.getByRole('textbox', { name: S.inputLabel });
    await userEvent.type(input, 'K=乡村振兴 AND{Enter}');
    const error = checkProfessionalExpression('K=乡村振兴 AND')!;
    await expect(await d.findByRole('alert')).toHaveTextContent(describeExpressionError(error));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Nothing typed is lost; the fixed expression goes.
    await expect(input).toHaveValue('K=乡村振兴 AND');
    await userEvent.type(input, ' K=数字经济{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      text: 'K=乡村振兴 AND K=数字经济',
      field: 'U',
      mode: 'professional',
      typeId: null,
    });
  },
};

export const EmptySubmit: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole('button', { name: S.submit }));
    await expect(await d.findByRole('alert')).toHaveTextContent('请输入内容');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoHistory: Story = {
  args: { recent: [] },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByText(L.recentEmpty)).toBeVisible();
  },
};

export const HistoryNotKnownYet: Story = {
  // On the server and at hydration the browser's history is unknown: the section is left out.
  args: { recent: null },
  play: async () => {
    const d = within(await dialog());
    await expect(d.queryByRole('region', { name: L.recent })).toBeNull();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: L.title })).toBeVisible();
  },
};
