import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { entityLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { authorCall } from '../entityCalls.testing';
import { AuthorPage } from './AuthorPage';

const L = entityLabels.pages.author;

/** An author's pages over the simulated corpus (author A000001). */
const meta = {
  title: 'Web/Pages/Entities/Author',
  component: AuthorPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/author/A000001', route: '/author/:id' } },
} satisfies Meta<typeof AuthorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile with h-index, papers, co-authors (each a link to their page) and research fields. */
export const Home: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.getByText(entityLabels.author.hIndex)).toBeVisible();
    const coAuthors = await canvas.findByRole('list', { name: L.coAuthors });
    await expect(within(coAuthors).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/author\/A\d{6}$/),
    );
    await expect(canvas.getByRole('link', { name: L.tabs.home })).toHaveAttribute('aria-current', 'page');
  },
};

/** Achievement: sorted by times cited (the sort link is current), with the trend beside. */
export const AchievementByCitations: Story = {
  parameters: { deeplink: { path: '/author/A000001/achievement?sort=cited', route: '/author/:id/achievement' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: L.sortCited })).toHaveAttribute('aria-current', 'page');
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

/** Influence: the co-author network (ECharts graph) can be read as a table. */
export const Influence: Story = {
  parameters: { deeplink: { path: '/author/A000001/influence', route: '/author/:id/influence' } },
  play: async ({ canvas }) => {
    const network = await canvas.findByRole('region', { name: L.network });
    await userEvent.click(await within(network).findByRole('button', { name: entityLabels.chart.showTable }));
    await expect(within(network).getByRole('table')).toHaveTextContent(entityLabels.chart.weight);
  },
};

export const Detail: Story = {
  parameters: { deeplink: { path: '/author/A000001/detail', route: '/author/:id/detail' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: L.coOrgans })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        authorCall('authorInfo', { latencyMs: 'infinite' }),
        authorCall('authorLiteratures', { latencyMs: 'infinite' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(messages.loader.loading)).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        authorCall('authorLiteratures', { empty: true }),
        authorCall('cooperationAuthorCount', { empty: true }),
      ],
    },
  },
  play: async ({ canvas }) => {
    // Each empty section loads on its own: wait until all have said so.
    await waitFor(() => expect(canvas.getAllByText(messages.loader.empty).length).toBeGreaterThanOrEqual(2));
  },
};

/** The profile failing is the server-error page in place of the author. */
export const Error: Story = {
  parameters: { msw: { handlers: [authorCall('authorInfo', { code: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.genericTitle)).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { deeplink: { path: '/author/A999999', route: '/author/:id' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.notFoundTitle)).toBeVisible();
  },
};
