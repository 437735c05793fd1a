import { useParams } from 'react-router-dom';
import { documentPath, entityLabels } from '@wenxian/domain';
import { SiteLink } from '@wenxian/ui';
import {
  journalsApi,
  useGetJournalLatestUpdatesQuery,
  useGetJournalSimilarQuery,
  useShowJournalQuery,
} from '../../../features/entities/journalsApi';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import { definePage } from '../../../app/routeModule';
import { ENTITY_PAGE_SIZE, pageOf } from '../../../features/entities/entityLoaders';
import { LiteratureSection, usePageParam } from '../entityBlocks/LiteratureSection';
import { QueryView } from '../../shared/QueryView';
import { Columns, EntityMain, Section, TitleList } from '../../shared/entityPageLayout';
import { journalIdOf } from '../../../features/entities/journalPageArgs';
import { JournalHeader } from './JournalHeader';
import { loadJournalPage } from '../../../features/entities/journalLoader';

const L = entityLabels.pages.journal;

/** A journal's publishing: its latest updates (online first included) and the literature similar to its own. */
export function JournalPublishPage() {
  const id = journalIdOf(useParams());
  const [page, setPage] = usePageParam();
  const journal = useShowJournalQuery({ id });
  const latest = useGetJournalLatestUpdatesQuery({ id, pageNum: page, pageSize: ENTITY_PAGE_SIZE });
  const similar = useGetJournalSimilarQuery({ id });
  if (journal.isError) return <ApiErrorView error={journal.error} />;
  return (
    <EntityMain>
      <QueryView state={journal}>{(data) => <JournalHeader journal={data} current="publish" />}</QueryView>
      <Columns>
        <LiteratureSection title={L.latestUpdates} state={latest} page={page} onPage={setPage} />
        <Section title={L.similar}>
          <QueryView state={similar} isEmpty={(d) => d.list.length === 0}>
            {(data) => (
              <TitleList aria-label={L.similar}>
                {data.list.map((item) => (
                  <li key={item.id}>
                    <SiteLink href={documentPath(item.type, item.id) ?? '#'}>{item.title}</SiteLink>
                  </li>
                ))}
              </TitleList>
            )}
          </QueryView>
        </Section>
      </Columns>
    </EntityMain>
  );
}

export const page = definePage({
  Component: JournalPublishPage,
  loader: ({ store, params, url }) =>
    loadJournalPage(store, params, (id) => [
      store.dispatch(
        journalsApi.endpoints.getJournalLatestUpdates.initiate({
          id,
          pageNum: pageOf(url),
          pageSize: ENTITY_PAGE_SIZE,
        }),
      ),
      store.dispatch(journalsApi.endpoints.getJournalSimilar.initiate({ id })),
    ]),
  head: ({ data }) => ({ title: `${data.name} ${L.latestUpdates}`, description: data.description }),
});
