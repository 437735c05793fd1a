import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { managerLabels, messages } from '@wenxian/domain';
import { apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { withPage } from '../../../test/withPage';
import { ManagerAnalysis } from './ManagerAnalysis';

const L = managerLabels;
const asManager = () => {
  signInAs(apiConfig().sessionId, 'U1005');
};

/** The manager's analyses over the simulated server (doc 000 §6, doc 001 §7 "Magazine analysis"). */
const meta = {
  title: 'Web/Pages/Manager/Analysis',
  component: ManagerAnalysis,
  decorators: [withPage],
  beforeEach: asManager,
  args: { analysisKey: 'journalanalysis' },
  parameters: { layout: 'fullscreen', siteLayout: 'noSideBar', deeplink: { path: '/manager/journalanalysis' } },
} satisfies Meta<typeof ManagerAnalysis>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The journal year by year: figures, the trend chart and the exportable table. */
export const JournalAnalysis: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: `期刊分析${L.table}` });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
    await expect(canvas.getByRole('button', { name: L.exportCsv })).toBeEnabled();
    // Headline figures are exact and grouped by thousands (总下载 15,030次, not 15030次).
    const figures = canvas.getByRole('region', { name: `期刊分析${L.figures}` });
    const downloads = within(figures).getByText('总下载').nextElementSibling;
    await expect(downloads?.textContent).toMatch(/^\d{1,3}(,\d{3})+次$/);
  },
};

/** Compete with two chosen journals from the address: three rows, the managed journal first. */
export const CompeteWithTwo: Story = {
  args: { analysisKey: 'compete' },
  parameters: { deeplink: { path: '/manager/compete?compare=J00004,J00005' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: `竞争力对比${L.table}` });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { name: /^移除/ })).toHaveLength(2);
  },
};

/** A report: its sections, each with its own table, and the whole report's export. */
export const Report: Story = {
  args: { analysisKey: 'quoteReport' },
  parameters: { deeplink: { path: '/manager/quoteReport' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '引用本刊的期刊' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: L.exportReport })).toBeEnabled();
  },
};

/** A reversed year range is refused on the spot; the typed years stay. */
export const BadRange: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: `期刊分析${L.table}` });
    await userEvent.type(canvas.getByLabelText(L.range.start), '2024');
    await userEvent.type(canvas.getByLabelText(L.range.end), '2020');
    await userEvent.click(canvas.getByRole('button', { name: L.range.apply }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('起始年份不能晚于结束年份');
    await expect(canvas.getByLabelText(L.range.start)).toHaveValue('2024');
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [scenario({ method: 'post', path: '/magazine/journalanalysis' }, { latencyMs: 'infinite' })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

/** The server refuses (a member whose journal service has ended): the error page for the code. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [scenario({ method: 'post', path: '/magazine/journalanalysis' }, { code: 500, message: '服务繁忙' })],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
};

/**
 * 学科分析: the journal's papers by discipline, each named with its CLC class and counted once (not split per class
 * number), shares adding up to 100, beside the corpus's papers of the field; the ring shows the same parts.
 */
export const SubjectAnalysis: Story = {
  args: { analysisKey: 'subjectAnalysis' },
  parameters: { deeplink: { path: '/manager/subjectAnalysis' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: `学科分析${L.table}` });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    await expect(header).toEqual(['学科', '发文量', '占比(%)', '被引量', '全库同学科期刊论文', '本刊所占比例(%)']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((c) => c.textContent ?? ''));
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row[0]).toMatch(/^[^（]+（[A-Z][A-Z0-9]*）$/);
    await expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    const shares = rows.reduce((s, r) => s + Number(r[2]) * 10, 0) / 10;
    await expect(shares).toBe(100);
    const ring = canvas.getByRole('region', { name: L.subjectShare });
    await expect(within(ring).getByRole('heading', { name: L.subjectShare })).toBeVisible();
    await expect(await within(ring).findByRole('img', { name: L.subjectShare })).toBeVisible();
  },
};
