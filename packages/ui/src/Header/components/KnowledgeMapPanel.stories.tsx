import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { knowledgeTiles } from '../Header.fixtures';
import { KnowledgeMapPanel } from './KnowledgeMapPanel';

/** The header's 知识图谱 panel on its own: entry tiles to the entity areas (journals, authors, …). */
const meta = {
  title: 'UI/Shell/KnowledgeMapPanel',
  component: KnowledgeMapPanel,
  args: { tiles: knowledgeTiles },
} satisfies Meta<typeof KnowledgeMapPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six tiles, each a link with its label and description, reachable by the keyboard in reading order. */
export const Tiles: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(knowledgeTiles.map((t) => t.href));
    await expect(canvas.getByRole('link', { name: '期刊 期刊导航与评价' })).toBeVisible();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

/** Tiles without a description show the label alone. */
export const LabelsOnly: Story = {
  args: { tiles: knowledgeTiles.slice(0, 3).map(({ label, href }) => ({ label, href })) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByRole('link', { name: '机构' })).toHaveAttribute('href', '/organization');
  },
};
