import { useState } from 'react';
import {
  emptySearchUrlState,
  formatBeijing,
  formatLargeCount,
  rankHotSearch,
  searchLabels,
  type SearchHistoryRecord,
  buildSearchUrl,
} from '@wenxian/domain';
import { href } from 'react-router';
import { Button, ConfirmDialog, ListLoader, SiteLink, TextLink } from '@wenxian/ui';
import { useAppDispatch } from '../../app/hooks';
import { useAddSavedSearchMutation } from '../../features/accounts/centreApi';
import { useMemberGate } from '../../features/ai/useMemberGate';
import { toastShown } from '../../features/shared/toastSlice';
import { loadHotSearch, useGetHotSearchQuery } from '../../features/search/hotSearchApi';
import { rerunHref, useSearchHistory } from '../../features/search/history/useSearchHistory';
import { definePage } from '../../app/routeModule';
import { Empty, Head, Intro, Page, Rank, Side, Table } from './SearchHistoryPage.styles';

const L = searchLabels.history;

/**
 * How many records the list shows at first and adds per 加载更多 (doc 000 §2.8; docs/decisions/search-ui.md
 * "加载更多 or pages"): the history is read newest first and has no address per page.
 */
export const HISTORY_BATCH = 20;

const searchHref = (text: string) => buildSearchUrl({ ...emptySearchUrlState, text });

/**
 * Members keep a search on the server as a saved search (/exp/addSe), where /subscription/searches sets its
 * alert; the history itself stays in this browser.
 */
function SaveButton({ record }: { record: SearchHistoryRecord }) {
  const [save, { isLoading, isSuccess }] = useAddSavedSearchMutation();
  const dispatch = useAppDispatch();
  const expression = record.expressionZ || record.expression;
  if (isSuccess) return <span role="status">{L.saved}</span>;
  return (
    <Button
      isSmall
      isBusy={isLoading}
      aria-label={L.saveNamed(expression)}
      onClick={() => {
        void save({ name: expression, expression, push: false })
          .unwrap()
          .then(() => dispatch(toastShown('success', L.saved)))
          .catch(() => undefined);
      }}
    >
      {L.save}
    </Button>
  );
}

function HistoryRows({
  records,
  onRemove,
  isMember,
}: {
  records: readonly SearchHistoryRecord[];
  onRemove: (t: number) => void;
  isMember: boolean;
}) {
  return (
    <Table aria-label={L.listLabel}>
      <thead>
        <tr>
          <th scope="col">{L.time}</th>
          <th scope="col">{L.expression}</th>
          <th scope="col">{L.actions}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={record.timestamp}>
            <td className="time">
              <time dateTime={new Date(record.timestamp).toISOString()}>
                {formatBeijing(record.timestamp, 'YYYY-MM-DD HH:mm:ss')}
              </time>
            </td>
            <td className="expression">{record.expressionZ || record.expression}</td>
            <td className="actions">
              <TextLink href={rerunHref(record)}>{L.rerun}</TextLink>
              {isMember && <SaveButton record={record} />}
              <Button
                variant="secondary"
                isSmall
                aria-label={L.removeNamed(record.expressionZ || record.expression)}
                onClick={() => onRemove(record.timestamp)}
              >
                {L.remove}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** This week's most searched texts (counted by the simulation from the searches made), each searchable. */
function HotSearches() {
  const { data } = useGetHotSearchQuery();
  if (!data?.length) return null;
  return (
    <Side aria-labelledby="search-history-hot">
      <h2 id="search-history-hot">{L.hotTitle}</h2>
      <ol>
        {rankHotSearch(data)
          .slice(0, 10)
          .map(({ item, rank, isTop3 }) => (
            <li key={item.id}>
              <Rank $top={isTop3}>{rank}</Rank>
              <SiteLink href={searchHref(item.searchText)}>{item.searchText}</SiteLink>
              <span className="count">{L.hotCount(formatLargeCount(item.currentCount))}</span>
            </li>
          ))}
      </ol>
    </Side>
  );
}

/**
 * /searchhistory: the searches made in this browser (local storage, timestamp keys), newest first, 20 at a time
 * (加载更多 adds the next, 没有更多了 ends the list); each can be searched again or deleted, and the whole history
 * cleared. The list is the browser's, so the server paints
 * the page with its loading state and this week's hot searches.
 */
export function SearchHistoryPage() {
  const { records, remove, clear } = useSearchHistory();
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState(HISTORY_BATCH);
  const { isMember, loginHref } = useMemberGate();
  return (
    <Page>
      <section aria-labelledby="search-history-title">
        <Head>
          <h1 id="search-history-title">{L.title}</h1>
          {records && records.length > 0 && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {L.clear}
            </Button>
          )}
        </Head>
        <Intro>
          {L.intro}{' '}
          {isMember ? (
            <TextLink href={href('/subscription/searches')}>{L.savedSearches}</TextLink>
          ) : (
            <TextLink href={loginHref}>{L.loginToSave}</TextLink>
          )}
        </Intro>
        {records === null ? (
          <ListLoader state="loading" />
        ) : records.length === 0 ? (
          <Empty>
            <p>{L.empty}</p>
            <nav aria-label={L.goSearch}>
              <TextLink href={href('/advancesearch')}>{L.advanced}</TextLink>
            </nav>
          </Empty>
        ) : (
          <>
            <HistoryRows records={records.slice(0, shown)} onRemove={remove} isMember={isMember} />
            {records.length > HISTORY_BATCH && (
              <ListLoader
                state={shown < records.length ? 'loadMore' : 'noMore'}
                onLoadMore={() => setShown(shown + HISTORY_BATCH)}
              />
            )}
          </>
        )}
      </section>
      <HotSearches />
      <ConfirmDialog
        isOpen={confirming}
        title={L.confirmClear}
        onConfirm={() => {
          clear();
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}

export const page = definePage({
  Component: SearchHistoryPage,
  // The hot searches come with the first response; a failure leaves the side panel out, not the page.
  loader: ({ store }) => loadHotSearch(store),
  head: () => ({ title: L.documentTitle, noindex: true }),
});
