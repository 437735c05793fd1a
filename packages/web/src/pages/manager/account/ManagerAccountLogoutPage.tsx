import { useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { managerLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useLogOffManagerMutation, useSendManagerCodeMutation } from '../../../features/manager/managerAccountApi';
import { loadManagerAccount } from '../../../features/manager/loadManagerAccount';
import { useGetCurrentUserQuery } from '../../../features/shared/sessionApi';
import { managerHead } from '../managerHead';
import { codeField, ManagerAccountForm, needCode } from './ManagerAccountForm';
import { ManagerAccountFrame } from './ManagerAccountFrame';

const labels = managerLabels.account;

/** /manager/account/logout: the account's cancellation, confirmed with a code sent to the bound phone. */
export function ManagerAccountLogout() {
  const { data: user } = useGetCurrentUserQuery();
  const [send] = useSendManagerCodeMutation();
  const [logOff] = useLogOffManagerMutation();
  const navigate = useNavigate();
  return (
    <ManagerAccountFrame title={labels.sections.logout}>
      <p>{labels.logoutWarning}</p>
      <ManagerAccountForm
        fields={[codeField]}
        validate={(v) => ({ code: needCode(v) })}
        submitLabel={labels.logoutConfirm}
        sendCode={{ field: 'code', check: () => null, send: () => send({ mobileNo: user?.mobileNo ?? '' }) }}
        onSubmit={async (v) => {
          const result = await logOff({ memberId: user?.memberId ?? '', code: (v.code ?? '').trim() });
          if (!result.error) void navigate(href('/'));
          return result;
        }}
      />
    </ManagerAccountFrame>
  );
}

export const page = definePage({
  Component: ManagerAccountLogout,
  loader: loadManagerAccount,
  head: managerHead(labels.sections.logout),
});
