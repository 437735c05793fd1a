import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { centreApi, useGetNoticesQuery } from '../../../features/accounts/centreApi';
import type { Notice } from '@wenxian/api';
import { Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';
import { NoticeRowLink } from './NoticeRowLink';
import { loadServerTime } from '../../../features/site/RelativeTime';

const P = accountLabels.pages.message;

/** /personalcenter/message: the user's messages (the system notices, each leading to its notice page). */
export function MessagePage() {
  return (
    <Panel>
      <h1>{P.title}</h1>
      <PagedQueryList
        title={P.title}
        isTitleHidden
        useQuery={useGetNoticesQuery}
        itemKey={(n: Notice) => n.id}
        renderItem={(n: Notice) => <NoticeRowLink notice={n} />}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: MessagePage,
  loader: async (args) => {
    const [list] = await Promise.all([
      loadCentreList(centreApi.endpoints.getNotices, ({ pageNum, pageSize }) => ({ pageNum, pageSize }))(args),
      loadServerTime(args.store),
    ]);
    return list;
  },
  head: () => ({ title: P.title, noindex: true }),
});
