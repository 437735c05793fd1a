import { useParams } from 'react-router-dom';
import { href } from 'react-router';
import type { FollowItem, LiteratureSummary } from '@wenxian/api';
import { ListLoader, SiteLink } from '@wenxian/ui';
import { accountLabels, formatBeijing } from '@wenxian/domain';
import { definePage, type PageLoaderArgs } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import type { QueryError } from '../../../app/apiSlice';
import { loadCurrentUser } from '../../../features/shared/loadCurrentUser';
import {
  discoverApi,
  useGetSelectedTopicsQuery,
  useGetTopicLiteraturesQuery,
  useGetTopicQuery,
} from '../../../features/accounts/discoverApi';
import { requireFound } from '../../../features/entities/entityLoaders';
import { Actions, Cards, Muted, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';
import { CENTRE_PAGE_SIZE, centreListPageOf } from '../../../features/accounts/centreListPage';
import { literatureHref } from '../../../features/accounts/literatureHref';

const P = accountLabels.pages.mySelectTopic;
const topicHref = (id: string) => href('/personalcenter/mySelectTopic/:id?', { id });

/** One topic: its figures, the way to its subject page, and its literature (paged by `?page=`). */
function TopicDetail({ id }: { id: string }) {
  const topic = useGetTopicQuery(id);
  const useLiteratures = (page: { pageNum: number; pageSize: number }) => useGetTopicLiteraturesQuery({ id, ...page });
  const profile = topic.data;
  return (
    <>
      <Cards>
        <article aria-label={profile?.name ?? P.title}>
          {topic.isLoading && <ListLoader state="loading" />}
          {topic.isError && <p role="alert">{(topic.error as QueryError).message || accountLabels.list.loadFailed}</p>}
          {profile && (
            <>
              <h2>{profile.name}</h2>
              <p>{P.literatureCount(profile.literatureCount)}</p>
              {profile.disciplineName && (
                <p>
                  {P.discipline}：{profile.disciplineName}
                </p>
              )}
              {profile.clc && (
                <p>
                  {P.clc}：{profile.clc}
                </p>
              )}
              <Actions>
                <SiteLink href={href('/subject/:id', { id: encodeURIComponent(profile.id) })}>{P.openSubject}</SiteLink>
              </Actions>
            </>
          )}
          <SiteLink href={href('/personalcenter/mySelectTopic/:id?')}>{accountLabels.actions.back}</SiteLink>
        </article>
      </Cards>
      {profile && (
        <PagedQueryList
          title={P.latest}
          useQuery={useLiteratures}
          itemKey={(r: LiteratureSummary) => r.id}
          renderItem={(r: LiteratureSummary) => (
            <>
              <SiteLink href={literatureHref(r.id, r.type)}>{r.title}</SiteLink>
              <Muted>{[r.authors.map((a) => a.name).join('；'), r.source, r.year].filter(Boolean).join(' · ')}</Muted>
            </>
          )}
        />
      )}
    </>
  );
}

/** /personalcenter/mySelectTopic/:id?: the member's selected topics (the subjects they follow), or one topic. */
export function MySelectTopicPage() {
  const { id } = useParams();
  return (
    <Panel>
      <h1>{P.title}</h1>
      {id ? (
        <TopicDetail id={id} />
      ) : (
        <PagedQueryList
          title={P.title}
          isTitleHidden
          useQuery={useGetSelectedTopicsQuery}
          itemKey={(t: FollowItem) => t.id}
          toolbar={
            <Actions>
              <Muted>{P.hint}</Muted>
              <SiteLink href={href('/subject')}>{P.browse}</SiteLink>
            </Actions>
          }
          renderItem={(t: FollowItem) => (
            <>
              <SiteLink href={topicHref(t.targetId)}>{t.name ?? t.targetId}</SiteLink>
              <Muted>{formatBeijing(Date.parse(t.followedAt))}</Muted>
            </>
          )}
        />
      )}
    </Panel>
  );
}

const loadTopics = loadCentreList(discoverApi.endpoints.getSelectedTopics, ({ pageNum, pageSize }) => ({
  pageNum,
  pageSize,
}));

/** A topic's page: the topic must exist (404 otherwise), then its first page of literature. */
async function loadTopic(args: PageLoaderArgs, id: string) {
  const { store, url } = args;
  if (!(await loadCurrentUser(store))) return null;
  const topic = requireFound(await settle(store.dispatch(discoverApi.endpoints.getTopic.initiate(id))));
  if (topic.data) {
    await settle(
      store.dispatch(
        discoverApi.endpoints.getTopicLiteratures.initiate({
          id,
          pageNum: centreListPageOf(url),
          pageSize: CENTRE_PAGE_SIZE,
        }),
      ),
    );
  }
  return { name: topic.data?.name };
}

export const page = definePage({
  Component: MySelectTopicPage,
  loader: async (args: PageLoaderArgs) => (args.params.id ? loadTopic(args, args.params.id) : loadTopics(args)),
  head: ({ data }) => ({
    title: data && 'name' in data && data.name ? `${data.name} - ${P.title}` : P.title,
    noindex: true,
  }),
});
