import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiConfig, applyNoveltySearch, PRODUCTS_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { messages, productLabels, shellLabels } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { main, post, signedInAs } from './productStories.testing';
import { NoveltyProcessPage } from './NoveltyProcessPage';
import { NoveltyTicketPage } from './NoveltyTicketPage';

/**
 * A novelty search's stages and its commission ticket over the simulation; the ticket's order is created through
 * the real application call first.
 */
const meta = {
  title: 'Web/Pages/Products/Orders/Novelty',
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const N = productLabels.novelty;

/** The stages of a novelty search played one after another, with the way to apply. */
export const NoveltyProcess: Story = {
  render: () => <NoveltyProcessPage />,
  // The stages advance every 1.5 s: no picture (it would depend on when it is taken).
  parameters: { deeplink: { path: '/product/noveltysearch/animationdetection' }, screenshot: false },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: N.animationTitle })).toBeVisible();
    for (const step of N.steps) await expect(page.getByText(step)).toBeVisible();
    await expect(page.getByRole('link', { name: N.apply })).toHaveAttribute(
      'href',
      '/product/noveltysearch/basicInformation',
    );
  },
};

const TICKET_ROUTE = '/product/noveltysearch/myorder/orderticket/:id?';
const PROJECT = '遥感影像变化检测的深度学习方法';

/** Without an id the page shows the latest order's commission ticket, checkpoint by checkpoint. */
export const NoveltyTicketLatest: Story = {
  render: () => <NoveltyTicketPage />,
  parameters: { deeplink: { path: '/product/noveltysearch/myorder/orderticket', route: TICKET_ROUTE } },
  beforeEach: async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    await applyNoveltySearch({
      projectName: PROJECT,
      purpose: '科研立项',
      scope: '国内外',
      checkpoints: ['基于孪生网络的遥感影像变化检测'],
      keywords: ['遥感', '变化检测'],
      contactName: '周明远',
      contactPhone: '13800000002',
    });
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('cell', { name: PROJECT })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /基于孪生网络的遥感影像变化检测/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: N.conclusion })).toBeVisible();
  },
};

export const NoveltyTicketNoOrders: Story = {
  render: () => <NoveltyTicketPage />,
  parameters: { deeplink: { path: '/product/noveltysearch/myorder/orderticket', route: TICKET_ROUTE } },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(N.noOrders, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: N.apply })).toHaveAttribute(
      'href',
      '/product/noveltysearch/basicInformation',
    );
  },
};

export const NoveltyTicketAnonymous: Story = {
  render: () => <NoveltyTicketPage />,
  parameters: { deeplink: { path: '/product/noveltysearch/myorder/orderticket/NS1001', route: TICKET_ROUTE } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('link', { name: shellLabels.header.login })).toHaveAttribute(
      'href',
      expect.stringContaining('/account?serve='),
    );
  },
};

export const NoveltyTicketLoading: Story = {
  render: () => <NoveltyTicketPage />,
  parameters: {
    deeplink: { path: '/product/noveltysearch/myorder/orderticket/NS1001', route: TICKET_ROUTE },
    msw: { handlers: [scenario(post(PRODUCTS_PATHS.noveltyOrderTicket), { latencyMs: 'infinite' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.loader.loading)).toBeVisible();
  },
};

export const NoveltyTicketError: Story = {
  render: () => <NoveltyTicketPage />,
  parameters: {
    deeplink: { path: '/product/noveltysearch/myorder/orderticket/NS1001', route: TICKET_ROUTE },
    msw: { handlers: [scenario(post(PRODUCTS_PATHS.noveltyOrderTicket), { code: 500, message: '' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.errorPage.genericTitle)).toBeVisible();
  },
};
