import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { journalTagsDisplay } from '@wenxian/domain';
import { Button } from '../Button';
import { JournalProfile } from './JournalProfile';

const tags = journalTagsDisplay(['SCIE', 'BDHX', 'CSCD', 'JCR'], { BDHX: '2023', CSCD: '2025-2026', JCR: 'Q1' });

const meta = {
  title: 'UI/Entities/JournalProfile',
  component: JournalProfile,
  args: {
    name: '计算机学报',
    nameEn: 'Chinese Journal of Computers',
    tags: [...tags, { label: '预出版', tone: 'badge' }, { label: '网络首发', tone: 'badge' }],
    facts: [
      { label: 'ISSN', value: '0254-4164' },
      { label: 'CN', value: '11-1826/TP' },
      { label: '出版周期', value: '月刊' },
      { label: '主办单位', value: '中国计算机学会' },
      { label: '复合影响因子', value: '3.512' },
      { label: '文献量', value: '1,283' },
    ],
  },
} satisfies Meta<typeof JournalProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Core lists first with their edition years as the tag's expansion, then international indexes and badges. */
export const Default: Story = {
  args: {
    actions: (
      <>
        <Button>订阅</Button>
        <Button variant="secondary">收藏</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '计算机学报' })).toBeVisible();
    const list = canvas.getByRole('list', { name: '收录情况' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await expect(items).toEqual(['北大核心', 'CSCD核心库', 'SCIE', 'JCR Q1', '预出版', '网络首发']);
    await expect(canvas.getByTitle('北大核心（2023版）')).toBeVisible();
    await expect(canvas.getByText('0254-4164')).toBeVisible();
  },
};

/** A regional journal with no index tags: no empty tag list. */
export const WithoutTags: Story = {
  args: { name: '河北教育研究', nameEn: undefined, tags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: '收录情况' })).toBeNull();
  },
};
