import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { contentLabels, notFoundCode } from '@wenxian/domain';
import { ArticleBody, textOfHtml } from '@wenxian/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { contentApi, useGetArticleQuery, useGetNewsQuery, useGetNoticesQuery } from '../../features/content/contentApi';
import { settle } from '../../app/settle';
import { definePage, pageFailure } from '../../app/routeModule';
import { newsLinks } from './NewsListPage';
import { Inner, QueryView, SideNav, WithSideNav } from '../shared/ContentFrame';

const L = contentLabels.news;

/**
 * /newsInformation/detail/{id}: a news item or lecture. /pageTmp?id={id}: the same article in the bare page
 * template (专题页) without the news navigation — notices of /system link there (docs/decisions/content.md).
 * Without an id, the detail page shows the latest news item and the template the latest notice.
 */
function idOf(params: { id?: string }, search: URLSearchParams): string {
  return params.id ?? search.get('id') ?? '';
}

export function ArticlePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const isTemplate = pathname.startsWith('/pageTmp');
  const given = idOf(params, search);
  const latestNews = useGetNewsQuery(given || isTemplate ? skipToken : { type: 1, pageNum: 1 });
  const latestNotice = useGetNoticesQuery(given || !isTemplate ? skipToken : 1);
  const id = given || (isTemplate ? latestNotice.data?.list[0]?.id : latestNews.data?.list[0]?.id) || '';
  const query = useGetArticleQuery(id || skipToken);
  const body = (
    <QueryView query={query}>
      {(article) => (
        <ArticleBody
          title={article.title}
          html={article.content ?? ''}
          meta={<time dateTime={article.publishTime}>{L.publishTime(article.publishTime)}</time>}
        />
      )}
    </QueryView>
  );
  if (isTemplate) return <Inner>{body}</Inner>;
  return <WithSideNav side={<SideNav title={L.title} links={newsLinks} />}>{body}</WithSideNav>;
}

export const page = definePage({
  Component: ArticlePage,
  loader: async ({ store, params, url }) => {
    let id = idOf(params, url.searchParams);
    if (!id && url.pathname.startsWith('/pageTmp'))
      id = (await settle(store.dispatch(contentApi.endpoints.getNotices.initiate(1)))).data?.list[0]?.id ?? '';
    else if (!id) {
      // No id: the latest news item. A failed list is the server's failure, not a missing page.
      const news = await settle(store.dispatch(contentApi.endpoints.getNews.initiate({ type: 1, pageNum: 1 })));
      if (news.error) throw pageFailure(news.error);
      id = news.data?.list[0]?.id ?? '';
    }
    if (!id) throw pageFailure({ code: notFoundCode });
    const { data: article, error } = await settle(store.dispatch(contentApi.endpoints.getArticle.initiate(id)));
    if (error) throw pageFailure(error);
    return {
      title: article?.title ?? L.title,
      description: article ? textOfHtml(article.summary ?? article.content ?? '').slice(0, 120) : '',
    };
  },
  head: ({ data: d }) => ({ title: d.title, description: d.description }),
});
