import { href } from 'react-router';
import type { Notice } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { RelativeTime } from '../../../features/site/RelativeTime';
import { Muted } from '../centrePanel/centrePanel.styles';

/** `?from=` of a notice opened from 我的消息: its 返回列表 leads back there rather than to 系统通知. */
export const FROM_MESSAGES = 'message';

/** A message row leading to its notice page. */
export function NoticeRowLink({ notice }: { notice: Notice }) {
  return (
    <>
      <SiteLink
        href={`${href('/personalcenter/notice/:id?', { id: encodeURIComponent(notice.id) })}?from=${FROM_MESSAGES}`}
      >
        {notice.title}
      </SiteLink>
      <Muted>
        <RelativeTime value={notice.publishTime} /> ·{' '}
        {notice.isRead ? accountLabels.actions.read : accountLabels.actions.unread}
      </Muted>
    </>
  );
}
