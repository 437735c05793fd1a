import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CONTENT_PATHS as P } from '@wenxian/api';
import { scenario } from '@wenxian/simulation';
import { contentLabels, footerPhones, messages } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { ArticlePage } from './ArticlePage';
import { PublicDocumentPage } from './PublicDocumentPage';
import { HelpCenterPage } from './HelpCenterPage';
import { HelpDetailPage } from './HelpDetailPage';
import { HelpNavPage } from './HelpNavPage';
import { HelpSearchPage } from './HelpSearchPage';
import { NewsListPage } from './NewsListPage';
import { SystemNoticesPage } from './SystemNoticesPage';

/** The public-content pages over the simulated /commonOpenUp calls: data, loading, empty and error states. */
const meta = {
  title: 'Web/Pages/Content',
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const H = contentLabels.helpCenter;
const post = (path: string) => ({ method: 'post' as const, path });

export const AboutAgreement: Story = {
  render: () => <PublicDocumentPage />,
  parameters: { deeplink: { path: '/aboutus/agreement' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '用户服务协议' })).toBeVisible();
    const outline = canvas.getByRole('navigation', { name: contentLabels.outline });
    await expect(within(outline).getAllByRole('link').length).toBeGreaterThanOrEqual(8);
    // The footer links the agreement too: the about pages' own navigation is in <main>.
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('link', { name: contentLabels.about.nav.agreement })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** 客户服务 quotes, per topic, the number the footer below it gives: both read the domain's one contact table. */
export const AboutCustomerService: Story = {
  render: () => <PublicDocumentPage />,
  parameters: { deeplink: { path: '/aboutus/cso' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '客户服务' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    const footerNumbers = within(canvas.getByRole('group', { name: '联系电话' }));
    for (const { topic, number } of footerPhones) {
      await expect(footerNumbers.getByText(number)).toBeVisible();
      await expect(main.getByText(`${topic}：${number}`, { exact: false })).toBeVisible();
    }
  },
};

export const AboutLoading: Story = {
  render: () => <PublicDocumentPage />,
  parameters: {
    deeplink: { path: '/aboutus/as' },
    msw: { handlers: [scenario(post(P.getAboutUsList), { latencyMs: 'infinite' })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const AboutServerError: Story = {
  render: () => <PublicDocumentPage />,
  parameters: {
    deeplink: { path: '/aboutus/as' },
    msw: { handlers: [scenario(post(P.getAboutUsList), { code: 500, message: '' })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.genericTitle)).toBeVisible();
  },
};

export const NewsList: Story = {
  render: () => <NewsListPage />,
  parameters: { deeplink: { path: '/newsInformation/list' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: contentLabels.news.list });
    await expect(within(list).getAllByRole('link').length).toBe(10);
  },
};

export const NewsEmpty: Story = {
  render: () => <NewsListPage />,
  parameters: {
    deeplink: { path: '/newsInformation/chair' },
    msw: { handlers: [scenario(post(P.getJournalismListType4), { empty: true })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

export const NewsDetail: Story = {
  render: () => <ArticlePage />,
  parameters: { deeplink: { path: '/newsInformation/detail/N2', route: '/newsInformation/detail/:id?' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('研究进展与学术动态');
    await expect(canvas.getByRole('heading', { level: 2, name: '研究现状' })).toBeVisible();
  },
};

export const NewsNotFound: Story = {
  render: () => <ArticlePage />,
  parameters: { deeplink: { path: '/newsInformation/detail/N999', route: '/newsInformation/detail/:id?' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.notFoundTitle)).toBeVisible();
  },
};

export const SystemNotices: Story = {
  render: () => <SystemNoticesPage />,
  parameters: { deeplink: { path: '/system' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: contentLabels.info.system });
    await expect(within(list).getByRole('link', { name: '系统升级维护公告' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/pageTmp\?id=NT/),
    );
  },
};

export const HelpHome: Story = {
  render: () => <HelpCenterPage />,
  parameters: { deeplink: { path: '/helpcenter' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '如何开具发票' })).toHaveAttribute(
      'href',
      expect.stringContaining('/helpcenter/detail/question?id='),
    );
    await userEvent.click(canvas.getByRole('button', { name: H.search }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(H.emptyKeyword);
  },
};

export const HelpNav: Story = {
  render: () => <HelpNavPage />,
  parameters: { deeplink: { path: '/helpcenter/nav/application' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: H.kinds.application });
    await expect(within(list).getByRole('link', { name: '如何使用专业检索' })).toBeVisible();
  },
};

export const HelpDetail: Story = {
  render: () => <HelpDetailPage />,
  parameters: { deeplink: { path: '/helpcenter/detail/question' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '如何下载文献' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: H.related })).toBeVisible();
  },
};

export const HelpSearchResults: Story = {
  render: () => <HelpSearchPage />,
  parameters: { deeplink: { path: '/helpcenter/search?k=%E5%8F%91%E7%A5%A8' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(H.results(1, '发票'))).toHaveAttribute('role', 'status');
  },
};

export const HelpSearchNoResults: Story = {
  render: () => <HelpSearchPage />,
  parameters: { deeplink: { path: '/helpcenter/advancesearch?k=%E5%8F%91%E7%A5%A8&titleOnly=1&column=H2' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(H.noResults)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: H.titleOnly })).toBeChecked();
  },
};
