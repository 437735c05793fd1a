import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { entityLabels, measureAxisName, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { journalCall } from '../entityCalls.testing';
import { JournalColumnPage } from './JournalColumnPage';
import { JournalDetailPage } from './JournalDetailPage';
import { JournalPublishPage } from './JournalPublishPage';
import { JournalSearchPage } from './JournalSearchPage';

const L = entityLabels.pages.journal;

/** A journal's column, statistics, publishing and search pages. */
const meta = {
  title: 'Web/Pages/Entities/JournalSubPages',
  component: JournalDetailPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/journal/J00001/detail', route: '/journal/:volume/detail' } },
} satisfies Meta<typeof JournalDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Statistics: the trend chart reads as a table through its toggle; the report years are links. */
export const Statistics: Story = {
  play: async ({ canvas }) => {
    const trend = await canvas.findByRole('region', { name: L.trend });
    const toggle = await within(trend).findByRole('button', { name: entityLabels.chart.showTable });
    await userEvent.click(toggle);
    await expect(within(trend).getByRole('table', { name: entityLabels.chart.tableCaption(L.trend) })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: L.reportYear })).toBeVisible();
    // A ranking says what it counts and in what unit: its axis's name heads its table's value column too.
    const funds = canvas.getByRole('region', { name: L.fundRanking });
    await userEvent.click(await within(funds).findByRole('button', { name: entityLabels.chart.showTable }));
    await expect(within(funds).getByRole('columnheader', { name: measureAxisName(['发文量']) })).toBeVisible();
    // Back to the bars, at rest: the picture shows the axis's name under them.
    await userEvent.click(within(funds).getByRole('button', { name: entityLabels.chart.showChart }));
    await expect(await within(funds).findByRole('img', { name: L.fundRanking })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The yearly report: each of its charts under a visible title of its year, the title naming the chart's region. */
export const YearlyReport: Story = {
  play: async ({ canvas }) => {
    const report = await canvas.findByRole('region', { name: L.report });
    const titles = await within(report).findAllByRole('heading', { level: 3 });
    const year = within(report)
      .getAllByRole('link')
      .find((a) => a.getAttribute('aria-current') === 'page')?.textContent;
    await expect(titles.map((t) => t.textContent)).toEqual([
      L.reportChart(Number(year), '发文与被引'),
      L.reportChart(Number(year), '基金论文'),
    ]);
    for (const title of titles) {
      await expect(title).toBeVisible();
      const chart = within(report).getByRole('region', { name: title.textContent ?? '' });
      await expect(within(chart).getByRole('figure', { name: title.textContent ?? '' })).toBeVisible();
    }
    // "2025年发文与被引" is that year's figures, one per series, not the trend of the years before it.
    const first = within(report).getByRole('region', { name: titles[0]?.textContent ?? '' });
    await userEvent.click(within(first).getByRole('button', { name: entityLabels.chart.showTable }));
    const table = within(first).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.firstElementChild?.textContent)).toEqual(['发文量', '被引量']);
    // Its bars count articles and citations: the value column (as the axis) names both with their units.
    await expect(
      within(table).getByRole('columnheader', { name: measureAxisName(['发文量', '被引量']) }),
    ).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: entityLabels.chart.showChart }));
    // The picture shows the report at rest, not the focus the toggle keeps.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const StatisticsLoading: Story = {
  parameters: { msw: { handlers: [journalCall('trend', { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('图表加载中')).toBeVisible();
  },
};

export const StatisticsEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        journalCall('projectFundingRanking', { empty: true }),
        journalCall('basicsAuthorInfo', { empty: true }),
      ],
    },
  },
  play: async ({ canvas }) => {
    // Each empty section loads on its own: wait until all have said so.
    await waitFor(() => expect(canvas.getAllByText(messages.loader.empty).length).toBeGreaterThanOrEqual(2));
  },
};

export const StatisticsError: Story = {
  parameters: { msw: { handlers: [journalCall('trend', { code: 500, once: true })] } },
  play: async ({ canvas }) => {
    const trend = await canvas.findByRole('region', { name: L.trend });
    await userEvent.click(await within(trend).findByRole('button', { name: entityLabels.chart.retry }));
    await expect(await within(trend).findByRole('img', { name: L.trend })).toBeVisible();
  },
};

/** Columns: one column's link narrows the list to it. */
export const Columns: Story = {
  render: () => <JournalColumnPage />,
  parameters: { deeplink: { path: '/journal/J00001/column', route: '/journal/:volume/column' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: L.columns });
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\/journal\/J00001\/column\?column=/),
    );
  },
};

export const Publish: Story = {
  render: () => <JournalPublishPage />,
  parameters: { deeplink: { path: '/journal/J00001/publish', route: '/journal/:volume/publish' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: L.latestUpdates })).toBeVisible();
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

/** Search in the journal: what was typed stays in the box; the results say how many. */
export const Search: Story = {
  render: () => <JournalSearchPage />,
  parameters: { deeplink: { path: '/journal/J00001/search?k=%E7%A0%94%E7%A9%B6', route: '/journal/:volume/search' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: /“研究”在本刊中共 \d+ 篇/ })).toBeVisible();
    const box = canvas.getByRole('textbox', { name: L.searchLabel });
    await expect(box).toHaveValue('研究');
    await userEvent.clear(box);
    await userEvent.type(box, '网络');
    await expect(box).toHaveValue('网络');
  },
};
