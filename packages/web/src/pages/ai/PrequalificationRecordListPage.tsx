import { useState } from 'react';
import { href } from 'react-router';
import { ConfirmDialog, SiteLink } from '@wenxian/ui';
import { aiLabels, displayMinute, messages, buildQuery } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { settle } from '../../app/settle';
import { sessionApi } from '../../features/shared/sessionApi';
import { manuscriptApi, useDeleteManuscriptMutation, useManuscriptRecordsQuery } from '../../features/ai/manuscriptApi';
import { useMemberGate } from '../../features/ai/useMemberGate';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import type { ManuscriptRecord } from '@wenxian/api';
import { Card, Column, Muted, Row } from './ai.styles';
import { ManuscriptLoginPrompt } from './ManuscriptLoginPrompt';

const L = aiLabels.manuscript;

/** /prequalification/recordList: the member's checks with their state, report, detail and delete. */
export function PrequalificationRecordListPage() {
  const { isMember, isLoading: isUserLoading, loginHref } = useMemberGate();
  const { data, error, isLoading } = useManuscriptRecordsQuery(
    {},
    { skip: !isMember, refetchOnMountOrArgChange: true },
  );
  const [remove, { isLoading: isDeleting }] = useDeleteManuscriptMutation();
  const [deleting, setDeleting] = useState<ManuscriptRecord | null>(null);
  return (
    <Column>
      <Row>
        <h1>{L.records}</h1>
        <SiteLink href={href('/prequalification')}>{L.newCheck}</SiteLink>
      </Row>
      {!isMember && !isUserLoading && <ManuscriptLoginPrompt loginHref={loginHref} />}
      {error && <ApiErrorView error={error} />}
      {isMember && isLoading && <Muted role="status">{messages.loader.loading}</Muted>}
      {data && data.list.length === 0 && <Muted>{L.recordsEmpty}</Muted>}
      {data && data.list.length > 0 && (
        <Card aria-label={L.records}>
          <table>
            <thead>
              <tr>
                <th scope="col">{L.reportHeading}</th>
                <th scope="col">{L.fileName}</th>
                <th scope="col">{L.createdAt}</th>
                <th scope="col">{L.state}</th>
                <th scope="col">
                  <span hidden>{L.delete}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((record) => (
                <tr key={record.id}>
                  <td>
                    <SiteLink href={`${href('/prequalification/report')}${buildQuery([['id', record.id]])}`}>
                      {record.title}
                    </SiteLink>
                  </td>
                  <td>{record.fileName}</td>
                  <td>{displayMinute(record.createdAt)}</td>
                  <td>{record.stateName ?? record.state}</td>
                  <td>
                    <Row>
                      <SiteLink href={href('/prequalification/detail/:id?', { id: record.id })}>
                        {L.viewDetail}
                      </SiteLink>
                      <button
                        type="button"
                        aria-label={`${L.delete} ${record.title}`}
                        onClick={() => setDeleting(record)}
                      >
                        {L.delete}
                      </button>
                    </Row>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? L.deleteConfirm(deleting.title) : ''}
        confirmLabel={L.delete}
        isBusy={isDeleting}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await remove(deleting.id);
          setDeleting(null);
        }}
      />
    </Column>
  );
}

export const page = definePage({
  Component: PrequalificationRecordListPage,
  loader: async ({ store }) => {
    const user = await settle(store.dispatch(sessionApi.endpoints.getCurrentUser.initiate()));
    if (user.data) await settle(store.dispatch(manuscriptApi.endpoints.manuscriptRecords.initiate({})));
    return null;
  },
  head: () => ({ title: `${L.records} - ${L.documentTitle}`, noindex: true }),
});
