import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { batchLabels, facetLabels, messages, paginationLabels, resultLabels, sortLabels } from '@wenxian/domain';
import { BatchSelectionBar } from '../BatchSelectionBar';
import { FacetPanel, type FacetGroup, type FacetSelection } from '../FacetPanel';
import { Pagination } from '../Pagination';
import { resultsByType } from '../ResultItem/ResultItem.fixtures';
import { SortBar, type SortValue } from '../SortBar';
import { ResultList } from './ResultList';

const items = [resultsByType.journal, resultsByType.report, resultsByType.patent];

const groups: readonly FacetGroup[] = [
  {
    code: 'type',
    title: facetLabels.groups.type,
    sizeKind: 'types',
    options: [
      { value: '1', label: '期刊', count: 1_204 },
      { value: '4', label: '报告', count: 88 },
      { value: '5', label: '专利', count: 310 },
    ],
  },
  {
    code: 'Y',
    title: facetLabels.groups.year,
    sizeKind: 'year',
    options: [2024, 2023, 2022].map((y, i) => ({ value: String(y), label: String(y), count: 640 - i * 150 })),
  },
];

type PageProps = { onCite: (ids: string[]) => void; onPage: (page: number) => void };

/** The search components together, wired the way the results page wires them (state here, store there). */
function ResultsPage({ onCite, onPage }: PageProps) {
  const [sort, setSort] = useState<SortValue>({ key: 'relevance', order: 'desc' });
  const [filters, setFilters] = useState<readonly FacetSelection[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const selection = items.filter((i) => selected.includes(i.id)).map((i) => ({ id: i.id, type: i.type }));
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: '24rem 1fr', alignItems: 'start', gap: '1.6rem', width: '120rem' }}
    >
      <FacetPanel
        groups={groups}
        selected={filters}
        onToggle={(s, on) =>
          setFilters((l) => (on ? [...l, s] : l.filter((x) => x.group !== s.group || x.value !== s.value)))
        }
        onClearAll={() => setFilters([])}
      />
      <div style={{ display: 'flex', flexDirection: 'column', gap: '1.2rem' }}>
        <SortBar value={sort} onChange={setSort} total={1_602} />
        <BatchSelectionBar
          selection={selection}
          isLoggedIn
          onCite={(list) => onCite(list.map((i) => String(i.id)))}
          onClear={() => setSelected([])}
          onReview={() => undefined}
          onRequireLogin={() => undefined}
        />
        <ResultList
          items={items}
          selectedIds={selected}
          onSelectedChange={(item, on) => setSelected((l) => (on ? [...l, item.id] : l.filter((id) => id !== item.id)))}
        />
        <Pagination
          page={page}
          pageSize={20}
          total={1_602}
          onChange={(p) => {
            onPage(p);
            setPage(p);
          }}
        />
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/Search/ResultsPage',
  component: ResultsPage,
  args: { onCite: fn(), onPage: fn() },
} satisfies Meta<typeof ResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Selecting rows feeds the batch bar; a report in the selection blocks batch citation until it is unselected. */
export const SelectAndBatchCite: Story = {
  play: async ({ canvas, args }) => {
    const batch = canvas.getByRole('group', { name: batchLabels.barLabel });
    const [journal, report] = canvas.getAllByRole('checkbox', { name: new RegExp(`^${resultLabels.select}`) });
    await userEvent.click(journal as HTMLElement);
    await userEvent.click(report as HTMLElement);
    await expect(batch).toHaveTextContent(`${batchLabels.selectedPrefix} 2 ${batchLabels.selectedSuffix}`);
    await userEvent.click(within(batch).getByRole('button', { name: batchLabels.cite }));
    await expect(within(batch).getByRole('alert')).toHaveTextContent(messages.batchCite.unsupportedTypes);
    await expect(args.onCite).not.toHaveBeenCalled();
    // Re-rendering with the same selection (here: another sort order) keeps the message.
    await userEvent.click(canvas.getByRole('button', { name: sortLabels.date }));
    await expect(within(batch).getByRole('alert')).toHaveTextContent(messages.batchCite.unsupportedTypes);
    await userEvent.click(report as HTMLElement);
    await expect(within(batch).queryByRole('alert')).toBeNull();
    await userEvent.click(within(batch).getByRole('button', { name: batchLabels.cite }));
    await expect(args.onCite).toHaveBeenCalledWith(['j-1001']);
    await userEvent.click(canvas.getByRole('button', { name: paginationLabels.next }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};
