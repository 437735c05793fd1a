import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { entityLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { authorCall, journalCall } from '../entityCalls.testing';
import { QuoteHomePage } from './QuoteHomePage';
import { QuotePage } from './QuotePage';

const L = entityLabels.pages.quote;
const S = entityLabels.citationReport.summary;

/** Citation analysis: the home, an entity's report (exportable), citing documents and most-cited papers. */
const meta = {
  title: 'Web/Pages/Entities/Quote',
  component: QuotePage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/quote/author/A000001', route: '/quote/author/:id?' } },
} satisfies Meta<typeof QuotePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report: totals and h-index, publications and citations per year, and the CSV export. */
export const Report: Story = {
  play: async ({ canvas }) => {
    const report = await canvas.findByRole('region', { name: L.tabs.report });
    await expect(await within(report).findByText(S[4])).toBeVisible();
    await expect(await canvas.findByRole('table', { name: L.highlyCited })).toBeVisible();
    await userEvent.click(within(report).getByRole('button', { name: L.export }));
  },
};

/** Citing documents of a journal's papers, one page of them. */
export const Citing: Story = {
  parameters: { deeplink: { path: '/quote/periodical/J00001/cited', route: '/quote/periodical/:id?/cited' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: L.tabs.cited })).toHaveAttribute('aria-current', 'page');
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

/** Without an id: the most cited authors to choose from. */
export const Picker: Story = {
  parameters: { deeplink: { path: '/quote/author', route: '/quote/author/:id?' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: L.choose(L.kinds.author) });
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/quote\/author\/A\d{6}$/),
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        authorCall('authorLiteratures', { latencyMs: 'infinite' }),
        authorCall('trend', { latencyMs: 'infinite' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    deeplink: { path: '/quote/periodical/J00001/highlyCited', route: '/quote/periodical/:id?/highlyCited' },
    msw: { handlers: [journalCall('literatures', { empty: true })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [authorCall('authorLiteratures', { code: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toBeVisible();
  },
};

export const Home: Story = {
  render: () => <QuoteHomePage />,
  parameters: { deeplink: { path: '/quote', route: '/quote' } },
  play: async ({ canvas }) => {
    const kinds = await canvas.findByRole('list', { name: L.title });
    await expect(within(kinds).getByRole('link', { name: L.kinds.periodical })).toHaveAttribute(
      'href',
      '/quote/periodical',
    );
  },
};
