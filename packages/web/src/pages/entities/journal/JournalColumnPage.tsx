import { useParams, useSearchParams } from 'react-router-dom';
import { href } from 'react-router';
import { entityLabels, buildQuery } from '@wenxian/domain';
import { SiteLink } from '@wenxian/ui';
import {
  journalsApi,
  useGetJournalColumnDistributionQuery,
  useGetJournalLiteraturesQuery,
  useShowJournalQuery,
} from '../../../features/entities/journalsApi';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { definePage } from '../../../app/routeModule';
import { ShareChartOf } from '../entityBlocks/EntityCharts';
import { ENTITY_PAGE_SIZE, pageOf } from '../../../features/entities/entityLoaders';
import { LiteratureSection, usePageParam } from '../entityBlocks/LiteratureSection';
import { QueryView } from '../../shared/QueryView';
import { Columns, EntityMain, LinkList, Section } from '../../shared/entityPageLayout';
import { journalIdOf } from '../../../features/entities/journalPageArgs';
import { JournalHeader } from './JournalHeader';
import { loadJournalPage } from '../../../features/entities/journalLoader';

const L = entityLabels.pages.journal;

const columnQuery = (id: string, search: URLSearchParams) => ({
  id,
  column: search.get('column') ?? undefined,
  pageNum: pageOf(search),
  pageSize: ENTITY_PAGE_SIZE,
});

/** A journal's columns (栏目): how its articles divide among them, and the articles of one (?column=). */
export function JournalColumnPage() {
  const id = journalIdOf(useParams());
  const [search] = useSearchParams();
  const [page, setPage] = usePageParam();
  const journal = useShowJournalQuery({ id });
  const distribution = useGetJournalColumnDistributionQuery({ id });
  const query = columnQuery(id, search);
  const articles = useGetJournalLiteraturesQuery(query);
  if (journal.isError) return <ApiErrorView error={journal.error} />;
  return (
    <EntityMain>
      <QueryView state={journal}>{(data) => <JournalHeader journal={data} current="column" />}</QueryView>
      <Columns>
        <LiteratureSection
          title={query.column ? L.columnArticles(query.column) : L.latestArticles}
          state={articles}
          page={page}
          onPage={setPage}
        />
        <div>
          <Section title={L.columns}>
            <QueryView state={distribution} isEmpty={(d) => d.length === 0}>
              {(columns) => (
                <LinkList aria-label={L.columns}>
                  {columns.map((c) => (
                    <li key={c.name}>
                      <SiteLink
                        href={`${href('/journal/:volume/column', { volume: id })}${buildQuery([['column', c.name]])}`}
                        aria-current={c.name === query.column ? 'page' : undefined}
                      >
                        {c.name}（{c.count}）
                      </SiteLink>
                    </li>
                  ))}
                </LinkList>
              )}
            </QueryView>
            <ShareChartOf label={L.columns} state={distribution} valueName={entityLabels.author.literatureCount} />
          </Section>
        </div>
      </Columns>
    </EntityMain>
  );
}

export const page = definePage({
  Component: JournalColumnPage,
  loader: ({ store, params, url }) =>
    loadJournalPage(store, params, (id) => [
      store.dispatch(journalsApi.endpoints.getJournalColumnDistribution.initiate({ id })),
      store.dispatch(journalsApi.endpoints.getJournalLiteratures.initiate(columnQuery(id, url.searchParams))),
    ]),
  head: ({ data }) => ({ title: `${data.name} ${L.columns}`, description: data.description }),
});
