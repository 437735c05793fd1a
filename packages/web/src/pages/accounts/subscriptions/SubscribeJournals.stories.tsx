import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiConfig, JOURNAL_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { HotSubPage } from './HotSubPage';
import { RemdPeriodicalPage } from './RemdPeriodicalPage';

const H = accountLabels.pages.hotsub;
const R = accountLabels.pages.remdperiodical;
const hot = { method: 'post', path: JOURNAL_PATHS.hotJournal } as const;
const recommended = { method: 'post', path: JOURNAL_PATHS.recommendJournal } as const;

/** /subscription/hotsub and /subscription/remdperiodical for a member (13800000002): journals to subscribe. */
const meta = {
  title: 'Web/Pages/Accounts/SubscribeJournals',
  component: HotSubPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/subscription/hotsub' } },
} satisfies Meta<typeof HotSubPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hot journals, each with its tags and 订阅. */
export const HotSub: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const region = await main.findByRole('region', { name: H.title });
    await expect((await within(region).findAllByRole('button', { name: new RegExp(`^${H.subscribe} `) })).length).toBe(
      12,
    );
    await expect(main.getByRole('link', { name: H.mine })).toHaveAttribute('href', '/subscription/mysubItem');
  },
};

/** 订阅 subscribes through the simulation, the row says 已订阅, 取消订阅 undoes it (toasts say both). */
export const HotSubSubscribe: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const region = await main.findByRole('region', { name: H.title });
    const first = (await within(region).findAllByRole('button', { name: new RegExp(`^${H.subscribe} `) }))[0]!;
    const name = (first.getAttribute('aria-label') ?? '').slice(H.subscribe.length + 1);
    await userEvent.click(first);
    const undo = await within(region).findByRole('button', { name: `${accountLabels.actions.unsubscribe} ${name}` });
    await expect(await canvas.findByText(H.done(name))).toBeVisible();
    await userEvent.click(undo);
    await expect(await within(region).findByRole('button', { name: `${H.subscribe} ${name}` })).toBeEnabled();
  },
};

export const HotSubLoading: Story = {
  parameters: { msw: { handlers: [scenario(hot, { latencyMs: 'infinite' })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const HotSubEmpty: Story = {
  parameters: { msw: { handlers: [scenario(hot, { data: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

export const HotSubFailed: Story = {
  parameters: { msw: { handlers: [scenario(hot, { code: 500 })] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};

/** The recommended journals, subscribable the same way (the row then says 已订阅). */
export const Recommended: Story = {
  render: () => <RemdPeriodicalPage />,
  parameters: { deeplink: { path: '/subscription/remdperiodical' }, screenshot: false },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: R.title })).toBeVisible();
    const region = await main.findByRole('region', { name: R.title });
    const buttons = await within(region).findAllByRole('button', { name: new RegExp(`^${H.subscribe} `) });
    await expect(buttons.length).toBeGreaterThan(0);
    await userEvent.click(buttons[0]!);
    await expect(await within(region).findByText(H.subscribed)).toBeVisible();
  },
};

/** The recommended journals as a member first sees them. */
export const RecommendedList: Story = {
  render: () => <RemdPeriodicalPage />,
  parameters: { deeplink: { path: '/subscription/remdperiodical' } },
  play: async ({ canvas }) => {
    const region = await within(canvas.getByRole('main')).findByRole('region', { name: R.title });
    await expect((await within(region).findAllByRole('link')).length).toBeGreaterThan(0);
  },
};

export const RecommendedLoading: Story = {
  render: () => <RemdPeriodicalPage />,
  parameters: {
    deeplink: { path: '/subscription/remdperiodical' },
    msw: { handlers: [scenario(recommended, { latencyMs: 'infinite' })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const RecommendedEmpty: Story = {
  render: () => <RemdPeriodicalPage />,
  parameters: {
    deeplink: { path: '/subscription/remdperiodical' },
    msw: { handlers: [scenario(recommended, { data: [] })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

export const RecommendedFailed: Story = {
  render: () => <RemdPeriodicalPage />,
  parameters: {
    deeplink: { path: '/subscription/remdperiodical' },
    msw: { handlers: [scenario(recommended, { code: 500 })] },
    screenshot: false,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: accountLabels.list.retry })).toBeVisible();
  },
};
