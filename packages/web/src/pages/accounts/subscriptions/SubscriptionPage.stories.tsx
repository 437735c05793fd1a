import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig, RECORDS_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { SubscriptionPage } from './SubscriptionPage';
import { CompetePage } from './CompetePage';

const P = accountLabels.pages;
const follows = { method: 'post', path: RECORDS_PATHS.getFollowList } as const;
const subscriptions = { method: 'post', path: RECORDS_PATHS.getSubscribeList } as const;
const savedSearches = { method: 'post', path: RECORDS_PATHS.getSeList } as const;
const comparisons = { method: 'post', path: RECORDS_PATHS.getComparisonList } as const;
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
const at = (path: string) => ({ path, route: path });

const followList = pageOf([
  { id: 'F1', targetId: 'J001', kind: 'journal', name: '中国图书馆学报', followedAt: '2025-11-10T02:00:00.000Z' },
  { id: 'F2', targetId: 'A001', kind: 'author', name: '王晓明', followedAt: '2025-11-09T02:00:00.000Z' },
]);
const subscribeList = pageOf([
  { id: 'S1', targetId: 'J002', kind: 'journal', name: '情报学报', sort: 1, unread: 0 },
  { id: 'S2', targetId: '数字人文', kind: 'word', name: '数字人文', sort: 2, unread: 0 },
]);
const savedList = pageOf([{ id: 'SE1', name: '知识图谱综述', expression: 'k=知识图谱', push: true }]);

/** /subscription for a member (13800000002): the overview of their lists; and /subscription/compete. */
const meta = {
  title: 'Web/Pages/Accounts/Subscription',
  component: SubscriptionPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: at('/subscription') },
} satisfies Meta<typeof SubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overview: the first follows, subscriptions and saved searches, each block leading to its list. */
export const Overview: Story = {
  parameters: {
    msw: {
      handlers: [
        scenario(follows, { data: followList }),
        scenario(subscriptions, { data: subscribeList }),
        scenario(savedSearches, { data: savedList }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const focus = within(main.getByRole('region', { name: P.myfocus.title }));
    await expect(await focus.findByText('中国图书馆学报')).toBeVisible();
    await expect(focus.getByRole('link', { name: P.myfocus.title })).toHaveAttribute('href', '/subscription/myfocus');
    const searches = within(main.getByRole('region', { name: P.searches.title }));
    await expect(await searches.findByText('知识图谱综述')).toBeVisible();
    await expect(main.getByRole('link', { name: P.hotsub.title })).toHaveAttribute('href', '/subscription/hotsub');
  },
};

/** A member with nothing followed, subscribed or saved: 暂无数据 in each block. */
export const OverviewEmpty: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const focus = within(main.getByRole('region', { name: P.myfocus.title }));
    await expect(await focus.findByText(messages.loader.empty)).toBeVisible();
  },
};

/** The lists are on their way: each block says it is loading. */
export const OverviewLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        scenario(follows, { latencyMs: 'infinite' }),
        scenario(subscriptions, { latencyMs: 'infinite' }),
        scenario(savedSearches, { latencyMs: 'infinite' }),
      ],
    },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const focus = main.getByRole('region', { name: P.myfocus.title });
    await expect(await within(focus).findByText(messages.loader.loading)).toBeVisible();
    await expect(focus).toHaveAttribute('aria-busy', 'true');
  },
};

/** One list fails: its block says so and retries; the others still show their items. */
export const OverviewOneFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        scenario(follows, { code: 500 }),
        scenario(subscriptions, { data: subscribeList }),
        scenario(savedSearches, { data: savedList }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const focus = within(main.getByRole('region', { name: P.myfocus.title }));
    await expect(await focus.findByRole('alert')).toBeVisible();
    await expect(focus.getByRole('button', { name: accountLabels.list.retry })).toBeVisible();
    const searches = within(main.getByRole('region', { name: P.searches.title }));
    await expect(await searches.findByText('知识图谱综述')).toBeVisible();
  },
};

/** Two journals of the seeded corpus put in comparison: their facts side by side, the highest measures marked. */
export const Compete: Story = {
  parameters: {
    deeplink: at('/subscription/compete'),
    msw: {
      handlers: [
        scenario(comparisons, {
          data: pageOf(
            [
              ['J00001', '计算机学报'],
              ['J00002', '软件学报'],
            ].map(([targetId, name], i) => ({
              id: `C${i + 1}`,
              targetId,
              kind: 'journal',
              name,
              addedAt: '2025-11-10T02:00:00.000Z',
            })),
          ),
        }),
      ],
    },
  },
  render: () => <CompetePage />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const result = await main.findByRole('region', { name: P.compete.table });
    const table = within(result).getByRole('table');
    await expect(await within(table).findByRole('columnheader', { name: '计算机学报' })).toBeVisible();
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).getAllByText(new RegExp(P.compete.best)).length).toBeGreaterThan(0);
  },
};
