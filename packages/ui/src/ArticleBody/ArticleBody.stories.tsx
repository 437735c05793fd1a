import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentLabels } from '@wenxian/domain';
import { ArticleBody } from './ArticleBody';

const sections = [
  [
    '一、协议的接受',
    '欢迎使用文献平台。您注册、登录或使用平台服务，即表示您已阅读并同意本协议的全部内容。如不同意，请停止使用。',
  ],
  [
    '二、账号注册与使用',
    '您应使用真实、有效的手机号注册账号，并妥善保管密码。账号仅限本人使用，不得出借、转让或出售。',
  ],
  ['三、服务内容', '平台提供文献检索、阅读、下载、分析、AI智能检索、论文检测等服务，部分服务需付费或开通会员后使用。'],
  ['四、用户行为规范', '不得利用程序、爬虫等手段批量下载文献；访问频率过高时平台会要求进行安全验证。'],
];
const longHtml = sections.map(([h, p]) => `<h2>${h}</h2><p>${p}</p><p>${p}</p>`).join('');

const meta = {
  title: 'UI/Content/ArticleBody',
  component: ArticleBody,
  args: { title: '用户服务协议', html: longHtml, meta: '更新日期：2025-06-01' },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long document: sections get anchors and the outline lists them in order. */
export const LongDocument: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '用户服务协议' })).toBeVisible();
    const outline = canvas.getByRole('navigation', { name: contentLabels.outline });
    const links = within(outline).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(sections.map(([h]) => h));
    await expect(links[1]).toHaveAttribute('href', '#sec-2');
    await expect(canvas.getByRole('heading', { level: 2, name: '二、账号注册与使用' })).toHaveAttribute('id', 'sec-2');
  },
};

/** A short answer has no outline. */
export const ShortAnswer: Story = {
  args: {
    title: '如何开具发票',
    html: '<h2>申请方式</h2><p>在个人中心“我的订单”中找到已支付订单，点击“申请发票”。</p>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: contentLabels.outline })).toBeNull();
  },
};

/** Scripts, event handlers and styles from the server never reach the page. */
export const SanitizedHtml: Story = {
  args: {
    title: '公告',
    html: '<h2 onclick="alert(1)">维护时间</h2><p>本周六维护<script>window.hacked=1</script><img onerror="alert(1)" alt="示意图"></p><style>body{display:none}</style>',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '维护时间' })).not.toHaveAttribute('onclick');
    await expect(canvasElement.querySelector('script, style')).toBeNull();
    await expect(canvas.getByAltText('示意图')).not.toHaveAttribute('onerror');
  },
};
