import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellLabels } from '@wenxian/domain';
import { withPage, type PageParameters } from '../test/withPage';
import type { LayoutId } from './layoutIds';

/** A page body standing in for any route's content, so each story shows the layout around it. */
function SamplePage() {
  return (
    <section style={{ padding: '4rem', minHeight: '30rem' }}>
      <h1>页面内容</h1>
      <p>布局之内的页面内容。</p>
    </section>
  );
}

/** The eleven layouts of doc 000 §2.2 around the same page. */
const meta = {
  title: 'Web/Layouts',
  component: SamplePage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/sample' } },
} satisfies Meta<typeof SamplePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const layoutStory = (layout: LayoutId, deeplink = '/sample', check?: Story['play']): Story => ({
  parameters: { siteLayout: layout, deeplink: { path: deeplink } } satisfies PageParameters,
  play: async (context) => {
    const { canvas } = context;
    // Every layout has one <main> landmark and a skip link to it.
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('link', { name: shellLabels.layout.skipToContent })).toHaveAttribute('href', '#main');
    await check?.(context);
  },
});

export const Default = layoutStory('default', '/sample', async ({ canvas }) => {
  await expect(await canvas.findByRole('banner')).toBeVisible();
  await expect(canvas.getByRole('contentinfo')).toBeVisible();
});
export const AiHome = layoutStory('aiHome', '/WeResearch/handbook', async ({ canvas }) => {
  await expect(canvas.getByRole('navigation', { name: shellLabels.layout.aiSideBar })).toBeVisible();
});
export const Conference = layoutStory('conference', '/sample', async ({ canvas }) => {
  await expect(canvas.getByRole('contentinfo', { name: shellLabels.layout.conferenceFooterLabel })).toBeVisible();
});
export const Empty = layoutStory('empty', '/sample', async ({ canvas }) => {
  await expect(canvas.queryByRole('banner')).toBeNull();
  await expect(canvas.queryByRole('contentinfo')).toBeNull();
});
export const NoSideBar = layoutStory('noSideBar');
export const NoHeader = layoutStory('noHeader', '/sample', async ({ canvas }) => {
  await expect(canvas.queryByRole('banner')).toBeNull();
});
export const NoHeaderFooter = layoutStory('noHeaderFooter');
export const Organization = layoutStory('organization', '/organization/search?k=清华', async ({ canvas }) => {
  await expect(await canvas.findByDisplayValue('清华')).toBeVisible();
});
export const Preview = layoutStory('preview', '/onlinereading', async ({ canvas }) => {
  await expect(canvas.getByRole('link', { name: shellLabels.site.name })).toHaveAttribute('href', '/');
});
export const Product = layoutStory('product', '/product/noveltysearch', async ({ canvas }) => {
  const nav = canvas.getByRole('navigation', { name: shellLabels.layout.productNav });
  await expect(nav).toBeVisible();
});
export const UserInfo = layoutStory('userInfo', '/personalcenter', async ({ canvas }) => {
  await expect(canvas.getByRole('navigation', { name: shellLabels.layout.userInfoNav })).toBeVisible();
});
/** A page of the subscriptions marks its section in the centre's bar, as the personal centre's pages do. */
export const UserInfoSubscriptionPage = layoutStory('userInfo', '/subscription/collect', async ({ canvas }) => {
  const nav = within(canvas.getByRole('navigation', { name: shellLabels.layout.userInfoNav }));
  await expect(nav.getByRole('link', { name: '收藏/关注/订阅' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
});
/** A section with an item of its own under /subscription marks only that item. */
export const UserInfoCompetePage = layoutStory('userInfo', '/subscription/compete', async ({ canvas }) => {
  const nav = within(canvas.getByRole('navigation', { name: shellLabels.layout.userInfoNav }));
  await expect(nav.getByRole('link', { name: '期刊对比' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
});
/** A notice opened from 我的消息 marks 我的消息, the list it came from. */
export const UserInfoNoticePage = layoutStory('userInfo', '/personalcenter/notice/1', async ({ canvas }) => {
  const nav = within(canvas.getByRole('navigation', { name: shellLabels.layout.userInfoNav }));
  await expect(nav.getByRole('link', { name: '我的消息' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
});
