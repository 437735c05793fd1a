import { useLocation, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { HelpColumn } from '@wenxian/api';
import { contentLabels, searchKeywordOf } from '@wenxian/domain';
import { ListLoader, SiteLink } from '@wenxian/ui';
import { contentApi, useGetHelpColumnsQuery, useSearchHelpQuery } from '../../features/content/contentApi';
import { settle } from '../../app/settle';
import { definePage } from '../../app/routeModule';
import { EntryList, ListTitle, QueryView, SideNav, WithSideNav } from '../shared/ContentFrame';
import { helpEntryHref, helpKindNamed, helpLinks } from '../../features/content/helpCenter';
import { HelpSearchForm } from './contentViews/HelpSearchForm';

const L = contentLabels.helpCenter;

/** The search of /helpcenter/search?k= and /helpcenter/advancesearch?k=&column=&titleOnly=1. */
function searchOf(pathname: string, params: URLSearchParams) {
  const advanced = pathname.startsWith('/helpcenter/advancesearch');
  const keyword = searchKeywordOf(params.toString());
  return {
    advanced,
    query: keyword
      ? {
          keyword,
          ...(advanced && params.get('column') ? { columnId: params.get('column') ?? '' } : {}),
          ...(advanced && params.get('titleOnly') === '1' ? { titleOnly: true } : {}),
        }
      : null,
  };
}
const kindOf = (columns: readonly HelpColumn[], columnId: string) =>
  helpKindNamed(columns.find((c) => c.id === columnId)?.code);

export function HelpSearchPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { advanced, query } = searchOf(pathname, params);
  const columns = useGetHelpColumnsQuery();
  const results = useSearchHelpQuery(query ?? skipToken);
  return (
    <WithSideNav side={<SideNav title={L.title} links={helpLinks} />}>
      <ListTitle>{advanced ? L.advancedTitle : L.title}</ListTitle>
      <HelpSearchForm
        key={params.toString()}
        advanced={advanced}
        columns={columns.data}
        initial={{
          keyword: query?.keyword ?? '',
          columnId: query?.columnId ?? '',
          titleOnly: query?.titleOnly ?? false,
        }}
      />
      {query ? (
        <QueryView query={results}>
          {(page) =>
            page.list.length === 0 ? (
              <>
                <p>{L.noResults}</p>
                <ListLoader state="empty" />
              </>
            ) : (
              <>
                <p role="status">{L.results(page.total, query.keyword)}</p>
                <EntryList aria-label={L.results(page.total, query.keyword)}>
                  {page.list.map((entry) => (
                    <li key={entry.id}>
                      <SiteLink href={helpEntryHref(kindOf(columns.data ?? [], entry.columnId), entry.id)}>
                        {entry.title}
                      </SiteLink>
                      {entry.summary ? <p>{entry.summary}</p> : null}
                    </li>
                  ))}
                </EntryList>
              </>
            )
          }
        </QueryView>
      ) : null}
    </WithSideNav>
  );
}

export const page = definePage({
  Component: HelpSearchPage,
  loader: async ({ store, url }) => {
    const { query, advanced } = searchOf(url.pathname, url.searchParams);
    await Promise.all([
      settle(store.dispatch(contentApi.endpoints.getHelpColumns.initiate())),
      query ? settle(store.dispatch(contentApi.endpoints.searchHelp.initiate(query))) : Promise.resolve(),
    ]);
    return { advanced, keyword: query?.keyword ?? '' };
  },
  head: ({ data: d }) => ({
    title: d.keyword ? `${d.keyword} - ${L.title}` : d.advanced ? L.advancedTitle : L.title,
    noindex: true,
  }),
});
