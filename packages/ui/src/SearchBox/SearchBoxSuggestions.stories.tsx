import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages, timings } from '@wenxian/domain';
import type { SuggestionOption } from '../SuggestionList';
import { SearchBox } from './SearchBox';
import { createControlledLoader, loadSuggestionsFixture, recordInputTimes, suggestionsFor } from './SearchBox.fixtures';
import { inputName, pause, searchBoxStoryFrame } from './SearchBox.storyFrame';

/** The suggestions under the box while the visitor types (doc 000 §4.1). */
const meta = {
  title: 'UI/Search/SearchBox suggestions',
  component: SearchBox,
  ...searchBoxStoryFrame,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing shows 检索词智能提示 with the typed part marked and publication counts. */
export const Suggestions: Story = {
  args: { loadSuggestions: loadSuggestionsFixture },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: inputName }), '知识图谱');
    const list = await canvas.findByRole('listbox', { name: messages.search.suggestionTitle });
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(5);
    await expect(options[0]).toHaveTextContent('知识图谱研究');
    await expect(options[0]).toHaveTextContent(`${messages.search.publicationCount} 1.3w`);
    await expect(options[4]).toHaveTextContent(`${messages.search.publicationCount} 1,000`);
  },
};

/** Keyboard: ArrowDown to a suggestion and Enter searches it; Escape closes the list. */
export const SuggestionsKeyboard: Story = {
  args: { loadSuggestions: loadSuggestionsFixture },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: inputName });
    await userEvent.type(input, '知识图谱');
    await canvas.findByRole('listbox', { name: messages.search.suggestionTitle });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await canvas.findByRole('listbox', { name: messages.search.suggestionTitle });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: '知识图谱应用', field: 'U', mode: 'basic' });
  },
};

const debounced = createControlledLoader<readonly SuggestionOption[]>();

/** Suggestions are asked 100 ms after typing pauses, for the latest text only (doc 000 §4.5). */
export const SuggestionsDebounced: Story = {
  args: { loadSuggestions: debounced.load },
  beforeEach: () => debounced.reset(),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: inputName });
    const inputs = recordInputTimes(input);
    await userEvent.type(input, '区块链');
    await waitFor(() => expect(debounced.calls.at(-1)?.text).toBe('区块链'));
    await expect(timings.suggestionDebounceMs).toBe(100);
    for (const call of debounced.calls) {
      // The call is for the text of the last input before it, and came at least 100 ms after it.
      const last = inputs.filter((i) => i.at <= call.at).at(-1);
      await expect(call.text).toBe(last?.value);
      await expect(call.at - (last?.at ?? 0)).toBeGreaterThanOrEqual(timings.suggestionDebounceMs - 1);
    }
    // Nothing shows before the reply; the reply fills the list.
    await expect(canvas.queryByRole('listbox')).toBeNull();
    debounced.calls.at(-1)?.resolve(suggestionsFor('区块链'));
    await canvas.findByRole('listbox', { name: messages.search.suggestionTitle });
  },
};

const stale = createControlledLoader<readonly SuggestionOption[]>();

/** A reply for an older text is dropped, whether it arrives before or after the current one. */
export const SuggestionsStaleReplyDropped: Story = {
  args: { loadSuggestions: stale.load },
  beforeEach: () => stale.reset(),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: inputName });
    await userEvent.type(input, '量子');
    await waitFor(() => expect(stale.calls).toHaveLength(1));
    await userEvent.type(input, '计算');
    await waitFor(() => expect(stale.calls.at(-1)?.text).toBe('量子计算'));
    const [older] = stale.calls;
    const current = stale.calls.at(-1);
    await expect(older?.signal.aborted).toBe(true);
    // The older reply arrives first: nothing shows.
    older?.resolve([{ id: 'old', name: '量子力学旧提示', count: 9 }]);
    await pause(timings.suggestionDebounceMs);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    current?.resolve(suggestionsFor('量子计算'));
    const list = await canvas.findByRole('listbox', { name: messages.search.suggestionTitle });
    await expect(list).toHaveTextContent('量子计算研究');
    await expect(list).not.toHaveTextContent('量子力学旧提示');
  },
};

const slowOld = createControlledLoader<readonly SuggestionOption[]>();

/** The older reply arrives after the current one: it does not replace the list. */
export const SuggestionsLateStaleReplyDropped: Story = {
  args: { loadSuggestions: slowOld.load },
  beforeEach: () => slowOld.reset(),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: inputName });
    await userEvent.type(input, '量子');
    await waitFor(() => expect(slowOld.calls).toHaveLength(1));
    await userEvent.type(input, '计算');
    await waitFor(() => expect(slowOld.calls.at(-1)?.text).toBe('量子计算'));
    slowOld.calls.at(-1)?.resolve(suggestionsFor('量子计算'));
    const list = await canvas.findByRole('listbox', { name: messages.search.suggestionTitle });
    slowOld.calls[0]?.resolve([{ id: 'old', name: '量子力学旧提示', count: 9 }]);
    await pause(timings.suggestionDebounceMs);
    await expect(list).toHaveTextContent('量子计算研究');
    await expect(list).not.toHaveTextContent('量子力学旧提示');
  },
};

/** A failed suggestion call is silent: no list, no error (doc 000 §8). */
export const SuggestionsFailSilently: Story = {
  args: { loadSuggestions: () => Promise.reject(new Error('network')) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: inputName }), '石墨烯');
    await pause(timings.suggestionDebounceMs * 2);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
