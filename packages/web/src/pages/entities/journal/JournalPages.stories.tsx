import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { entityLabels, messages } from '@wenxian/domain';
import { apiConfig } from '@wenxian/api';
import { signInAs } from '@wenxian/simulation';
import { withPage } from '../../../test/withPage';
import { journalCall } from '../entityCalls.testing';
import { JournalPage } from './JournalPage';

const L = entityLabels.pages.journal;

/** A journal (/journal/{id}, /journal/{id}/{year}): profile, issue tree, issue articles. */
const meta = {
  title: 'Web/Pages/Entities/Journal',
  component: JournalPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/journal/J00001', route: '/journal/:volume' } },
} satisfies Meta<typeof JournalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile with index tags, the newest articles, and the issue tree: opening a year shows its issue links. */
export const Profile: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '计算机学报' });
    await expect(canvas.getByRole('list', { name: entityLabels.journal.indexTags })).toBeVisible();
    const tree = await canvas.findByRole('navigation', { name: entityLabels.journal.issues });
    const years = within(tree).getAllByRole('button');
    const closed = years.find((b) => b.getAttribute('aria-expanded') === 'false');
    if (closed) {
      await userEvent.click(closed);
      await expect(closed).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(within(tree).getAllByRole('link').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('region', { name: L.latestArticles })).toBeVisible();
  },
};

/** An issue's table of contents (/journal/{id}/{year}?num=): the issue is marked current in the tree. */
export const Issue: Story = {
  parameters: { deeplink: { path: '/journal/J00001/2019?vol=60&num=5', route: '/journal/:id/:year?' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: L.issueArticles(2019, '5') });
    await expect(await canvas.findByRole('link', { name: '2019年第5期' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [journalCall('show', { latencyMs: 'infinite' }), journalCall('literatures', { latencyMs: 'infinite' })],
    },
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(messages.loader.loading)).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [journalCall('literatures', { empty: true }), journalCall('getAllNums', { empty: true })] },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '计算机学报' });
    // Each empty section loads on its own: wait until all have said so.
    await waitFor(() => expect(canvas.getAllByText(messages.loader.empty).length).toBe(2));
  },
};

/** The article list failing leaves the page; its block offers 重新加载, which asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: [journalCall('literatures', { code: 500, once: true })] } },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: entityLabels.pages.retry }));
    await expect(await canvas.findByRole('region', { name: L.latestArticles })).toBeVisible();
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

/** An unknown journal is the not-found page. */
export const NotFound: Story = {
  parameters: { deeplink: { path: '/journal/J99999', route: '/journal/:volume' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.notFoundTitle)).toBeVisible();
  },
};

/** A member puts the journal in the comparison: the button reads 已对比 (pressed), and a second click takes it out. */
export const Compare: Story = {
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '计算机学报' });
    const A = entityLabels.actions;
    await userEvent.click(await canvas.findByRole('button', { name: A.compare, pressed: false }));
    const compared = await canvas.findByRole('button', { name: A.comparedShort, pressed: true });
    await userEvent.click(compared);
    await expect(await canvas.findByRole('button', { name: A.compare, pressed: false })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: A.comparedShort })).toBeNull();
  },
};
