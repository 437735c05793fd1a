import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AI_PATHS, JOURNAL_PATHS, SEARCH_PATHS } from '@wenxian/api';
import { scenario } from '@wenxian/simulation';
import { documentLabels } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { DocumentReportPrintPage } from './DocumentReportPrintPage';
import { JournalReportPrintPage } from './JournalReportPrintPage';
import { SearchInfoPrintPage } from './SearchInfoPrintPage';
import { SummaryPrintPage } from './SummaryPrintPage';

const L = documentLabels.reports;
const TOPIC = '深度学习';
const at = (path: string, route: string) => ({ deeplink: { path, route }, siteLayout: 'empty' });

/** The printable reports under /pdf/* (empty layout) over the simulation: the sheet, its data and its states. */
const meta = {
  title: 'Web/Pages/Documents/PrintableReports',
  component: DocumentReportPrintPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DocumentReportPrintPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet once its data is in (the print button shows only then). */
const sheet = async (canvas: ReturnType<typeof within>, name: string | RegExp) => {
  await canvas.findByRole('button', { name: L.print });
  return canvas.getByRole('article', { name });
};
/** The sheet in its loading or failed state. */
const stateSheet = (canvas: ReturnType<typeof within>, name: string | RegExp) => canvas.findByRole('article', { name });

/** A journal's report: profile, the latest report year's statistics and the latest articles. */
export const JournalReport: Story = {
  render: () => <JournalReportPrintPage />,
  parameters: at('/pdf/journal/download?id=J00001', '/pdf/journal/download'),
  play: async ({ canvas }) => {
    const report = await sheet(canvas, /期刊报告$/);
    await expect(within(report).getByRole('heading', { name: L.journalProfile })).toBeVisible();
    await expect(within(report).getByText('ISSN')).toBeVisible();
    await expect(canvas.getByRole('button', { name: L.print })).toBeEnabled();
    await expect(await within(report).findAllByRole('table')).not.toHaveLength(0);
  },
};

/** A document's citation report: record, counts, references, citing and similar documents. */
export const DocumentReport: Story = {
  parameters: at('/pdf/report/download?id=QK202200001&type=1', '/pdf/report/download'),
  play: async ({ canvas }) => {
    const report = await sheet(canvas, L.documentTitle);
    for (const name of [L.documentInfo, L.counts, L.references, L.citing, L.similar])
      await expect(within(report).getByRole('heading', { name })).toBeVisible();
    await expect(within(report).getByText(L.citedCount)).toBeVisible();
  },
};

/** A search-information report: query, total, distributions and the first 20 results. */
export const SearchInfoReport: Story = {
  render: () => <SearchInfoPrintPage />,
  parameters: at(`/pdf/report/search-info?k=${encodeURIComponent(TOPIC)}`, '/pdf/report/search-info'),
  play: async ({ canvas }) => {
    const report = await sheet(canvas, L.searchTitle);
    await expect(within(report).getByText(/^共 \d+ 条$/)).toBeVisible();
    await expect(within(report).getByRole('heading', { name: /^检索结果（前 \d+ 条）$/ })).toBeVisible();
    await expect(within(report).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** The AI summary of a topic with its numbered references. */
export const SummaryReport: Story = {
  render: () => <SummaryPrintPage />,
  parameters: at(`/pdf/summary/download?k=${encodeURIComponent(TOPIC)}`, '/pdf/summary/download'),
  play: async ({ canvas }) => {
    const report = await sheet(canvas, L.summaryTitle(TOPIC));
    await expect(within(report).getByRole('heading', { name: L.summary })).toBeVisible();
    await expect(within(report).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** The report's call has not answered: the sheet says it is loading. */
export const Loading: Story = {
  parameters: {
    ...at('/pdf/report/download?id=QK202200001&type=1', '/pdf/report/download'),
    msw: { handlers: [scenario({ method: 'get', path: '/literature/base/:id' }, { latencyMs: 'infinite' })] },
  },
  play: async ({ canvas }) => {
    const report = await stateSheet(canvas, L.documentTitle);
    await expect(report).toHaveAttribute('aria-busy', 'true');
    await expect(await within(report).findByText(/拼命加载中/)).toBeVisible();
  },
};

/** The search fails: said on the sheet with a retry, no print button. */
export const Error: Story = {
  render: () => <SearchInfoPrintPage />,
  parameters: {
    ...at(`/pdf/report/search-info?k=${encodeURIComponent(TOPIC)}`, '/pdf/report/search-info'),
    msw: { handlers: [scenario({ method: 'post', path: SEARCH_PATHS.search }, { code: 500 })] },
  },
  play: async ({ canvas }) => {
    const report = await stateSheet(canvas, L.searchTitle);
    await expect(await within(report).findByRole('alert')).toHaveTextContent(L.failed);
    await expect(within(report).getByRole('button', { name: L.retry })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: L.print })).toBeNull();
  },
};

/** The summary call fails. */
export const SummaryError: Story = {
  render: () => <SummaryPrintPage />,
  parameters: {
    ...at(`/pdf/summary/download?k=${encodeURIComponent(TOPIC)}`, '/pdf/summary/download'),
    msw: { handlers: [scenario({ method: 'post', path: AI_PATHS.getZs }, { code: 500 })] },
  },
  play: async ({ canvas }) => {
    const report = await stateSheet(canvas, L.summaryTitle(TOPIC));
    await expect(await within(report).findByRole('alert')).toHaveTextContent(L.failed);
  },
};

/** A journal without report years still prints its profile and latest articles. */
export const JournalWithoutReport: Story = {
  render: () => <JournalReportPrintPage />,
  parameters: {
    ...at('/pdf/journal/download?id=J00001', '/pdf/journal/download'),
    msw: { handlers: [scenario({ method: 'post', path: JOURNAL_PATHS.journalReportYears }, { empty: true })] },
  },
  play: async ({ canvas }) => {
    const report = await sheet(canvas, /期刊报告$/);
    await expect(within(report).getByRole('heading', { name: L.latest })).toBeVisible();
  },
};
