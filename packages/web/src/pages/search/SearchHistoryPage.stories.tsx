import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  dialogLabels,
  isSearchHistoryKey,
  messages,
  saveSearchHistory,
  searchLabels,
  type SearchHistoryRecord,
} from '@wenxian/domain';
import { apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { withPage } from '../../test/withPage';
import { SearchHistoryPage } from './SearchHistoryPage';
import { expectReadsAsLink } from '../../test/computedStyle';

const L = searchLabels.history;
const body = within(document.body);

/** Three searches of 23 November 2026 (Beijing time), kept as the site keeps them. */
const seeded: SearchHistoryRecord[] = [
  {
    timestamp: Date.UTC(2026, 10, 23, 1, 5),
    conditions: [{ searchField: 'U', content: '碳中和', logicalOperator: 'AND' }],
    expression: 'U=碳中和',
    expressionZ: 'U=碳中和',
  },
  {
    timestamp: Date.UTC(2026, 10, 23, 2, 30),
    conditions: [
      { searchField: 'SU', content: '乡村振兴', logicalOperator: 'AND' },
      {
        searchField: 'SU',
        content: '',
        logicalOperator: 'AND',
        children: [
          { searchField: 'SU', content: '数字经济', logicalOperator: 'AND' },
          { searchField: 'K', content: '发展', logicalOperator: 'OR' },
        ],
      },
    ],
    expression: 'SU=乡村振兴 AND (SU=数字经济 OR K=发展)',
    expressionZ: 'SU=乡村振兴 AND (SU=数字经济 OR K=发展)',
  },
  {
    timestamp: Date.UTC(2026, 10, 23, 3, 45),
    conditions: [{ searchField: 'TE', content: '深度学习', logicalOperator: 'AND' }],
    expression: 'TE=深度学习',
    expressionZ: 'TE=深度学习',
  },
];

function resetHistory(records: readonly SearchHistoryRecord[]) {
  for (const key of Object.keys(localStorage)) if (isSearchHistoryKey(key)) localStorage.removeItem(key);
  for (const record of records) saveSearchHistory(localStorage, record);
}

/** /searchhistory: the searches kept in this browser, re-run, deleted, cleared; this week's hot searches beside. */
const meta = {
  title: 'Web/Pages/SearchHistory',
  component: SearchHistoryPage,
  decorators: [withPage],
  beforeEach: () => {
    resetHistory(seeded);
    return () => resetHistory([]);
  },
  parameters: { layout: 'fullscreen', deeplink: { path: '/searchhistory', route: '/searchhistory' } },
} satisfies Meta<typeof SearchHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('main'));

/** Newest first; a plain search re-runs as a basic search, a compound one as its professional expression. */
export const Records: Story = {
  play: async ({ canvas }) => {
    const table = await main(canvas).findByRole('table', { name: L.listLabel });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('TE=深度学习');
    const links = within(table).getAllByRole('link', { name: L.rerun });
    await expect(links[0]).toHaveAttribute('href', '/search?k=%E6%B7%B1%E5%BA%A6%E5%AD%A6%E4%B9%A0&n=T&ex=1');
    await expect(links[1]).toHaveAttribute('href', expect.stringContaining('regex=1'));
    await expect(links[2]).toHaveAttribute('href', '/search?k=%E7%A2%B3%E4%B8%AD%E5%92%8C');
    await expectReadsAsLink(links[0] as HTMLElement);
    await main(canvas).findByRole('heading', { name: L.hotTitle });
  },
};

