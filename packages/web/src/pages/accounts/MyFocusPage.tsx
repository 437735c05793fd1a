import type { FollowItem } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { centreApi, useGetFollowsQuery } from '../../features/accounts/centreApi';
import { Muted, Panel } from './parts/accounts.styles';
import { QueryList } from './parts/QueryList';
import { loadList } from './parts/loadList';
import { dateOf } from './parts/time';
import { targetHref } from './parts/targetHref';

const P = accountLabels.pages.myfocus;

/** /subscription/myfocus: what the user follows (journals, authors, organizations, subjects). */
export function MyFocusPage() {
  return (
    <Panel>
      <h1>{P.title}</h1>
      <QueryList
        title={P.title}
        useQuery={useGetFollowsQuery}
        itemKey={(f: FollowItem) => f.id}
        renderItem={(f: FollowItem) => (
          <>
            <SiteLink href={targetHref(f)}>{f.name ?? f.targetId}</SiteLink>
            <Muted>{dateOf(f.followedAt)}</Muted>
          </>
        )}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: MyFocusPage,
  loader: loadList(centreApi.endpoints.getFollows, ({ pageNum, pageSize }) => ({ pageNum, pageSize })),
  head: () => ({ title: P.title, noindex: true }),
});
