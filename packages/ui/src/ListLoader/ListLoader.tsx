import styled from 'styled-components';
import { messages } from '@wenxian/domain';
import { Button } from '../Button';

/** The four states of a paged list's foot (doc 000 §2.8). */
export type ListLoaderState = 'loading' | 'loadMore' | 'noMore' | 'empty';

export type ListLoaderProps = {
  /** Which foot to show: fetching, a load-more button, the end of the list, or an empty list. */
  state: ListLoaderState;
  /** Asked to fetch the next page (the load-more button). */
  onLoadMore?: () => void;
};

const Foot = styled.div<{ $isEmpty: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ $isEmpty }) => ($isEmpty ? '16rem' : '4.8rem')};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The foot of an infinitely loaded list: 拼命加载中··· while fetching, 加载更多 as a button,
 * 没有更多了 at the end, 暂无数据 when the list is empty. Loading and empty are announced politely; the text's own
 * ··· says it is working, so nothing spins (and screenshots stay stable).
 */
export function ListLoader({ state, onLoadMore }: ListLoaderProps) {
  switch (state) {
    case 'loading':
      return (
        <Foot role="status" $isEmpty={false}>
          {messages.loader.loading}
        </Foot>
      );
    case 'loadMore':
      return (
        <Foot $isEmpty={false}>
          <Button variant="text" onClick={onLoadMore}>
            {messages.loader.loadMore}
          </Button>
        </Foot>
      );
    case 'noMore':
      return <Foot $isEmpty={false}>{messages.loader.noMore}</Foot>;
    case 'empty':
      return (
        <Foot role="status" $isEmpty>
          {messages.loader.empty}
        </Foot>
      );
  }
}
