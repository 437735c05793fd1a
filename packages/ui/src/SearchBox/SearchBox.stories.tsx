import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages, searchLabels, timings } from '@wenxian/domain';
import type { SuggestionOption } from '../SuggestionList';
import { professionalHints } from './professionalHints';
import { SearchBox } from './SearchBox';
import { fieldsForVariant } from './searchBoxFields';
import {
  createControlledLoader,
  hotSearchFixture,
  loadSuggestionsFixture,
  recordInputTimes,
  suggestionsFor,
} from './SearchBox.fixtures';

const meta = {
  title: 'UI/Search/SearchBox',
  component: SearchBox,
  args: { onSubmit: fn(), onModeChange: fn(), onFieldChange: fn() },
  decorators: [
    // Room under the box for its popup, so snapshots show it.
    (Story) => (
      <div style={{ width: '96rem', minHeight: '42rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const inputName = searchLabels.searchBox.inputLabel;
const submitName = searchLabels.searchBox.submit;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The home page's box: field selector, AI-search entry, hot searches behind the focus. */
export const Home: Story = {
  args: { variant: 'home', hotSearches: hotSearchFixture, loadSuggestions: loadSuggestionsFixture, onAiSearch: fn() },
};

/** Focusing the empty home box opens 周热词排行: by this week's count, top three badged, with trends. */
export const HomeHotSearchOpen: Story = {
  args: Home.args,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: inputName }));
    const list = await canvas.findByRole('listbox', { name: messages.search.hotSearchTitle });
    const options = within(list).getAllByRole('option');
    const names = ['人工智能', '大语言模型', '新质生产力', '碳中和', '数字经济', '乡村振兴'];
    await expect(options).toHaveLength(names.length);
    for (const [index, name] of names.entries()) await expect(options[index]).toHaveTextContent(name);
    await expect(options.map((o) => o.dataset.rank)).toEqual(['1', '2', '3', '4', '5', '6']);
    // Rise, fall and flat against last week.
    await expect(options[0]).toHaveTextContent(searchLabels.hotSearch.rise);
    await expect(options[1]).toHaveTextContent(searchLabels.hotSearch.fall);
    await expect(options[3]).toHaveTextContent(searchLabels.hotSearch.flat);
  },
};

/** Arrow keys move through the hot searches; Enter searches the active one. */
export const HomeHotSearchKeyboard: Story = {
  args: Home.args,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: inputName });
    await userEvent.click(input);
    await canvas.findByRole('listbox', { name: messages.search.hotSearchTitle });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(active).toHaveTextContent('大语言模型');
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: '大语言模型', field: 'U', mode: 'basic' });
    await expect(input).toHaveValue('大语言模型');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

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

/** The field selector offers the code table without CPC and the page-only PT/ST; the choice goes with the search. */
export const FieldSelection: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: searchLabels.searchBox.fieldSelector });
    const codes = within(select)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    await expect(codes).toEqual(['U', 'SU', 'M', 'T', 'K', 'R', 'A', 'F', 'S', 'J', 'C', 'E', 'D', 'FU']);
    await userEvent.selectOptions(select, 'A');
    await expect(args.onFieldChange).toHaveBeenCalledWith('A');
    await userEvent.type(canvas.getByRole('textbox', { name: inputName }), '钱学森{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: '钱学森', field: 'A', mode: 'basic' });
  },
};

/** The home page starts on the first field whatever was chosen before (doc 000 §4.5). */
export const HomeResetsField: Story = {
  args: { variant: 'home', defaultField: 'A' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: searchLabels.searchBox.fieldSelector })).toHaveValue('U');
  },
};

/** The results page's box keeps the current query and field. */
export const ResultsPage: Story = {
  args: { defaultText: '机器学习', defaultField: 'T', loadSuggestions: loadSuggestionsFixture },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: searchLabels.searchBox.fieldSelector })).toHaveValue('T');
    await expect(canvas.getByRole('textbox', { name: inputName })).toHaveValue('机器学习');
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: '机器学习', field: 'T', mode: 'basic' });
  },
};

/** An empty search warns 请输入内容 and does not search; typing clears the warning. */
export const EmptySubmitWarning: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: inputName });
    await userEvent.type(input, '   ');
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.search.emptyInput);
    await expect(input).toHaveAccessibleDescription(messages.search.emptyInput);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptySubmitWarningClears: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: inputName });
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('alert');
    await userEvent.type(input, '催化');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** allowEmpty: the empty search goes through. */
export const EmptyAllowed: Story = {
  args: { allowEmpty: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: '', field: 'U', mode: 'basic' });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** noTip: the empty search is blocked without a warning. */
export const EmptyNoTip: Story = {
  args: { noTip: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A trailing newline (pasted text) is stripped and does not search; Enter still searches. */
export const TrailingNewlineStripped: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: inputName });
    await userEvent.click(input);
    await userEvent.paste('深度学习\n');
    await expect(input).toHaveValue('深度学习');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(input).toHaveValue('深度学习');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: '深度学习', field: 'U', mode: 'basic' });
  },
};

/** Disabled: nothing can be typed or searched. */
export const Disabled: Story = {
  args: { disabled: true, defaultText: '新能源汽车', onAiSearch: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: inputName })).toBeDisabled();
    const submit = canvas.getByRole('button', { name: submitName });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: messages.search.aiSearch })).toBeDisabled();
  },
};

