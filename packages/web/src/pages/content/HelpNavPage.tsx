import { useLocation } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { contentLabels } from '@wenxian/domain';
import { ListLoader, SiteLink } from '@wenxian/ui';
import { contentApi, useGetHelpColumnsQuery, useGetHelpEntriesQuery } from '../../features/content/contentApi';
import { settle } from '../../app/settle';
import { definePage } from '../../app/routeModule';
import { EntryList, ListTitle, QueryView, SideNav, WithSideNav } from '../shared/ContentFrame';
import { columnOfKind, helpEntryHref, helpKindOf, helpLinks } from '../../features/content/helpCenter';
import { HelpSearchForm } from './contentViews/HelpSearchForm';

const L = contentLabels.helpCenter;

/** /helpcenter/nav/{question|application|cooperation}: the column's questions with their first lines. */
export function HelpNavPage() {
  const kind = helpKindOf(useLocation().pathname);
  const columns = useGetHelpColumnsQuery();
  const column = columnOfKind(columns.data ?? [], kind);
  const entries = useGetHelpEntriesQuery(column?.id ?? skipToken);
  return (
    <WithSideNav side={<SideNav title={L.title} links={helpLinks} />}>
      <ListTitle>{L.kinds[kind]}</ListTitle>
      <HelpSearchForm />
      <QueryView query={columns.error ? { error: columns.error, isLoading: false } : entries}>
        {(page) =>
          page.list.length === 0 ? (
            <ListLoader state="empty" />
          ) : (
            <EntryList aria-label={L.kinds[kind]}>
              {page.list.map((entry) => (
                <li key={entry.id}>
                  <SiteLink href={helpEntryHref(kind, entry.id)}>{entry.title}</SiteLink>
                  {entry.summary ? <p>{entry.summary}</p> : null}
                </li>
              ))}
            </EntryList>
          )
        }
      </QueryView>
    </WithSideNav>
  );
}

export const page = definePage({
  Component: HelpNavPage,
  loader: async ({ store, url }) => {
    const { data: columns = [] } = await settle(store.dispatch(contentApi.endpoints.getHelpColumns.initiate()));
    const column = columnOfKind(columns, helpKindOf(url.pathname));
    if (column) await settle(store.dispatch(contentApi.endpoints.getHelpEntries.initiate(column.id)));
    return { kind: helpKindOf(url.pathname) };
  },
  head: ({ data: d }) => ({ title: `${L.kinds[d.kind]} - ${L.title}` }),
});
