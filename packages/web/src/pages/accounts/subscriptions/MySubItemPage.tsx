import type { SubscribeItem } from '@wenxian/api';
import { Button, SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../features/shared/toastSlice';
import { centreApi, useGetSubscriptionsQuery, useUnsubscribeMutation } from '../../../features/accounts/centreApi';
import { Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';
import { targetHref } from '../../../features/accounts/targetHref';

const P = accountLabels.pages.mysubItem;
const A = accountLabels.actions;

/** One subscription with its unsubscribe action. */
function SubscriptionRow({ item }: { item: SubscribeItem }) {
  const dispatch = useAppDispatch();
  const [unsubscribe, state] = useUnsubscribeMutation();
  return (
    <>
      <SiteLink href={targetHref(item)}>{item.name ?? item.targetId}</SiteLink>
      <Button
        variant="text"
        isBusy={state.isLoading}
        onClick={async () => {
          if ('data' in (await unsubscribe({ targetId: item.targetId, kind: item.kind, name: item.name })))
            dispatch(toastShown('success', A.unsubscribed));
        }}
      >
        {A.unsubscribe}
      </Button>
    </>
  );
}

/** /subscription/mysubItem: the user's subscriptions (journals, subjects…), each can be unsubscribed. */
export function MySubItemPage() {
  return (
    <Panel>
      <h1>{P.title}</h1>
      <PagedQueryList
        title={P.title}
        isTitleHidden
        useQuery={useGetSubscriptionsQuery}
        itemKey={(s: SubscribeItem) => s.id}
        renderItem={(s: SubscribeItem) => <SubscriptionRow item={s} />}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: MySubItemPage,
  loader: loadCentreList(centreApi.endpoints.getSubscriptions, ({ pageNum, pageSize }) => ({ pageNum, pageSize })),
  head: () => ({ title: P.title, noindex: true }),
});
