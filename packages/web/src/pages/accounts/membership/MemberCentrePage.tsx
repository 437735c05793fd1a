import { href } from 'react-router';
import type { DownloadLogEntry } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels, displayMinute } from '@wenxian/domain';
import { definePage, type PageLoaderArgs } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { centreApi, useGetDownloadLogQuery } from '../../../features/accounts/centreApi';
import { Cards, Muted, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';
import { literatureHref } from '../../../features/accounts/literatureHref';
import { MembershipSummary } from './MembershipSummary';

const P = accountLabels.pages;

/** /personalcenter/membercenter: quotas (used/total), validity, and the downloads that used them. */
export function MemberCentrePage() {
  return (
    <Panel>
      <h1>{P.membercenter.title}</h1>
      <Cards>
        <section aria-labelledby="mc-membership">
          <h2 id="mc-membership">{P.centre.membership}</h2>
          <MembershipSummary />
          <SiteLink href={href('/member')}>{P.member.title}</SiteLink>
        </section>
      </Cards>
      <PagedQueryList
        title={P.membercenter.log}
        useQuery={useGetDownloadLogQuery}
        itemKey={(e: DownloadLogEntry) => `${e.id}-${e.time}`}
        renderItem={(e: DownloadLogEntry) => (
          <>
            <SiteLink href={literatureHref(e.id, e.type)}>{e.title}</SiteLink>
            <Muted>
              {e.vipType === 'team' ? P.member.team : P.member.personal} · {displayMinute(e.time)}
            </Muted>
          </>
        )}
      />
    </Panel>
  );
}

const loadLog = loadCentreList(centreApi.endpoints.getDownloadLog, ({ pageNum, pageSize }) => ({ pageNum, pageSize }));

export const page = definePage({
  Component: MemberCentrePage,
  loader: async (args: PageLoaderArgs) => {
    await settle(args.store.dispatch(centreApi.endpoints.getVipCenter.initiate()));
    return loadLog(args);
  },
  head: () => ({ title: P.membercenter.title, noindex: true }),
});
