import { entityLabels } from '@wenxian/domain';
import { SiteLink } from '@wenxian/ui';
import { authorsApi, useGetAuthorCitationRankingQuery } from '../../../features/entities/authorsApi';
import { journalsApi, useGetHotJournalQuery } from '../../../features/entities/journalsApi';
import { definePage } from '../../../app/routeModule';
import { loadAll } from '../../../features/entities/entityLoaders';
import { QueryView } from '../../shared/QueryView';
import { Columns, EntityMain, LinkList, PageTitle, Section } from '../../shared/entityPageLayout';
import { quoteHref } from '../../../features/entities/entityLinks';
import { quoteKinds } from './quoteData';

const L = entityLabels.pages.quote;

/** /quote: the four kinds of citation analysis, with the most-cited authors and the hot journals to start from. */
export function QuoteHomePage() {
  const authors = useGetAuthorCitationRankingQuery({});
  const journals = useGetHotJournalQuery({});
  return (
    <EntityMain>
      <PageTitle>{L.title}</PageTitle>
      <Section title={L.title} isTitleHidden>
        <LinkList aria-label={L.title}>
          {quoteKinds.map((kind) => (
            <li key={kind}>
              <SiteLink href={quoteHref(kind)}>{L.kinds[kind]}</SiteLink>
            </li>
          ))}
        </LinkList>
      </Section>
      <Columns>
        <Section title={L.choose(L.kinds.author)}>
          <QueryView state={authors} isEmpty={(d) => d.length === 0}>
            {(rows) => (
              <LinkList aria-label={L.choose(L.kinds.author)}>
                {rows.map((r) => (
                  <li key={r.author.id}>
                    <SiteLink href={quoteHref('author', r.author.id)}>{r.author.name}</SiteLink>
                  </li>
                ))}
              </LinkList>
            )}
          </QueryView>
        </Section>
        <Section title={L.choose(L.kinds.periodical)}>
          <QueryView state={journals} isEmpty={(d) => d.length === 0}>
            {(list) => (
              <LinkList aria-label={L.choose(L.kinds.periodical)}>
                {list.map((j) => (
                  <li key={j.id}>
                    <SiteLink href={quoteHref('periodical', j.id)}>{j.name}</SiteLink>
                  </li>
                ))}
              </LinkList>
            )}
          </QueryView>
        </Section>
      </Columns>
    </EntityMain>
  );
}

export const page = definePage({
  Component: QuoteHomePage,
  loader: async ({ store }) => {
    await loadAll([
      store.dispatch(authorsApi.endpoints.getAuthorCitationRanking.initiate({})),
      store.dispatch(journalsApi.endpoints.getHotJournal.initiate({})),
    ]);
  },
  head: () => ({ title: L.title }),
});
