import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@wenxian/domain';
import { Popup } from './SuggestionList.styles';
import { SuggestionList } from './SuggestionList';

const meta = {
  title: 'UI/Search/SuggestionList',
  component: SuggestionList,
  args: {
    id: 'suggestions',
    query: '碳中和',
    activeIndex: -1,
    onSelect: fn(),
    onActiveIndexChange: fn(),
    items: [
      { id: 's1', name: '碳中和', count: 48_213 },
      { id: 's2', name: '碳中和路径', count: 6_120 },
      { id: 's3', name: '双碳目标与碳中和', count: 987 },
    ],
  },
  decorators: [
    // Shown as it appears: in the popup under an input (a listbox needs its combobox only for keyboard).
    (Story) => (
      <div style={{ position: 'relative', width: '64rem', height: '20rem' }}>
        <Popup style={{ top: 0 }}>
          <Story />
        </Popup>
      </div>
    ),
  ],
} satisfies Meta<typeof SuggestionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 检索词智能提示 with the typed part marked and 发文量 counts. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('listbox', { name: messages.search.suggestionTitle });
    const options = within(list).getAllByRole('option');
    await expect(options[0]?.querySelector('mark')).toHaveTextContent('碳中和');
    await expect(options[2]?.querySelector('mark')).toHaveTextContent('碳中和');
    await expect(options[1]).toHaveTextContent(`${messages.search.publicationCount} 6,120`);
  },
};

/** The option the keyboard points at (aria-selected). */
export const ActiveOption: Story = {
  args: { activeIndex: 1 },
  play: async ({ canvas }) => {
    const options = canvas.getAllByRole('option');
    await expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
  },
};

/** Suggestions with a second line of detail (owner organization) and without counts. */
export const WithDetailNoCounts: Story = {
  args: {
    query: '张',
    items: [
      { id: 'a1', name: '张伟', detail: '清华大学' },
      { id: 'a2', name: '张静', detail: '复旦大学' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listbox')).not.toHaveTextContent(messages.search.publicationCount);
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('清华大学');
  },
};

/** Hover moves the active option; a click picks. */
export const PointerPick: Story = {
  play: async ({ canvas, args }) => {
    const option = canvas.getAllByRole('option')[2];
    if (!option) throw new Error('missing option');
    await userEvent.hover(option);
    await expect(args.onActiveIndexChange).toHaveBeenCalledWith(2);
    await userEvent.click(option);
    await expect(args.onSelect).toHaveBeenCalledWith({ id: 's3', name: '双碳目标与碳中和', count: 987 });
  },
};
