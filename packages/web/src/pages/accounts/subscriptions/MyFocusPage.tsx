import type { FollowItem } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels, formatBeijing } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { centreApi, useGetFollowsQuery } from '../../../features/accounts/centreApi';
import { Muted, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';
import { targetHref } from '../../../features/accounts/targetHref';

const P = accountLabels.pages.myfocus;

/** /subscription/myfocus: what the user follows (journals, authors, organizations, subjects). */
export function MyFocusPage() {
  return (
    <Panel>
      <h1>{P.title}</h1>
      <PagedQueryList
        title={P.title}
        isTitleHidden
        useQuery={useGetFollowsQuery}
        itemKey={(f: FollowItem) => f.id}
        renderItem={(f: FollowItem) => (
          <>
            <SiteLink href={targetHref(f)}>{f.name ?? f.targetId}</SiteLink>
            <Muted>{formatBeijing(Date.parse(f.followedAt))}</Muted>
          </>
        )}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: MyFocusPage,
  loader: loadCentreList(centreApi.endpoints.getFollows, ({ pageNum, pageSize }) => ({ pageNum, pageSize })),
  head: () => ({ title: P.title, noindex: true }),
});
