import { useLocation, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { contentLabels, notFoundCode } from '@wenxian/domain';
import { ArticleBody, SiteLink, textOfHtml } from '@wenxian/ui';
import {
  contentApi,
  useGetHelpColumnsQuery,
  useGetHelpEntriesQuery,
  useGetHelpEntryQuery,
} from '../../features/content/contentApi';
import { settle } from '../../app/settle';
import { definePage, pageFailure } from '../../app/routeModule';
import { EntryList, QueryView, SideNav, WithSideNav } from '../shared/ContentFrame';
import { columnOfKind, helpEntryHref, helpKindOf, helpLinks, helpNavHref } from '../../features/content/helpCenter';

const L = contentLabels.helpCenter;

/**
 * /helpcenter/detail/{kind}?id={entry}: one answer with its outline and the column's other questions. Without an
 * id it opens the column's first entry (the footer's 机构开通 and 用户反馈 links point at the bare address).
 */
export function HelpDetailPage() {
  const kind = helpKindOf(useLocation().pathname);
  const [search] = useSearchParams();
  const columns = useGetHelpColumnsQuery();
  const column = columnOfKind(columns.data ?? [], kind);
  const entries = useGetHelpEntriesQuery(column?.id ?? skipToken);
  const id = search.get('id') ?? entries.data?.list[0]?.id;
  const entry = useGetHelpEntryQuery(id ?? skipToken);
  const others = (entries.data?.list ?? []).filter((e) => e.id !== id).slice(0, 8);
  return (
    <WithSideNav side={<SideNav title={L.title} links={helpLinks} />}>
      <QueryView query={entry}>
        {(answer) => (
          <ArticleBody
            title={answer.title}
            html={answer.content ?? ''}
            meta={<SiteLink href={helpNavHref(kind)}>{L.kinds[kind]}</SiteLink>}
            footer={
              others.length > 0 ? (
                <section aria-labelledby="help-related">
                  <h2 id="help-related">{L.related}</h2>
                  <EntryList>
                    {others.map((e) => (
                      <li key={e.id}>
                        <SiteLink href={helpEntryHref(kind, e.id)}>{e.title}</SiteLink>
                      </li>
                    ))}
                  </EntryList>
                </section>
              ) : null
            }
          />
        )}
      </QueryView>
    </WithSideNav>
  );
}

export const page = definePage({
  Component: HelpDetailPage,
  loader: async ({ store, url }) => {
    const { data: columns = [] } = await settle(store.dispatch(contentApi.endpoints.getHelpColumns.initiate()));
    const column = columnOfKind(columns, helpKindOf(url.pathname));
    const entries = column
      ? (await settle(store.dispatch(contentApi.endpoints.getHelpEntries.initiate(column.id)))).data
      : undefined;
    const id = url.searchParams.get('id') ?? entries?.list[0]?.id;
    if (!id) throw pageFailure({ code: notFoundCode });
    const { data: entry, error } = await settle(store.dispatch(contentApi.endpoints.getHelpEntry.initiate(id)));
    if (error) throw pageFailure(error);
    return { title: entry?.title ?? L.title, description: entry ? textOfHtml(entry.content ?? '').slice(0, 120) : '' };
  },
  head: ({ data: d }) => ({ title: `${d.title} - ${L.title}`, description: d.description }),
});
