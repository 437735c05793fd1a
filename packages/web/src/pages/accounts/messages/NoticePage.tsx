import { useParams } from 'react-router-dom';
import type { Notice } from '@wenxian/api';
import { Button, SiteLink } from '@wenxian/ui';
import { accountLabels, displayMinute } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { centreApi, useGetNoticesQuery, useMarkNoticeReadMutation } from '../../../features/accounts/centreApi';
import { Actions, Cards, Muted, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';
import { loadServerTime, RelativeTime } from '../../../features/site/RelativeTime';

const A = accountLabels.actions;

/** A notice row: title (to its page), time, read state and 标为已读. */
function NoticeRow({ notice, base }: { notice: Notice; base: string }) {
  const [markRead] = useMarkNoticeReadMutation();
  return (
    <>
      <SiteLink href={`${base}/${encodeURIComponent(notice.id)}`}>{notice.title}</SiteLink>
      <Actions>
        <Muted>
          <RelativeTime value={notice.publishTime} /> · {notice.isRead ? A.read : A.unread}
        </Muted>
        {!notice.isRead && (
          <Button isSmall onClick={() => void markRead({ id: notice.id })}>
            {A.markRead}
          </Button>
        )}
      </Actions>
    </>
  );
}

/** One notice, read in full (and marked read). */
function NoticeDetail({ id, base }: { id: string; base: string }) {
  const list = useGetNoticesQuery({ pageNum: 1, pageSize: 100 });
  const notice = list.data?.list.find((n) => n.id === id);
  return (
    <Cards>
      <article aria-label={notice?.title ?? id}>
        <h2>{notice?.title}</h2>
        {notice && <Muted>{displayMinute(notice.publishTime)}</Muted>}
        <p>{notice?.content ?? (list.isFetching ? '' : accountLabels.list.loadFailed)}</p>
        <SiteLink href={base}>{A.back}</SiteLink>
      </article>
    </Cards>
  );
}

/** The notices list or one notice; /personalcenter/message shows the same system messages. */
function NoticeScreen({ title, base }: { title: string; base: string }) {
  const { id } = useParams();
  return (
    <Panel>
      <h1>{title}</h1>
      {id ? (
        <NoticeDetail id={id} base={base} />
      ) : (
        <PagedQueryList
          title={title}
          isTitleHidden
          useQuery={useGetNoticesQuery}
          itemKey={(n: Notice) => n.id}
          renderItem={(n: Notice) => <NoticeRow notice={n} base={base} />}
        />
      )}
    </Panel>
  );
}

export function NoticePage() {
  return <NoticeScreen title={accountLabels.pages.notice.title} base="/personalcenter/notice" />;
}

const loadNotices = loadCentreList(centreApi.endpoints.getNotices, ({ pageNum, pageSize }) => ({ pageNum, pageSize }));

export const page = definePage({
  Component: NoticePage,
  loader: async (args) => {
    if (args.params.id)
      return loadCentreList(centreApi.endpoints.getNotices, () => ({ pageNum: 1, pageSize: 100 }))(args);
    const [list] = await Promise.all([loadNotices(args), loadServerTime(args.store)]);
    return list;
  },
  head: () => ({ title: accountLabels.pages.notice.title, noindex: true }),
});
