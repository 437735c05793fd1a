import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages, searchBoxLabels, searchLabels, type TopicSearchMode } from '@wenxian/domain';
import type { SuggestionOption } from '../SuggestionList';
import { TopicSearchBox } from './TopicSearchBox';

const byMode: Record<number, readonly SuggestionOption[]> = {
  1: [
    { id: 't1', name: '人工智能', count: 352_904 },
    { id: 't2', name: '人工智能伦理', count: 8_211 },
    { id: 't3', name: '人工智能教育', count: 960 },
  ],
  4: [{ id: 'a1', name: '人工智能研究院 张伟', count: 57, detail: '浙江大学' }],
};

const loadTopics = fn(async (text: string, _signal: AbortSignal, mode: TopicSearchMode) =>
  (byMode[mode] ?? []).filter((s) => s.name.includes(text)),
);

const meta = {
  title: 'UI/Search/TopicSearchBox',
  component: TopicSearchBox,
  args: { onSubmit: fn(), loadSuggestions: loadTopics },
  beforeEach: () => {
    loadTopics.mockClear();
  },
  decorators: [
    (Story) => (
      <div style={{ width: '80rem', minHeight: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopicSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const inputName = searchLabels.topic.inputLabel;

export const Default: Story = {};

/** Topic suggestions show their publication counts (发文量). */
export const PublicationCounts: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: inputName }), '人工智能');
    const list = await canvas.findByRole('listbox', { name: messages.search.suggestionTitle });
    const options = within(list).getAllByRole('option');
    await expect(options[0]).toHaveTextContent(`${messages.search.publicationCount} 35.3w`);
    await expect(options[1]).toHaveTextContent(`${messages.search.publicationCount} 8,211`);
    await expect(options[2]).toHaveTextContent(`${messages.search.publicationCount} 960`);
  },
};

/** Modes are radio tabs (arrow keys move between them); suggestions and the search follow the mode. */
export const AuthorMode: Story = {
  play: async ({ canvas, args }) => {
    const topic = canvas.getByRole('radio', { name: searchLabels.topic.modes.topic });
    await expect(topic).toBeChecked();
    topic.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: searchLabels.topic.modes.author })).toBeChecked();
    await userEvent.type(canvas.getByRole('combobox', { name: inputName }), '人工智能');
    const list = await canvas.findByRole('listbox');
    await expect(list).toHaveTextContent('浙江大学');
    await waitFor(() => expect(loadTopics).toHaveBeenLastCalledWith('人工智能', expect.any(AbortSignal), 4));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: '人工智能研究院 张伟', mode: 4 });
  },
};

/** Mode 3 (organization, second entry) shows on the organization tab. */
export const OrganizationModeThree: Story = {
  args: { defaultMode: 3 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: searchLabels.topic.modes.organization })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await userEvent.type(canvas.getByRole('combobox', { name: inputName }), '中国科学院{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: '中国科学院', mode: 3 });
  },
};

/** An empty search warns 请输入内容. */
export const EmptyWarning: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: searchBoxLabels.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.search.emptyInput);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultText: '碳中和' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: inputName })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: searchBoxLabels.submit })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: searchLabels.topic.modes.journal })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
