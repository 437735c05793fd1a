import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import type { Notice } from '@wenxian/api';
import { ArticleBody, Button, SiteLink } from '@wenxian/ui';
import { accountLabels, displayMinute, messages } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { centreApi, useGetNoticesQuery, useMarkNoticeReadMutation } from '../../../features/accounts/centreApi';
import { Actions, Muted, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';
import { loadServerTime, RelativeTime } from '../../../features/site/RelativeTime';
import { FROM_MESSAGES } from './NoticeRowLink';

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

/** Marks an unread notice read once it is open, as 标为已读 would: the list then shows it read. */
function useMarkedRead(notice: Notice | undefined) {
  const [markRead] = useMarkNoticeReadMutation();
  const unreadId = notice && !notice.isRead ? notice.id : undefined;
  useEffect(() => {
    if (unreadId) void markRead({ id: unreadId });
  }, [unreadId, markRead]);
}

/** One notice, read in full (and marked read); its content is the server's HTML, shown sanitized. */
function NoticeDetail({ id, base }: { id: string; base: string }) {
  const list = useGetNoticesQuery({ pageNum: 1, pageSize: 100 });
  const notice = list.data?.list.find((n) => n.id === id);
  useMarkedRead(notice);
  // 返回列表 leads back to the list the notice was opened from: 我的消息 shows the same notices.
  const [params] = useSearchParams();
  const back = (
    <SiteLink href={params.get('from') === FROM_MESSAGES ? href('/personalcenter/message') : base}>{A.back}</SiteLink>
  );
  if (!notice)
    return (
      <>
        <p role="status">{list.isFetching ? messages.loader.loading : accountLabels.list.loadFailed}</p>
        {back}
      </>
    );
  return (
    <ArticleBody
      title={notice.title}
      html={notice.content}
      meta={`${displayMinute(notice.publishTime)} · ${notice.isRead ? A.read : A.unread}`}
      showOutline={false}
      footer={back}
    />
  );
}

/** The notices list or one notice (its title the page's h1); /personalcenter/message shows the same system messages. */
function NoticeScreen({ title, base }: { title: string; base: string }) {
  const { id } = useParams();
  return (
    <Panel>
      {id ? (
        <NoticeDetail id={id} base={base} />
      ) : (
        <>
          <h1>{title}</h1>
          <PagedQueryList
            title={title}
            isTitleHidden
            useQuery={useGetNoticesQuery}
            itemKey={(n: Notice) => n.id}
            renderItem={(n: Notice) => <NoticeRow notice={n} base={base} />}
          />
        </>
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
