import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LITERATURE_PATHS } from '@wenxian/api';
import { scenario } from '@wenxian/simulation';
import { server } from '@wenxian/simulation/node';
import { batchLabels, dialogLabels, messages, type SelectedItem } from '@wenxian/domain';
import { BrowserAppProviders } from '../../store/BrowserProviders';
import { makeStore } from '../../store/makeStore';
import { createLiteratureSelectionStore } from '../shared/literatureSelectionStore';
import { useLiteratureSelection } from '../shared/useLiteratureSelection';
import { SelectionBar } from '../shared/SelectionBar';
import { CitationHost } from './CitationHost';
import { citationOpened } from './citationModal';

const C = dialogLabels.citation;
const referenceText = { method: 'post', path: LITERATURE_PATHS.referenceText } as const;
const answer = (ids: string[]) =>
  ids.map((id) => ({ id, refText: `${id} ref.`, 'GB/T 7714—2015': `${id} GB.`, MLA: `${id} MLA.`, APA: `${id} APA.` }));

function renderFlow(selection: SelectedItem[] = []) {
  const store = makeStore();
  const selectionStore = createLiteratureSelectionStore(null);
  for (const item of selection) selectionStore.toggle(item, true);
  function Page() {
    const { selection: selected, clear } = useLiteratureSelection(selectionStore);
    return (
      <>
        <SelectionBar selection={selected} clear={clear} />
        <CitationHost />
      </>
    );
  }
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/search?k=x'] });
  render(
    <BrowserAppProviders store={store}>
      <RouterProvider router={router} />
    </BrowserAppProviders>,
  );
  return { store, router };
}

describe('citation flow', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('copies a style to the clipboard (复制成功), and says 复制失败… where the page has no clipboard', async () => {
    server.use(scenario(referenceText, { data: answer(['A1']) }));
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { store } = renderFlow();
    act(() => void store.dispatch(citationOpened([{ id: 'A1', type: 1 }])));
    const dialog = await screen.findByRole('dialog', { name: C.title });
    await within(dialog).findByText('A1 APA.');
    await userEvent.click(within(dialog).getByRole('button', { name: `${C.copy} APA` }));
    await within(dialog).findByText(messages.copy.success);
    expect(writeText).toHaveBeenCalledWith('A1 APA.');

    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await userEvent.click(within(dialog).getByRole('button', { name: `${C.copy} MLA` }));
    await within(dialog).findByText(messages.copy.failure);
  });

  it('loads the three styles when the dialog opens, with a retry after a failed load', async () => {
    server.use(
      scenario(referenceText, { code: 500, message: '服务繁忙', once: true }),
      scenario(referenceText, { data: answer(['A1']) }),
    );
    const { store } = renderFlow();
    act(() => void store.dispatch(citationOpened([{ id: 'A1', type: 1 }])));
    const dialog = await screen.findByRole('dialog', { name: C.title });
    await within(dialog).findByText(C.loadError);
    // The call layer showed the server message as a toast.
    expect(store.getState().toast.map((t) => t.text)).toContain('服务繁忙');

    await userEvent.click(within(dialog).getByRole('button', { name: C.retry }));
    await within(dialog).findByText('A1 GB.');
    expect(within(dialog).getByText('A1 MLA.')).toBeTruthy();
    expect(within(dialog).getByText('A1 APA.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'RefWorks' }).getAttribute('href')).toBe(
      '/cite/export?ids=A1&types=1&format=RefMan',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: /关闭|close/i }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().modal.id).toBeNull();
  });

  it('opens /batchquote in a new window for the checked items of the batch bar (doc 000 §2.1), no dialog', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { store } = renderFlow([
      { id: 'A1', type: 1, isChecked: true },
      { id: 'B2', type: 6, isChecked: true },
    ]);
    const bar = screen.getByRole('group', { name: batchLabels.barLabel });
    await userEvent.click(within(bar).getByRole('button', { name: batchLabels.cite }));
    expect(open).toHaveBeenCalledWith('/batchquote', '_blank', 'noopener');
    expect(store.getState().modal.id).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a batch with an unsupported type and opens nothing', async () => {
    const { store } = renderFlow([{ id: 'R1', type: 4, isChecked: true }]);
    const bar = screen.getByRole('group', { name: batchLabels.barLabel });
    await userEvent.click(within(bar).getByRole('button', { name: batchLabels.cite }));
    expect(within(bar).getByRole('alert').textContent).toBe(messages.batchCite.unsupportedTypes);
    expect(store.getState().modal.id).toBeNull();
  });

  it('sends batch review to the login page with /batchreview as the return address when logged out', async () => {
    const { router } = renderFlow([{ id: 'A1', type: 1, isChecked: true }]);
    const bar = screen.getByRole('group', { name: batchLabels.barLabel });
    await userEvent.click(within(bar).getByRole('button', { name: batchLabels.review }));
    expect(router.state.location.pathname).toBe('/account');
    expect(decodeURIComponent(router.state.location.search)).toContain('/batchreview');
  });
});
