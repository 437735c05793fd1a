import { ListLoader } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { useGetVipCenterQuery } from '../../../features/accounts/centreApi';
import { Muted } from '../centrePanel/centrePanel.styles';

const P = accountLabels.pages.centre;

/** The membership summary: personal and team quotas as used/total articles (doc 000 §9). */
export function MembershipSummary() {
  const center = useGetVipCenterQuery();
  if (!center.data) return <ListLoader state="loading" />;
  const { personalQuota, teamQuota, expireAt, isMember } = center.data;
  return (
    <>
      {!isMember && <p>{P.notMember}</p>}
      {personalQuota && <p>{P.personalQuota(personalQuota.used, personalQuota.total)}</p>}
      {expireAt && <Muted>{P.expireAt(expireAt)}</Muted>}
      {teamQuota && <p>{P.teamQuota(teamQuota.used, teamQuota.total)}</p>}
    </>
  );
}