/** 智能检索 hands the typed text to the AI search. */
export const AiSearchEntry: Story = {
  args: { onAiSearch: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: inputName }), '钙钛矿电池效率 ');
    await userEvent.click(canvas.getByRole('button', { name: messages.search.aiSearch }));
    await expect(args.onAiSearch).toHaveBeenCalledWith('钙钛矿电池效率');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Professional mode: field prefixes while a condition starts, operators after one, picked by keyboard. */
export const ProfessionalMode: Story = {
  args: { defaultMode: 'professional' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: inputName });
    await expect(canvas.getByRole('button', { name: searchLabels.searchBox.professionalMode })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(input);
    let hints = await canvas.findByRole('listbox', { name: searchLabels.searchBox.professionalHints });
    await expect(within(hints).getAllByRole('option')[0]).toHaveTextContent('U=');
    await userEvent.keyboard('F');
    hints = await canvas.findByRole('listbox', { name: searchLabels.searchBox.professionalHints });
    await expect(
      within(hints)
        .getAllByRole('option')
        .map((o) => o.firstChild?.textContent),
    ).toEqual(['F=', 'FU=']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('FU=');
    await userEvent.keyboard('国家自然科学基金 ');
    hints = await canvas.findByRole('listbox', { name: searchLabels.searchBox.professionalHints });
    await expect(
      within(hints)
        .getAllByRole('option')
        .map((o) => o.firstChild?.textContent),
    ).toEqual(['AND', 'OR', 'NOT']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('FU=国家自然科学基金 AND ');
    await userEvent.keyboard('T=石墨烯{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      text: 'FU=国家自然科学基金 AND T=石墨烯',
      field: 'U',
      mode: 'professional',
    });
  },
};

/** Which hints show where in an expression (the rule behind ProfessionalMode), typed into a box. */
export const ProfessionalHintRules: Story = {
  args: { defaultMode: 'professional', defaultText: '(T=石墨烯 OR K=' },
  play: async ({ canvas }) => {
    const fields = fieldsForVariant(undefined, 'default');
    const codes = (text: string) => professionalHints(text, fields).map((h) => h.code);
    await expect(codes('')).toEqual(fields.map((f) => f.code));
    await expect(codes('(')).toEqual(fields.map((f) => f.code));
    await expect(codes('S')).toEqual(['SU', 'S']);
    await expect(codes('T=石墨烯')).toEqual([]);
    await expect(codes('T=石墨烯 ')).toEqual(['AND', 'OR', 'NOT']);
    await expect(codes('T=石墨烯 AND ')).toEqual(fields.map((f) => f.code));
    await expect(codes('T=石墨烯 not ')).toEqual(fields.map((f) => f.code));
    await expect(codes('T=石墨烯 AND a')).toEqual(['A']);
    // Typing a value after K= shows no hints; the box shows none.
    await userEvent.click(canvas.getByRole('textbox', { name: inputName }));
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** The mode toggle switches by click or keyboard and hides the field selector in professional mode. */
export const ModeToggle: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: searchLabels.searchBox.professionalMode });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onModeChange).toHaveBeenCalledWith('professional');
    await expect(canvas.queryByRole('combobox', { name: searchLabels.searchBox.fieldSelector })).toBeNull();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

const serverCheck = createControlledLoader<boolean>();

/** A text like `T=...` is sent to the server check; its yes switches to professional mode. */
export const AutoSwitchToProfessional: Story = {
  args: { checkProfessional: serverCheck.load },
  beforeEach: () => serverCheck.reset(),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: inputName });
    await userEvent.type(input, '机器学习');
    await pause(timings.suggestionDebounceMs * 2);
    await expect(serverCheck.calls).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, 'T=机器学习');
    await waitFor(() => expect(serverCheck.calls.at(-1)?.text).toBe('T=机器学习'));
    await expect(args.onModeChange).not.toHaveBeenCalled();
    serverCheck.calls.at(-1)?.resolve(true);
    await waitFor(() => expect(args.onModeChange).toHaveBeenCalledWith('professional'));
    await expect(canvas.getByRole('button', { name: searchLabels.searchBox.professionalMode })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

const declining = createControlledLoader<boolean>();

/** A spaced operator asks the check too; a no keeps the basic mode. */
export const AutoSwitchDeclined: Story = {
  args: { checkProfessional: declining.load },
  beforeEach: () => declining.reset(),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: inputName }), '石墨烯 AND 电池');
    await waitFor(() => expect(declining.calls.at(-1)?.text).toBe('石墨烯 AND 电池'));
    declining.calls.at(-1)?.resolve(false);
    await pause(timings.suggestionDebounceMs);
    await expect(args.onModeChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: searchLabels.searchBox.professionalMode })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Patent page: the title field is 专利名称 (PT). */
export const PatentVariant: Story = {
  args: { variant: 'patent' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: searchLabels.searchBox.fieldSelector });
    await expect(within(select).queryByRole('option', { name: '题名' })).toBeNull();
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: '专利名称' }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('PT');
  },
};

/** Standard page: the title field is 标准名称 (ST). */
export const StandardVariant: Story = {
  args: { variant: 'standard' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: searchLabels.searchBox.fieldSelector });
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: '标准名称' }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('ST');
    await userEvent.type(canvas.getByRole('textbox', { name: inputName }), 'GB/T 7714{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: 'GB/T 7714', field: 'ST', mode: 'basic' });
  },
};
