import { managerLabels, validatePasswordChange } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useChangeManagerPasswordMutation } from '../../../features/manager/managerAccountApi';
import { managerHead } from '../managerHead';
import { ManagerAccountForm } from './ManagerAccountForm';
import { ManagerAccountFrame } from './ManagerAccountFrame';

const labels = managerLabels.account;

/** /manager/account/password: the old password, the new one twice (domain's validatePasswordChange). */
export function ManagerAccountPassword() {
  const [change] = useChangeManagerPasswordMutation();
  return (
    <ManagerAccountFrame title={labels.sections.password}>
      <ManagerAccountForm
        fields={[
          { name: 'oldPassword', label: labels.oldPassword, type: 'password', autoComplete: 'current-password' },
          { name: 'newPassword', label: labels.newPassword, type: 'password', autoComplete: 'new-password' },
          { name: 'confirm', label: labels.confirmPassword, type: 'password', autoComplete: 'new-password' },
        ]}
        validate={(v) =>
          validatePasswordChange({
            oldPassword: v.oldPassword ?? '',
            newPassword: v.newPassword ?? '',
            confirm: v.confirm ?? '',
          })
        }
        onSubmit={(v) => change({ oldPassword: v.oldPassword ?? '', newPassword: v.newPassword ?? '' })}
      />
    </ManagerAccountFrame>
  );
}

export const page = definePage({
  Component: ManagerAccountPassword,
  head: managerHead(labels.sections.password),
});
