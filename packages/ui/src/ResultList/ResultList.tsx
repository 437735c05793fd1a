import { memo, useRef, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { resultLabels } from '@wenxian/domain';
import { ListLoader } from '../ListLoader';
import { ResultItem, type ResultLiterature } from '../ResultItem';
import { useRowsShown } from './useRowsShown';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  /* Rows past the first screenful are laid out when scrolled near: a new page of twenty results lays out ten rows,
     not twenty. The last five are laid out with the page: they are what a visitor sees beside the pager on jumping
     to it (End, or a click on it brought into view), and laid out only then, from an estimated height, they would
     move it under the pointer. Rows laid out later are above what the visitor sees, where the browser's scroll
     anchoring keeps the view still. */
  > li:nth-child(n + 6):nth-last-child(n + 6) {
    content-visibility: auto;
    contain-intrinsic-size: auto 16rem;
  }
`;

const rowKey = (item: ResultLiterature) => `${item.type}-${item.id}`;

export type ResultListProps = {
  /** The page of results, in order. */
  items: readonly ResultLiterature[];
  /** While the page is fetched the list shows 拼命加载中··· instead of the rows. */
  isLoading?: boolean;
  /** Ids in the batch selection; the checkboxes show only with `onSelectedChange`. */
  selectedIds?: readonly string[];
  onSelectedChange?: (item: ResultLiterature, isSelected: boolean) => void;
  /** Ids in the user's collection. */
  collectedIds?: readonly string[];
  onDownload?: (item: ResultLiterature) => void;
  onRead?: (item: ResultLiterature) => void;
  onCite?: (item: ResultLiterature) => void;
  onCollect?: (item: ResultLiterature, isCollected: boolean) => void;
  /**
   * Wraps each row's content (its index in the page given): the site keeps the rows a visitor has not reached
   * as the server's HTML until they come into sight or are used; their links work without script.
   */
  wrapRow?: (row: ReactElement, index: number) => ReactNode;
  /**
   * What follows the rows (the pager), drawn once every row of the page is: drawn under the first screenful of a new
   * page, it would move down as the rest fill in, under the pointer of a visitor about to click it.
   */
  footer?: ReactNode;
};

type RowHandlers = Pick<ResultListProps, 'onSelectedChange' | 'onDownload' | 'onRead' | 'onCite' | 'onCollect'>;

const asIs = (row: ReactElement): ReactNode => row;

/**
 * One row, its handlers bound to its literature here: a row's props stay equal while its literature, its
 * selection and the list's handlers do, so a wrapper that compares them (`wrapRow`) sees the same row.
 */
function ResultRow({
  item,
  isSelected,
  isCollected,
  onSelectedChange,
  onDownload,
  onRead,
  onCite,
  onCollect,
}: RowHandlers & { item: ResultLiterature; isSelected: boolean; isCollected: boolean }) {
  const bind = <A extends unknown[]>(handler: ((item: ResultLiterature, ...args: A) => void) | undefined) =>
    handler && ((...args: A) => handler(item, ...args));
  return (
    <ResultItem
      item={item}
      isSelected={isSelected}
      onSelectedChange={bind(onSelectedChange)}
      isCollected={isCollected}
      onDownload={bind(onDownload)}
      onRead={bind(onRead)}
      onCite={bind(onCite)}
      onCollect={bind(onCollect)}
    />
  );
}

/**
 * A page of search results: one ResultItem per literature, 拼命加载中··· while loading, 暂无数据 when empty.
 * Memoised: a results page renders again while its next search loads, and twenty rows need not follow. A new
 * page of rows paints the rows in sight first (`useRowsShown`).
 */
export const ResultList = memo(function ResultList({
  items,
  isLoading = false,
  selectedIds = [],
  onSelectedChange,
  collectedIds = [],
  onDownload,
  onRead,
  onCite,
  onCollect,
  wrapRow = asIs,
  footer,
}: ResultListProps) {
  const list = useRef<HTMLOListElement>(null);
  const rowsShown = useRowsShown(items, list, rowKey);

  return (
    <>
      {/* Busy while loading and while the rows past the first screenful are still to come. */}
      <section aria-label={resultLabels.listLabel} aria-busy={isLoading || rowsShown < items.length}>
        {isLoading && <ListLoader state="loading" />}
        {!isLoading && items.length === 0 && <ListLoader state="empty" />}
        {!isLoading && items.length > 0 && (
          <List ref={list}>
            {items.slice(0, rowsShown).map((item, index) => (
              <li key={rowKey(item)}>
                {wrapRow(
                  <ResultRow
                    item={item}
                    isSelected={selectedIds.includes(item.id)}
                    onSelectedChange={onSelectedChange}
                    isCollected={collectedIds.includes(item.id)}
                    onDownload={onDownload}
                    onRead={onRead}
                    onCite={onCite}
                    onCollect={onCollect}
                  />,
                  index,
                )}
              </li>
            ))}
          </List>
        )}
      </section>
      {rowsShown === items.length && footer}
    </>
  );
});
