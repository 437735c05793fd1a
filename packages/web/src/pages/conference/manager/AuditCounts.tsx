import { conferenceLabels, messages } from '@wenxian/domain';
import { useGetAuditStateCountQuery } from '../../../features/conference/auditRecordsApi';
import { Counts } from '../conference.styles';
import { Panel } from '../../shared/backOffice.styles';

/** How many records are in each audit state (auditStateCount), refreshed by every flow action. */
export function AuditCounts({ conferenceId }: { conferenceId: string }) {
  const { data, isLoading } = useGetAuditStateCountQuery({ conferenceId }, { skip: !conferenceId });
  return (
    <Panel aria-label={conferenceLabels.manager.counts}>
      <h2>{conferenceLabels.manager.counts}</h2>
      {isLoading || !data ? (
        <p role="status">{messages.loader.loading}</p>
      ) : (
        <Counts>
          {data.map((s) => (
            <div key={s.state}>
              <dt>{s.stateName}</dt>
              <dd data-state={s.state}>{s.count}</dd>
            </div>
          ))}
        </Counts>
      )}
    </Panel>
  );
}
