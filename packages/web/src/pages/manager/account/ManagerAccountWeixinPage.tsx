import { useSearchParams } from 'react-router-dom';
import { Button } from '@wenxian/ui';
import { managerLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useBindManagerWeixinMutation } from '../../../features/manager/managerAccountApi';
import { loadManagerAccount } from '../../../features/manager/loadManagerAccount';
import { useGetCurrentUserQuery } from '../../../features/shared/sessionApi';
import { managerHead } from '../managerHead';
import { FieldError, Panel } from '../../shared/backOffice.styles';
import { errorText } from './ManagerAccountForm';
import { ManagerAccountFrame } from './ManagerAccountFrame';

const labels = managerLabels.account;

/** /manager/account/weixin: WeChat returns here with `code` (and `state`) after the user authorises. */
export function ManagerAccountWeixin() {
  const { data: user } = useGetCurrentUserQuery();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const [bind, state] = useBindManagerWeixinMutation();
  return (
    <ManagerAccountFrame title={labels.sections.weixin}>
      <Panel aria-label={labels.sections.weixin}>
        <p>{`${labels.weixin}：${user?.wxBinDing ? labels.bound : labels.unbound}`}</p>
        {!user?.wxBinDing ? <p>{labels.weixinHint}</p> : null}
        {!user?.wxBinDing && code ? (
          <Button
            type="button"
            variant="primary"
            isBusy={state.isLoading}
            onClick={() => void bind({ code, ...(search.get('state') ? { state: search.get('state') ?? '' } : {}) })}
          >
            {labels.weixinBind}
          </Button>
        ) : null}
        {state.error ? <FieldError role="alert">{errorText(state.error)}</FieldError> : null}
      </Panel>
    </ManagerAccountFrame>
  );
}

export const page = definePage({
  Component: ManagerAccountWeixin,
  loader: loadManagerAccount,
  head: managerHead(labels.sections.weixin),
});
