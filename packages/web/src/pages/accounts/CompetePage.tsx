import type { ComparisonItem } from '@wenxian/api';
import { Button, SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../routes/defineRoute';
import { useAppDispatch } from '../../app/hooks';
import { toastShown } from '../../features/toast/toastSlice';
import { centreApi, useGetComparisonsQuery, useRemoveComparisonMutation } from '../../features/accounts/centreApi';
import { Muted, Panel } from './parts/accounts.styles';
import { QueryList } from './parts/QueryList';
import { loadList } from './parts/loadList';
import { dateOf } from './parts/time';
import { targetHref } from './parts/targetHref';

const P = accountLabels.pages.compete;

function ComparisonRow({ item }: { item: ComparisonItem }) {
  const dispatch = useAppDispatch();
  const [remove, state] = useRemoveComparisonMutation();
  return (
    <>
      <SiteLink href={targetHref(item)}>{item.name ?? item.targetId}</SiteLink>
      <Muted>{dateOf(item.addedAt)}</Muted>
      <Button
        variant="text"
        disabled={state.isLoading}
        onClick={async () => {
          if ('data' in (await remove({ targetId: item.targetId, kind: item.kind, name: item.name })))
            dispatch(toastShown('success', accountLabels.actions.removed));
        }}
      >
        {accountLabels.actions.unfollow}
      </Button>
    </>
  );
}

/** /subscription/compete: what the user put in comparison (journals…), each can be taken out. */
export function CompetePage() {
  return (
    <Panel>
      <h1>{P.title}</h1>
      <QueryList
        title={P.title}
        useQuery={useGetComparisonsQuery}
        itemKey={(c: ComparisonItem) => c.id}
        renderItem={(c: ComparisonItem) => <ComparisonRow item={c} />}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: CompetePage,
  loader: loadList(centreApi.endpoints.getComparisons, ({ pageNum, pageSize }) => ({ pageNum, pageSize })),
  head: () => ({ title: P.title, noindex: true }),
});
