import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig, MEMBERSHIP_PATHS, RECORDS_PATHS, requestDownload, search } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { MyLogPage } from './MyLogPage';

const P = accountLabels.pages.mylog;
const downloads = { method: 'post', path: MEMBERSHIP_PATHS.downloadLogPage } as const;
const searches = { method: 'post', path: RECORDS_PATHS.getRetrievalRecordList } as const;
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

/** /personalcenter/mylog for a member (13800000002): download, search and browse records. */
const meta = {
  title: 'Web/Pages/Accounts/MyLog',
  component: MyLogPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter/mylog' } },
} satisfies Meta<typeof MyLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The download tab (the default): each record leads to its literature. */
export const Downloads: Story = {
  parameters: {
    msw: {
      handlers: [
        scenario(downloads, {
          data: page([{ id: 'L1', title: '深度学习综述', type: 1, time: '2025-11-10T02:00:00.000Z', vipType: 'USER' }]),
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const tabs = main.getByRole('navigation', { name: P.title });
    await expect(within(tabs).getByRole('link', { name: P.downloads })).toHaveAttribute('aria-current', 'page');
    await expect(within(tabs).getByRole('link', { name: P.browses })).toHaveAttribute(
      'href',
      '/personalcenter/mylog?tab=browse',
    );
    const region = await main.findByRole('region', { name: P.downloads });
    await expect(await within(region).findByRole('link', { name: '深度学习综述' })).toBeVisible();
  },
};

let openAccessTitle = '';

/** An open-access paper the member downloaded free (no quota taken) is in 下载记录 too. */
export const OpenAccessDownload: Story = {
  beforeEach: async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    const found = await search({ conditions: [{ searchField: 'U', content: '研究' }], pageSize: 100 });
    const paper = found.list.find((item) => item.isOA);
    if (!paper) throw new globalThis.Error('no open-access paper');
    openAccessTitle = paper.title;
    await requestDownload({ ids: [paper.id], types: [paper.type] });
  },
  play: async ({ canvas }) => {
    const region = await within(canvas.getByRole('main')).findByRole('region', { name: P.downloads });
    await expect(await within(region).findByRole('link', { name: openAccessTitle })).toBeVisible();
  },
};

/** The search tab: each expression searches again. */
export const Searches: Story = {
  parameters: {
    deeplink: { path: '/personalcenter/mylog?tab=search' },
    msw: {
      handlers: [
        scenario(searches, {
          data: page([{ id: 'R1', expression: '图像识别', total: 12, time: '2025-11-10T02:00:00.000Z' }]),
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const region = await main.findByRole('region', { name: P.searches });
    await expect(await within(region).findByRole('link', { name: '图像识别' })).toHaveAttribute(
      'href',
      `/search?k=${encodeURIComponent('图像识别')}`,
    );
  },
};

/** No downloads yet: 暂无数据. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenario(downloads, { empty: true })] } },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario(downloads, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario(downloads, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};
