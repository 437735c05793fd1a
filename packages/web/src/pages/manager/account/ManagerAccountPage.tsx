import { isManager, managerLabels, maskPhone, messages } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useGetManagerMemberInfoQuery } from '../../../features/manager/managerAccountApi';
import { loadManagerAccount } from '../../../features/manager/loadManagerAccount';
import { useGetCurrentUserQuery } from '../../../features/shared/sessionApi';
import { managerHead } from '../managerHead';
import { Panel } from '../../shared/backOffice.styles';
import { ManagerAccountFrame } from './ManagerAccountFrame';
import { Facts } from './managerAccount.styles';

const labels = managerLabels.account;

/** /manager/account: who is signed in, what is bound and whether the journal service is open. */
export function ManagerAccountOverview() {
  const { data: user } = useGetCurrentUserQuery();
  const { data: info } = useGetManagerMemberInfoQuery(user?.memberId ?? '', { skip: !user });
  return (
    <ManagerAccountFrame title={labels.title}>
      <Panel aria-label={labels.title}>
        {!user ? (
          <p role="status">{messages.loader.loading}</p>
        ) : (
          <Facts>
            <dt>{labels.name}</dt>
            <dd>{info?.realName ?? user.ssoUserInfo?.realName ?? ''}</dd>
            <dt>{labels.mobile}</dt>
            <dd>{maskPhone(user.mobileNo)}</dd>
            <dt>{labels.email}</dt>
            <dd>{info?.email ?? labels.unbound}</dd>
            <dt>{labels.weixin}</dt>
            <dd>{user.wxBinDing ? labels.bound : labels.unbound}</dd>
            <dt>{labels.sections.auth}</dt>
            <dd>{isManager(user) ? labels.certified : labels.notCertified}</dd>
          </Facts>
        )}
      </Panel>
    </ManagerAccountFrame>
  );
}

export const page = definePage({
  Component: ManagerAccountOverview,
  loader: loadManagerAccount,
  head: managerHead(labels.title),
});
