import type { JournalCard } from '@wenxian/api';
import { Button, CentreList } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import styled from 'styled-components';
import type { QueryError } from '../../../app/apiSlice';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../features/shared/toastSlice';
import { useUnsubscribeMutation } from '../../../features/accounts/centreApi';
import {
  SUBSCRIBED_JOURNALS,
  useGetSubscribedJournalsQuery,
  useSubscribeTargetMutation,
} from '../../../features/accounts/discoverApi';
import { Actions, Muted } from '../centrePanel/centrePanel.styles';
import { JournalName } from './JournalName';

const H = accountLabels.pages.hotsub;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

/** One journal: its page, its index tags and impact factor, and 订阅 / 取消订阅 with the state said. */
function JournalRow({ journal, subscribed }: { journal: JournalCard; subscribed: boolean | undefined }) {
  const dispatch = useAppDispatch();
  const [subscribe, subscribing] = useSubscribeTargetMutation();
  const [unsubscribe, unsubscribing] = useUnsubscribeMutation();
  const target = { targetId: journal.id, kind: 'journal', name: journal.name } as const;
  const busy = subscribing.isLoading || unsubscribing.isLoading || subscribed === undefined;
  return (
    <Row>
      <JournalName journal={journal} />
      <Actions>
        {subscribed && <Muted>{H.subscribed}</Muted>}
        <Button
          isSmall
          variant={subscribed ? 'secondary' : 'primary'}
          isBusy={busy}
          aria-label={`${subscribed ? accountLabels.actions.unsubscribe : H.subscribe} ${journal.name}`}
          onClick={async () => {
            const result = subscribed ? await unsubscribe(target) : await subscribe(target);
            if ('data' in result)
              dispatch(toastShown('success', subscribed ? H.undone(journal.name) : H.done(journal.name)));
          }}
        >
          {subscribed ? accountLabels.actions.unsubscribe : H.subscribe}
        </Button>
      </Actions>
    </Row>
  );
}

type JournalsQuery = {
  data?: JournalCard[];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/**
 * Journals to subscribe (hot or recommended) with the member's subscription state of each: loading, empty
 * (暂无数据), error with 重新加载; subscribing goes through the simulation and shows up in 我的订阅.
 */
export function JournalSubscribeList({
  title,
  isTitleHidden,
  query,
}: {
  title: string;
  /** The page's h1 already prints the title (CentreList's `isTitleHidden`). */
  isTitleHidden?: boolean;
  query: JournalsQuery;
}) {
  const subscribedList = useGetSubscribedJournalsQuery(SUBSCRIBED_JOURNALS);
  // Unknown while loading (buttons wait); a failed read leaves every journal subscribable (saving is idempotent).
  const subscribed = subscribedList.data
    ? new Set(subscribedList.data.list.map((s) => s.targetId))
    : subscribedList.isError
      ? new Set<string>()
      : undefined;
  const journals = query.data ?? [];
  const state = query.isError ? 'error' : query.isLoading || (query.isFetching && !query.data) ? 'loading' : 'ready';
  return (
    <CentreList
      title={title}
      isTitleHidden={isTitleHidden}
      state={state}
      items={journals}
      itemKey={(j: JournalCard) => j.id}
      renderItem={(j: JournalCard) => <JournalRow journal={j} subscribed={subscribed?.has(j.id)} />}
      page={1}
      pageSize={Math.max(journals.length, 1)}
      total={journals.length}
      onPageChange={() => undefined}
      errorText={(query.error as QueryError | undefined)?.message}
      onRetry={() => void query.refetch()}
    />
  );
}
