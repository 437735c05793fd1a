import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages, searchBoxLabels, searchLabels, timings } from '@wenxian/domain';
import type { SuggestionLoader, SuggestionOption } from '../SuggestionList';
import { createControlledLoader } from '../SearchBox/SearchBox.fixtures';
import { theme } from '../theme';
import { OrganizationSearchBanner } from './OrganizationSearchBanner';

const organizations: readonly SuggestionOption[] = [
  { id: 'o1', name: '清华大学', count: 486_213 },
  { id: 'o2', name: '清华大学深圳国际研究生院', count: 12_408 },
  { id: 'o3', name: '清华大学附属北京清华长庚医院', count: 3_981 },
  { id: 'o4', name: '清华大学出版社', count: 215 },
];

const loadOrganizations: SuggestionLoader<SuggestionOption> = async (text) =>
  organizations.filter((o) => o.name.includes(text));

const meta = {
  title: 'UI/Search/OrganizationSearchBanner',
  component: OrganizationSearchBanner,
  args: { onSubmit: fn(), loadSuggestions: loadOrganizations },
  decorators: [
    (Story) => (
      <div style={{ width: '96rem', minHeight: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrganizationSearchBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const inputName = searchLabels.organization.inputLabel;

export const Default: Story = {};

/** Typing shows organization names with their publication counts. */
export const NameSuggestions: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: inputName });
    await userEvent.type(input, '清华');
    const list = await canvas.findByRole('listbox', { name: messages.search.suggestionTitle });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(4);
    await expect(options[0]).toHaveTextContent(`清华大学${messages.search.publicationCount} 48.6w`);
    await expect(options[3]).toHaveTextContent(`${messages.search.publicationCount} 215`);
  },
};

/** Picking a name by keyboard searches it (the page goes to /organization/search?k=...). */
export const PickByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: inputName }), '清华');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      '清华大学深圳国际研究生院',
      `/organization/search?k=${encodeURIComponent('清华大学深圳国际研究生院')}`,
    );
  },
};

/** Submitting the typed text. */
export const SubmitText: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: inputName }), ' 中国科学院 ');
    await userEvent.click(canvas.getByRole('button', { name: searchBoxLabels.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      '中国科学院',
      '/organization/search?k=%E4%B8%AD%E5%9B%BD%E7%A7%91%E5%AD%A6%E9%99%A2',
    );
  },
};

/** An empty search warns 请输入检索内容 and does not search. */
export const EmptyWarning: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: searchBoxLabels.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.search.emptyOrganizationInput);
    await expect(canvas.getByRole('combobox', { name: inputName })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const controlled = createControlledLoader<readonly SuggestionOption[]>();

/** Name suggestions follow the 100 ms debounce and drop stale replies. */
export const StaleReplyDropped: Story = {
  args: { loadSuggestions: controlled.load },
  beforeEach: () => controlled.reset(),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: inputName });
    await userEvent.type(input, '北京');
    await waitFor(() => expect(controlled.calls).toHaveLength(1));
    await userEvent.type(input, '大学');
    await waitFor(() => expect(controlled.calls.at(-1)?.text).toBe('北京大学'));
    controlled.calls.at(-1)?.resolve([{ id: 'pku', name: '北京大学', count: 402_117 }]);
    await canvas.findByRole('listbox');
    controlled.calls[0]?.resolve([{ id: 'old', name: '北京旧提示', count: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, timings.suggestionDebounceMs));
    await expect(canvas.getByRole('listbox')).not.toHaveTextContent('北京旧提示');
  },
};

/**
 * Above a page in a window wider than the content column: the title and the input start where the page's centred
 * column starts, not at the window's edge.
 */
export const AbovePageColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '144rem' }}>
        <Story />
        <p
          data-testid="page-column"
          style={{ width: theme.layout.contentColumnWidth, margin: '1.6rem auto', color: theme.color.text }}
        >
          机构库
        </p>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('page-column').getBoundingClientRect();
    const input = canvas.getByRole('combobox', { name: inputName }).getBoundingClientRect();
    const title = canvas.getByText(inputName, { selector: 'p' }).getBoundingClientRect();
    await expect(Math.round(title.left)).toBe(Math.round(column.left));
    await expect(Math.round(input.left)).toBe(Math.round(column.left));
  },
};
