import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { citationStyles, dialogLabels, messages, type CitationStyle } from '@wenxian/domain';
import { withOpener } from '../ConfirmDialog/storyHarness';
import { CitationDialog, type CitationText } from './CitationDialog';

const labels = dialogLabels.citation;

const single: CitationText[] = [
  {
    style: 'GB/T 7714—2015',
    text: '张明, 李华. 基于深度学习的中文文献自动分类方法研究[J]. 情报学报, 2024, 43(5): 512-523.',
  },
  {
    style: 'MLA',
    text: 'Zhang, Ming, and Hua Li. "基于深度学习的中文文献自动分类方法研究." 情报学报 43.5 (2024): 512-523.',
  },
  {
    style: 'APA',
    text: 'Zhang, M., & Li, H. (2024). 基于深度学习的中文文献自动分类方法研究. 情报学报, 43(5), 512-523.',
  },
];

const batchEntries = [
  '张明, 李华. 基于深度学习的中文文献自动分类方法研究[J]. 情报学报, 2024, 43(5): 512-523.',
  '王磊. 高校图书馆电子资源使用行为分析[D]. 北京: 北京大学, 2023.',
  '陈静, 刘洋. 开放获取期刊的引文影响力比较研究[C]//第十届全国情报学学术会议论文集. 2022: 88-95.',
  '赵强. 一种文献相似性检测方法: CN115000000A[P]. 2022-09-02.',
  'GB/T 7714—2015, 信息与文献 参考文献著录规则[S]. 北京: 中国标准出版社, 2015.',
  '孙悦. 学位论文相似性检测方法及其评价[D]. 武汉: 武汉大学, 2021.',
  '周婷, 吴昊. 面向科研人员的个性化信息服务模式[J]. 图书情报工作, 2020, 64(3): 45-52.',
];
const batchOf = (count: number): CitationText[] =>
  citationStyles.map((style: CitationStyle) => ({
    style,
    text: batchEntries
      .slice(0, count)
      .map((e, i) => `[${i + 1}] ${e}`)
      .join('\n'),
  }));

const Harness = withOpener(CitationDialog, labels.title, ['onClose']);

const meta = {
  title: 'UI/Dialogs/CitationDialog',
  component: CitationDialog,
  render: (args) => <Harness {...args} />,
  args: {
    isOpen: true,
    status: 'loaded',
    idCount: 1,
    texts: single,
    exportHref: (format) => `/newsite/literature/base/ref/download?ids=L1&types=1&style=${format}`,
    copyText: fn(() => Promise.resolve()),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const dialogNamed = (name: string) => body.findByRole('dialog', { name });

/** Formats load when the dialog opens. */
export const Loading: Story = {
  args: { status: 'loading', texts: [] },
  play: async () => {
    const dialog = await dialogNamed(labels.title);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(labels.loading);
  },
};

/** GB/T 7714—2015, MLA and APA with copy buttons; the five single-item exports. */
export const Loaded: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.title }));
    const dialog = await dialogNamed(labels.title);
    await expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['GB/T 7714—2015', 'MLA', 'APA', labels.exportHeading]);
    const links = within(dialog).getAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual([
      'BibTex',
      'EndNote',
      'RefWorks',
      'NoteFirst',
      'NoteExpress',
    ]);
    await expect(links[2]).toHaveAttribute('href', expect.stringContaining('style=RefMan'));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.title })).toHaveFocus());
  },
};

/** Copy gives 复制成功. */
export const CopySucceeds: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed(labels.title);
    await userEvent.click(within(dialog).getByRole('button', { name: `${labels.copy} MLA` }));
    await expect(args.copyText).toHaveBeenCalledWith(single[1]?.text);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(messages.copy.success));
  },
};

/** A refused clipboard gives 复制失败，请检查浏览器权限. */
export const CopyFails: Story = {
  args: { copyText: fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) },
  play: async () => {
    const dialog = await dialogNamed(labels.title);
    await userEvent.click(within(dialog).getByRole('button', { name: `${labels.copy} GB/T 7714—2015` }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(messages.copy.failure));
  },
};

/** Batch citation (2 ids): only GB/T 7714—2015 and no exports. */
export const Batch: Story = {
  args: { idCount: 2, texts: batchOf(2) },
  play: async () => {
    const dialog = await dialogNamed(labels.batchTitle);
    await expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['GB/T 7714—2015']);
    await expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
  },
};

/** More than 3 ids: the long dialog, its text scrolls. */
export const LongBatch: Story = {
  args: { idCount: 7, texts: batchOf(7) },
  play: async () => {
    const dialog = await dialogNamed(labels.batchTitle);
    await expect(dialog.getBoundingClientRect().width).toBe(800);
    await expect(within(dialog).getByText(/\[7\]/)).toBeInTheDocument();
  },
};

/** Exactly 3 ids is not long yet. */
export const ThreeIdsNotLong: Story = {
  args: { idCount: 3, texts: batchOf(3) },
  play: async () => {
    const dialog = await dialogNamed(labels.batchTitle);
    await expect(dialog.getBoundingClientRect().width).toBe(640);
  },
};

/** The formats could not load: a retry. */
export const LoadError: Story = {
  args: { status: 'error', texts: [] },
  play: async ({ args }) => {
    const dialog = await dialogNamed(labels.title);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(labels.loadError);
    await userEvent.click(within(dialog).getByRole('button', { name: labels.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
