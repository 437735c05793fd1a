import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { isManager, managerLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useGetPeriodicalQuery } from '../../../features/manager/managedJournalApi';
import { loadManagerAccount } from '../../../features/manager/loadManagerAccount';
import { useGetCurrentUserQuery } from '../../../features/shared/sessionApi';
import { managerHead } from '../managerHead';
import { Panel } from '../../shared/backOffice.styles';
import { ManagerAccountFrame } from './ManagerAccountFrame';
import { Facts } from './managerAccount.styles';

const labels = managerLabels.account;

/** /manager/account/auth: the journal-user certification and the journal it covers. */
export function ManagerAccountAuth() {
  const { data: user } = useGetCurrentUserQuery();
  const { data: periodical } = useGetPeriodicalQuery({ journalId: '' }, { skip: !isManager(user) });
  return (
    <ManagerAccountFrame title={labels.sections.auth}>
      <Panel aria-label={labels.sections.auth}>
        <Facts>
          <dt>{labels.sections.auth}</dt>
          <dd>
            {isManager(user) ? (
              labels.certified
            ) : (
              <SiteLink href={href('/manager/auth')}>{labels.notCertified}</SiteLink>
            )}
          </dd>
          {periodical ? (
            <>
              <dt>{labels.managedJournal}</dt>
              <dd>{periodical.name}</dd>
            </>
          ) : null}
        </Facts>
      </Panel>
    </ManagerAccountFrame>
  );
}

export const page = definePage({
  Component: ManagerAccountAuth,
  loader: loadManagerAccount,
  head: managerHead(labels.sections.auth),
});
