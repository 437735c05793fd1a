import { formatBalance, personalCentreNavigation, shellLabels } from '@wenxian/domain';
import { Bar } from './areaBar.styles';
import { AreaNav } from './AreaNav';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';

/** The user-info header of the personal centre and subscriptions: who is logged in, and where to go in the centre. */
export function UserInfoBar() {
  const { data: user } = useGetCurrentUserQuery();
  return (
    <Bar>
      {user && (
        <p>
          <strong>{user.ssoUserInfo?.realName || user.mobileNo || user.userId}</strong> · {shellLabels.header.level}
          {user.level ?? 0} · {formatBalance(user.balance ?? 0)}
        </p>
      )}
      <AreaNav label={shellLabels.layout.userInfoNav} items={personalCentreNavigation} match="nearest" />
    </Bar>
  );
}
