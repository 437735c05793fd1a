import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { centreApi, useGetNoticesQuery } from '../../features/accounts/centreApi';
import type { Notice } from '@wenxian/api';
import { Panel } from './parts/accounts.styles';
import { QueryList } from './parts/QueryList';
import { loadList } from './parts/loadList';
import { NoticeRowLink } from './parts/NoticeRowLink';

const P = accountLabels.pages.message;

/** /personalcenter/message: the user's messages (the system notices, each leading to its notice page). */
export function MessagePage() {
  return (
    <Panel>
      <h1>{P.title}</h1>
      <QueryList
        title={P.title}
        useQuery={useGetNoticesQuery}
        itemKey={(n: Notice) => n.id}
        renderItem={(n: Notice) => <NoticeRowLink notice={n} />}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: MessagePage,
  loader: loadList(centreApi.endpoints.getNotices, ({ pageNum, pageSize }) => ({ pageNum, pageSize })),
  head: () => ({ title: P.title, noindex: true }),
});
