import type { ComparisonItem } from '@wenxian/api';
import { Button, SiteLink } from '@wenxian/ui';
import { accountLabels, formatBeijing } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../features/shared/toastSlice';
import { centreApi, useGetComparisonsQuery, useRemoveComparisonMutation } from '../../../features/accounts/centreApi';
import { Muted, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';
import { targetHref } from '../../../features/accounts/targetHref';
import { JournalComparison } from '../journals/JournalComparison';

const P = accountLabels.pages.compete;
/** How many journals the table sets side by side (the spec gives no limit; more would not fit the page). */
const COMPARED_MAX = 6;

function ComparisonRow({ item }: { item: ComparisonItem }) {
  const dispatch = useAppDispatch();
  const [remove, state] = useRemoveComparisonMutation();
  return (
    <>
      <SiteLink href={targetHref(item)}>{item.name ?? item.targetId}</SiteLink>
      <Muted>{formatBeijing(Date.parse(item.addedAt))}</Muted>
      <Button
        variant="text"
        isBusy={state.isLoading}
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

/** The journals in comparison (the first page of the list: the comparison compares what is listed). */
function ComparedJournals() {
  const { data } = useGetComparisonsQuery({ pageNum: 1, pageSize: COMPARED_MAX });
  if (!data) return null;
  return <JournalComparison ids={data.list.filter((c) => c.kind === 'journal').map((c) => c.targetId)} />;
}

/** /subscription/compete: what the user put in comparison (journals…), compared side by side; each can be taken out. */
export function CompetePage() {
  return (
    <Panel>
      <h1>{P.title}</h1>
      <ComparedJournals />
      <PagedQueryList
        title={P.title}
        isTitleHidden
        useQuery={useGetComparisonsQuery}
        itemKey={(c: ComparisonItem) => c.id}
        renderItem={(c: ComparisonItem) => <ComparisonRow item={c} />}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: CompetePage,
  loader: loadCentreList(centreApi.endpoints.getComparisons, ({ pageNum, pageSize }) => ({ pageNum, pageSize })),
  head: () => ({ title: P.title, noindex: true }),
});
