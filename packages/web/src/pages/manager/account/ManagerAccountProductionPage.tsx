import { managerLabels, messages } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useGetPeriodicalQuery } from '../../../features/manager/managedJournalApi';
import { useGetManagedJournalProfileQuery } from '../../../features/manager/managerAccountApi';
import { loadManagerAccount } from '../../../features/manager/loadManagerAccount';
import { managerHead } from '../managerHead';
import { Panel } from '../../shared/backOffice.styles';
import { ManagerAccountFrame } from './ManagerAccountFrame';
import { Facts } from './managerAccount.styles';

const labels = managerLabels.account;

/** /manager/account/production: the managed journal's publication data. */
export function ManagerAccountProduction() {
  const { data: periodical } = useGetPeriodicalQuery({ journalId: '' });
  const { data: journal } = useGetManagedJournalProfileQuery(periodical?.journalId ?? '', { skip: !periodical });
  const p = labels.production;
  return (
    <ManagerAccountFrame title={labels.sections.production}>
      <Panel aria-label={labels.sections.production}>
        {!journal ? (
          <p role="status">{messages.loader.loading}</p>
        ) : (
          <>
            <h2>{journal.name}</h2>
            <Facts>
              <dt>{p.issn}</dt>
              <dd>{journal.issn}</dd>
              <dt>{p.cn}</dt>
              <dd>{journal.cn}</dd>
              <dt>{p.frequency}</dt>
              <dd>{journal.frequency}</dd>
              <dt>{p.host}</dt>
              <dd>{journal.hostOrgan}</dd>
              <dt>{p.founded}</dt>
              <dd>{journal.foundedYear}</dd>
              <dt>{p.impact}</dt>
              <dd>{journal.impactFactor}</dd>
              <dt>{p.papers}</dt>
              <dd>{journal.literatureCount}</dd>
            </Facts>
          </>
        )}
      </Panel>
    </ManagerAccountFrame>
  );
}

export const page = definePage({
  Component: ManagerAccountProduction,
  loader: loadManagerAccount,
  head: managerHead(labels.sections.production),
});
