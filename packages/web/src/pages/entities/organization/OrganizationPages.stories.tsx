import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { entityLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { organCall } from '../entityStoryCalls';
import { OrganizationHomePage } from './OrganizationHomePage';
import { OrganizationPage } from './OrganizationPage';

const L = entityLabels.pages.organization;
const H = entityLabels.pages.organizationHome;

/** Organisations: the ranking home, an organisation's graph, influence and units (virtual ones too). */
const meta = {
  title: 'Web/Pages/Entities/Organization',
  component: OrganizationPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/organization/O00001', route: '/organization/:id' } },
} satisfies Meta<typeof OrganizationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await expect(await canvas.findByRole('region', { name: L.trend })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: L.subjects })).toBeVisible();
  },
};

/** The collaboration graph (ECharts graph series) with its partners as links to their own graphs. */
export const Graph: Story = {
  parameters: { deeplink: { path: '/organization/O00001/graph', route: '/organization/:id/graph' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: L.graph });
    await expect(within(table).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/organization\/O\d{5}\/graph$/),
    );
    await expect(await canvas.findByRole('img', { name: L.graph })).toBeVisible();
  },
};

/** World analysis (rank by citations, normalised impact) beside China analysis (partner provinces, province rank). */
export const Influence: Story = {
  parameters: { deeplink: { path: '/organization/O00001/influence', route: '/organization/:id/influence' } },
  play: async ({ canvas }) => {
    const world = await canvas.findByRole('region', { name: L.world });
    await expect(await within(world).findByText(/被引总量排名 \d+ \/ \d+/)).toBeVisible();
    const china = canvas.getByRole('region', { name: L.china });
    await expect(await within(china).findByText(/发文量排名 \d+ \/ \d+/)).toBeVisible();
    await userEvent.click(
      within(china).getAllByRole('button', { name: entityLabels.chart.showTable })[0] as HTMLElement,
    );
    await expect(within(china).getByRole('table')).toBeVisible();
  },
};

/** A virtual organisation (?v=jws) lists its member units, whose papers it adds up. */
export const VirtualMembers: Story = {
  parameters: { deeplink: { path: '/organization/O00201/unit?v=jws', route: '/organization/:id/unit' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(L.virtual, { exact: false })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: L.members })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        organCall('show', { latencyMs: 'infinite' }),
        organCall('statisticalAnalysis', { latencyMs: 'infinite' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    deeplink: { path: '/organization/O00001/unit', route: '/organization/:id/unit' },
    msw: { handlers: [organCall('children', { empty: true })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [organCall('show', { code: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.genericTitle)).toBeVisible();
  },
};

/** The ranking home: virtual organisations are marked and link with ?v=jws. */
export const Ranking: Story = {
  render: () => <OrganizationHomePage />,
  parameters: { layout: 'fullscreen', deeplink: { path: '/organization', route: '/organization' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: H.ranking });
    const virtual = within(table)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href')?.endsWith('?v=jws'));
    await expect(virtual).toBeDefined();
  },
};

export const RankingError: Story = {
  render: () => <OrganizationHomePage />,
  parameters: {
    deeplink: { path: '/organization', route: '/organization' },
    msw: { handlers: [organCall('search', { code: 500 })] },
  },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toBeVisible();
  },
};
