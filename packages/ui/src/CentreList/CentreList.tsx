import type { ReactNode } from 'react';
import { accountLabels } from '@wenxian/domain';
import { Button } from '../Button';
import { ListLoader } from '../ListLoader';
import { Pagination } from '../Pagination';
import { Failure, Items, Section } from './CentreList.styles';

const L = accountLabels.list;

export type CentreListState = 'loading' | 'error' | 'ready';

export type CentreListProps<Item> = {
  /** The list's heading (also its accessible name). */
  title: string;
  /**
   * The title names the list without a heading of its own: for the list that is the page's subject, whose h1
   * already prints the same words (a heading is never printed twice on a page).
   */
  isTitleHidden?: boolean;
  /** Fetching, failed, or answered (an answered list with no items shows 暂无数据). */
  state: CentreListState;
  /** The items of the current page. */
  items: readonly Item[];
  /** A stable key per item. */
  itemKey: (item: Item) => string;
  /** One row: the item's content and its actions. */
  renderItem: (item: Item) => ReactNode;
  /** Paging: current page (1-based), page size and total; the pager shows when there is more than one page. */
  page: number;
  pageSize: number;
  total: number;
  /** Asked to show another page. */
  onPageChange: (page: number) => void;
  /** What failed (the server's message), shown in the error state. */
  errorText?: string;
  /** Asked to fetch again after an error. */
  onRetry?: () => void;
  /** Controls above the list (filters, a form to add an item). */
  toolbar?: ReactNode;
};

/**
 * A list of the personal centre or subscriptions with its four states (doc 000 §2.8 wording): 拼命加载中···
 * while loading, 暂无数据 when empty, the failure with a retry, and pages.
 */
export function CentreList<Item>({
  title,
  isTitleHidden = false,
  state,
  items,
  itemKey,
  renderItem,
  page,
  pageSize,
  total,
  onPageChange,
  errorText,
  onRetry,
  toolbar,
}: CentreListProps<Item>) {
  return (
    <Section aria-label={title} aria-busy={state === 'loading'}>
      {!isTitleHidden && <h2>{title}</h2>}
      {toolbar}
      {state === 'loading' && <ListLoader state="loading" />}
      {state === 'error' && (
        <Failure role="alert">
          <span>{errorText || L.loadFailed}</span>
          {onRetry && (
            <Button type="button" onClick={onRetry}>
              {L.retry}
            </Button>
          )}
        </Failure>
      )}
      {state === 'ready' && items.length === 0 && <ListLoader state="empty" />}
      {state === 'ready' && items.length > 0 && (
        <>
          <Items>
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </Items>
          <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
        </>
      )}
    </Section>
  );
}
