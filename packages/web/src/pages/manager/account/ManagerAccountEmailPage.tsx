import { isValidEmail, managerLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import {
  useBindManagerEmailMutation,
  useSendManagerEmailCodeMutation,
} from '../../../features/manager/managerAccountApi';
import { loadManagerAccount } from '../../../features/manager/loadManagerAccount';
import { managerHead } from '../managerHead';
import { codeField, ManagerAccountForm, needCode } from './ManagerAccountForm';
import { ManagerAccountFrame } from './ManagerAccountFrame';

const labels = managerLabels.account;

const emailProblem = (value: string) => (isValidEmail(value.trim()) ? null : labels.emailInvalid);

/** /manager/account/email: an email address, confirmed with a code sent to it. */
export function ManagerAccountEmail() {
  const [send] = useSendManagerEmailCodeMutation();
  const [bind] = useBindManagerEmailMutation();
  return (
    <ManagerAccountFrame title={labels.sections.email}>
      <ManagerAccountForm
        fields={[{ name: 'email', label: labels.email, type: 'email', autoComplete: 'email' }, codeField]}
        validate={(v) => ({ email: emailProblem(v.email ?? '') ?? undefined, code: needCode(v) })}
        sendCode={{ field: 'email', check: emailProblem, send: (email) => send({ email: email.trim() }) }}
        onSubmit={(v) => bind({ email: (v.email ?? '').trim(), code: (v.code ?? '').trim() })}
      />
    </ManagerAccountFrame>
  );
}

export const page = definePage({
  Component: ManagerAccountEmail,
  loader: loadManagerAccount,
  head: managerHead(labels.sections.email),
});
