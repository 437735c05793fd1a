import { useParams, useSearchParams } from 'react-router-dom';
import { entityLabels, journalPageDescription } from '@wenxian/domain';
import { IssueTree } from '@wenxian/ui';
import {
  journalsApi,
  useGetJournalAllNumsQuery,
  useGetJournalLiteraturesQuery,
  useShowJournalQuery,
} from '../../../features/entities/journalsApi';
import { definePage } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { LiteratureSection, usePageParam } from '../entityBlocks/LiteratureSection';
import { loadAll, requireFound } from '../../../features/entities/entityLoaders';
import { QueryView } from '../../shared/QueryView';
import { Columns, EntityMain, Section } from '../../shared/entityPageLayout';
import { entityHref } from '../../../features/entities/entityLinks';
import { issueQueryOf, journalIdOf } from '../../../features/entities/journalPageArgs';
import { JournalHeader } from './JournalHeader';

const L = entityLabels.pages.journal;

/**
 * A journal (/journal/{id}, /journal/{id}/{year}?vol=&num=): profile with index tags and badges, the
 * years → volumes → issues browser, and the articles of the chosen issue (the newest ones without one).
 */
export function JournalPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const [, setPage] = usePageParam();
  const query = issueQueryOf(params, search);
  const id = journalIdOf(params);
  const journal = useShowJournalQuery({ id });
  const issues = useGetJournalAllNumsQuery({ id });
  const articles = useGetJournalLiteraturesQuery(query);
  if (journal.isError) return <ApiErrorView error={journal.error} />;
  return (
    <EntityMain>
      <QueryView state={journal}>{(data) => <JournalHeader journal={data} current="home" />}</QueryView>
      <Columns>
        <LiteratureSection
          title={query.year ? L.issueArticles(query.year, query.num) : L.latestArticles}
          state={articles}
          page={query.pageNum}
          onPage={setPage}
        />
        <Section title={entityLabels.journal.issues}>
          <QueryView state={issues} isEmpty={(d) => d.length === 0}>
            {(volumes) => (
              <IssueTree
                volumes={volumes}
                selected={query}
                hrefFor={(issue) => entityHref.journalYear(id, issue.year, { vol: issue.vol, num: issue.num })}
              />
            )}
          </QueryView>
        </Section>
      </Columns>
    </EntityMain>
  );
}

export const page = definePage({
  Component: JournalPage,
  loader: async ({ store, params, url }) => {
    const query = issueQueryOf(params, url.searchParams);
    const e = journalsApi.endpoints;
    const [journal] = await Promise.all([
      settle(store.dispatch(e.showJournal.initiate({ id: query.id }))),
      loadAll([
        store.dispatch(e.getJournalAllNums.initiate({ id: query.id })),
        store.dispatch(e.getJournalLiteratures.initiate(query)),
      ]),
    ]);
    requireFound(journal);
    const name = journal.data?.name ?? '';
    const description = journal.data ? journalPageDescription(journal.data) : name;
    return { name, description, year: query.year, num: query.num };
  },
  head: ({ data }) => ({
    title: data.year ? `${data.name} ${L.issueArticles(data.year, data.num)}` : data.name,
    description: data.description,
    keywords: data.name,
  }),
});
