import { useRef, useState, useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header, type HeaderProps } from './Header';
import { knowledgeTiles, managerUser, memberUser, productCategories } from './Header.fixtures';
import { KnowledgeMapPanel as KnowledgeMapContent } from './components/KnowledgeMapPanel';
import { ProductServicesPanel as ProductServicesContent } from './components/ProductServicesPanel';
import { elementScrollSource, useScrollY, type ScrollSource } from './useScrollY';

const meta = {
  title: 'UI/Shell/Header',
  component: Header,
  args: {
    productServicesPanel: <ProductServicesContent categories={productCategories} />,
    knowledgeMapPanel: <KnowledgeMapContent tiles={knowledgeTiles} />,
    isHome: false,
    scrollY: 0,
    loginHref: '/account?serve=%2F&appCode=101',
    registerHref: '/account/register?serve=%2F',
    onSearchFocus: fn(),
    onLogout: fn(),
  },
  parameters: { layout: 'fullscreen' },
  // Room under the bar so open panels are inside the story's snapshot.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/account?serve=%2F&appCode=101');
    await expect(canvas.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/account/register?serve=%2F');
    await expect(canvas.queryByRole('button', { name: /个人菜单/ })).toBeNull();
  },
};

/** Right items: Top-up, Member, Title materials — the last with the new badge. */
export const RightItemsWithNewBadge: Story = {
  play: async ({ canvas }) => {
    const titleMaterials = canvas.getByRole('link', { name: /^职称材料/ });
    await expect(titleMaterials).toHaveAttribute('href', '/titlePackage');
    await expect(within(titleMaterials).getByText('新')).toBeVisible();
    await expect(within(canvas.getByRole('link', { name: '会员' })).queryByText('新')).toBeNull();
    await expect(canvas.getByRole('link', { name: '充值' })).toHaveAttribute('href', '/pay/newrecharge');
    await expect(canvas.getByRole('link', { name: '会员' })).toHaveAttribute('href', '/member');
  },
};

/** Logged in: the personal dropdown; no journal service for an ordinary user. */
export const LoggedIn: Story = {
  args: { user: memberUser, defaultOpenPanel: 'personal' },
  play: async ({ args, canvas }) => {
    const menu = within(await canvas.findByRole('dialog', { name: '个人菜单' }));
    await expect(menu.getByText('张同学')).toBeVisible();
    await expect(menu.getByText('LV3')).toBeVisible();
    // Counts format by the domain rule: 1000 and above with comma grouping.
    await expect(menu.getByText(/¥1280\.00/)).toBeVisible();
    await expect(menu.getByRole('link', { name: '充值' })).toHaveAttribute('href', '/pay/newrecharge');
    for (const name of ['账号管理', '个人中心', '我的订单', '我的优惠券', '收藏/关注/订阅']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.queryByRole('link', { name: '期刊服务' })).toBeNull();
    await userEvent.click(menu.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A journal manager also gets 期刊服务 → /manager. */
export const LoggedInManagerUser: Story = {
  args: { user: managerUser, defaultOpenPanel: 'personal' },
  play: async ({ canvas }) => {
    const menu = within(await canvas.findByRole('dialog', { name: '个人菜单' }));
    await expect(menu.getByRole('link', { name: '期刊服务' })).toHaveAttribute('href', '/manager');
  },
};

/** The personal dropdown opens on hover of the avatar, and on keyboard focus; Tab walks into its entries. */
export const PersonalDropdownOnHover: Story = {
  args: { user: memberUser },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('button', { name: '个人菜单：张同学' });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.hover(avatar);
    await expect(await canvas.findByRole('dialog', { name: '个人菜单' })).toBeVisible();
    await userEvent.unhover(avatar);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    avatar.focus();
    const menu = await canvas.findByRole('dialog', { name: '个人菜单' });
    await userEvent.tab();
    await expect(within(menu).getByRole('link', { name: '充值' })).toHaveFocus();
  },
};

/** Product services: hover opens; the left menu switches the right sections. */
export const ProductServicesPanel: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: '产品服务' }));
    const panel = within(await canvas.findByRole('dialog', { name: '产品服务' }));
    await expect(panel.getByRole('heading', { name: '论文检测' })).toBeVisible();
    await expect(panel.getByRole('link', { name: '科技查新' })).toHaveAttribute('href', '/product/noveltysearch/home');
    await userEvent.hover(panel.getByRole('button', { name: '阅读工具' }));
    await expect(panel.getByRole('link', { name: 'PDF转Word' })).toBeVisible();
    await expect(panel.queryByRole('heading', { name: '论文检测' })).toBeNull();
  },
};

/** Keyboard: Tab onto the trigger opens the panel, Tab walks into it, Esc closes it. */
export const ProductServicesByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '产品服务' });
    trigger.focus();
    const panel = await canvas.findByRole('dialog', { name: '产品服务' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(panel.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Knowledge map: a panel of entry tiles, by hover and by keyboard focus. */
export const KnowledgeMapPanel: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '知识图谱' });
    await userEvent.hover(trigger);
    await expect(await canvas.findByRole('dialog', { name: '知识图谱' })).toBeVisible();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    trigger.focus();
    const panel = within(await canvas.findByRole('dialog', { name: '知识图谱' }));
    await expect(panel.getAllByRole('link')).toHaveLength(6);
    await expect(panel.getByRole('link', { name: /机构/ })).toHaveAttribute('href', '/organization');
  },
};

/** The compact search: hidden at 500 px, shown past 500 px; focusing it asks for the search dialog. */
export const CompactSearchAfterScroll: Story = {
  args: { scrollY: 501 },
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: '关键词检索' });
    await userEvent.click(search);
    await expect(args.onSearchFocus).toHaveBeenCalled();
  },
};

export const CompactSearchHiddenAtThreshold: Story = {
  args: { scrollY: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const HomeNeverShowsCompactSearch: Story = {
  args: { isHome: true, scrollY: 5000 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** A scroll box as the injected scroll source: scrolling it past 500 px brings the compact search in. */
function ScrollingPage(props: HeaderProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState<ScrollSource | undefined>();
  useEffect(() => {
    if (boxRef.current) setSource(elementScrollSource(boxRef.current));
  }, []);
  return (
    <div ref={boxRef} data-testid="scroll-box" style={{ height: '44rem', overflow: 'auto' }}>
      <ScrollFedHeader {...props} source={source} />
      <div style={{ height: '300rem' }} />
    </div>
  );
}

function ScrollFedHeader({ source, ...props }: HeaderProps & { source: ScrollSource | undefined }) {
  const scrollY = useScrollY(source);
  return <Header {...props} scrollY={scrollY} />;
}

export const ScrollSourceDrivesCompactSearch: Story = {
  render: (args) => <ScrollingPage {...args} />,
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('scroll-box');
    box.scrollTop = 500;
    box.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    box.scrollTop = 501;
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: '关键词检索' })).toBeVisible());
    box.scrollTop = 0;
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull());
  },
};
