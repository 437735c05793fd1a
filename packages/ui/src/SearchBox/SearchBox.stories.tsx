import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hotSearchLabels, messages, searchBoxLabels } from '@wenxian/domain';
import { SearchBox } from './SearchBox';
import { hotSearchFixture, loadSuggestionsFixture } from './SearchBox.fixtures';
import { inputName, searchBoxStoryFrame, submitName } from './SearchBox.storyFrame';

/** The search box on each page that has one: fields, empty submits, variants. */
const meta = {
  title: 'UI/Search/SearchBox',
  component: SearchBox,
  ...searchBoxStoryFrame,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    await expect(options[0]).toHaveTextContent(hotSearchLabels.rise);
    await expect(options[1]).toHaveTextContent(hotSearchLabels.fall);
    await expect(options[3]).toHaveTextContent(hotSearchLabels.flat);
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

/** The field selector offers the code table without CPC and the page-only PT/ST; the choice goes with the search. */
export const FieldSelection: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: searchBoxLabels.fieldSelector });
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
    await expect(canvas.getByRole('combobox', { name: searchBoxLabels.fieldSelector })).toHaveValue('U');
  },
};

/** The results page's box keeps the current query and field. */
export const ResultsPage: Story = {
  args: { defaultText: '机器学习', defaultField: 'T', loadSuggestions: loadSuggestionsFixture },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: searchBoxLabels.fieldSelector })).toHaveValue('T');
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

/** Patent page: the title field is 专利名称 (PT). */
export const PatentVariant: Story = {
  args: { variant: 'patent' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: searchBoxLabels.fieldSelector });
    await expect(within(select).queryByRole('option', { name: '题名' })).toBeNull();
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: '专利名称' }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('PT');
  },
};

/** Standard page: the title field is 标准名称 (ST). */
export const StandardVariant: Story = {
  args: { variant: 'standard' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: searchBoxLabels.fieldSelector });
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: '标准名称' }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('ST');
    await userEvent.type(canvas.getByRole('textbox', { name: inputName }), 'GB/T 7714{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: 'GB/T 7714', field: 'ST', mode: 'basic' });
  },
};
