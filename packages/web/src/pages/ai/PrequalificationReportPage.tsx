import { useLocation } from 'react-router-dom';
import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { aiLabels, messages } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { settle } from '../../app/settle';
import { sessionApi } from '../../features/shared/sessionApi';
import {
  manuscriptApi,
  useManuscriptDetailQuery,
  useRecommendedJournalsQuery,
  useSimilarArticlesQuery,
} from '../../features/ai/manuscriptApi';
import { useMemberGate } from '../../features/ai/useMemberGate';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { Column, Muted, Row } from './ai.styles';
import { ManuscriptLoginPrompt } from './ManuscriptLoginPrompt';
import { IssuesCard, JournalsCard, SimilarCard } from './ManuscriptReportCards';

const L = aiLabels.manuscript;
const idOf = (search: string) => new URLSearchParams(search).get('id') ?? '';

/** /prequalification/report?id=: the check's findings, recommended journals ranked by match, similar articles. */
export function PrequalificationReportPage() {
  const id = idOf(useLocation().search);
  const { isMember, isLoading: isUserLoading, loginHref } = useMemberGate();
  const skip = !isMember || !id;
  const detail = useManuscriptDetailQuery(id, { skip });
  const journals = useRecommendedJournalsQuery(id, { skip });
  const similar = useSimilarArticlesQuery(id, { skip });
  return (
    <Column>
      <Row>
        <h1>{detail.data ? `${L.reportHeading}：${detail.data.title}` : L.reportHeading}</h1>
        <SiteLink href={href('/prequalification/recordList')}>{L.recordListLink}</SiteLink>
      </Row>
      {!isMember && !isUserLoading && <ManuscriptLoginPrompt loginHref={loginHref} />}
      {isMember && !id && <Muted>{L.chooseRecord}</Muted>}
      {detail.error ? (
        <ApiErrorView error={detail.error} />
      ) : (
        <>
          {detail.isLoading && <Muted role="status">{messages.loader.loading}</Muted>}
          {detail.data && <IssuesCard detail={detail.data} />}
          {journals.data && <JournalsCard journals={journals.data} />}
          {similar.data && similar.data.length > 0 && <SimilarCard articles={similar.data} />}
        </>
      )}
    </Column>
  );
}

export const page = definePage({
  Component: PrequalificationReportPage,
  loader: async ({ store, url }) => {
    const id = idOf(url.search);
    const user = await settle(store.dispatch(sessionApi.endpoints.getCurrentUser.initiate()));
    if (!user.data || !id) return null;
    await Promise.all([
      settle(store.dispatch(manuscriptApi.endpoints.manuscriptDetail.initiate(id))),
      settle(store.dispatch(manuscriptApi.endpoints.recommendedJournals.initiate(id))),
      settle(store.dispatch(manuscriptApi.endpoints.similarArticles.initiate(id))),
    ]);
    return null;
  },
  head: () => ({ title: `${L.reportHeading} - ${L.documentTitle}`, noindex: true }),
});
