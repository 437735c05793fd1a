import { isMainlandMobile, managerLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useBindManagerMobileMutation, useSendManagerCodeMutation } from '../../../features/manager/managerAccountApi';
import { managerHead } from '../managerHead';
import { codeField, ManagerAccountForm, needCode } from './ManagerAccountForm';
import { ManagerAccountFrame } from './ManagerAccountFrame';

const labels = managerLabels.account;

const mobileProblem = (value: string) => (isMainlandMobile(value.trim()) ? null : labels.mobileInvalid);

/** /manager/account/phone: a new mobile number, confirmed with a code sent to it. */
export function ManagerAccountPhone() {
  const [send] = useSendManagerCodeMutation();
  const [bind] = useBindManagerMobileMutation();
  return (
    <ManagerAccountFrame title={labels.sections.phone}>
      <ManagerAccountForm
        fields={[{ name: 'mobileNo', label: labels.newMobile, type: 'tel', autoComplete: 'tel' }, codeField]}
        validate={(v) => ({ mobileNo: mobileProblem(v.mobileNo ?? '') ?? undefined, code: needCode(v) })}
        sendCode={{ field: 'mobileNo', check: mobileProblem, send: (mobileNo) => send({ mobileNo: mobileNo.trim() }) }}
        onSubmit={(v) => bind({ mobileNo: (v.mobileNo ?? '').trim(), code: (v.code ?? '').trim() })}
      />
    </ManagerAccountFrame>
  );
}

export const page = definePage({
  Component: ManagerAccountPhone,
  head: managerHead(labels.sections.phone),
});
