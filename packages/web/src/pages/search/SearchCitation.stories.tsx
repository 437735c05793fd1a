import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  batchLabels,
  dialogLabels,
  findLiteratureType,
  literatureSelectionStorageKey,
  messages,
  resultLabels,
  serialiseSelection,
  type SelectedItem,
} from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { SearchPage } from './SearchPage';

const body = within(document.body);
const C = dialogLabels.citation;
const B = batchLabels;
const journalName = findLiteratureType(1)?.name ?? '';

/** Result rows once the simulated search has answered. */
async function resultRows(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: resultLabels.listLabel });
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
  return within(region).findAllByRole('article');
}

const isJournal = (row: HTMLElement) => within(row).queryByText(journalName, { exact: true }) !== null;

/** Starts the story with this selection in local storage and removes it afterwards (nothing leaks to other stories). */
const withStoredSelection = (selection: readonly SelectedItem[]) => () => {
  if (selection.length > 0) localStorage.setItem(literatureSelectionStorageKey, serialiseSelection(selection));
  else localStorage.removeItem(literatureSelectionStorageKey);
  return () => localStorage.removeItem(literatureSelectionStorageKey);
};

/**
 * /search with citation: a row's 引用 opens the citation dialog (GB/T 7714—2015, MLA, APA and the
 * single-item exports); checked rows are kept in local storage and the batch bar opens /batchquote for them,
 * or says why it cannot (doc 000 §2.1, §2.8, §5, §9).
 */
const meta = {
  title: 'Web/Pages/Search/Citation',
  component: SearchPage,
  decorators: [withPage],
  beforeEach: withStoredSelection([]),
  parameters: { layout: 'fullscreen', deeplink: { path: '/search?k=%E7%A2%B3%E4%B8%AD%E5%92%8C', route: '/search' } },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row's 引用: the three styles with copy buttons and the five exports (RefWorks sent as RefMan). */
export const CitationDialogForOneItem: Story = {
  play: async ({ canvasElement }) => {
    const [first] = await resultRows(canvasElement);
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: resultLabels.cite }));
    const dialog = await body.findByRole('dialog', { name: C.title });
    const view = within(dialog);
    await view.findByText('GB/T 7714—2015');
    await expect(view.getByText('MLA')).toBeVisible();
    await expect(view.getByText('APA')).toBeVisible();
    await expect(view.getAllByRole('button', { name: new RegExp(`^${C.copy} `) })).toHaveLength(3);
    const refWorks = view.getByRole('link', { name: 'RefWorks' });
    // RefWorks is sent as RefMan (doc 001 §3), at the export address a plain GET answers.
    await expect(refWorks.getAttribute('href')).toMatch(/^\/cite\/export\?.*format=RefMan/);
    for (const format of ['BibTex', 'EndNote', 'NoteFirst', 'NoteExpress']) {
      await expect(view.getByRole('link', { name: format })).toHaveAttribute('download');
    }
  },
};

/**
 * Two checked journal articles → 批量引用 opens /batchquote in a new window (doc 000 §2.1, §2.8), which lists
 * the stored selection; the results page itself opens no dialog. No picture: what stays on screen is the results
 * page of the other stories with two boxes ticked, and its capture never settled within the runner's 5 s.
 */
export const BatchCitationOfTwo: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    try {
      const journals = (await resultRows(canvasElement)).filter(isJournal).slice(0, 2);
      await expect(journals).toHaveLength(2);
      for (const row of journals) await userEvent.click(within(row).getByRole('checkbox'));
      const bar = within(canvasElement).getByRole('group', { name: B.barLabel });
      await expect(within(bar).getByText('2')).toBeVisible();
      await expect(JSON.parse(localStorage.getItem(literatureSelectionStorageKey) ?? '[]')).toHaveLength(2);

      await userEvent.click(within(bar).getByRole('button', { name: B.cite }));
      await expect(open).toHaveBeenCalledWith('/batchquote', '_blank', 'noopener');
      await expect(body.queryByRole('dialog')).toBeNull();
    } finally {
      open.mockRestore();
    }
  },
};

/** A stored selection with a report (type 4): batch citation refuses with the spec's message and opens nothing. */
export const UnsupportedSelection: Story = {
  beforeEach: withStoredSelection([
    { id: 'stored-journal', type: 1, isChecked: true },
    { id: 'stored-report', type: 4, isChecked: true },
  ]),
  play: async ({ canvasElement }) => {
    await resultRows(canvasElement);
    const bar = within(canvasElement).getByRole('group', { name: B.barLabel });
    await expect(within(bar).getByText('2')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: B.cite }));
    await expect(await within(bar).findByRole('alert')).toHaveTextContent(messages.batchCite.unsupportedTypes);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Nothing checked: 批量引用 says 请选择文献. */
export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    await resultRows(canvasElement);
    const bar = within(canvasElement).getByRole('group', { name: B.barLabel });
    await expect(within(bar).getByText('0')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: B.cite }));
    await expect(await within(bar).findByRole('alert')).toHaveTextContent(messages.batchCite.nothingSelected);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};
