import { conferenceLabels, messages } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { useListAuditRecordsQuery } from '../../../features/conference/auditRecordsApi';
import { conferenceManagerHead, loadConferenceManager } from '../../../features/conference/conferenceManagerPage';
import { useManagedConferenceId } from '../../../features/conference/managedConference';
import { Table } from '../conference.styles';
import { Panel } from '../../shared/backOffice.styles';
import { ConferenceManagerFrame } from './ConferenceManagerFrame';
import { ReplaceAuditFile } from './ReplaceAuditFile';

const labels = conferenceLabels.manager;

/** /conference/manager/resource: the uploaded files; a draft's or a detected paper's can be replaced. */
export function ConferenceManagerResources() {
  const conferenceId = useManagedConferenceId();
  const { data } = useListAuditRecordsQuery({ conferenceId, pageSize: 100 }, { skip: !conferenceId });
  const records = data?.list ?? [];
  return (
    <ConferenceManagerFrame>
      <Panel aria-label={labels.resources}>
        <h2>{labels.resources}</h2>
        {!data ? (
          <p role="status">{messages.loader.loading}</p>
        ) : records.length === 0 ? (
          <p>{labels.noResources}</p>
        ) : (
          <Table aria-label={labels.resources}>
            <thead>
              <tr>
                <th scope="col">{labels.columns.title}</th>
                <th scope="col">{labels.columns.file}</th>
                <th scope="col">{labels.columns.state}</th>
                <th scope="col">{labels.upload}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{r.title}</th>
                  <td>
                    {r.fileName ?? '—'}
                    {r.filePath ? (
                      <>
                        <br />
                        <code>{r.filePath}</code>
                      </>
                    ) : null}
                  </td>
                  <td>{r.stateName}</td>
                  <td>{r.state === 0 || r.state === 2 ? <ReplaceAuditFile record={r} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
    </ConferenceManagerFrame>
  );
}

export const page = definePage({
  Component: ConferenceManagerResources,
  loader: loadConferenceManager,
  head: conferenceManagerHead(labels.resource),
});
