import { href } from 'react-router';
import { contentLabels } from '@wenxian/domain';
import { ListLoader, SiteLink } from '@wenxian/ui';
import styled from 'styled-components';
import type { HelpColumn } from '@wenxian/api';
import { contentApi, useGetHelpColumnsQuery, useGetHelpEntriesQuery } from '../../features/content/contentApi';
import { settle } from '../../app/settle';
import { definePage } from '../../app/routeModule';
import { EntryList, Inner, ListTitle, QueryView } from '../shared/ContentFrame';
import { HelpSearchForm } from './contentViews/HelpSearchForm';
import { helpEntryHref, helpKindNamed, helpNavHref } from '../../features/content/helpCenter';

const L = contentLabels.helpCenter;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

function ColumnEntries({ column }: { column: HelpColumn }) {
  const query = useGetHelpEntriesQuery(column.id);
  const kind = helpKindNamed(column.code);
  return (
    <section aria-labelledby={`help-${column.id}`}>
      <h2 id={`help-${column.id}`}>
        <SiteLink href={helpNavHref(kind)}>{column.name}</SiteLink>
      </h2>
      <QueryView query={query}>
        {(page) =>
          page.list.length === 0 ? (
            <ListLoader state="empty" />
          ) : (
            <EntryList>
              {page.list.map((entry) => (
                <li key={entry.id}>
                  <SiteLink href={helpEntryHref(kind, entry.id)}>{entry.title}</SiteLink>
                </li>
              ))}
            </EntryList>
          )
        }
      </QueryView>
    </section>
  );
}

/** /helpcenter: the search, a link to the advanced search, and every column with its questions. */
export function HelpCenterPage() {
  const columns = useGetHelpColumnsQuery();
  return (
    <Inner>
      <ListTitle>{L.title}</ListTitle>
      <HelpSearchForm />
      <p>
        <SiteLink href={href('/helpcenter/advancesearch')}>{L.advancedSearch}</SiteLink>
      </p>
      <QueryView query={columns}>
        {(list) => (
          <Columns>
            {list.map((column) => (
              <ColumnEntries key={column.id} column={column} />
            ))}
          </Columns>
        )}
      </QueryView>
    </Inner>
  );
}

export const page = definePage({
  Component: HelpCenterPage,
  loader: async ({ store }) => {
    const { data: columns = [] } = await settle(store.dispatch(contentApi.endpoints.getHelpColumns.initiate()));
    await Promise.all(columns.map((c) => settle(store.dispatch(contentApi.endpoints.getHelpEntries.initiate(c.id)))));
  },
  head: () => ({ title: L.title }),
});
