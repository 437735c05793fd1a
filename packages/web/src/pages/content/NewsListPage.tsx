import { useLocation, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import { contentLabels } from '@wenxian/domain';
import { ListLoader, Pagination, SiteLink } from '@wenxian/ui';
import { contentApi, useGetNewsQuery } from '../../features/content/contentApi';
import { settle } from '../../app/settle';
import { definePage } from '../../app/routeModule';
import { EntryList, ListTitle, QueryView, SideNav, WithSideNav } from '../shared/ContentFrame';

const L = contentLabels.news;
export const newsLinks = [
  { label: L.list, href: href('/newsInformation/list') },
  { label: L.chair, href: href('/newsInformation/chair') },
];

/** /newsInformation/list (news, type 1) and /newsInformation/chair (lectures, type 4): newest first, paged. */
const argsOf = (pathname: string, params: URLSearchParams) => ({
  type: (pathname.startsWith('/newsInformation/chair') ? 4 : 1) as 1 | 4,
  pageNum: Math.max(1, Number(params.get('page')) || 1),
});

export function NewsListPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const args = argsOf(pathname, params);
  const query = useGetNewsQuery(args);
  return (
    <WithSideNav side={<SideNav title={L.title} links={newsLinks} />}>
      <ListTitle>{args.type === 4 ? L.chair : L.list}</ListTitle>
      <QueryView query={query}>
        {(page) =>
          page.list.length === 0 ? (
            <ListLoader state="empty" />
          ) : (
            <>
              <EntryList aria-label={args.type === 4 ? L.chair : L.list}>
                {page.list.map((item) => (
                  <li key={item.id}>
                    <SiteLink href={href('/newsInformation/detail/:id?', { id: item.id })}>{item.title}</SiteLink>
                    {item.summary ? <p>{item.summary}</p> : null}
                    <time dateTime={item.publishTime}>{L.publishTime(item.publishTime)}</time>
                  </li>
                ))}
              </EntryList>
              <Pagination
                page={page.pageNum}
                pageSize={page.pageSize}
                total={page.total}
                onChange={(next) => setParams({ page: String(next) })}
              />
            </>
          )
        }
      </QueryView>
    </WithSideNav>
  );
}

export const page = definePage({
  Component: NewsListPage,
  loader: async ({ store, url }) => {
    const args = argsOf(url.pathname, url.searchParams);
    await settle(store.dispatch(contentApi.endpoints.getNews.initiate(args)));
    return { type: args.type };
  },
  head: ({ data: d }) => ({ title: d.type === 4 ? L.chair : L.list }),
});
