import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiConfig, RECORDS_PATHS, SUBJECT_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { MySelectTopicPage } from './MySelectTopicPage';

const P = accountLabels.pages.mySelectTopic;
const follows = { method: 'post', path: RECORDS_PATHS.getFollowList } as const;
const subjectShow = { method: 'post', path: SUBJECT_PATHS.show } as const;
const route = '/personalcenter/mySelectTopic/:id?';
const topic = (id: string, name: string) => ({
  id: `T-${id}`,
  targetId: id,
  kind: 'subject',
  name,
  followedAt: '2025-11-10T02:00:00.000Z',
});

/** /personalcenter/mySelectTopic/:id? for a member (13800000002): the selected topics and one topic. */
const meta = {
  title: 'Web/Pages/Accounts/MySelectTopic',
  component: MySelectTopicPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/personalcenter/mySelectTopic', route } },
} satisfies Meta<typeof MySelectTopicPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two followed subjects, each leading to its topic page. */
export const Topics: Story = {
  parameters: {
    msw: {
      handlers: [
        scenario(follows, {
          data: { list: [topic('S0001', '图像识别'), topic('S0002', '深度学习')], total: 2, pageNum: 1, pageSize: 10 },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const region = await main.findByRole('region', { name: P.title });
    await expect(await within(region).findByRole('link', { name: '图像识别' })).toHaveAttribute(
      'href',
      '/personalcenter/mySelectTopic/S0001',
    );
  },
};

/** A member who follows no subject yet: 暂无数据 and the way to the subjects. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText(messages.loader.empty)).toBeVisible();
    await expect(main.getByRole('link', { name: P.browse })).toHaveAttribute('href', '/subject');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario(follows, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [scenario(follows, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};

/** One topic: its figures, its subject page, its literature and 返回列表. */
export const Detail: Story = {
  parameters: { deeplink: { path: '/personalcenter/mySelectTopic/S0001', route } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('heading', { level: 2, name: '图像识别' })).toBeVisible();
    await expect(main.getByRole('link', { name: P.openSubject })).toHaveAttribute('href', '/subject/S0001');
    const literature = await main.findByRole('region', { name: P.latest });
    await expect((await within(literature).findAllByRole('link')).length).toBeGreaterThan(0);
    await expect(main.getByRole('link', { name: accountLabels.actions.back })).toHaveAttribute(
      'href',
      '/personalcenter/mySelectTopic',
    );
  },
};

/** A topic that does not exist: the call's message (主题词未找到). */
export const DetailNotFound: Story = {
  parameters: { deeplink: { path: '/personalcenter/mySelectTopic/no-such-topic', route } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.subjectNotFound)).toBeVisible();
  },
};

export const DetailFailed: Story = {
  parameters: {
    deeplink: { path: '/personalcenter/mySelectTopic/S0001', route },
    msw: { handlers: [scenario(subjectShow, { code: 500 })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toBeVisible();
  },
};
