import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { productCategories } from '../Header.fixtures';
import { ProductServicesPanel } from './ProductServicesPanel';

/** The product-services panel's content on its own: categories on the left, their sections on the right. */
const meta = {
  title: 'UI/Shell/Header/ProductServicesPanel',
  component: ProductServicesPanel,
  args: { categories: productCategories },
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
    const section = canvas.getByRole('heading', { name: 'AI助手' }).closest('section')!;
    await expect(within(section).getByRole('link', { name: 'AI检索助手' })).toHaveAttribute('href', '/WeResearch');
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
