import { useParams } from 'react-router-dom';
import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { aiLabels, displayMinute, messages, buildQuery } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { settle } from '../../app/settle';
import { sessionApi } from '../../features/shared/sessionApi';
import { manuscriptApi, useManuscriptDetailQuery, useRelatedRecordsQuery } from '../../features/ai/manuscriptApi';
import { useMemberGate } from '../../features/ai/useMemberGate';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { Card, Column, Muted, Row } from './ai.styles';
import { ManuscriptLoginPrompt } from './ManuscriptLoginPrompt';
import { ManuscriptRecordLinks } from './ManuscriptRecordLinks';
import { IssuesCard } from './ManuscriptReportCards';

const L = aiLabels.manuscript;

/** /prequalification/detail/{id}: what the check read from the file, its findings and the member's related checks. */
export function PrequalificationDetailPage() {
  const { id = '' } = useParams();
  const { isMember, isLoading: isUserLoading, loginHref } = useMemberGate();
  const skip = !isMember || !id;
  const detail = useManuscriptDetailQuery(id, { skip });
  const related = useRelatedRecordsQuery(id, { skip });
  const record = detail.data;
  return (
    <Column>
      <Row>
        <h1>{record ? `${L.detailHeading}：${record.title}` : L.detailHeading}</h1>
        {record && (
          <SiteLink href={`${href('/prequalification/report')}${buildQuery([['id', record.id]])}`}>
            {L.viewReport}
          </SiteLink>
        )}
      </Row>
      {!isMember && !isUserLoading && <ManuscriptLoginPrompt loginHref={loginHref} />}
      {isMember && !id && <ManuscriptRecordLinks records={[]} heading={L.chooseRecord} />}
      {detail.error && <ApiErrorView error={detail.error} />}
      {detail.isLoading && <Muted role="status">{messages.loader.loading}</Muted>}
      {record && (
        <>
          <Card aria-label={L.detailHeading}>
            <dl>
              <dt>{L.fileName}</dt>
              <dd>{record.fileName}</dd>
              <dt>{L.createdAt}</dt>
              <dd>{displayMinute(record.createdAt)}</dd>
              <dt>{L.state}</dt>
              <dd>{record.stateName ?? record.state}</dd>
              <dt>{L.keywords}</dt>
              <dd>{record.keywords?.join('；') || '—'}</dd>
              <dt>{L.abstract}</dt>
              <dd>{record.abstract || '—'}</dd>
            </dl>
          </Card>
          <IssuesCard detail={record} />
          {related.data && <ManuscriptRecordLinks records={related.data} heading={L.related} />}
        </>
      )}
    </Column>
  );
}

export const page = definePage({
  Component: PrequalificationDetailPage,
  loader: async ({ store, params }) => {
    const user = await settle(store.dispatch(sessionApi.endpoints.getCurrentUser.initiate()));
    if (!user.data || !params.id) return null;
    await Promise.all([
      settle(store.dispatch(manuscriptApi.endpoints.manuscriptDetail.initiate(params.id))),
      settle(store.dispatch(manuscriptApi.endpoints.relatedRecords.initiate(params.id))),
    ]);
    return null;
  },
  head: () => ({ title: `${L.detailHeading} - ${L.documentTitle}`, noindex: true }),
});
