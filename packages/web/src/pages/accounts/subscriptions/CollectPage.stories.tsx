import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig, RECORDS_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { CollectPage } from './CollectPage';

const collections = { method: 'post', path: RECORDS_PATHS.getPeriodicalCollectionList } as const;
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

const collectList = pageOf([
  {
    id: 'PC-J003',
    journalId: 'J003',
    name: '图书情报工作',
    // The server sends tag codes; the page names them (CSSCI来源期刊, 北大核心).
    indexTags: ['CSSCI', 'BDHX'],
    collectedAt: '2025-11-08T02:00:00.000Z',
  },
  // The simulation's list has no collection time: nothing is shown instead of "Invalid Date".
  { id: 'PC-J004', journalId: 'J004', name: '大学图书馆学报', indexTags: ['CSSCI'], collectedAt: '' },
]);

/** /subscription/collect for a member (13800000002): the collected journals with their index tags. */
const meta = {
  title: 'Web/Pages/Accounts/Collect',
  component: CollectPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/subscription/collect', route: '/subscription/collect' } },
} satisfies Meta<typeof CollectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collect: Story = {
  parameters: {
    msw: { handlers: [scenario(collections, { data: collectList })] },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('link', { name: '图书情报工作' })).toHaveAttribute('href', '/journal/J003');
    await expect(main.getByText('CSSCI来源期刊 · 北大核心')).toBeVisible();
    await expect(main.getByText('2025-11-08')).toBeVisible();
    await expect(main.queryByText('Invalid Date')).toBeNull();
  },
};

export const CollectLoading: Story = {
  parameters: {
    msw: { handlers: [scenario(collections, { latencyMs: 'infinite' })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const CollectEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const CollectFailed: Story = {
  parameters: {
    msw: { handlers: [scenario(collections, { code: 500 })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};
