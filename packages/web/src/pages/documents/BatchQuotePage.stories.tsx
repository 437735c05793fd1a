import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenario } from '@wenxian/simulation';
import { documentLabels, literatureSelectionStorageKey, messages, serialiseSelection } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { literatureSelectionStore } from '../../features/shared/useLiteratureSelection';
import { BatchQuoteEditPage } from './BatchQuoteEditPage';
import { BatchQuotePage } from './BatchQuotePage';
import { expectReadsAsLink } from '../../test/computedStyle';

const L = documentLabels.batchQuote;

/** /batchquote and /batchquote/editlist over the simulation's citation-js texts, from a stored selection. */
const meta = {
  title: 'Web/Pages/Documents/BatchQuote',
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/batchquote', route: '/batchquote' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const journal = { id: 'QK202200001', type: 1 };
const degree = { id: 'XW200300001', type: 2 };
const conference = { id: 'HY201900001', type: 3 };
const patent = { id: 'ZL201900001', type: 5 };
const standard = { id: 'BZ200800001', type: 6 };
const report = { id: 'BG201400001', type: 4 };

/** Stores the batch selection as the search page's batch bar does, and makes the page's store read it. */
const selecting = (items: readonly { id: string; type: number }[]) => () => {
  window.localStorage.setItem(
    literatureSelectionStorageKey,
    serialiseSelection(items.map((item) => ({ ...item, isChecked: true }))),
  );
  literatureSelectionStore().refresh();
  return () => {
    window.localStorage.removeItem(literatureSelectionStorageKey);
    literatureSelectionStore().refresh();
  };
};

const main = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('main'));
const entriesOf = async (canvas: ReturnType<typeof within>) => {
  const target = await main(canvas).findByRole('list', { name: L.list });
  await waitFor(() => expect(within(target).getAllByRole('listitem').length).toBeGreaterThan(0));
  return within(target).getAllByRole('listitem');
};

/** Five supported types in the order checked: GB/T 7714 texts with each type's designator. */
export const List: Story = {
  render: () => <BatchQuotePage />,
  beforeEach: selecting([journal, degree, conference, patent, standard]),
  play: async ({ canvas }) => {
    const entries = await entriesOf(canvas);
    await expect(entries).toHaveLength(5);
    // GB/T 7714 marks an item with a DOI as online ([J/OL]).
    const designators = ['J', 'D', 'C', 'P', 'S'].map((mark) => new RegExp(`\\[${mark}(/OL)?\\]`));
    entries.forEach((entry, i) => {
      void expect(entry.textContent).toMatch(new RegExp(`^\\[${i + 1}\\] `));
      void expect(entry.textContent).toMatch(designators[i] as RegExp);
    });
    await expect(main(canvas).getByText(L.selected(5), { exact: false })).toBeVisible();
    const formats = main(canvas).getByRole('group', { name: L.exportFormats });
    await expect(within(formats).getAllByRole('button')).toHaveLength(5);
    const edit = main(canvas).getByRole('link', { name: L.edit });
    await expect(edit).toHaveAttribute('href', '/batchquote/editlist');
    await expectReadsAsLink(edit);
  },
};

/** Copy puts the numbered list on the clipboard and says so in a toast. */
export const Copy: Story = {
  render: () => <BatchQuotePage />,
  beforeEach: selecting([journal, patent]),
  play: async ({ canvas }) => {
    await entriesOf(canvas);
    let copied = '';
    const original = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async (text: string) => {
      copied = text;
    };
    try {
      await userEvent.click(main(canvas).getByRole('button', { name: L.copy }));
      // Said by the site's toast over the page, as other actions' outcomes are, not as text trailing 编辑列表.
      const notice = await within(document.body).findByText(messages.copy.success);
      await expect(notice.closest('main')).toBeNull();
      await expect(copied).toMatch(/^\[1\] .+\[J(\/OL)?\].*\n\[2\] .+\[P(\/OL)?\]/s);
    } finally {
      navigator.clipboard.writeText = original;
    }
  },
};

/** A report among the selection: the spec's message, and no list. */
export const UnsupportedType: Story = {
  render: () => <BatchQuotePage />,
  beforeEach: selecting([journal, report]),
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByRole('alert')).toHaveTextContent(messages.batchCite.unsupportedTypes);
    await expect(main(canvas).queryByRole('list', { name: L.list })).toBeNull();
  },
};

export const NothingSelected: Story = {
  render: () => <BatchQuotePage />,
  beforeEach: selecting([]),
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByRole('alert')).toHaveTextContent(messages.batchCite.nothingSelected);
    await expect(main(canvas).getByRole('link', { name: L.backToSearch })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/search/),
    );
  },
};

export const Loading: Story = {
  render: () => <BatchQuotePage />,
  beforeEach: selecting([journal, degree]),
  parameters: { msw: { handlers: [scenario('referenceText', { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await expect(main(canvas).queryByRole('list', { name: L.list })).toBeNull();
  },
};

export const Error: Story = {
  render: () => <BatchQuotePage />,
  beforeEach: selecting([journal, degree]),
  parameters: { msw: { handlers: [scenario('referenceText', { code: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findAllByRole('heading')).not.toHaveLength(0);
    await waitFor(() => expect(main(canvas).queryByRole('list', { name: L.list })).toBeNull());
  },
};

/** The editor moves an entry down and removes one; the stored selection follows. */
export const EditList: Story = {
  render: () => <BatchQuoteEditPage />,
  parameters: { deeplink: { path: '/batchquote/editlist', route: '/batchquote/editlist' } },
  beforeEach: selecting([journal, degree, conference]),
  play: async ({ canvas }) => {
    let entries = await entriesOf(canvas);
    await expect(entries[0]?.textContent).toMatch(/\[J(\/OL)?\]/);
    await userEvent.click(within(entries[0] as HTMLElement).getByRole('button', { name: L.moveDown }));
    await waitFor(async () => {
      entries = await entriesOf(canvas);
      await expect(entries[0]?.textContent).toContain('[D]');
    });
    await userEvent.click(within(entries[2] as HTMLElement).getByRole('button', { name: L.remove }));
    await waitFor(async () => expect(await entriesOf(canvas)).toHaveLength(2));
    const stored = window.localStorage.getItem(literatureSelectionStorageKey) ?? '';
    await expect(stored.indexOf(degree.id)).toBeLessThan(stored.indexOf(journal.id));
    await expect(stored).not.toContain(conference.id);
    await expect(main(canvas).getByRole('link', { name: L.done })).toHaveAttribute('href', '/batchquote');
    await expectReadsAsLink(main(canvas).getByRole('link', { name: L.done }));
  },
};
