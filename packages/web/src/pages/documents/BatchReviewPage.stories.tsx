import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AI_PATHS, apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { documentLabels, literatureSelectionStorageKey, messages, serialiseSelection } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { literatureSelectionStore } from '../../features/shared/useLiteratureSelection';
import { BatchReviewPage } from './BatchReviewPage';

const L = documentLabels.batchReview;
const getZs = { method: 'post' as const, path: AI_PATHS.getZs };

/** /batchreview over the simulation: the selected records, their shared topic and the assistant's summary. */
const meta = {
  title: 'Web/Pages/Documents/BatchReview',
  component: BatchReviewPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/batchreview', route: '/batchreview' } },
} satisfies Meta<typeof BatchReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a stored selection (as the search page's batch bar keeps it). */
const selecting = (items: readonly { id: string; type: number }[]) => () => {
  signInAs(apiConfig().sessionId, 'U1002');
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
const two = [
  { id: 'QK202200001', type: 1 },
  { id: 'XW200300001', type: 2 },
];
const main = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('main'));

export const Review: Story = {
  beforeEach: selecting(two),
  play: async ({ canvas }) => {
    const page = main(canvas);
    const docs = await page.findByRole('list', { name: L.selectedDocs });
    const links = within(docs).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/doc/journal/QK202200001',
      '/doc/degree/XW200300001',
    ]);
    await expect(page.getByText(/^基于所选 2 篇文献，主题：/)).toBeVisible();
    const review = page.getByRole('region', { name: L.review });
    await expect(within(review).getByRole('heading', { name: /文献综述/ })).toBeVisible();
    await expect(page.getByRole('button', { name: L.downloadAll(2) })).toBeEnabled();
  },
};

export const NothingSelected: Story = {
  beforeEach: selecting([]),
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByRole('alert')).toHaveTextContent(messages.batchCite.nothingSelected);
  },
};

export const Loading: Story = {
  beforeEach: selecting(two),
  parameters: { msw: { handlers: [scenario(getZs, { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(L.writing)).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: selecting(two),
  parameters: { msw: { handlers: [scenario(getZs, { code: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findAllByRole('heading')).not.toHaveLength(0);
    await expect(main(canvas).queryByRole('region', { name: L.review })).toBeNull();
  },
};
