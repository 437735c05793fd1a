import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IssueTree } from './IssueTree';

const meta = {
  title: 'UI/Entities/IssueTree',
  component: IssueTree,
  args: {
    volumes: [
      { year: 2024, vol: '47', nums: ['1', '2', '3', '4', '5', '6'] },
      { year: 2025, vol: '48', nums: ['2', '1', '3'] },
      { year: 2023, vol: '46', nums: ['1', '2'] },
    ],
    hrefFor: ({ year, num }) => `/journal/J00001/${year}?num=${num}`,
  },
  decorators: [
    (Story) => (
      <div style={{ width: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IssueTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest year first and open; its issues in order, each a link to its table of contents. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const years = canvas.getAllByRole('button');
    await expect(years.map((b) => b.textContent?.slice(0, 5))).toEqual(['2025年', '2024年', '2023年']);
    await expect(years[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: '2025年第1期' })).toHaveAttribute(
      'href',
      '/journal/J00001/2025?num=1',
    );
    await expect(canvas.queryByRole('link', { name: '2024年第1期' })).toBeNull();
  },
};

/** Opening a year shows its volume and issues; the selected issue is marked current. */
export const SelectedIssue: Story = {
  args: { selected: { year: 2024, vol: '47', num: '3' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '2024年第3期' })).toHaveAttribute('aria-current', 'page');
    const tree = canvas.getByRole('navigation', { name: '刊期浏览' });
    await userEvent.click(within(tree).getByRole('button', { name: /2023年/ }));
    await expect(canvas.getByRole('link', { name: '2023年第2期' })).toBeVisible();
    await expect(canvas.getByText('第46卷')).toBeVisible();
  },
};
