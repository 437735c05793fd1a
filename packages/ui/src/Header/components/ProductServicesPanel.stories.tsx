import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { siteProductCategories } from '../Header.fixtures';
import { ProductServicesPanel } from './ProductServicesPanel';

/**
 * The product-services panel's content on its own, with the categories the site shows (the config's, then AI服务 and
 * 精彩活动): categories on the left, their sections on the right.
 */
const meta = {
  title: 'UI/Shell/Header/ProductServicesPanel',
  component: ProductServicesPanel,
  args: { categories: siteProductCategories },
} satisfies Meta<typeof ProductServicesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first category is current: its sections, services and their sub-items. */
export const FirstCategory: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '检测服务' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '阅读工具' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('heading', { name: '论文检测' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '学位论文检测' })).toHaveAttribute(
      'href',
      '/product/thesisdetection',
    );
    const subItems = canvas.getAllByRole('link', { name: '我的订单' });
    await expect(subItems.map((a) => a.getAttribute('href'))).toEqual([
      '/product/thesisdetection/order',
      '/product/noveltysearch/myorder',
    ]);
  },
};

/** Clicking (or hovering) another category shows its sections instead. */
export const SwitchedCategory: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '阅读工具' }));
    await expect(canvas.getByRole('button', { name: '阅读工具' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { name: '阅读与转换' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'PDF转Word' })).toHaveAttribute('href', '/transform/pdf2word');
    await expect(canvas.queryByRole('heading', { name: '论文检测' })).toBeNull();
  },
};

/** Keyboard: focusing a category (Tab) makes it current, so the keyboard reaches every section. */
export const ByKeyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: '检测服务' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    const ai = canvas.getByRole('button', { name: 'AI服务' });
    await expect(ai).toHaveFocus();
    await expect(ai).toHaveAttribute('aria-pressed', 'true');
    const section = canvas.getByRole('heading', { name: 'AI服务' }).closest('section')!;
    await expect(within(section).getByRole('link', { name: 'AI检索（WeResearch）' })).toHaveAttribute(
      'href',
      '/WeResearch',
    );
  },
};

/** AI服务: the AI search (with its handbook), AI问答 and the manuscript pre-review (with its records). */
export const AiServices: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'AI服务' }));
    await expect(canvas.getByRole('button', { name: 'AI服务' })).toHaveAttribute('aria-pressed', 'true');
    const section = within(canvas.getByRole('heading', { name: 'AI服务' }).closest('section')!);
    const links = section.getAllByRole('link');
    await expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['AI检索（WeResearch）', '/WeResearch'],
      ['AI检索使用手册', '/WeResearch/handbook'],
      ['AI问答', '/chat'],
      ['AI稿件预审', '/prequalification'],
      ['预审记录', '/prequalification/recordList'],
    ]);
  },
};

/** 精彩活动: every activity page, by its own name. */
export const Activities: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: '精彩活动' }));
    await expect(canvas.getByRole('button', { name: '精彩活动' })).toHaveAttribute('aria-pressed', 'true');
    const section = within(canvas.getByRole('heading', { name: '精彩活动' }).closest('section')!);
    const links = section.getAllByRole('link');
    await expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['双重优惠季', '/activity/doublepromotion'],
      ['教学智能体', '/activity/aipromotional'],
      ['开学季', '/activity/SchoolSeason'],
      ['会员专享季', '/activity/memberactivity'],
      ['算力加油包', '/activity/power'],
      ['全民阅读月', '/activity/readingmonth'],
      ['年终学术盘点', '/activity/yearEndActivity'],
    ]);
    await expect(canvas.queryByRole('heading', { name: '论文检测' })).toBeNull();
  },
};

/** No configured categories (the config call failed or is empty): an empty panel, nothing broken. */
export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
