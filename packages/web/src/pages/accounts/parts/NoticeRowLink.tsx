import type { Notice } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { Muted } from './accounts.styles';
import { minuteOf } from './time';

/** A message row leading to its notice page. */
export function NoticeRowLink({ notice }: { notice: Notice }) {
  return (
    <>
      <SiteLink href={`/personalcenter/notice/${encodeURIComponent(notice.id)}`}>{notice.title}</SiteLink>
      <Muted>
        {minuteOf(notice.publishTime)} · {notice.isRead ? accountLabels.actions.read : accountLabels.actions.unread}
      </Muted>
    </>
  );
}
