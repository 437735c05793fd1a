import { useState } from 'react';
import type { AuditRecord } from '@wenxian/api';
import { Button, SiteLink } from '@wenxian/ui';
import {
  auditActionNames,
  auditStates,
  availableAuditActions,
  conferenceLabels,
  formatBeijing,
  messages,
} from '@wenxian/domain';
import {
  useAuditFlowMutation,
  useListAuditRecordsQuery,
  useSetAuditHostMutation,
  type FlowAction,
} from '../../../features/conference/auditRecordsApi';
import { Actions, Table } from '../conference.styles';
import { FieldError, Form, Notice, Panel } from '../../shared/backOffice.styles';

const labels = conferenceLabels.manager;

/** The e-signature page for the records (the computer one; phones open esign_mobile from the same link). */
export const signHref = (ids: readonly string[], conferenceId: string) =>
  `${'/conference/esignature'}?${new URLSearchParams({ ids: ids.join(','), cid: conferenceId }).toString()}`;

/** The conference's audit records with the actions each state allows (domain's auditFlow). */
export function AuditRecordTable({
  conferenceId,
  onEdit,
}: {
  conferenceId: string;
  onEdit: (record: AuditRecord) => void;
}) {
  const [state, setState] = useState<number | undefined>(undefined);
  const { data, isLoading } = useListAuditRecordsQuery(
    { conferenceId, pageSize: 100, ...(state === undefined ? {} : { state }) },
    { skip: !conferenceId },
  );
  const [flow, flowState] = useAuditFlowMutation();
  const [setHost] = useSetAuditHostMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: FlowAction, record: AuditRecord) => {
    setNotice(null);
    setError(null);
    const result = await flow({ action, ids: [record.id] });
    if ('error' in result) setError(result.error && 'message' in result.error ? String(result.error.message) : null);
    else setNotice(labels.done(auditActionNames[action]));
  };

  return (
    <Panel aria-label={labels.list}>
      <h2>{labels.list}</h2>
      <Form onSubmit={(e) => e.preventDefault()}>
        <label>
          {labels.stateFilter}
          <select
            value={state ?? ''}
            onChange={(e) => setState(e.target.value === '' ? undefined : Number(e.target.value))}
          >
            <option value="">{labels.all}</option>
            {auditStates.map((s) => (
              <option key={s.state} value={s.state}>
                {s.stateName}
              </option>
            ))}
          </select>
        </label>
      </Form>
      <div aria-live="polite">
        {notice ? <Notice>{notice}</Notice> : null}
        {error ? <FieldError role="alert">{error}</FieldError> : null}
      </div>
      {isLoading || !data ? (
        <p role="status">{messages.loader.loading}</p>
      ) : data.list.length === 0 ? (
        <p>{labels.empty}</p>
      ) : (
        <Table aria-label={labels.list}>
          <thead>
            <tr>
              {Object.values(labels.columns).map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.list.map((record) => (
              <tr key={record.id}>
                <th scope="row">
                  {record.title}
                  {record.host ? ` · ${labels.hostMark}` : ''}
                </th>
                <td>{record.authors.join('，')}</td>
                <td>{record.fileName ?? '—'}</td>
                <td>
                  {record.stateName}
                  {record.similarity !== undefined ? `（${labels.similarity(record.similarity)}）` : ''}
                </td>
                <td>{formatBeijing(Date.parse(record.updatedAt), 'YYYY-MM-DD HH:mm')}</td>
                <td>
                  <Actions>
                    {availableAuditActions(record.state).map((action) =>
                      action === 'edit' ? (
                        <Button
                          key={action}
                          type="button"
                          variant="text"
                          isSmall
                          onClick={() => onEdit(record)}
                          aria-label={`${auditActionNames.edit}：${record.title}`}
                        >
                          {auditActionNames.edit}
                        </Button>
                      ) : action === 'authorize' ? (
                        <SiteLink key={action} href={signHref([record.id], conferenceId)}>
                          {labels.sign}
                        </SiteLink>
                      ) : (
                        <Button
                          key={action}
                          type="button"
                          variant="text"
                          isSmall
                          isBusy={flowState.isLoading}
                          onClick={() => void run(action, record)}
                          aria-label={`${auditActionNames[action]}：${record.title}`}
                        >
                          {auditActionNames[action]}
                        </Button>
                      ),
                    )}
                    <Button
                      type="button"
                      variant="text"
                      isSmall
                      onClick={() => void setHost({ id: record.id, host: !record.host })}
                    >
                      {record.host ? labels.unhost : labels.host}
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}
