import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { messages } from '@wenxian/domain';
import { ProductSideNav } from './ProductSideNav';

const nav = messages.productNav;
const groups = [
  {
    label: nav.noveltySearch,
    href: '/product/noveltysearch/home',
    items: [{ label: nav.myOrders, href: '/product/noveltysearch/myorder' }],
  },
  {
    label: nav.collectionProof,
    href: '/product/collectionquery/home',
    items: [{ label: nav.collectionProofList, href: '/product/collectionquery/myorder' }],
  },
];

const meta = {
  title: 'UI/Products/ProductSideNav',
  component: ProductSideNav,
  args: { label: '产品导航', groups, currentPath: '/product/noveltysearch/home' },
} satisfies Meta<typeof ProductSideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the novelty-search home: 科技查新 is current, with 我的订单 under it and the collection proof below. */
export const NoveltySearchHome: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: nav.noveltySearch })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: nav.myOrders })).toHaveAttribute(
      'href',
      '/product/noveltysearch/myorder',
    );
    await expect(canvas.getByRole('link', { name: nav.collectionProofList })).not.toHaveAttribute('aria-current');
  },
};

/** On 申请收录列表 (a trailing slash still matches). */
export const CollectionList: Story = {
  args: { currentPath: '/product/collectionquery/myorder/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: nav.collectionProofList })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: nav.noveltySearch })).not.toHaveAttribute('aria-current');
  },
};
