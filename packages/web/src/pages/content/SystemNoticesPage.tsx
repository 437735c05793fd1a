import { useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import { contentLabels } from '@wenxian/domain';
import { ListLoader, Pagination, SiteLink } from '@wenxian/ui';
import { contentApi, useGetNoticesQuery } from '../../features/content/contentApi';
import { settle } from '../../app/settle';
import { definePage } from '../../app/routeModule';
import { EntryList, Inner, ListTitle, QueryView } from '../shared/ContentFrame';

const L = contentLabels.info;

/** /system: the platform's notices (系统公告), newest first; each opens in the article template (/pageTmp). */
export function SystemNoticesPage() {
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const query = useGetNoticesQuery(pageNum);
  return (
    <Inner>
      <ListTitle>{L.system}</ListTitle>
      <QueryView query={query}>
        {(page) =>
          page.list.length === 0 ? (
            <ListLoader state="empty" />
          ) : (
            <>
              <EntryList aria-label={L.system}>
                {page.list.map((notice) => (
                  <li key={notice.id}>
                    <SiteLink href={`${href('/pageTmp')}?id=${notice.id}`}>{notice.title}</SiteLink>
                    <p>
                      <time dateTime={notice.publishTime}>{notice.publishTime}</time>
                    </p>
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
    </Inner>
  );
}

export const page = definePage({
  Component: SystemNoticesPage,
  loader: async ({ store, url }) =>
    void (await settle(
      store.dispatch(contentApi.endpoints.getNotices.initiate(Math.max(1, Number(url.searchParams.get('page')) || 1))),
    )),
  head: () => ({ title: L.system }),
});
