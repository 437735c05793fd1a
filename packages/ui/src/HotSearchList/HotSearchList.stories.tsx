import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hotSearchLabels, messages } from '@wenxian/domain';
import { Popup } from '../SuggestionList/internal';
import { hotSearchFixture } from '../SearchBox/SearchBox.fixtures';
import { HotSearchList } from './HotSearchList';

const meta = {
  title: 'UI/Search/HotSearchList',
  component: HotSearchList,
  args: { id: 'hot', items: hotSearchFixture, activeIndex: -1, onSelect: fn(), onActiveIndexChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', width: '48rem', height: '30rem' }}>
        <Popup style={{ top: 0 }}>
          <Story />
        </Popup>
      </div>
    ),
  ],
} satisfies Meta<typeof HotSearchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 周热词排行 by this week's count, highest first; the top three carry badges; each shows its trend. */
export const Ranked: Story = {
  play: async ({ canvas }) => {
    const options = within(canvas.getByRole('listbox', { name: messages.search.hotSearchTitle })).getAllByRole(
      'option',
    );
    await expect(options.map((o) => o.querySelector('[data-trend]')?.getAttribute('data-trend'))).toEqual([
      'rise',
      'fall',
      'rise',
      'flat',
      'rise',
      'fall',
    ]);
    // Rank, text, then the trend's name for assistive technology (the arrow is decoration).
    await expect(options[0]).toHaveTextContent(`1人工智能↑${hotSearchLabels.rise}`);
    await expect(options[5]).toHaveTextContent(`6乡村振兴↓${hotSearchLabels.fall}`);
  },
};

/** Equal counts keep the server's order. */
export const Ties: Story = {
  args: {
    items: [
      { id: 't1', searchText: '光伏', currentCount: 300, lastWeekCount: 280 },
      { id: 't2', searchText: '储能', currentCount: 300, lastWeekCount: 320 },
      { id: 't3', searchText: '氢能', currentCount: 500, lastWeekCount: 500 },
    ],
  },
  play: async ({ canvas }) => {
    const options = canvas.getAllByRole('option');
    await expect(options.map((o) => o.dataset.rank)).toEqual(['1', '2', '3']);
    await expect(options[0]).toHaveTextContent('氢能');
    await expect(options[1]).toHaveTextContent('光伏');
    await expect(options[2]).toHaveTextContent('储能');
  },
};

/** The option the keyboard points at; a click searches it. */
export const ActiveAndPick: Story = {
  args: { activeIndex: 3 },
  play: async ({ canvas, args }) => {
    const options = canvas.getAllByRole('option');
    await expect(options[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(options[3] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(hotSearchFixture[0]);
  },
};
