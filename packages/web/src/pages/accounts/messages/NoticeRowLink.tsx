import { href } from 'react-router';
import type { Notice } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { RelativeTime } from '../../../features/site/RelativeTime';
import { Muted } from '../centrePanel/centrePanel.styles';

/** A message row leading to its notice page. */
export function NoticeRowLink({ notice }: { notice: Notice }) {
  return (
    <>
      <SiteLink href={href('/personalcenter/notice/:id?', { id: encodeURIComponent(notice.id) })}>
        {notice.title}
      </SiteLink>
      <Muted>
        <RelativeTime value={notice.publishTime} /> ·{' '}
        {notice.isRead ? accountLabels.actions.read : accountLabels.actions.unread}
      </Muted>
    </>
  );
}