/** 45 searches: 20 shown, 加载更多 adds 20 more, then the last 5 and 没有更多了 (doc 000 §2.8). */
export const LoadMore: Story = {
  beforeEach: () => {
    resetHistory(
      Array.from({ length: 45 }, (_, i) => ({
        timestamp: Date.UTC(2026, 10, 23, 1, i),
        conditions: [{ searchField: 'U', content: `检索${i + 1}`, logicalOperator: 'AND' }],
        expression: `U=检索${i + 1}`,
        expressionZ: `U=检索${i + 1}`,
      })),
    );
  },
  play: async ({ canvas }) => {
    const table = await main(canvas).findByRole('table', { name: L.listLabel });
    const rows = () => within(table).getAllByRole('row').slice(1);
    await expect(rows()).toHaveLength(20);
    await expect(rows()[0]).toHaveTextContent('U=检索45');
    await userEvent.click(main(canvas).getByRole('button', { name: messages.loader.loadMore }));
    await expect(rows()).toHaveLength(40);
    await userEvent.click(main(canvas).getByRole('button', { name: messages.loader.loadMore }));
    await expect(rows()).toHaveLength(45);
    await expect(rows()[44]).toHaveTextContent('U=检索1');
    await expect(main(canvas).queryByRole('button', { name: messages.loader.loadMore })).toBeNull();
    await expect(main(canvas).getByText(messages.loader.noMore)).toBeVisible();
  },
};

/** A member saves a search to the server (/exp/addSe); its alert is set on 我的检索式与检索提醒. */
export const MemberSaves: Story = {
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  play: async ({ canvas }) => {
    const table = await main(canvas).findByRole('table', { name: L.listLabel });
    await userEvent.click(await within(table).findByRole('button', { name: L.saveNamed('U=碳中和') }));
    await expect(await within(table).findByText(L.saved)).toBeVisible();
    await expect(main(canvas).getByRole('link', { name: L.savedSearches })).toHaveAttribute(
      'href',
      '/subscription/searches',
    );
  },
};

/** A visitor is offered the login that keeps searches on the server. */
export const VisitorLoginOffer: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await main(canvas).findByRole('table', { name: L.listLabel });
    const login = main(canvas).getByRole('link', { name: L.loginToSave });
    await expect(login).toHaveAttribute('href', expect.stringContaining('/account?serve='));
    await expectReadsAsLink(login);
    await expect(main(canvas).queryByRole('button', { name: L.saveNamed('U=碳中和') })).toBeNull();
  },
};

/** 删除 removes one record, from the page and from local storage. */
export const DeleteOne: Story = {
  play: async ({ canvas }) => {
    const table = await main(canvas).findByRole('table', { name: L.listLabel });
    await userEvent.click(within(table).getByRole('button', { name: L.removeNamed('U=碳中和') }));
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(table).not.toHaveTextContent('U=碳中和');
    await expect(Object.keys(localStorage).filter(isSearchHistoryKey)).toHaveLength(2);
  },
};

/** 清空检索历史 asks first, then empties the list. */
export const ClearAll: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(await main(canvas).findByRole('button', { name: L.clear }));
    const dialog = await body.findByRole('alertdialog', { name: L.confirmClear });
    await userEvent.click(within(dialog).getByRole('button', { name: dialogLabels.common.confirm }));
    await expect(await main(canvas).findByText(L.empty)).toBeVisible();
    await expect(Object.keys(localStorage).filter(isSearchHistoryKey)).toHaveLength(0);
  },
};

/** Nothing searched yet in this browser. */
export const Empty: Story = {
  beforeEach: () => resetHistory([]),
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(L.empty)).toBeVisible();
    await expect(main(canvas).getByRole('link', { name: L.advanced })).toHaveAttribute('href', '/advancesearch');
    await main(canvas).findByRole('heading', { name: L.hotTitle });
  },
};

/** The hot searches still loading: the history shows, the side panel waits. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('hotSearch', { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByRole('table', { name: L.listLabel })).toBeVisible();
    await expect(main(canvas).queryByRole('heading', { name: L.hotTitle })).toBeNull();
  },
};

/** The hot-search call failing (500) leaves out its panel, never the history. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [scenario('hotSearch', { status: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByRole('table', { name: L.listLabel })).toBeVisible();
    await expect(main(canvas).queryByRole('heading', { name: L.hotTitle })).toBeNull();
  },
};
